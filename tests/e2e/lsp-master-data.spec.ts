// LSP master data as a person uses it, in English and under /id: vendors (list, detail, accepting
// the seeded proposal of PT Armada Sawit Jaya), customers (create with the first user) and the
// locations import of a customer (a broken sheet sends nothing, then a good one), the company
// profile with its register link; axe on every screen.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORDS, prefix, searchList, openSignedIn, type Locale, expectAccessible as axeScan, settle } from './support/app.ts';

const AREA = '/logistic-service-provider';
const PROPOSED_VENDOR = 'PT Armada Sawit Jaya';

const T = {
  en: { vendors: 'List Vendor', accept: `Accept ${PROPOSED_VENDOR}`, view: `View ${PROPOSED_VENDOR}`, fleet: 'Fleet', search: 'Search by name', importFor: (n: string) => `Import locations for ${n}` },
  id: { vendors: 'Daftar Vendor', accept: `Terima ${PROPOSED_VENDOR}`, view: `Lihat ${PROPOSED_VENDOR}`, fleet: 'Armada', search: 'Cari berdasarkan nama', importFor: (n: string) => `Impor lokasi untuk ${n}` },
} as const;

async function signInLsp(page: Page, locale: Locale) {
  await openSignedIn(page, 'lsp@lsi.test', undefined, { locale });
}

async function open(page: Page, locale: Locale, path: string) {
  await page.goto(prefix(locale, `${AREA}/${path}`));
  await settle(page);
}

/** No serious or critical axe violations in the screen's content (<main>, dialogs included when
 * open); the shell around it (header, menu) is checked by accessibility.spec.ts. */
const expectAccessible = (page: Page, screen: string) => axeScan(page, screen, { include: 'main' });

/** A form's text field by its label (MUI adds " *" to required ones). */
const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

const vendorRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('id: the vendor list and a vendor detail render, with the status chips', async ({ page }) => {
  await signInLsp(page, 'id');
  await page.getByRole('link', { name: T.id.vendors }).first().click();
  await expect(page).toHaveURL(`${prefix('id', AREA)}/list-vendor`);
  await expect(vendorRow(page, 'CV Trans Andalas').getByText('KOLABORASI')).toBeVisible();
  await expect(vendorRow(page, 'PT Riau Truck Nusantara').getByText('DITOLAK')).toBeVisible();
  await expect(vendorRow(page, PROPOSED_VENDOR)).toBeVisible();
  await settle(page);
  await expectAccessible(page, '/id list-vendor');

  await page.getByRole('link', { name: 'Lihat CV Trans Andalas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CV Trans Andalas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: T.id.fleet })).toBeVisible();
  // The seed's drivers of this vendor, its own and the fleet-synced ones (their number grows with the seed).
  await expect(page.getByTestId('fleet-2')).toHaveText(/^[1-9]\d*$/);
  await expectAccessible(page, '/id list-vendor detail');
});

test('en: accepting the proposed vendor on /request-vendors turns its chip to COLLABORATE', async ({ page }) => {
  await signInLsp(page, 'en');
  await open(page, 'en', 'request-vendors');
  const row = vendorRow(page, PROPOSED_VENDOR);
  await expect(row.getByText('PROPOSED')).toBeVisible();
  await expectAccessible(page, 'request-vendors');
  await page.getByRole('button', { name: T.en.accept }).click();
  // Accepting asks first.
  await page.getByRole('dialog', { name: `Accept "${PROPOSED_VENDOR}"?` }).getByRole('button', { name: 'Confirm' }).click();
  // The answered vendor replaces its row: the chip changes and the buttons go.
  await expect(row.getByText('COLLABORATE')).toBeVisible();
  await expect(page.getByRole('button', { name: T.en.accept })).toHaveCount(0);

  await open(page, 'en', 'list-vendor');
  await expect(vendorRow(page, PROPOSED_VENDOR).getByText('COLLABORATE')).toBeVisible();
  await page.getByRole('link', { name: T.en.view }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROPOSED_VENDOR })).toBeVisible();
  await expect(page.getByTestId('collaboration-status')).toHaveText('COLLABORATE');
  await expect(page.getByRole('heading', { name: T.en.fleet })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'list-vendor detail');
});

const csv = (rows: string[][]) => ({ name: 'locations.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.map((r) => r.join(',')).join('\n')) });
const HEADER = ['identity', 'name', 'type', 'latitude', 'longitude', 'start_operation_hour', 'end_operation_hour'];

test('en: create a customer with its first user, then import its locations', async ({ page }) => {
  const name = `PT Uji Pelanggan ${Date.now()}`;
  await signInLsp(page, 'en');
  await page.getByRole('link', { name: 'Customer' }).first().click();
  await expect(page).toHaveURL(`${AREA}/customer`);
  await settle(page);
  await expectAccessible(page, 'customer');

  await page.getByRole('link', { name: 'Create', exact: true }).first().click();
  await box(page, 'Company name').fill(name);
  await box(page, 'User name').fill('Sari Pelanggan');
  await box(page, 'User e-mail').fill(`sari.${Date.now()}@example.test`);
  await expect(box(page, 'Country code')).toHaveValue('62');
  await box(page, 'Phone number').fill('8123456789');
  await expectAccessible(page, 'customer create');
  await page.getByLabel(/^Password/).fill(E2E_PASSWORDS.lspUser);
  await page.getByLabel(/^Confirm password/).fill(E2E_PASSWORDS.lspUserMismatch);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password not match.')).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill(E2E_PASSWORDS.lspUser);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`${AREA}/customer`);

  await searchList(page, T.en.search, name);
  await page.getByRole('link', { name: T.en.importFor(name) }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA}/customer/import-data/\\d+$`));
  await expect(page.getByText(`Import locations: ${name}`).first()).toBeVisible();
  await expectAccessible(page, 'customer import');

  // A row without its name and type: the preview says so and nothing can be sent.
  await page.getByTestId('import-file').setInputFiles(csv([HEADER, ['MILL-A', 'Mill A', 'PICKUP', '"0,75"', '101.4', '06:00', '22:00'], ['MILL-B', '', '', '0.8', '101.5', '', '']]));
  await expect(page.getByText('Required Data is Empty').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import all rows/ })).toBeDisabled();
  await expect(page.getByText('Rows: 2, with errors: 1')).toBeVisible();

  await page.getByTestId('import-file').setInputFiles(csv([HEADER, ['MILL-A', 'Mill A', 'PICKUP', '"0,75"', '101.4', '06:00', '22:00'], ['REF-B', 'Refinery B', 'dropoff', '0.8', '101.5', '22:00', '06:00']]));
  await page.getByRole('button', { name: 'Import all rows (2)' }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(page.getByTestId('import-created')).toHaveText('Created: 2');
  await expectAccessible(page, 'customer import done');
});

test('id: the customer list, its create form and the company profile with the register link', async ({ page }) => {
  await signInLsp(page, 'id');
  await open(page, 'id', 'customer');
  await expect(page.getByText('PT Sawit Makmur Abadi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Blokir PT Sawit Makmur Abadi' })).toBeVisible();
  await expect(page.getByRole('link', { name: T.id.importFor('PT Sawit Makmur Abadi') })).toBeVisible();
  await open(page, 'id', 'customer/create');
  await expect(box(page, 'Nama perusahaan')).toBeVisible();
  await expectAccessible(page, '/id customer create');

  await open(page, 'id', 'form-profile');
  await expect(box(page, 'Nama perusahaan')).toHaveValue('PT Nusantara Logistik');
  await expect(page.getByRole('textbox', { name: 'Tautan pendaftaran' })).toHaveValue(/register-shipment-company\?domain=localhost&token=/);
  await expect(page.getByRole('button', { name: 'Salin tautan' })).toBeVisible();
  await expectAccessible(page, '/id profile');
});

test('en: saving the company profile goes to the dashboard', async ({ page }) => {
  await signInLsp(page, 'en');
  await open(page, 'en', 'form-profile');
  await expect(box(page, 'Company name')).toHaveValue('PT Nusantara Logistik');
  await expectAccessible(page, 'profile');
  await box(page, 'Address').fill('Jl. Jend. Sudirman Kav. 52, Jakarta Selatan 12190');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`${AREA}/dashboard`);
});
