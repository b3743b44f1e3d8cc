// The administrator's weighbridge log as a person uses it (en and /id), with axe: a machine's ticket
// for a plate no truck has is found by its plate, its ticket shown as logged; the screen fits a
// 390 px phone.
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, prefix, settle, openSignedIn, type Locale } from './support/app.ts';
import { bearer, data } from './support/freight.ts';

const T = {
  en: { menu: 'Weighbridge activity log', plate: 'Plate number', type: 'Entry', unmatched: 'No truck found', show: 'Show the ticket as logged', received: 'The ticket as logged', ticket: 'Load ticket' },
  id: { menu: 'Log aktivitas jembatan timbang', plate: 'Nomor polisi', type: 'Catatan', unmatched: 'Truk tidak ditemukan', show: 'Tampilkan tiket sebagaimana dicatat', received: 'Tiket sebagaimana dicatat', ticket: 'Tiket muat' },
} as const;

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test(`[${locale}] the admin finds a machine ticket that found no truck in the weighbridge log`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const key = (await data<{ key: string }>(await request.post('/v1/weight-bridge/api-keys', { headers: await bearer(request, 'lsp@lsi.test'), data: { name: `E2E scale ${locale}` } }))).key;
    const plate = `BM ${locale === 'en' ? 7101 : 7102} LOG`;
    const number = `E2E-WB-${locale}-${Date.now() % 100_000}`;
    const posted = await request.post('/v1/weight-bridge/machine-tickets', { headers: { authorization: `Bearer ${key}` }, data: { kind: 'LOAD', ticket_number: number, plate_number: plate, out_time: '2026-11-20T08:15:00+07:00', quality: 3.1, items: [{ do_number: 'DO-E2E-1', delivery_weight: 21000 }] } });
    expect(posted.ok(), await posted.text()).toBe(true);

    await openSignedIn(page, 'admin@lsi.test', prefix(locale, '/admin/dashboard'));
    await page.getByRole('link', { name: t.menu }).click();
    await expect(page).toHaveURL(prefix(locale, '/admin/wb-activity-log'));
    await page.getByRole('combobox', { name: t.type }).click();
    await page.getByRole('option', { name: t.unmatched, exact: true }).click();
    await page.getByRole('textbox', { name: t.plate }).fill(plate);
    await expect(page).toHaveURL(/plate_number=BM/);
    const entry = page.getByRole('list', { name: t.menu }).getByRole('listitem').filter({ hasText: number });
    await expect(entry).toContainText(`${t.ticket} ${number}`);
    await expect(entry).toContainText(plate);
    await entry.getByRole('button', { name: t.show }).click();
    await expect(entry.getByLabel(t.received)).toContainText('DO-E2E-1');
    await settle(page);
    await expectAccessible(page, `weighbridge log (${locale})`);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.plate })).toHaveValue(plate);
    await expect(page.getByRole('list', { name: t.menu }).getByRole('listitem').filter({ hasText: number })).toBeVisible();
    await expectNoSideScroll(page);
  });
}
