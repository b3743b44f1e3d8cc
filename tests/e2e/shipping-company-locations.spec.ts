// The shipping company's pickup/drop-off locations as a person uses them, in English and under
// /id: create a location (a place found in the gazetteer fills the coordinates and the address, a
// click on the map moves them), after equal opening and closing hours were refused with nothing
// saved; see it in the list, edit it, delete it; a location used by orders cannot be deleted.
// The browser has no internet: the base map's style is refused here, so the map falls back to its
// plain background, which must still take clicks. axe on the list and the form.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, prefix, searchList, openSignedIn, signIn, type Locale, settle } from './support/app.ts';

const T = {
  en: {
    locations: 'Locations', create: 'Create', save: 'Save', confirm: 'Confirm', search: 'Search by name',
    name: 'Name', identity: 'Identity', type: 'Type', pickup: 'Pickup', alias: 'Alias', address: 'Address',
    opens: 'Opens at', closes: 'Closes at', place: 'Search a place', map: 'Map: click to place the location',
    noBaseMap: 'The base map is not available right now: click the map or drag the pin to set the coordinates, or type them.',
    hoursEqual: 'The end of operation must differ from its start.', inUse: 'This location is used by orders and cannot be deleted.',
    edit: (n: string) => `Edit ${n}`, del: (n: string) => `Delete ${n}`,
  },
  id: {
    locations: 'Lokasi', create: 'Buat', save: 'Simpan', confirm: 'Konfirmasi', search: 'Cari berdasarkan nama',
    name: 'Nama', identity: 'Identitas', type: 'Tipe', pickup: 'Muat', alias: 'Alias', address: 'Alamat',
    opens: 'Jam buka', closes: 'Jam tutup', place: 'Cari tempat', map: 'Peta: klik untuk menempatkan lokasi',
    noBaseMap: 'Peta dasar sedang tidak tersedia: klik peta atau geser pin untuk mengisi koordinat, atau ketik koordinatnya.',
    hoursEqual: 'Jam selesai operasi harus berbeda dari jam mulai.', inUse: 'Lokasi ini dipakai oleh pesanan dan tidak dapat dihapus.',
    edit: (n: string) => `Ubah ${n}`, del: (n: string) => `Hapus ${n}`,
  },
} as const;

const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const coordinate = (page: Page, label: 'Latitude' | 'Longitude') => page.getByRole('spinbutton', { name: new RegExp(`^${label}`) });

async function settled(page: Page, screen: string) {
  await settle(page);
  await page.mouse.move(0, 0);
  await expectAccessible(page, screen);
}

test.describe.configure({ timeout: 120_000 });

// No internet here: refuse the default base-map style at once instead of waiting on it.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/tiles\.openfreemap\.org\//, (route) => route.abort());
});

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  const area = prefix(locale, '/shipping-company/location');
  const tag = `${locale.toUpperCase()}${Date.now().toString(36).slice(-5).toUpperCase()}`;

  test(`${locale}: create with the map picker, edit and delete a location`, async ({ page }) => {
    await signIn(page, 'shipper@lsi.test', undefined, locale);
    await page.waitForURL(/shipping-company\/dashboard$/);
    await page.getByRole('link', { name: t.locations, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${area}$`));
    await expect(page.getByText('PKS Kandis')).toBeVisible();
    await settled(page, `${locale} location list`);

    const name = `PKS Siak ${tag}`;
    await page.getByRole('link', { name: t.create, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${area}/create$`));
    await box(page, t.name).fill(name);
    await box(page, t.identity).fill(`SIAK-${tag}`);
    await page.getByRole('combobox', { name: new RegExp(`^${t.type}`) }).click();
    await page.getByRole('option', { name: t.pickup }).click();

    // A place from the built-in gazetteer: coordinates and the empty address are filled.
    await page.getByRole('combobox', { name: t.place }).fill('Siak Sri');
    await page.getByRole('option', { name: /Siak Sri Indrapura/ }).click();
    await expect(coordinate(page, 'Latitude')).toHaveValue('0.7945');
    await expect(coordinate(page, 'Longitude')).toHaveValue('102.0497');
    await expect(box(page, t.address)).toHaveValue('Kab. Siak, Riau');

    // A click on the map (its base map unavailable offline) moves the point.
    const map = page.getByRole('region', { name: t.map });
    await expect(map).toBeVisible();
    await expect(page.getByText(t.noBaseMap)).toBeVisible();
    await map.click({ position: { x: 120, y: 90 } });
    await expect(coordinate(page, 'Latitude')).not.toHaveValue('0.7945');
    await expect(coordinate(page, 'Longitude')).not.toHaveValue('102.0497');
    const latitude = await coordinate(page, 'Latitude').inputValue();
    expect(Math.abs(Number(latitude) - 0.7945)).toBeLessThan(1);

    // Equal opening and closing hours: refused in the user's language, nothing saved.
    await box(page, t.opens).fill('06:00');
    await box(page, t.closes).fill('06:00');
    await settled(page, `${locale} location create`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.hoursEqual)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${area}/create$`));

    await box(page, t.closes).fill('18:00');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(new RegExp(`${area}$`));

    await searchList(page, t.search, name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('06:00–18:00 WIB');
    await expect(row).toContainText('Kab. Siak, Riau');

    await page.getByRole('link', { name: t.edit(name) }).click();
    await expect(box(page, t.name)).toHaveValue(name);
    await expect(coordinate(page, 'Latitude')).toHaveValue(latitude);
    await settled(page, `${locale} location edit`);
    await box(page, t.alias).fill('Siak');
    await box(page, t.closes).fill('04:00');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(new RegExp(`${area}(\\?.*)?$`));

    await searchList(page, t.search, name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('06:00–04:00 WIB');
    await page.getByRole('button', { name: t.del(name) }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('button', { name: t.del(name) })).toHaveCount(0);
  });

  test(`${locale}: a location used by orders is not deleted`, async ({ page }) => {
    await openSignedIn(page, 'shipper@lsi.test', area);
    await searchList(page, t.search, 'PKS Kandis');
    await page.getByRole('button', { name: t.del('PKS Kandis') }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.inUse)).toBeVisible();
    await expect(page.getByRole('button', { name: t.del('PKS Kandis') })).toBeVisible();
  });
}

// The shipper imports its own locations (the LSP's per-customer import is in lsp-master-data):
// a sheet with a row missing its required data sends nothing; the fixed sheet is saved in one go.
test('id: import its own locations from a sheet', async ({ page }) => {
  const csv = (rows: string[][]) => ({ name: 'lokasi.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.map((r) => r.join(',')).join('\n')) });
  const header = ['identity', 'name', 'type', 'latitude', 'longitude', 'start_operation_hour', 'end_operation_hour'];
  const good = ['IMP-PKS-1', 'PKS Impor Satu', 'PICKUP', '0.61', '101.2', '06:00', '18:00'];
  await openSignedIn(page, 'shipper@lsi.test', prefix('id', '/shipping-company/location'));
  await page.getByRole('link', { name: 'Impor', exact: true }).click();
  await expect(page).toHaveURL(/\/id\/shipping-company\/location\/import-data$/);
  await page.getByTestId('import-file').setInputFiles(csv([header, good, ['IMP-PKS-2', '', '', '0.7', '101.3', '', '']]));
  await expect(page.getByText('Data Wajib Kosong').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Impor semua baris/ })).toBeDisabled();
  await settled(page, 'location import preview (id)');
  await page.getByTestId('import-file').setInputFiles(csv([header, good, ['IMP-REF-2', 'Refinery Impor Dua', 'DROPOFF', '1.7', '101.4', '', '']]));
  await page.getByRole('button', { name: 'Impor semua baris (2)' }).click();
  await expect(page.getByTestId('import-created')).toHaveText('Dibuat: 2');
  await page.goto(prefix('id', '/shipping-company/location'));
  await searchList(page, T.id.search, 'Impor');
  await expect(page.getByRole('row').filter({ hasText: 'PKS Impor Satu' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Refinery Impor Dua' })).toBeVisible();
});
