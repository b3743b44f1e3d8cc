// The order side of the freight flow as people use it. The shipping company, in English and under
// /id: a new DRAFT order, a PICKUP and a DROPOFF stop with products, the totals, send, land on
// invoice-order, find it in history-order. The LSP imports a customer's orders from a sheet: one
// with a broken row is refused with every row's errors shown and nothing saved, then a good one
// goes in and the LSP is back on create-shipment. Each screen: axe, and no sideways scroll at 390 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, prefix, openSignedIn, signIn, type Locale, settle } from './support/app.ts';
import { addStop, choose, orderSheet as sheet, XLSX_TYPE as XLSX } from './support/freight.ts';

const T = {
  en: {
    createOrder: 'Create Order', historyOrder: 'History Order', newOrder: 'New order', addStop: 'Add stop', type: 'Type', location: 'Location',
    estimation: 'Estimated date', product: 'Product', quantity: 'Quantity', saveStop: 'Save stop', pickup: 'Pickup', dropoff: 'Drop-off',
    note: 'Note for the provider (optional)', send: 'Send order', sentText: (id: string) => `Order ${id} was sent to your provider.`,
    search: 'Search by identity or note', published: 'Published',
  },
  id: {
    createOrder: 'Buat Pesanan', historyOrder: 'Riwayat Pesanan', newOrder: 'Pesanan baru', addStop: 'Tambah titik', type: 'Jenis', location: 'Lokasi',
    estimation: 'Perkiraan tanggal', product: 'Produk', quantity: 'Jumlah', saveStop: 'Simpan titik', pickup: 'Muat', dropoff: 'Bongkar',
    note: 'Catatan untuk penyedia (opsional)', send: 'Kirim pesanan', sentText: (id: string) => `Pesanan ${id} telah dikirim ke penyedia Anda.`,
    search: 'Cari menurut identitas atau catatan', published: 'Diterbitkan',
  },
} as const;

test.describe.configure({ timeout: 180_000 });

// No internet here: refuse the base-map style at once (the map falls back to a plain background).
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/tiles\.openfreemap\.org\//, (route) => route.abort());
});

/** axe at desktop size, then no sideways page scroll at 390x844; back to desktop. */
async function checkScreen(page: Page, name: string) {
  await settle(page);
  await page.mouse.move(0, 0);
  await expectAccessible(page, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { message: `${name} at 390 px` }).toBe(true);
  if (size) await page.setViewportSize(size);
}

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test(`${locale}: the shipping company makes, sends and finds an order`, async ({ page }) => {
    await signIn(page, 'shipper@lsi.test', undefined, locale);
    await page.waitForURL(/shipping-company\/(dashboard|form-profile)$/);
    await page.getByRole('link', { name: t.createOrder, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/shipping-company/order-shipment/create-order')}$`));
    await checkScreen(page, `${locale} create-order`);

    await page.getByRole('button', { name: t.newOrder }).click();
    await expect(page).toHaveURL(/create-order\/\d+$/);
    const heading = await page.getByRole('heading', { level: 1, name: / ORD-/ }).textContent();
    const identity = heading!.replace(/^\S+ /, '');
    expect(identity).toMatch(/^ORD-/);

    await addStop(page, t, t.pickup, /PKS Kandis/, '5');
    await addStop(page, t, t.dropoff, /Refinery Dumai/, '5');
    await expect(page.getByTestId('stop-PICKUP')).toContainText('PKS Kandis');
    await expect(page.getByTestId('stop-DROPOFF')).toContainText('Refinery Dumai');
    // Crude Palm Oil weighs 1 kg in the seed: 5 loaded at the pickup.
    await expect(page.getByTestId('total-weight')).toHaveText('5');
    await checkScreen(page, `${locale} order editor`);

    await page.getByRole('textbox', { name: t.note }).fill('Loading before noon');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/shipping-company/order-shipment/invoice-order')}\\?order=\\d+$`));
    await expect(page.getByTestId('sent-order')).toContainText(t.sentText(identity));
    await checkScreen(page, `${locale} invoice-order`);

    await page.getByRole('link', { name: t.historyOrder, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/shipping-company/order-shipment/history-order')}$`));
    // History-order lists the orders it sent, this one waiting for a shipment.
    await expect(page.getByRole('article', { name: identity })).toBeVisible();
    await checkScreen(page, `${locale} history-order`);
  });
}

test('the LSP imports orders for a customer: a broken sheet is refused, a good one goes in', async ({ page }) => {
  const tag = Date.now().toString(36).toUpperCase();
  const good = (id: string) => [
    [id, 'PICKUP', 'PKS-KDS', 'CPO-01', 10, '2026-12-02'],
    [id, 'DROPOFF', 'REF-DUM', 'CPO-01', 10, '2026-12-03'],
  ];
  await openSignedIn(page, 'lsp@lsi.test', '/logistic-service-provider/order-shipment/create-shipment');
  await page.getByRole('link', { name: 'Import orders', exact: true }).click();
  await expect(page).toHaveURL(/create-shipment\/create-order\/import-data$/);
  await choose(page, 'Customer (shipping company)', 'PT Sawit Makmur Abadi');
  await expect(page).toHaveURL(/import-data\?customer=\d+$/);
  await checkScreen(page, 'order import');

  await page.getByTestId('import-file').setInputFiles({ name: 'orders-broken.xlsx', mimeType: XLSX, buffer: sheet([...good(`IMP-A-${tag}`), [`IMP-A-${tag}`, 'DROPOFF', 'NOWHERE', 'CPO-01', 1, '2026-12-03']]) });
  await expect(page.getByTestId('import-summary')).toHaveText('Rows: 3, with errors: 1');
  await expect(page.locator('tr[data-line="4"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Import all rows (3)' })).toBeDisabled();
  await checkScreen(page, 'order import preview');
  // Nothing was saved: the order of the refused sheet is not waiting for a shipment.
  expect(await ordersNamed(page, `IMP-A-${tag}`)).toBe(0);

  await page.getByTestId('import-file').setInputFiles({ name: 'orders.xlsx', mimeType: XLSX, buffer: sheet([...good(`IMP-B-${tag}`), ...good(`IMP-C-${tag}`)]) });
  await expect(page.getByTestId('import-summary')).toHaveText('Rows: 4, with errors: 0');
  await page.getByRole('button', { name: 'Import all rows (4)' }).click();
  await expect(page).toHaveURL(/\/logistic-service-provider\/order-shipment\/create-shipment$/);
  await expect(page.getByText('2 orders imported.')).toBeVisible();
  expect(await ordersNamed(page, `IMP-B-${tag}`)).toBe(1);
  expect(await ordersNamed(page, `IMP-A-${tag}`)).toBe(0);
});

/** How many of the signed-in user's orders carry this identity (GET /v1/order, the user's token). */
async function ordersNamed(page: Page, identity: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('lsi.token'));
  const answer = await page.request.get(`/v1/order?search_key=${identity}&search_columns=identity`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { meta: { total: number } }).meta.total;
}
