// The administrator's user activity log as a person uses it (en and /id), with axe: the sign-in
// just made found by the activity type and today's dates, and a provider's new geofence found by
// the user's name and "Created", its fields shown on demand; the screen fits a 390 px phone.
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, prefix, settle, openSignedIn, type Locale } from './support/app.ts';
import { bearer } from './support/freight.ts';

const T = {
  en: { menu: 'User activity log', type: 'Activity', signedIn: 'Signed in', created: 'Created', from: 'From date', to: 'To date', search: 'Search by user name', show: 'Show changes', geofence: 'Geofence' },
  id: { menu: 'Log aktivitas pengguna', type: 'Aktivitas', signedIn: 'Masuk', created: 'Membuat', from: 'Dari tanggal', to: 'Sampai tanggal', search: 'Cari nama pengguna', show: 'Tampilkan perubahan', geofence: 'Geofence' },
} as const;

/** Today in the browser's (and this process's) zone, as a date field takes it. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test(`[${locale}] the admin finds the sign-in just made and a provider's change in the user activity log`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = `Audit E2E ${locale} ${Date.now() % 100_000}`;
    const made = await request.post('/v1/geofences', { headers: await bearer(request, 'lsp@lsi.test'), data: { name, kind: 'OTHER', shape: 'CIRCLE', latitude: 0.6, longitude: 101.4, radius_m: 200, dwell_seconds: 60 } });
    expect(made.ok(), await made.text()).toBe(true);

    await openSignedIn(page, 'admin@lsi.test', prefix(locale, '/admin/dashboard'));
    await page.getByRole('link', { name: t.menu, exact: true }).click();
    await expect(page).toHaveURL(prefix(locale, '/admin/user-activity-log'));

    // The sign-in: the type and today's dates; the newest entry is the admin's own.
    await page.getByRole('combobox', { name: t.type }).click();
    await page.getByRole('option', { name: t.signedIn, exact: true }).click();
    await page.getByLabel(t.from).fill(today());
    await page.getByLabel(t.to).fill(today());
    await expect(page).toHaveURL(/type=SIGN_IN.*from=.*to=/);
    const list = page.getByRole('list', { name: t.menu });
    await expect(list.getByRole('listitem').first()).toContainText('Adi Pratama · admin@lsi.test');
    await expect(list.getByRole('listitem').first()).toContainText(t.signedIn);
    await settle(page);
    await expectAccessible(page, `user activity log (${locale})`);

    // The provider's geofence: by the user's name and "Created", its name among the fields.
    await page.getByRole('combobox', { name: t.type }).click();
    await page.getByRole('option', { name: t.created, exact: true }).click();
    await page.getByRole('textbox', { name: t.search }).fill('Rina Kusuma');
    await expect(page).toHaveURL(/search=Rina/);
    const entry = list.getByRole('listitem').filter({ hasText: `${t.geofence} #` }).first();
    await expect(entry).toContainText('Rina Kusuma · lsp@lsi.test');
    await entry.getByRole('button', { name: t.show }).click();
    await expect(entry.getByRole('table')).toContainText(name);
    await expectAccessible(page, `user activity log, changes shown (${locale})`);

    // The same view reloaded from its address, on a phone.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.search })).toHaveValue('Rina Kusuma');
    await expect(list.getByRole('listitem').first()).toContainText('Rina Kusuma');
    await expectNoSideScroll(page);
  });
}
