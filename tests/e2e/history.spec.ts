// The shipment history screens as each party uses them, in English and under /id: the LSP opens
// History Order from the menu, finds a seeded shipment and reads its detail (orders and stops,
// vendors with their trucks, trips, the timeline); the vendor (its shipments) and the shipping
// company (its sent orders, each with its shipment) find the same shipment and read it from their
// side. Each screen with axe, and on a 390x844 phone: no sideways page
// scroll and its controls on the screen.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, prefix, openSignedIn, type Locale, settle } from './support/app.ts';

const TEXT = {
  en: {
    menu: 'History Order',
    search: 'Search by shipment, order or vendor',
    searchOrders: 'Search by order or shipment',
    open: 'Open shipment SHP-2026-0002',
    title: 'Shipment SHP-2026-0002',
    orders: 'Orders',
    vendors: 'Vendors',
    trips: 'Trips (ritase)',
    history: 'History',
    stops: 'Stops of ORD-2026-0008',
    created: 'Rina Kusuma created the shipment for ORD-2026-0008.',
    accepted: 'CV Trans Andalas accepted with one truck.',
    onTheWay: 'On the way',
    back: 'Back to History Order',
  },
  id: {
    menu: 'Riwayat Pesanan',
    search: 'Cari menurut pengiriman, pesanan, atau vendor',
    searchOrders: 'Cari menurut pesanan atau pengiriman',
    open: 'Buka pengiriman SHP-2026-0002',
    title: 'Pengiriman SHP-2026-0002',
    orders: 'Pesanan',
    vendors: 'Vendor',
    trips: 'Ritase (perjalanan)',
    history: 'Riwayat',
    stops: 'Titik ORD-2026-0008',
    created: 'Rina Kusuma membuat pengiriman untuk ORD-2026-0008.',
    accepted: 'CV Trans Andalas menerima dengan 1 truk.',
    onTheWay: 'Dalam perjalanan',
    back: 'Kembali ke Riwayat Pesanan',
  },
} as const;

const PARTIES = [
  { email: 'lsp@lsi.test', area: '/logistic-service-provider' },
  { email: 'vendor@lsi.test', area: '/vendor' },
  { email: 'shipper@lsi.test', area: '/shipping-company' },
] as const;

/** Opens SHP-2026-0002 from the area's History Order by searching it (other tests add newer records). */
async function openFromHistory(page: Page, area: string, locale: Locale) {
  const t = TEXT[locale];
  await page.goto(prefix(locale, `${area}/order-shipment/history-order`));
  // The shipping company's lists its orders, found by their shipment too.
  await page.getByRole('searchbox', { name: area === '/shipping-company' ? t.searchOrders : t.search }).fill('SHP-2026-0002');
  await expect(page.getByRole('article')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('link', { name: t.open }).click();
}

async function settled(page: Page) {
  await settle(page);
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(0, 0);
}

/** The page is as wide as the phone, and every control of the content is on the screen. */
async function fitsThePhone(page: Page, screen: string) {
  await settled(page);
  const layout = await page.evaluate(() => {
    const vw = window.innerWidth;
    const off = [...document.querySelectorAll('main a[href], main button, main input, main [role="combobox"]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -1 || r.right > vw + 1);
      })
      .map((el) => el.outerHTML.slice(0, 80));
    return { width: document.documentElement.scrollWidth, vw, off };
  });
  expect(layout.width, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(layout.vw);
  expect(layout.off, `${screen}: controls off the screen`).toEqual([]);
  await expectAccessible(page, `${screen} (phone)`);
}

/** The detail of SHP-2026-0002 as every party sees it: its order and stops, CV Trans Andalas's truck, trips and timeline. */
async function readsTheDetail(page: Page, locale: Locale) {
  const t = TEXT[locale];
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const orders = page.getByRole('region', { name: t.orders });
  await expect(orders.getByRole('heading', { name: 'ORD-2026-0008' })).toBeVisible();
  const stops = orders.getByRole('list', { name: t.stops });
  await expect(stops.getByText('PKS Pelalawan')).toBeVisible();
  await expect(stops.getByText('Refinery Dumai')).toBeVisible();
  const part = page.getByRole('region', { name: t.vendors }).getByRole('article', { name: 'CV Trans Andalas' });
  await expect(part.getByText('BM 8123 TU')).toBeVisible();
  await expect(part.getByText('Budi Santoso')).toBeVisible();
  await expect(part.getByText(t.onTheWay)).toBeVisible();
  await expect(page.getByRole('region', { name: t.trips }).getByText(/BM 8123 TU/)).toBeVisible();
  const timeline = page.getByRole('region', { name: t.history, exact: true });
  await expect(timeline.getByText(t.created)).toBeVisible();
  await expect(timeline.getByText(t.accepted)).toBeVisible();
}

for (const locale of ['en', 'id'] as const) {
  test.describe(`history order (${locale})`, () => {
    const t = TEXT[locale];
    // Sign-in, two screens and axe twice: on a busy 2-core machine more than the default minute.
    test.describe.configure({ timeout: 120_000 });

    test('the LSP finds a shipment from the menu and reads its detail', async ({ page }) => {
      await openSignedIn(page, 'lsp@lsi.test', undefined, { locale });
      await page.getByRole('navigation').getByRole('link', { name: t.menu }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/logistic-service-provider/order-shipment/history-order')}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.menu })).toBeVisible();
      await expect(page.getByRole('link', { name: t.open })).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expectAccessible(page, `${locale} LSP history-order`);

      await page.getByRole('searchbox', { name: t.search }).fill('SHP-2026-0002');
      await expect(page.getByRole('article')).toHaveCount(1);
      await page.getByRole('link', { name: t.open }).click();
      await expect(page).toHaveURL(/\/order-shipment\/history-order\/detail-history-order\/\d+$/);
      await readsTheDetail(page, locale);
      await settled(page);
      await expectAccessible(page, `${locale} LSP detail-history-order`);
      // Back to the list as it was left: the search is kept.
      await page.getByRole('link', { name: t.back }).click();
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('SHP-2026-0002');
    });

    for (const { email, area } of PARTIES.slice(1)) {
      test(`${email} reads the same shipment from its side`, async ({ page }) => {
        await openSignedIn(page, email, undefined, { locale });
        await openFromHistory(page, area, locale);
        await readsTheDetail(page, locale);
        // A vendor sees only its own part; the shipping company every vendor of its order.
        await expect(page.getByRole('region', { name: t.vendors }).getByRole('article')).toHaveCount(1);
        await settled(page);
        await expectAccessible(page, `${locale} ${email} detail-history-order`);
      });
    }
  });
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 120_000 });

  // Every party in English; the LSP (the most actions, the longest labels) under /id too.
  const runs = [...PARTIES.map((p) => ({ ...p, locale: 'en' as Locale })), { ...PARTIES[0]!, locale: 'id' as Locale }];
  for (const { email, area, locale } of runs) {
    test(`${email} (${locale}): history-order and its detail fit the phone`, async ({ page }) => {
      await openSignedIn(page, email, prefix(locale, `${area}/order-shipment/history-order`));
      // The first list of a fresh area fetches its code and data: a busy machine may take a while.
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
      await fitsThePhone(page, `${email} ${locale} history-order`);
      await openFromHistory(page, area, locale);
      await readsTheDetail(page, locale);
      await fitsThePhone(page, `${email} ${locale} detail-history-order`);
    });
  }
});
