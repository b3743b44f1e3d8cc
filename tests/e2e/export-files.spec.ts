// Export files as an LSP uses them (en and /id), with axe: the dashboard's incoming-trucks
// spreadsheet downloads and is kept in Export files, where it downloads again (read back with
// SheetJS: headers in the page's language) and is deleted after a confirmation; the screen fits a
// 390 px phone. An export of 100,000 trucks shows its progress there and reads back whole.
import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, inDatabase, prefix, settle, openSignedIn, type Locale } from './support/app.ts';

const LSP = '/logistic-service-provider';
const T = {
  en: { export: 'Export to Excel', exported: 'The spreadsheet is downloaded. It is also kept in Export files.', menu: 'Export files', ready: 'Ready', header: 'Plate number', download: /^Download incoming-trucks-/, remove: /^Delete incoming-trucks-/, confirm: 'Delete', deleted: 'The export was deleted.', total: /^(\d+) exports?$/ },
  id: { export: 'Ekspor ke Excel', exported: 'Lembar kerja diunduh. Juga disimpan di File ekspor.', menu: 'File ekspor', ready: 'Siap', header: 'Nomor polisi', download: /^Unduh incoming-trucks-/, remove: /^Hapus incoming-trucks-/, confirm: 'Hapus', deleted: 'Ekspor telah dihapus.', total: /^(\d+) ekspor$/ },
} as const;

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test(`[${locale}] an LSP's export is kept in Export files, downloads again and is deleted`, async ({ page }) => {
    test.setTimeout(90_000);
    await openSignedIn(page, 'lsp@lsi.test', prefix(locale, `${LSP}/dashboard`));
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.export }).click()]);
    expect(sheet.suggestedFilename()).toBe('incoming-trucks.xlsx');
    await expect(page.getByText(t.exported)).toBeVisible();

    await page.goto(prefix(locale, `${LSP}/dashboard`));
    await page.getByRole('link', { name: t.menu, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, `${LSP}/export-files`)}(\\?.*)?$`));
    const list = page.getByRole('list', { name: t.menu });
    const newest = list.getByRole('listitem').first();
    await expect(newest).toContainText(t.ready);
    const [again] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: t.download }).click()]);
    const book = read(await readFile((await again.path())!));
    expect(utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0]![0]).toBe(t.header);
    await settle(page);
    await expectAccessible(page, `export files (${locale})`);

    // The total line goes with the last entry (the empty list says so instead).
    const total = page.getByRole('status').filter({ hasText: t.total });
    // All texts at once, without waiting: a count() then textContent() waited for a line that the
    // refresh after the delete had just taken away (the last export gone), past the poll's deadline.
    const totalOf = async () => {
      const [text] = await total.allTextContents();
      return text ? Number(t.total.exec(text.trim())![1]) : 0;
    };
    // Read once the list shows it: a refresh may be under way (the export's last events come from the
    // export child), and a list not shown yet read as 0 made the test wait for -1.
    await expect(total).toBeVisible();
    const before = await totalOf();
    await newest.getByRole('button', { name: t.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect.poll(totalOf).toBe(before - 1);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { name: t.menu })).toBeVisible();
    await settle(page);
    await expectNoSideScroll(page);
  });
}

/**
 * 100,000 trucks on the road (bulk rows written straight into the database, its triggers off, so no
 * list or change stream hears of them, and taken away afterwards the same way): their export goes on
 * in the background, Export files shows its progress, then it downloads and reads back with SheetJS,
 * every truck a row, a vendor name that a spreadsheet would run as a formula kept as text.
 */
test('an export of 100,000 incoming trucks shows its progress in Export files and reads back whole', async ({ page }) => {
  test.setTimeout(240_000);
  const TRUCKS = 100_000;
  const VENDOR = '=SUM(1+1) Angkutan Massal';
  const seeded = await inDatabase(async (db) => {
    await db.query("set session_replication_role = replica");
    const { rows } = await db.query<{ part: number; vendor: number }>(
      `with lsp as (select logistics_service_provider_id as id from users where email = 'lsp@lsi.test'),
       s as (select so.shipment_id as id, so.order_id from shipment_orders so join shipments sh on sh.id = so.shipment_id join lsp on sh.logistics_service_provider_id = lsp.id order by so.shipment_id limit 1),
       v as (insert into vendors (name) values ($1) returning id),
       p as (insert into shipment_vendors (shipment_id, vendor_id, status) select s.id, v.id, 'ACCEPTED' from s, v returning id, vendor_id, shipment_id),
       t as (insert into tracks (shipment_id, shipment_vendor_id, order_id, status, ritase, source) select p.shipment_id, p.id, s.order_id, 'ASSIGNED', 1, 'MAPBOX' from p, s, generate_series(1, $2::int) returning 1)
       select p.id as part, p.vendor_id as vendor from p`,
      [VENDOR, TRUCKS],
    );
    return rows[0]!;
  });
  try {
    await openSignedIn(page, 'lsp@lsi.test', `${LSP}/export-files`);
    const asked = await page.request.get('/v1/dashboard/lsp/export-excel', { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('lsi.token'))}` } });
    expect(asked.status(), 'too long to wait for: it goes on in the background').toBe(202);
    const { data } = (await asked.json()) as { data: { name: string } };
    const entry = page.getByRole('list', { name: T.en.menu }).getByRole('listitem').filter({ hasText: data.name });
    await expect(entry.getByRole('progressbar', { name: new RegExp(`^${data.name.replace(/\./g, '\\.')}: \\d+% written$`) })).toBeVisible();
    await expect(entry).toContainText(T.en.ready, { timeout: 180_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), entry.getByRole('button', { name: T.en.download }).click()]);
    const book = read(await readFile((await file.path())!), { dense: true });
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]![0]).toBe(T.en.header);
    expect(rows.length - 1).toBeGreaterThanOrEqual(TRUCKS);
    const vendorColumn = (rows[0] as string[]).indexOf('Vendor');
    expect(rows.filter((r) => r[vendorColumn] === `'${VENDOR}`)).toHaveLength(TRUCKS);
  } finally {
    await inDatabase(async (db) => {
      await db.query("set session_replication_role = replica");
      await db.query('delete from tracks where shipment_vendor_id = $1', [seeded.part]);
      await db.query('delete from shipment_vendors where id = $1', [seeded.part]);
      await db.query('delete from vendors where id = $1', [seeded.vendor]);
    });
  }
});
