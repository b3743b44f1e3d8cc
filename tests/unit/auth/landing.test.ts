import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/auth.ts';
import { profile } from '../../support/profile.ts';
import { landingAfterLogin, landingForSignedIn, mustChangePassword } from '../../../src/authProvider/landing.ts';

const org = (logo_url: string | null, address: string | null) => ({ id: 1, name: 'Org', logo_url, address });
const user = (patch: Partial<Profile>): Profile => profile({ name: 'User', email: 'u@lsi.test', ...patch });

describe('landingAfterLogin', () => {
  it('sends an admin to the admin dashboard, in both languages', () => {
    expect(landingAfterLogin(user({ role: 'ADMIN' }), 'en')).toBe('/admin/dashboard');
    expect(landingAfterLogin(user({ role: 'ADMIN' }), 'id')).toBe('/id/admin/dashboard');
  });

  it('sends a shipping company to its dashboard only with logo and address', () => {
    const sc = (logo: string | null, address: string | null) =>
      landingAfterLogin(user({ role: 'SHIPMENT_COMPANY', shipment_company: org(logo, address) }), 'en');
    expect(sc('logo.png', 'Jl. Sudirman 1')).toBe('/shipping-company/dashboard');
    expect(sc(null, 'Jl. Sudirman 1')).toBe('/shipping-company/form-profile');
    expect(sc('logo.png', null)).toBe('/shipping-company/form-profile');
    expect(landingAfterLogin(user({ role: 'SHIPMENT_COMPANY' }), 'id')).toBe('/id/shipping-company/form-profile');
    // A READ_ONLY user could not save the profile: it starts on the dashboard.
    expect(landingAfterLogin(user({ role: 'SHIPMENT_COMPANY', permission: 'READ_ONLY' }), 'en')).toBe('/shipping-company/dashboard');
  });

  it('forces a vendor to change a never-updated or stale password', () => {
    expect(landingAfterLogin(user({ role: 'VENDOR' }), 'en')).toBe('/vendor/order-shipment/create-order');
    expect(landingAfterLogin(user({ role: 'VENDOR', is_password_never_updated: true }), 'en')).toBe('/create-new-password');
    expect(landingAfterLogin(user({ role: 'VENDOR', is_last_login_stale: true }), 'id')).toBe('/id/create-new-password');
    // The password-age rule applies to providers only.
    expect(landingAfterLogin(user({ role: 'VENDOR', is_password_update_stale: true }), 'en')).toBe('/vendor/order-shipment/create-order');
  });

  it('forces a provider to change its password on any of the three flags', () => {
    const lsp = (patch: Partial<Profile>) => landingAfterLogin(user({ role: 'LOGISTIC_SERVICE_PROVIDER', ...patch }), 'en');
    expect(lsp({})).toBe('/logistic-service-provider/order-shipment/create-shipment');
    expect(lsp({ is_password_never_updated: true })).toBe('/create-new-password');
    expect(lsp({ is_last_login_stale: true })).toBe('/create-new-password');
    expect(lsp({ is_password_update_stale: true })).toBe('/create-new-password');
    expect(mustChangePassword(user({ role: 'LOGISTIC_SERVICE_PROVIDER', is_password_update_stale: true }))).toBe(true);
  });

  it('keeps a driver on the login page', () => {
    expect(landingAfterLogin(user({ role: 'DRIVER' }), 'en')).toBe('/login');
    expect(landingAfterLogin(user({ role: 'DRIVER' }), 'id')).toBe('/id/login');
  });
});

describe('landingForSignedIn', () => {
  it('maps each role to its page', () => {
    expect(landingForSignedIn('ADMIN', 'en')).toBe('/admin/dashboard');
    expect(landingForSignedIn('SHIPMENT_COMPANY', 'en')).toBe('/shipping-company/form-profile');
    expect(landingForSignedIn('VENDOR', 'id')).toBe('/id/vendor/dashboard');
    expect(landingForSignedIn('LOGISTIC_SERVICE_PROVIDER', 'en')).toBe('/logistic-service-provider/dashboard');
    expect(landingForSignedIn('DRIVER', 'en')).toBe('/profile/form-profile');
  });
});
