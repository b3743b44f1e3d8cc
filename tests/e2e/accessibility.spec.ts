// axe on every screen the other specs reach: no serious or critical violations.
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, settle } from './support/app.ts';

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
