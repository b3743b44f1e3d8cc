// Export files as an LSP uses them (en and /id), with axe: the dashboard's incoming-trucks
// spreadsheet downloads and is kept in Export files, where it downloads again (read back with
// SheetJS: headers in the page's language) and is deleted after a confirmation; the screen fits a
// 390 px phone.
import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, prefix, settle, openSignedIn, type Locale } from './support/app.ts';

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
    const totalOf = async () => ((await total.count()) ? Number(t.total.exec((await total.textContent())!.trim())![1]) : 0);
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
