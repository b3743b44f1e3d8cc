// axe on every screen the other specs reach: no serious or critical violations.
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, openSignedIn, signIn, settle } from './support/app.ts';

const PUBLIC = ['/login', '/id/login', '/forgot-password', '/login/forgot-password/check-email', '/forgot-password/link-expired', '/no-such-page', '/id/no-such-page'];

for (const path of PUBLIC) {
  test(`public screen ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, path);
  });
}

const SIGNED_IN = [
  { email: 'admin@lsi.test', path: '/admin/dashboard' },
  { email: 'shipper@lsi.test', path: '/shipping-company/dashboard' },
  { email: 'newshipper@lsi.test', path: '/shipping-company/form-profile' },
  { email: 'vendor@lsi.test', path: '/vendor/order-shipment/create-order' },
  { email: 'lsp@lsi.test', path: '/logistic-service-provider/order-shipment/create-shipment' },
];

for (const { email, path } of SIGNED_IN) {
  test(`${path} (${email})`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(path);
    await settle(page);
    await expectAccessible(page, path);
  });
}

// Issue 25: the vendor's and the shipping company's dashboards on a 360 px phone, under /id: their
// figures as cards, nothing scrolling sideways, no serious axe violation.
for (const { email, path, heading } of [
  { email: 'vendor@lsi.test', path: '/id/vendor/dashboard', heading: 'Penerimaan, 30 hari terakhir' },
  { email: 'shipper@lsi.test', path: '/id/shipping-company/dashboard', heading: 'Netto, 30 hari terakhir' },
]) {
  test(`${path} on a 360 px phone (${email})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openSignedIn(page, email, path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await settle(page);
    await expectNoSideScroll(page);
    await expectAccessible(page, path);
  });
}
