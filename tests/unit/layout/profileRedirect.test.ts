// /profile/* (spec 1 §2) opens the page inside the user's own area, with the role's menu.
import { describe, expect, it } from 'vitest';
import { ownAreaPath } from '../../../src/areas/profile.tsx';

describe('the /profile redirect', () => {
  it("sends each role's own-account pages into its area", () => {
    expect(ownAreaPath('VENDOR', '/profile/account-setting')).toBe('/vendor/account-setting');
    expect(ownAreaPath('LOGISTIC_SERVICE_PROVIDER', '/profile/form-profile')).toBe('/logistic-service-provider/form-profile');
    expect(ownAreaPath('SHIPMENT_COMPANY', '/profile')).toBe('/shipping-company/form-profile');
    expect(ownAreaPath('ADMIN', '/profile/account-setting')).toBe('/admin/account-setting');
  });
  it('sends a user without a web area home', () => {
    expect(ownAreaPath('DRIVER', '/profile/account-setting')).toBe('/');
    expect(ownAreaPath(undefined, '/profile/form-profile')).toBe('/');
  });
});
