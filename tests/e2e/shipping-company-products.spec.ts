// The shipping company's products as a person uses them, in English and under /id: create, edit
// and delete a product, then import a 50-row sheet after a sheet with a broken row was refused
// (the preview shows the error and nothing is saved); axe on each screen.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, prefix, searchList, openSignedIn, signIn, type Locale, settle } from './support/app.ts';

const T = {
  en: {
    products: 'Product', create: 'Create', save: 'Save', confirm: 'Confirm', search: 'Search by name',
    identity: 'Identity', name: 'Name', weight: 'Weight', import: 'Import',
    edit: (n: string) => `Edit ${n}`, del: (n: string) => `Delete ${n}`,
    requiredEmpty: 'Required Data is Empty', importAll: (n: number) => `Import all rows (${n})`, created: (n: number) => `Created: ${n}`,
    summary: (rows: number, errors: number) => `Rows: ${rows}, with errors: ${errors}`, finished: 'Import finished',
    onlyErrors: 'Show only rows with errors',
  },
  id: {
    products: 'Produk', create: 'Buat', save: 'Simpan', confirm: 'Konfirmasi', search: 'Cari berdasarkan nama',
    identity: 'Identitas', name: 'Nama', weight: 'Berat', import: 'Impor',
    edit: (n: string) => `Ubah ${n}`, del: (n: string) => `Hapus ${n}`,
    requiredEmpty: 'Data Wajib Kosong', importAll: (n: number) => `Impor semua baris (${n})`, created: (n: number) => `Dibuat: ${n}`,
    summary: (rows: number, errors: number) => `Baris: ${rows}, dengan kesalahan: ${errors}`, finished: 'Impor selesai',
    onlyErrors: 'Tampilkan hanya baris dengan kesalahan',
  },
} as const;

const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

const sheet = (rows: string[][]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.map((r) => r.join(',')).join('\n')),
});

async function settled(page: Page, screen: string) {
  await settle(page);
  await page.mouse.move(0, 0);
  await expectAccessible(page, screen);
}

test.describe.configure({ timeout: 90_000 });

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  const area = prefix(locale, '/shipping-company/product');
  const tag = `${locale.toUpperCase()}${Date.now().toString(36).slice(-5).toUpperCase()}`;

  test(`${locale}: create, edit and delete a product`, async ({ page }) => {
    await signIn(page, 'shipper@lsi.test', undefined, locale);
    await page.waitForURL(/shipping-company\/dashboard$/);
    await page.getByRole('link', { name: t.products, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${area}$`));
    await expect(page.getByText('Crude Palm Oil')).toBeVisible();
    await settled(page, `${locale} product list`);

    const name = `Olein ${tag}`;
    await page.getByRole('link', { name: t.create, exact: true }).first().click();
    await box(page, t.identity).fill(`OLN-${tag}`);
    await box(page, t.name).fill(name);
    await page.getByRole('spinbutton', { name: new RegExp(`^${t.weight}`) }).fill('1');
    await settled(page, `${locale} product create`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(new RegExp(`${area}$`));

    await searchList(page, t.search, name);
    await page.getByRole('link', { name: t.edit(name) }).click();
    await expect(box(page, t.name)).toHaveValue(name);
    await settled(page, `${locale} product edit`);
    await box(page, t.name).fill(`${name} RBD`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(new RegExp(`${area}(\\?.*)?$`));

    await searchList(page, t.search, `${name} RBD`);
    await page.getByRole('button', { name: t.del(`${name} RBD`) }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('button', { name: t.del(`${name} RBD`) })).toHaveCount(0);
  });

  test(`${locale}: a 50-row product sheet, refused first with a broken row`, async ({ page }) => {
    await openSignedIn(page, 'shipper@lsi.test', area);
    await page.getByRole('link', { name: t.import, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${area}/import-data$`));
    await settled(page, `${locale} product import`);

    const header = ['identity', 'name', 'weight', 'unit'];
    const rows = Array.from({ length: 50 }, (_, i) => [`IMP-${tag}-${i + 1}`, `Imported ${tag} ${i + 1}`, String(1000 + i), 'kg']);
    const broken = rows.map((r, i) => (i === 17 ? [r[0]!, '', r[2]!, r[3]!] : r));
    await page.getByTestId('import-file').setInputFiles(sheet([header, ...broken]));
    await expect(page.getByText(t.summary(50, 1))).toBeVisible();
    // The preview draws only the rows in view: narrow it to the rows with errors to see row 19.
    await page.getByRole('switch', { name: t.onlyErrors }).or(page.getByRole('checkbox', { name: t.onlyErrors })).check();
    await expect(page.getByText(t.requiredEmpty).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.importAll(50) })).toBeDisabled();

    // Nothing was saved: the list knows none of these rows.
    await page.goto(area);
    await searchList(page, t.search, `Imported ${tag}`);
    await expect(page.getByText(`Imported ${tag} 1`, { exact: true })).toHaveCount(0);

    await page.goto(`${area}/import-data`);
    await page.getByTestId('import-file').setInputFiles(sheet([header, ...rows]));
    await page.getByRole('button', { name: t.importAll(50) }).click();
    await expect(page.getByText(t.finished)).toBeVisible();
    await expect(page.getByTestId('import-created')).toHaveText(t.created(50));
    await settled(page, `${locale} product import done`);
  });
}
