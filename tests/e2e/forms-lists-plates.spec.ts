// Issue 9's forms on a 360 px phone, in English and under /id: a vendor creates a vehicle with its
// plates in one save (a plate already used is refused on its row and nothing is saved), and a
// shipping company chooses a product's type and unit from lists; no side scroll, axe clean.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, listUrl, prefix, searchList, openSignedIn, type Locale, settle } from './support/app.ts';

const T = {
  en: {
    create: 'Create', save: 'Save', name: 'Name', type: 'Vehicle type', features: 'Features', plate: 'Plate number', driver: 'Driver',
    addPlate: 'Add plate', used: 'Already used.', search: 'Search by name', noDriver: 'No driver', vehicles: 'Vehicles',
    identity: 'Identity', productType: 'Product type', unit: 'Unit', liquid: 'Liquid bulk (CPO, PKO: tank truck)', kl: 'kl (kilolitre)',
  },
  id: {
    create: 'Buat', save: 'Simpan', name: 'Nama', type: 'Jenis kendaraan', features: 'Fitur', plate: 'Nomor pelat', driver: 'Pengemudi',
    addPlate: 'Tambah pelat', used: 'Sudah digunakan.', search: 'Cari berdasarkan nama', noDriver: 'Tanpa pengemudi', vehicles: 'Kendaraan',
    identity: 'Identitas', productType: 'Jenis produk', unit: 'Satuan', liquid: 'Curah cair (CPO, PKO: truk tangki)', kl: 'kl (kiloliter)',
  },
} as const;

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

async function noSideScroll(page: Page, screen: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { message: `${screen}: no side scroll at 360 px` }).toBe(true);
}

async function settled(page: Page, screen: string) {
  await settle(page);
  await noSideScroll(page, screen);
  await expectAccessible(page, screen);
}

/** The plate rows of the create form, in order. */
const plateBoxes = (page: Page, locale: Locale) => page.getByRole('textbox', { name: new RegExp(`^${T[locale].plate}`) });

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  const tag = `${locale.toUpperCase()}${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const digits = String(Date.now()).slice(-4);

  test(`${locale}: a vehicle is created with its plates, all or nothing, on a phone`, async ({ page }) => {
    await openSignedIn(page, 'vendor@lsi.test', prefix(locale, '/vendor/vehicles/create'));
    const name = `Tangki ${tag}`;
    await page.getByRole('textbox', { name: new RegExp(`^${t.name}`) }).fill(name);
    await page.getByRole('combobox', { name: t.type }).fill('Tangki');
    await page.getByRole('option', { name: 'Tangki CPO' }).click();
    await page.getByRole('combobox', { name: t.features }).fill('GPS');
    await page.getByRole('option', { name: 'GPS Tracker' }).click();
    await page.keyboard.press('Escape');

    // Two plates, the second one already used by the seed's tanker.
    const first = locale === 'en' ? `BM ${digits} QA` : `BM ${digits} QB`;
    await page.getByRole('button', { name: t.addPlate }).click();
    await plateBoxes(page, locale).nth(0).fill(first.toLowerCase());
    await page.getByRole('button', { name: t.addPlate }).click();
    await plateBoxes(page, locale).nth(1).fill('BM 8123 TU');
    await settled(page, `${locale} vehicle create with plates`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.used)).toBeVisible();
    await expect(page).toHaveURL(/\/vehicles\/create$/);
    await noSideScroll(page, `${locale} refused plate`);

    // Nothing was saved: not the vehicle, not its first plate.
    const check = await page.context().newPage();
    await check.goto(prefix(locale, '/vendor/vehicles'));
    await searchList(check, t.search, tag);
    await expect(check.getByText(name)).toHaveCount(0);
    await check.close();

    const second = locale === 'en' ? `BM ${digits} RA` : `BM ${digits} RB`;
    await plateBoxes(page, locale).nth(1).fill(second);
    await page.getByRole('button', { name: t.save }).click();
    // Back on the list (with the search the check above left in the list's store).
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/vendor/vehicles')}(\\?.*)?$`));
    await searchList(page, t.search, tag);
    const row = page.getByText(name).first();
    await expect(row).toBeVisible();
    await settled(page, `${locale} vehicle list after create`);

    // Its edit page lists both plates, stored in the Indonesian format.
    await page.goto(prefix(locale, '/vendor/vehicles'));
    await searchList(page, t.search, tag);
    await page.getByRole('link', { name: new RegExp(`${name}$`) }).first().click();
    await expect(page.getByText(first, { exact: true })).toBeVisible();
    await expect(page.getByText(second, { exact: true })).toBeVisible();
  });

  test(`${locale}: a product's type and unit are chosen from lists, on a phone`, async ({ page }) => {
    await openSignedIn(page, 'shipper@lsi.test', prefix(locale, '/shipping-company/product/create'));
    const name = `Olein ${tag}`;
    await page.getByRole('textbox', { name: new RegExp(`^${t.identity}`) }).fill(`OL-${tag}`);
    await page.getByRole('textbox', { name: new RegExp(`^${t.name}`) }).fill(name);
    await page.getByRole('combobox', { name: new RegExp(`^${t.productType}`) }).click();
    await page.getByRole('option', { name: t.liquid }).click();
    await page.getByRole('combobox', { name: new RegExp(`^${t.unit}$|^${t.unit} `) }).first().click();
    await page.getByRole('option', { name: t.kl }).click();
    await settled(page, `${locale} product create with lists`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(listUrl(locale, '/shipping-company/product'));
    await searchList(page, t.search, name);
    await expect(page.getByText(t.liquid).first()).toBeVisible();
    await settled(page, `${locale} product list with a listed type`);
  });
}
