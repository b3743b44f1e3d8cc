// Forgot password (spec 1 §2, §4): request a link, open it from the mail, set a new password, sign
// in with it; the used link (and a made-up one) leads to the link-expired page. Uses accounts no
// other spec signs in with (admin2@, lsp2@), because the password changes for the whole run.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORDS, LABELS, field, prefix, signIn, waitForResetLink, type Locale } from './support/app.ts';
import { resetPassword } from './support/secret-scan.ts';

const TEXT = {
  en: { checkEmail: 'Check your e-mail', changed: 'Password changed', expired: 'Link expired' },
  id: { checkEmail: 'Periksa e-mail Anda', changed: 'Kata sandi diubah', expired: 'Tautan kedaluwarsa' },
};

async function setNewPassword(page: Page, locale: Locale, password: string) {
  const l = LABELS[locale];
  await field(page, l.newPassword).fill(password);
  await field(page, l.confirmPassword).fill(password);
  await page.getByRole('button', { name: l.savePassword }).click();
}

const CASES = [
  { locale: 'en' as Locale, email: 'admin2@lsi.test', landing: '/admin/dashboard' },
  { locale: 'id' as Locale, email: 'lsp2@lsi.test', landing: '/logistic-service-provider/order-shipment/create-shipment' },
];

for (const { locale, email, landing } of CASES) {
  test(`reset by e-mail link (${locale}, ${email})`, async ({ page }) => {
    const l = LABELS[locale];
    const newPassword = resetPassword(locale);

    await page.goto(prefix(locale, '/login'));
    await page.getByRole('link', { name: l.forgot }).click();
    await expect(page).toHaveURL(prefix(locale, '/forgot-password'));
    await field(page, l.email).fill(email);
    await page.getByRole('button', { name: l.sendLink }).click();
    await expect(page).toHaveURL(prefix(locale, '/login/forgot-password/check-email'));
    await expect(page.getByRole('heading', { name: TEXT[locale].checkEmail })).toBeVisible();

    const link = await waitForResetLink(email);
    expect(new URL(link).pathname).toBe(prefix(locale, '/create-new-password'));
    await page.goto(link);
    await setNewPassword(page, locale, newPassword);
    await expect(page).toHaveURL(prefix(locale, '/forgot-password/success-change-password'));
    await expect(page.getByRole('heading', { name: TEXT[locale].changed })).toBeVisible();

    await signIn(page, email, newPassword, locale);
    await expect(page).toHaveURL(prefix(locale, landing));

    // The same link again: single use. Sign out on a quiet public page first: clearing the session
    // inside the area would let its calls in flight answer 401 and navigate while we do.
    await page.goto(prefix(locale, '/inspire'));
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await setNewPassword(page, locale, E2E_PASSWORDS.resetAgain);
    await expect(page).toHaveURL(prefix(locale, '/forgot-password/link-expired'));
    await expect(page.getByRole('heading', { name: TEXT[locale].expired })).toBeVisible();
  });
}

test('a made-up reset link leads to the link-expired page', async ({ page }) => {
  await page.goto('/create-new-password?token=not-a-real-token&email=admin2%40lsi.test');
  await setNewPassword(page, 'en', E2E_PASSWORDS.resetExpired);
  await expect(page).toHaveURL('/forgot-password/link-expired');
  await expect(page.getByRole('heading', { name: 'Link expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
