// Spec 1 §4: each demo account signs in on /login (and /id/login) and lands where its role goes.
import { expect, test } from '@playwright/test';
import { E2E_PASSWORDS, LABELS, field, prefix, signIn, type Locale, settle } from './support/app.ts';

const LANDINGS = [
  { email: 'admin@lsi.test', path: '/admin/dashboard' },
  { email: 'shipper@lsi.test', path: '/shipping-company/dashboard' },
  { email: 'newshipper@lsi.test', path: '/shipping-company/form-profile' },
  { email: 'vendor@lsi.test', path: '/vendor/order-shipment/create-order' },
  { email: 'lsp@lsi.test', path: '/logistic-service-provider/order-shipment/create-shipment' },
];

const DRIVER_REFUSED = { en: "You're not able to login with this role.", id: 'Anda tidak dapat masuk dengan peran ini.' };

for (const locale of ['en', 'id'] as Locale[]) {
  test.describe(`sign-in (${locale})`, () => {
    for (const { email, path } of LANDINGS) {
      test(`${email} lands on ${prefix(locale, path)}`, async ({ page }) => {
        await signIn(page, email, undefined, locale);
        await expect(page).toHaveURL(prefix(locale, path));
        await expect(page.getByRole('heading', { name: /404/ })).toHaveCount(0);
      });
    }

    test('driver@lsi.test is refused and stays on the sign-in page', async ({ page }) => {
      await signIn(page, 'driver@lsi.test', undefined, locale);
      await expect(page.getByText(DRIVER_REFUSED[locale])).toBeVisible();
      await expect(page).toHaveURL(prefix(locale, '/login'));
      await expect(page.getByRole('button', { name: LABELS[locale].signIn, exact: true })).toBeVisible();
    });
  });
}

// newvendor@ has never changed its password, so it must set one first (spec 1 §4). Once done the
// account is an ordinary vendor: only this test may use it. Until then the server refuses every
// call but the change (403): the client must not make any, so no answer of the flow is a 403.
test('newvendor@lsi.test sets a new password, then lands in the vendor area', async ({ page }) => {
  const l = LABELS.en;
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  await signIn(page, 'newvendor@lsi.test');
  await expect(page).toHaveURL('/create-new-password');
  // A deep link into the area comes back here while the change is pending.
  await page.goto('/vendor/vehicles');
  await expect(page).toHaveURL('/create-new-password');
  await field(page, l.newPassword).fill(E2E_PASSWORDS.newVendor);
  await field(page, l.confirmPassword).fill(E2E_PASSWORDS.newVendor);
  await page.getByRole('button', { name: l.savePassword }).click();
  await expect(page).toHaveURL('/vendor/order-shipment/create-order');
  await settle(page);
  expect(refused).toEqual([]);
});
