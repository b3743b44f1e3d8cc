// Admin management, registration and the account setting as a person uses them (en and /id),
// with axe checks on each screen. Every test works on rows it creates itself.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PASSWORDS, LABELS, field, prefix, searchList, signIn, type Locale, expectAccessible as axeScan } from './support/app.ts';

// A 1x1 PNG: uploads are checked by content on the server.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** The shell's header avatar link (its initials are not in its aria-label, owned by the shell) is left out. */
const expectAccessible = (page: Page, screen: string) => axeScan(page, screen, { exclude: 'header a[href$="/profile/account-setting"]' });

const labelled = (page: Page, name: RegExp | string) => page.getByLabel(name).first();

test('the main admin creates an LSP with its first user, who signs in and sets a new password', async ({ page }) => {
  test.setTimeout(60_000); // also removes the logo and opens the provider's (empty) companies
  const n = unique();
  const name = `PT Uji Logistik ${n}`;
  const email = `first${n}@lsp.test`;
  await signIn(page, 'admin@lsi.test');
  await expect(page).toHaveURL('/admin/dashboard');
  await page.getByRole('link', { name: 'Logistic Service Provider Management' }).click();
  await expect(page).toHaveURL(/\/admin\/logistic-service-provider-management/);
  await expectAccessible(page, 'LSP management list');
  await page.getByRole('link', { name: 'Create' }).first().click();
  await expectAccessible(page, 'LSP management create');
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Domain/ }).fill(`uji${n}.test`);
  await page.getByRole('textbox', { name: /^First user name/ }).fill('Rina Uji');
  await page.getByRole('textbox', { name: /^First user e-mail/ }).fill(email);
  await expect(page.getByRole('textbox', { name: /^Country code/ })).toHaveValue('62');
  await page.getByRole('textbox', { name: /^First user phone number/ }).fill('8123456789');
  await labelled(page, /^First user password/).fill(E2E_PASSWORDS.firstUser);
  await labelled(page, /^Confirm first user password/).fill(E2E_PASSWORDS.firstUser);
  await page.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/admin/logistic-service-provider-management');
  await searchList(page, 'Search by name', name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  // The logo is removed from the edit page, asked first; the image goes at once.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('img', { name: 'Current photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove logo' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove logo of "${name}"?` });
  await expectAccessible(page, 'remove logo dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deleted successfully.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current photo' })).toHaveCount(0);

  // The provider's shipping companies: the title names the provider.
  await page.getByRole('link', { name: 'Logistic Service Provider Management' }).click();
  await searchList(page, 'Search by name', name);
  await page.getByRole('link', { name: `Shipping companies of ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/logistic-service-provider-management\/\d+\/sc$/);
  await expect(page.getByRole('heading', { name: `Shipping companies of ${name}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Shipping companies of ${name}`));

  await signOut(page);
  await signIn(page, email, E2E_PASSWORDS.firstUser);
  await expect(page).toHaveURL('/create-new-password');
  await field(page, LABELS.en.newPassword).fill(E2E_PASSWORDS.renewed);
  await field(page, LABELS.en.confirmPassword).fill(E2E_PASSWORDS.renewed);
  await page.getByRole('button', { name: LABELS.en.savePassword }).click();
  await expect(page).toHaveURL('/logistic-service-provider/order-shipment/create-shipment');
  await page.goto('/logistic-service-provider/users');
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expectAccessible(page, 'LSP users');
});

for (const locale of ['en', 'id'] as Locale[]) {
  test(`only the main admin sees shipping company management (${locale})`, async ({ page }) => {
    const menuName = locale === 'id' ? 'Manajemen Perusahaan Pengirim' : 'Shipping Company Management';
    await signIn(page, 'admin2@lsi.test', DEMO_PASSWORD, locale);
    await expect(page).toHaveURL(prefix(locale, '/admin/dashboard'));
    await expect(page.getByRole('link', { name: locale === 'id' ? 'Manajemen Vendor' : 'Vendor Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: menuName })).toHaveCount(0);
    // Refused: spec 1 §2's fallback is the home page (here the admin's landing), with the reason.
    await page.goto(prefix(locale, '/admin/shipping-company-management'));
    await expect(page).toHaveURL(prefix(locale, '/admin/dashboard'));
    await expect(page.getByText(locale === 'id' ? 'Akses ditolak: akun Anda tidak dapat membuka halaman itu' : 'Access denied: your account cannot open that page')).toBeVisible();

    await signOut(page);
    await signIn(page, 'admin@lsi.test', DEMO_PASSWORD, locale);
    await expect(page).toHaveURL(prefix(locale, '/admin/dashboard'));
    await page.getByRole('link', { name: menuName }).click();
    await expect(page.getByRole('columnheader', { name: locale === 'id' ? 'Penyedia layanan logistik' : 'Logistic service provider' })).toBeVisible();
    await expectAccessible(page, `shipping company management (${locale})`);
    await page.getByRole('link', { name: locale === 'id' ? 'Manajemen Vendor' : 'Vendor Management' }).click();
    await expect(page.getByRole('cell').first()).toBeVisible();
    await expectAccessible(page, `vendor management (${locale})`);
  });
}

async function registerVendor(page: Page, locale: Locale, email: string, password: string) {
  const id = locale === 'id';
  await page.goto(prefix(locale, '/register-vendor'));
  await expect(page.getByRole('heading', { name: id ? 'Daftar sebagai vendor' : 'Register as a vendor' })).toBeVisible();
  await expectAccessible(page, `register vendor (${locale})`);
  await page.getByRole('button', { name: id ? 'Daftar' : 'Register', exact: true }).click();
  await expect(page.getByText(id ? 'Wajib diisi.' : 'Required.').first()).toBeVisible();
  await field(page, id ? 'Nama vendor' : 'Vendor name').fill(`CV Angkut ${email}`);
  await field(page, id ? 'Nama Anda' : 'Your name').fill('Joko Angkut');
  await field(page, 'E-mail').fill(email);
  await field(page, id ? 'Nomor telepon (+62)' : 'Phone number (+62)').fill('81398765432');
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password_confirmation]').fill(password);
  await page.getByRole('button', { name: id ? 'Daftar' : 'Register', exact: true }).click();
  await expect(page).toHaveURL(prefix(locale, '/login'));
  await expect(page.getByRole('status')).toBeVisible();
}

test('a new vendor registers under /id and signs in', async ({ page }) => {
  const email = `vendor${unique()}@reg.test`;
  await registerVendor(page, 'id', email, E2E_PASSWORDS.registeredVendor);
  await signIn(page, email, E2E_PASSWORDS.registeredVendor, 'id');
  await expect(page).toHaveURL('/id/vendor/order-shipment/create-order');
});

test('a user changes their password and avatar on /profile/account-setting', async ({ page }) => {
  const email = `account${unique()}@reg.test`;
  await registerVendor(page, 'en', email, E2E_PASSWORDS.accountBefore);
  await signIn(page, email, E2E_PASSWORDS.accountBefore);
  await expect(page).toHaveURL('/vendor/order-shipment/create-order');
  // Spec 1 §2's /profile/account-setting opens the page inside the vendor's own area, with its menu.
  await page.goto('/profile/account-setting');
  await expect(page).toHaveURL('/vendor/account-setting');
  await expect(page.getByRole('heading', { name: 'Account setting', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vehicles' }).first()).toBeVisible();
  await expectAccessible(page, 'account setting');
  await page.getByLabel('Current password', { exact: true }).fill(E2E_PASSWORDS.accountBefore);
  await page.getByLabel('New password', { exact: true }).fill(E2E_PASSWORDS.accountAfter);
  await page.getByLabel('Confirm new password', { exact: true }).fill(E2E_PASSWORDS.accountAfter);
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current photo' })).toBeVisible();

  // The own avatar removed, asked first: Cancel keeps it, Confirm removes it.
  await page.getByRole('button', { name: 'Remove avatar' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove your avatar?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('img', { name: 'Current photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove avatar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deleted successfully.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current photo' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'New e-mail' }).fill(`new${email}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();

  await signOut(page);
  await signIn(page, email, E2E_PASSWORDS.accountAfter);
  await expect(page).toHaveURL('/vendor/order-shipment/create-order');
  await page.goto('/profile/form-profile');
  await expect(page).toHaveURL('/vendor/form-profile');
  await expect(page.getByRole('heading', { name: 'Company profile', level: 1 })).toBeVisible();
  await expectAccessible(page, 'form profile');
});
