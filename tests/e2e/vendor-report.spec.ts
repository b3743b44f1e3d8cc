// The vendor report as the LSP and the administrator use it (en and /id), with axe: opened from the
// menu, each vendor's row shows what GET /v1/vendor/report answers for the period, a truck-state
// filter under "More filters" narrows it as the API does, a vendor's name lists its requests one by
// one (the LSP's link to the shipment's detail), the administrator's export downloads at once, and it
// fits a 390 px phone. It only reads.
import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, openSignedIn, prefix, READS_ONLY, settle, type Locale } from './support/app.ts';
import { bearer, data } from './support/freight.ts';

const T = {
  en: { export: 'Export to Excel', downloaded: 'The vendor report is downloaded.', menu: 'Vendor report', table: 'Vendors', more: 'More filters', state: 'Truck state', finished: 'Finished', show: (v: string) => `Show ${v}'s requests`, requests: (v: string) => `Requests of ${v}` },
  id: { export: 'Ekspor ke Excel', downloaded: 'Laporan vendor diunduh.', menu: 'Laporan vendor', table: 'Vendor', more: 'Filter lainnya', state: 'Status truk', finished: 'Selesai', show: (v: string) => `Tampilkan permintaan ${v}`, requests: (v: string) => `Permintaan ke ${v}` },
} as const;

const day = (d: Date) => d.toISOString().slice(0, 10);
/** 300 days up to tomorrow (UTC): the demo's shipments, whatever the WIB day is now. */
const period = { from: day(new Date(Date.now() - 299 * 86_400_000)), to: day(new Date(Date.now() + 86_400_000)) };
type Row = { vendor: { id: number; name: string }; total_order_requested: number; total_order_accepted: number };

async function reportOf(request: APIRequestContext, email: string, extra = '') {
  const res = await request.get(`/v1/vendor/report?start_date=${period.from}&end_date=${period.to}&entries=-1${extra}`, { headers: await bearer(request, email) });
  return data<Row[]>(res);
}

/** The vendor's row of the report table: its first two figures are the trucks requested and accepted. */
async function expectRow(page: Page, locale: Locale, row: Row) {
  const t = T[locale];
  const tr = page.getByRole('table', { name: t.table, exact: true }).getByRole('row').filter({ has: page.getByRole('button', { name: t.show(row.vendor.name) }) });
  await expect(tr.getByRole('cell').nth(0)).toHaveText(String(row.total_order_requested));
  await expect(tr.getByRole('cell').nth(1)).toHaveText(String(row.total_order_accepted));
}

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test(`[${locale}] the LSP reads its vendor report, narrows it to finished trucks and lists a vendor's requests`, { tag: READS_ONLY }, async ({ page, request }) => {
    test.setTimeout(90_000);
    const rows = (await reportOf(request, 'lsp@lsi.test')).filter((r) => r.total_order_requested > 0);
    expect(rows.length, 'the demo has vendor requests in the period').toBeGreaterThan(0);
    const vendor = rows[0]!;
    const finished = (await reportOf(request, 'lsp@lsi.test', '&status=FINISHED')).find((r) => r.vendor.id === vendor.vendor.id)!;

    await openSignedIn(page, 'lsp@lsi.test', prefix(locale, '/logistic-service-provider/dashboard'), { locale });
    await page.getByRole('navigation').getByRole('link', { name: t.menu, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.menu, level: 1 })).toBeVisible();
    await page.goto(prefix(locale, `/logistic-service-provider/vendor-report?from=${period.from}&to=${period.to}`));
    await expectRow(page, locale, vendor);
    await settle(page);
    await expectAccessible(page, `vendor report (${locale})`);

    await page.getByRole('button', { name: t.more }).click();
    await page.getByRole('combobox', { name: t.state }).click();
    await page.getByRole('option', { name: t.finished, exact: true }).click();
    await expect(page).toHaveURL(/status=FINISHED/);
    await expectRow(page, locale, finished);

    await page.getByRole('button', { name: t.show(vendor.vendor.name) }).click();
    const list = page.getByRole('table', { name: t.requests(vendor.vendor.name) });
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    await expect(list.getByRole('row').nth(1).getByRole('link')).toHaveAttribute('href', new RegExp(`^${prefix(locale, '/logistic-service-provider/order-shipment/history-order/detail-history-order/')}\\d+$`));
    await settle(page);
    await expectAccessible(page, `a vendor's requests (${locale})`);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    await settle(page);
    await expectNoSideScroll(page);
  });

  test(`[${locale}] the administrator reads the vendor report of every LSP`, { tag: READS_ONLY }, async ({ page, request }) => {
    const vendor = (await reportOf(request, 'admin@lsi.test')).find((r) => r.total_order_requested > 0);
    expect(vendor, 'the demo has vendor requests in the period').toBeDefined();
    await openSignedIn(page, 'admin@lsi.test', prefix(locale, '/admin/dashboard'), { locale });
    await page.getByRole('navigation').getByRole('link', { name: t.menu, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.menu, level: 1 })).toBeVisible();
    await page.goto(prefix(locale, `/admin/vendor-report?from=${period.from}&to=${period.to}`));
    await expectRow(page, locale, vendor!);
    await settle(page);
    await expectAccessible(page, `the administrator's vendor report (${locale})`);

    // Its export is downloaded at once (an administrator has no Export files to keep it in): the row the API answers.
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.export }).click()]);
    expect(sheet.suggestedFilename()).toBe('vendor-report.xlsx');
    const book = read(await readFile((await sheet.path())!));
    const lines = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(lines.find((l) => l[0] === vendor!.vendor.name)?.slice(1, 3)).toEqual([vendor!.total_order_requested, vendor!.total_order_accepted]);
    await expect(page.getByText(t.downloaded, { exact: true })).toBeVisible();
  });
}
