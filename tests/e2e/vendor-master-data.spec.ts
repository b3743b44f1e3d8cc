// The vendor's fleet screens as a person uses them, in English and under /id: a vehicle with a new
// type and plates (one moved to a second vehicle with "Add existing plates"), a driver with a licence blocked and unblocked, a vehicle import from a sheet,
// the LSP partners and requests, the FMS sync, and the LSP's read-only fleet views; axe on each.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORDS, expectAccessible, listUrl, prefix, searchList, openSignedIn, signIn, type Locale, settle } from './support/app.ts';

const TEXT = {
  en: {
    vehicles: 'Vehicles', create: 'Create', save: 'Save', name: 'Name', type: 'Vehicle type', features: 'Features', maxWeight: 'Max weight (kg)',
    plate: 'Plate number', driver: 'Driver', addPlate: 'Add plate', removePlate: 'Remove plate', confirm: 'Confirm', edit: 'Edit',
    nik: 'National identity (NIK)', phone: 'Phone number', add: 'Add', category: 'Licence category', licence: 'Licence number',
    block: 'Block', unblock: 'Unblock', blocked: 'Blocked', active: 'Active', importAll: 'Import all rows', created: 'Created: 2', import: 'Import',
    requests: 'Requests', collaborate: 'Collaborate', propose: 'Propose collaboration to', proposed: 'Proposed', fms: 'FMS sync', fmsEmail: 'FMS e-mail', fmsPassword: 'FMS password', sync: 'Sync',
    search: 'Search by name', addExisting: 'Add existing plates', addExistingTo: 'Add existing plates to', filterPlates: 'Filter by plate, vehicle or driver', addOne: 'Add 1 plate', updated: 'Updated successfully.',
  },
  id: {
    vehicles: 'Kendaraan', create: 'Buat', save: 'Simpan', name: 'Nama', type: 'Jenis kendaraan', features: 'Fitur', maxWeight: 'Berat maks (kg)',
    plate: 'Nomor pelat', driver: 'Pengemudi', addPlate: 'Tambah pelat', removePlate: 'Hapus pelat', confirm: 'Konfirmasi', edit: 'Ubah',
    nik: 'Nomor induk kependudukan (NIK)', phone: 'Nomor telepon', add: 'Tambah', category: 'Kategori SIM', licence: 'Nomor SIM',
    block: 'Blokir', unblock: 'Buka blokir', blocked: 'Diblokir', active: 'Aktif', importAll: 'Impor semua baris', created: 'Dibuat: 2', import: 'Impor',
    requests: 'Permintaan', collaborate: 'Bekerja sama', propose: 'Ajukan kerja sama ke', proposed: 'Diajukan', fms: 'Sinkron FMS', fmsEmail: 'E-mail FMS', fmsPassword: 'Kata sandi FMS', sync: 'Sinkronkan',
    search: 'Cari berdasarkan nama', addExisting: 'Tambah pelat yang ada', addExistingTo: 'Tambah pelat yang ada ke', filterPlates: 'Saring menurut pelat, kendaraan, atau pengemudi', addOne: 'Tambahkan 1 pelat', updated: 'Berhasil diperbarui.',
  },
} as const;

const VENDOR = 'vendor@lsi.test';
/** A suffix unique to this run and locale, so the specs never meet each other's rows. */
const unique = (locale: Locale) => `${locale.toUpperCase()}${Date.now().toString(36).slice(-5).toUpperCase()}`;

async function settled(page: Page, screen: string) {
  await settle(page);
  await page.mouse.move(0, 0); // no row left hovered from a click
  await expectAccessible(page, screen);
}

/** A driver with one licence, made through the form; answers its name. */
async function createDriver(page: Page, locale: Locale, tag: string) {
  const t = TEXT[locale];
  const name = `Driver ${tag}`;
  await page.goto(prefix(locale, '/vendor/drivers'));
  await page.getByRole('link', { name: t.create, exact: true }).first().click();
  await expect(page.getByRole('button', { name: t.save })).toBeVisible();
  await page.getByLabel(t.nik).fill(`3171${String(Date.now()).slice(-12)}`);
  await page.getByRole('textbox', { name: new RegExp(`^${t.name}`) }).fill(name);
  await page.getByLabel(t.phone).fill(`812${String(Date.now()).slice(-8)}`);
  await page.getByRole('button', { name: t.add, exact: true }).click();
  await page.getByRole('combobox', { name: t.category }).fill('B2 Um');
  await page.getByRole('option', { name: 'B2 Umum' }).click();
  await page.getByLabel(t.licence).fill(`LIC-${tag}`);
  await settled(page, `${locale} driver form`);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL(listUrl(locale, '/vendor/drivers'));
  return name;
}

/** A vehicle made through the form from the vehicle list; the type is typed and its option picked (a new name makes the type). */
async function createVehicle(page: Page, locale: Locale, name: string, type: { typed: string; option: RegExp }, screen?: string) {
  const t = TEXT[locale];
  await page.getByRole('link', { name: t.create, exact: true }).first().click();
  await expect(page.getByRole('button', { name: t.save })).toBeVisible();
  await page.getByRole('textbox', { name: new RegExp(`^${t.name}`) }).fill(name);
  await page.getByRole('combobox', { name: t.type }).fill(type.typed);
  await page.getByRole('option', { name: type.option }).click();
  await page.getByRole('combobox', { name: t.features }).fill('GPS');
  await page.getByRole('option', { name: 'GPS Tracker' }).click();
  await page.getByLabel(t.maxWeight).fill('20000');
  if (screen) await settled(page, screen);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL(listUrl(locale, '/vendor/vehicles'));
}

/** From the vehicle list: the edit page of `name` (searched first: the list shows 9 rows a page). */
async function openVehicle(page: Page, locale: Locale, name: string, tag: string) {
  const t = TEXT[locale];
  await searchList(page, t.search, tag);
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name: `${t.edit} ${name}` }).click();
  await expect(page.getByRole('button', { name: t.addExisting })).toBeVisible();
}

test.describe.configure({ timeout: 90_000 });

for (const locale of ['en', 'id'] as const) {
  const t = TEXT[locale];

  test(`${locale}: a driver with a licence, blocked and unblocked`, async ({ page }) => {
    const tag = unique(locale);
    await signIn(page, VENDOR, undefined, locale);
    await page.waitForURL(/order-shipment/);
    const name = await createDriver(page, locale, tag);
    await page.getByRole('textbox', { name: locale === 'en' ? 'Search by name' : 'Cari berdasarkan nama' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`B2 Umum LIC-${tag}`);
    await expect(row).toContainText(t.active);
    await settled(page, `${locale} driver list`);
    await row.getByRole('button', { name: `${t.block} ${name}` }).click();
    await expect(row).toContainText(t.blocked);
    await row.getByRole('button', { name: `${t.unblock} ${name}` }).click();
    await expect(row).toContainText(t.active);
  });

  test(`${locale}: a vehicle with a new type and plates`, async ({ page }) => {
    const tag = unique(locale);
    await signIn(page, VENDOR, undefined, locale);
    await page.waitForURL(/order-shipment/);
    const driver = await createDriver(page, locale, tag);
    await page.getByRole('link', { name: t.vehicles, exact: true }).click();
    await expect(page.getByRole('cell', { name: 'Tangki CPO 30 KL', exact: true })).toBeVisible();
    await settled(page, `${locale} vehicle list`);

    const vehicle = `Truck ${tag}`;
    await createVehicle(page, locale, vehicle, { typed: `Type ${tag}`, option: new RegExp(`Type ${tag}`) }, `${locale} vehicle form`);
    await searchList(page, t.search, tag);
    await expect(page.getByRole('row').filter({ hasText: vehicle })).toContainText(`Type ${tag}`);
    await openVehicle(page, locale, vehicle, tag);
    const plate = `BM ${String(Date.now()).slice(-4)} ${locale.toUpperCase()}`;
    await page.getByLabel(t.plate).fill(plate.toLowerCase());
    await page.getByRole('combobox', { name: t.driver }).click();
    await page.getByRole('option', { name: driver }).click();
    await page.getByRole('button', { name: t.addPlate, exact: true }).click();
    await expect(page.getByText(plate, { exact: true })).toBeVisible();
    await expect(page.getByText(driver, { exact: true })).toBeVisible();
    const spare = `BK ${String(Date.now()).slice(-4)} X${locale.toUpperCase()}`;
    await page.getByLabel(t.plate).fill(spare);
    await page.getByRole('button', { name: t.addPlate, exact: true }).click();
    await expect(page.getByText(spare, { exact: true })).toBeVisible();
    await settled(page, `${locale} vehicle edit`);

    // A second vehicle takes the spare plate through "Add existing plates".
    const second = `Trailer ${tag}`;
    await page.goto(prefix(locale, '/vendor/vehicles'));
    await createVehicle(page, locale, second, { typed: 'Dump', option: /^Dump Truck$/ });
    await openVehicle(page, locale, second, tag);
    await page.getByRole('button', { name: t.addExisting }).click();
    const dialog = page.getByRole('dialog', { name: `${t.addExistingTo} ${second}` });
    await dialog.getByRole('textbox', { name: t.filterPlates }).fill(spare);
    const choice = dialog.getByRole('checkbox', { name: new RegExp(spare) });
    await expect(choice).toHaveAccessibleName(new RegExp(vehicle));
    await expect(dialog.getByRole('checkbox')).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: /^(Add|Tambahkan) 0/ })).toBeDisabled();
    await choice.check();
    await settled(page, `${locale} add existing plates`);
    await dialog.getByRole('button', { name: t.addOne }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.updated)).toBeVisible();
    await expect(page.getByText(spare, { exact: true })).toBeVisible();
    await expect(page.getByText(plate, { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: `${t.removePlate} ${spare}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(spare, { exact: true })).toHaveCount(0);
  });

  test(`${locale}: vehicles imported from a sheet`, async ({ page }) => {
    const tag = unique(locale);
    const file = join(tmpdir(), `vehicles-${tag}.csv`);
    writeFileSync(file, `name,type_name,features_name,length,width,height,max_volume,max_weight\nImported A ${tag},Trailer ${tag},"GPS Tracker, Terpal",10,2.5,3,20000,18000\nImported B ${tag},Trailer ${tag},Segel Ganda,,,,,\n`);
    await openSignedIn(page, VENDOR, prefix(locale, '/vendor/vehicles'));
    await page.getByRole('link', { name: t.import, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/vendor/vehicles/import-data')}$`));
    await settled(page, `${locale} vehicle import`);
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: new RegExp(t.importAll) }).click();
    await expect(page.getByTestId('import-created')).toHaveText(t.created);
    await page.goto(prefix(locale, '/vendor/vehicles'));
    const row = page.getByRole('row').filter({ hasText: `Imported A ${tag}` });
    await expect(row).toContainText('GPS Tracker, Terpal');
    await expect(row).toContainText(`Trailer ${tag}`);
  });

  test(`${locale}: LSP partners and collaboration requests`, async ({ page }) => {
    await openSignedIn(page, VENDOR, prefix(locale, '/vendor/logistic-service-provider'));
    await expect(page.getByRole('row').filter({ hasText: 'PT Nusantara Logistik' })).toContainText(t.collaborate);
    await settled(page, `${locale} LSP partners`);
    await page.getByRole('link', { name: t.requests }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/vendor/logistic-service-provider/requests')}$`));
    await expect(page.getByRole('row').filter({ hasText: 'PT Nusantara Logistik' })).toContainText(t.collaborate);
    await settled(page, `${locale} LSP requests`);
  });
}

test('en: proposing a collaboration to an LSP', async ({ page }) => {
  await openSignedIn(page, VENDOR, '/vendor/logistic-service-provider/requests');
  const propose = page.getByRole('button', { name: new RegExp(`^${TEXT.en.propose}`) }).first();
  const label = await propose.getAttribute('aria-label');
  const lsp = label!.slice(TEXT.en.propose.length + 1);
  await propose.click();
  await expect(page.getByRole('row').filter({ hasText: lsp })).toContainText(TEXT.en.proposed);
});

test('en: FMS sync brings the demo fleet', async ({ page }) => {
  await openSignedIn(page, VENDOR, '/vendor/vehicles');
  await page.getByRole('button', { name: TEXT.en.fms }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(TEXT.en.fmsEmail).fill('wrong@fms.test');
  await dialog.getByLabel(TEXT.en.fmsPassword).fill('nope');
  await dialog.getByRole('button', { name: TEXT.en.sync, exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'FMS dialog');
  await dialog.getByLabel(TEXT.en.fmsEmail).fill('demo@fms.test');
  await dialog.getByLabel(TEXT.en.fmsPassword).fill(E2E_PASSWORDS.fms);
  await dialog.getByRole('button', { name: TEXT.en.sync, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // The demo fleet's two models (three plates) are now vehicles of the vendor.
  await searchList(page, TEXT.en.search, 'FMS');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'FMS Tangki 24 KL' })).toContainText('Tangki CPO');
  await expect(rows.filter({ hasText: 'FMS Wing Box 15 T' })).toContainText('Wing Box');
  await expect(rows).toHaveCount(3); // the header row and those two
  // The link is kept: the dialog says the trucks' positions are pulled from the FMS from now on.
  await page.getByRole('button', { name: TEXT.en.fms }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toContainText('Linked to demo@fms.test.');
  await expectAccessible(page, 'FMS dialog, linked');
});

for (const locale of ['en', 'id'] as const) {
  test(`${locale}: the LSP reads its vendors' vehicles and drivers`, async ({ page }) => {
    await openSignedIn(page, 'lsp@lsi.test', prefix(locale, '/logistic-service-provider/list-vehicle'));
    // Searched: the seed's fleet-synced vehicles and this file's imports fill the first page.
    await searchList(page, TEXT[locale].search, 'Tangki CPO 30 KL');
    await expect(page.getByRole('row').filter({ hasText: 'Tangki CPO 30 KL' })).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT[locale].create, exact: true })).toHaveCount(0);
    await settled(page, `${locale} LSP list-vehicle`);
    await page.goto(prefix(locale, '/logistic-service-provider/list-driver'));
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await settled(page, `${locale} LSP list-driver`);
  });
}
