// The vendor imports plates (with the usual driver by NIK) from a sheet, in English and under /id:
// a sheet with a row missing its vehicle is refused in the preview and nothing is sent; then a good
// sheet creates the plates; axe on the page.
import { expect, test } from '@playwright/test';
import { expectAccessible, prefix, openSignedIn, settle } from './support/app.ts';

const T = {
  en: { vehicles: 'Vehicles', importPlates: 'Import plates', requiredEmpty: 'Required Data is Empty', importAll: (n: number) => `Import all rows (${n})`, created: (n: number) => `Created: ${n}` },
  id: { vehicles: 'Kendaraan', importPlates: 'Impor pelat', requiredEmpty: 'Data Wajib Kosong', importAll: (n: number) => `Impor semua baris (${n})`, created: (n: number) => `Dibuat: ${n}` },
} as const;

const sheet = (rows: string[][]) => ({ name: 'plates.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.map((r) => r.join(',')).join('\n')) });
const HEADER = ['plate_number', 'vehicle_name', 'driver_national_identity'];

for (const locale of ['en', 'id'] as const) {
  const t = T[locale];
  test(`${locale}: plates imported from a sheet after a broken one is refused`, async ({ page }) => {
    // Plate numbers unique to this run and locale: "BM 1234 XA" style.
    const n = Number(Date.now().toString().slice(-4));
    const letters = locale === 'en' ? 'EN' : 'ID';
    const plates = [`BM ${n} ${letters}`, `BM ${(n + 1) % 10000} ${letters}`];
    await openSignedIn(page, 'vendor@lsi.test', prefix(locale, '/vendor/vehicles'));
    await page.getByRole('link', { name: t.importPlates }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/vendor/vehicles/import-data/plates')}$`));
    await settle(page);
    await expectAccessible(page, `${locale} plate import`);

    await page.getByTestId('import-file').setInputFiles(sheet([HEADER, [plates[0]!, 'Tangki CPO 30 KL', ''], [plates[1]!, '', '']]));
    await expect(page.getByText(t.requiredEmpty).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.importAll(2) })).toBeDisabled();

    await page.getByTestId('import-file').setInputFiles(sheet([HEADER, [plates[0]!, 'Tangki CPO 30 KL', ''], [plates[1]!, 'Dump Truck PK 20 T', '']]));
    await page.getByRole('button', { name: t.importAll(2) }).click();
    await expect(page.getByTestId('import-created')).toHaveText(t.created(2));
    await expectAccessible(page, `${locale} plate import done`);
  });
}
