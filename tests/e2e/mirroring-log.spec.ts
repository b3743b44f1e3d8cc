// The administrator pushes a weighbridge log again and finds the push in the activity mirroring log
// (en and /id), with axe on both screens; the mirroring log fits a 390 px phone. The server runs
// without WEIGHBRIDGE_PUSH_URL: the local recorder takes the push.
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, prefix, settle, openSignedIn, type Locale } from './support/app.ts';
import { bearer, data } from './support/freight.ts';

const T = {
  en: {
    wbMenu: 'Weighbridge activity log', menu: 'Activity mirroring log', search: 'Search the tickets', select: 'Select ticket', push: 'Push again', title: 'Push 1 weighbridge entry again?',
    done: 'Weighbridge logs pushed again: 1 sent, 0 failed.', mirrorSearch: 'Search counterpart, reason or records', kind: 'Weighbridge log pushed', ok: 'Succeeded', to: 'To the local recorder',
  },
  id: {
    wbMenu: 'Log aktivitas jembatan timbang', menu: 'Log mirroring aktivitas', search: 'Cari tiket', select: 'Pilih tiket', push: 'Kirim ulang', title: 'Kirim ulang 1 catatan jembatan timbang?',
    done: 'Catatan jembatan timbang dikirim ulang: 1 terkirim, 0 gagal.', mirrorSearch: 'Cari pihak, alasan, atau data', kind: 'Catatan jembatan timbang dikirim', ok: 'Berhasil', to: 'Ke perekam lokal',
  },
} as const;

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test(`[${locale}] the admin pushes a weighbridge log again and finds it in the mirroring log`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const key = (await data<{ key: string }>(await request.post('/v1/weight-bridge/api-keys', { headers: await bearer(request, 'lsp@lsi.test'), data: { name: `E2E mirror ${locale}` } }))).key;
    const number = `E2E-MR-${locale}-${Date.now() % 100_000}`;
    const posted = await request.post('/v1/weight-bridge/machine-tickets', { headers: { authorization: `Bearer ${key}` }, data: { kind: 'LOAD', ticket_number: number, plate_number: `BM ${locale === 'en' ? 7201 : 7202} MR`, out_time: '2026-11-20T08:15:00+07:00', quality: 3.1, items: [{ do_number: 'DO-E2E-MR', delivery_weight: 21000 }] } });
    expect(posted.ok(), await posted.text()).toBe(true);

    await openSignedIn(page, 'admin@lsi.test', prefix(locale, '/admin/dashboard'));
    await page.getByRole('link', { name: t.wbMenu }).click();
    await page.getByRole('textbox', { name: t.search }).fill(number);
    const entry = page.getByRole('list', { name: t.wbMenu }).getByRole('listitem').filter({ hasText: number });
    await expect(entry).toHaveCount(1);
    await entry.getByRole('checkbox', { name: `${t.select} ${number}` }).check();
    await page.getByRole('button', { name: t.push }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.title);
    await settle(page);
    await expectAccessible(page, `push again (${locale})`);
    await dialog.getByRole('button', { name: t.push }).click();
    await expect(page.getByText(t.done)).toBeVisible();

    await page.getByRole('link', { name: t.menu }).click();
    await expect(page).toHaveURL(prefix(locale, '/admin/activity-mirroring-log'));
    await page.getByRole('textbox', { name: t.mirrorSearch }).fill(number);
    await expect(page).toHaveURL(/search=E2E-MR/);
    const row = page.getByRole('list', { name: t.menu }).getByRole('listitem').filter({ hasText: t.kind });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.ok);
    await expect(row).toContainText(t.to);
    await expect(row).toContainText(number);
    await settle(page);
    await expectAccessible(page, `mirroring log (${locale})`);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.mirrorSearch })).toHaveValue(number);
    await expect(page.getByRole('list', { name: t.menu }).getByRole('listitem').filter({ hasText: t.kind })).toBeVisible();
    await expectNoSideScroll(page);
  });
}
