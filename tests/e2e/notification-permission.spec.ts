// After sign-in the shell asks for browser-notification permission (spec 1 §1), once per sign-in.
// The other specs run with the permission already granted (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { FULL_BROWSER, expectAccessible, prefix, signIn, type Locale } from './support/app.ts';

// No permission decided yet (the config grants it). Not `permissions: []`: Chromium reads that as "denied".
test.beforeEach(async ({ context }) => context.clearPermissions());

const TEXT = {
  en: { title: 'Requesting browser notification', text: 'We need to access notification for better experience.', close: 'Close', request: 'Request', users: 'Users' },
  id: { title: 'Meminta izin notifikasi browser', text: 'Kami memerlukan akses notifikasi untuk pengalaman yang lebih baik.', close: 'Tutup', request: 'Minta izin', users: 'Pengguna' },
} as const;

for (const locale of ['en', 'id'] as Locale[]) {
  test(`the shell asks once after sign-in (${locale})`, { tag: FULL_BROWSER }, async ({ page }) => {
    const t = TEXT[locale];
    await signIn(page, 'shipper@lsi.test', undefined, locale);
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t.text);
    await expect(dialog.getByRole('button', { name: t.request })).toBeVisible();
    await expectAccessible(page, `notification permission (${locale})`);
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();
    // Another page, and a reload: not asked again in this sign-in.
    await page.goto(prefix(locale, '/shipping-company/users'));
    await expect(page.getByRole('heading', { name: t.users })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: t.users })).toBeVisible();
    await expect(page.getByRole('dialog', { name: t.title })).toHaveCount(0);
  });
}
