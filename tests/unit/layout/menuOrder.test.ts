// Each role's side menu follows spec 1 §2 "Menus" in order; screens the spec's flows need but its
// menus omit come after the spec's items (docs/decisions.md, "Menus"). Read from the areas' data,
// so a menu item added later keeps the order or fails here.
import { describe, expect, it } from 'vitest';
import admin from '../../../src/areas/admin.tsx';
import lsp from '../../../src/areas/lsp.tsx';
import shippingCompany from '../../../src/areas/shipping-company.tsx';
import vendor from '../../../src/areas/vendor.tsx';

/** Spec 1 §2 "Menus", as slugs inside each area. */
const SPEC_MENUS = {
  ADMIN: ['dashboard', 'logistic-service-provider-management', 'shipping-company-management', 'vendor-management', 'setting', 'user-activity-log', 'wb-activity-log', 'activity-mirroring-log'],
  LOGISTIC_SERVICE_PROVIDER: [
    'dashboard', 'performance-vendor', 'order-shipment/create-shipment', 'order-shipment/history-order', 'customer',
    'list-vendor', 'list-vehicle', 'list-driver', 'request-vendors', 'export-files', 'users',
  ],
  SHIPMENT_COMPANY: ['dashboard', 'order-shipment/create-order', 'order-shipment/invoice-order', 'order-shipment/history-order', 'product', 'users', 'form-profile'],
  VENDOR: ['dashboard', 'order-shipment/create-order', 'order-shipment/history-order', 'vehicles', 'drivers', 'logistic-service-provider', 'users'],
} as const;

/** The spec's items not built yet (every other item must be in the menu). */
const NOT_YET = {
  ADMIN: [],
  LOGISTIC_SERVICE_PROVIDER: [],
  SHIPMENT_COMPANY: [],
  VENDOR: [],
} as const;

/** The screens after the spec's items, in this order (docs/decisions.md says why each is there). */
const AFTER_SPEC = {
  ADMIN: ['vendor-report', 'account-setting'],
  LOGISTIC_SERVICE_PROVIDER: ['order-shipment/playback', 'geofences', 'vendor-report', 'order-shipment/invoice-order', 'form-profile', 'account-setting'],
  SHIPMENT_COMPANY: ['location', 'account-setting'],
  VENDOR: ['order-shipment/invoice-order', 'form-profile', 'account-setting'],
} as const;

const AREAS = { ADMIN: admin, LOGISTIC_SERVICE_PROVIDER: lsp, SHIPMENT_COMPANY: shippingCompany, VENDOR: vendor };

describe.each(Object.keys(AREAS) as (keyof typeof AREAS)[])('the %s menu', (role) => {
  const slugs = AREAS[role].menu.map((entry) => entry.to);
  const spec: readonly string[] = SPEC_MENUS[role];

  it("lists the spec's items it has in the spec's order", () => {
    const notYet: readonly string[] = NOT_YET[role];
    expect(slugs.filter((slug) => spec.includes(slug))).toEqual(spec.filter((slug) => !notYet.includes(slug)));
  });

  it("puts the other screens after every item of the spec's, in the documented order", () => {
    const firstExtra = slugs.findIndex((slug) => !spec.includes(slug));
    const lastSpec = slugs.findLastIndex((slug) => spec.includes(slug));
    expect(firstExtra).toBeGreaterThan(lastSpec);
    expect(slugs.slice(firstExtra)).toEqual(AFTER_SPEC[role]);
  });
});

// Slugs are react-admin's resource names and the URL segments: one screen per slug in an area.
it.each(Object.entries(AREAS))('%s: each slug names one resource of the area', (_, area) => {
  expect(area.slugs).toContain('dashboard');
  expect(area.slugs.filter((slug, i) => area.slugs.indexOf(slug) !== i)).toEqual([]);
});
