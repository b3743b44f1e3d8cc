import { describe, expect, it } from 'vitest';
import { accessOptionsOf, areaOfRole, canAccess } from '../../../src/authProvider/access.ts';
import { profile } from '../../support/profile.ts';

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

describe('canAccess for a READ_ONLY user', () => {
  const readOnly = { permission: 'READ_ONLY' } as const;

  it('keeps list, show and export of its role, nothing more', () => {
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'list', 'customer', readOnly)).toBe(true);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'show', 'customer', readOnly)).toBe(true);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'export', 'performance-vendor', readOnly)).toBe(true);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'list', 'list-vehicle', readOnly)).toBe(true);
    // Never more than the role itself: reading another role's resource stays refused.
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'list', 'vehicles', readOnly)).toBe(false);
  });

  it('refuses create, edit and delete on every resource of every organisation role', () => {
    for (const [role, resource] of [
      ['LOGISTIC_SERVICE_PROVIDER', 'customer'],
      ['LOGISTIC_SERVICE_PROVIDER', 'users'],
      ['LOGISTIC_SERVICE_PROVIDER', 'order-shipment/create-shipment'],
      ['SHIPMENT_COMPANY', 'product'],
      ['VENDOR', 'vehicles'],
      ['VENDOR', 'drivers'],
    ] as const) {
      for (const action of ['create', 'edit', 'delete']) expect(canAccess(role, action, resource, readOnly), `${role} ${action} ${resource}`).toBe(false);
      expect(canAccess(role, 'create', resource), `${role} FULL_ACCESS`).toBe(true);
    }
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'delete', 'export-files', readOnly)).toBe(false);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'edit', 'request-vendors', readOnly)).toBe(false);
  });

  it('still edits its own account, not the organisation profile', () => {
    expect(canAccess('VENDOR', 'edit', 'account-setting', readOnly)).toBe(true);
    expect(canAccess('VENDOR', 'show', 'form-profile', readOnly)).toBe(true);
    expect(canAccess('VENDOR', 'edit', 'form-profile', readOnly)).toBe(false);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'edit', 'form-profile', readOnly)).toBe(false);
  });

  it('does not apply to administrators, and FULL_ACCESS or no level changes nothing', () => {
    expect(canAccess('ADMIN', 'create', 'vendor-management', readOnly)).toBe(true);
    expect(canAccess('VENDOR', 'delete', 'vehicles', { permission: 'FULL_ACCESS' })).toBe(true);
    expect(canAccess('VENDOR', 'delete', 'vehicles', {})).toBe(true);
  });

  it('reads the options from the signed-in profile', () => {
    expect(accessOptionsOf(profile({ is_main_admin: true }))).toEqual({ isMainAdmin: true, permission: 'FULL_ACCESS' });
    expect(accessOptionsOf(profile({ role: 'VENDOR', permission: 'READ_ONLY' }))).toEqual({ isMainAdmin: false, permission: 'READ_ONLY' });
    expect(accessOptionsOf(null)).toEqual({ isMainAdmin: undefined, permission: undefined });
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
