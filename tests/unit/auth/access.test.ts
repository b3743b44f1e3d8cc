import { describe, expect, it } from 'vitest';
import { areaOfRole, canAccess } from '../../../src/authProvider/access.ts';

describe('canAccess', () => {
  it('gives each role its own resources only', () => {
    expect(canAccess('ADMIN', 'list', 'vendor-management')).toBe(true);
    expect(canAccess('ADMIN', 'list', 'vehicles')).toBe(false);
    expect(canAccess('VENDOR', 'create', 'vehicles')).toBe(true);
    expect(canAccess('VENDOR', 'list', 'list-vehicle')).toBe(false);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'list', 'list-vehicle')).toBe(true);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'delete', 'list-vehicle')).toBe(false);
    expect(canAccess('SHIPMENT_COMPANY', 'create', 'product')).toBe(true);
    expect(canAccess('SHIPMENT_COMPANY', 'list', 'customer')).toBe(false);
  });

  it('lets only the main admin manage shipping companies', () => {
    expect(canAccess('ADMIN', 'list', 'shipping-company-management')).toBe(false);
    expect(canAccess('ADMIN', 'list', 'shipping-company-management', { isMainAdmin: true })).toBe(true);
    expect(canAccess('ADMIN', 'show', 'shipping-company-management/accounts', { isMainAdmin: false })).toBe(false);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'list', 'shipping-company-management', { isMainAdmin: true })).toBe(false);
  });

  it('inherits rights of a parent slug for nested pages', () => {
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'create', 'order-shipment/create-shipment')).toBe(true);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'show', 'order-shipment/history-order/detail-history-order')).toBe(true);
    expect(canAccess('VENDOR', 'list', 'logistic-service-provider/requests')).toBe(true);
    expect(canAccess('ADMIN', 'edit', 'setting/manage-user')).toBe(true);
    expect(canAccess('VENDOR', 'delete', 'order-shipment/history-order')).toBe(false);
  });

  it('opens profile pages to every web role and nothing to drivers', () => {
    for (const role of ['ADMIN', 'LOGISTIC_SERVICE_PROVIDER', 'SHIPMENT_COMPANY', 'VENDOR'] as const) {
      expect(canAccess(role, 'edit', 'account-setting')).toBe(true);
      expect(canAccess(role, 'show', 'form-profile')).toBe(true);
    }
    expect(canAccess('DRIVER', 'show', 'account-setting')).toBe(false);
    expect(canAccess(null, 'list', 'dashboard')).toBe(false);
  });

  it('allows exports where the area has them', () => {
    expect(canAccess('ADMIN', 'export', 'user-activity-log')).toBe(true);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'export', 'performance-vendor')).toBe(true);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'delete', 'export-files')).toBe(true);
    expect(canAccess('ADMIN', 'delete', 'user-activity-log')).toBe(false);
    expect(canAccess('VENDOR', 'unknown-action', 'vehicles')).toBe(false);
  });
});

describe('areaOfRole', () => {
  it('maps roles to area prefixes', () => {
    expect(areaOfRole('ADMIN')).toBe('/admin');
    expect(areaOfRole('LOGISTIC_SERVICE_PROVIDER')).toBe('/logistic-service-provider');
    expect(areaOfRole('SHIPMENT_COMPANY')).toBe('/shipping-company');
    expect(areaOfRole('VENDOR')).toBe('/vendor');
    expect(areaOfRole('DRIVER')).toBeNull();
  });
});
