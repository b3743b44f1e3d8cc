// Issue 21, the realtime channel in the browser (src/realtime, docs/realtime.md), in English and
// under /id, with no reload anywhere:
// - the LSP's screens follow others' writes within 2 s: a shipper sends an order (the menu's Create
//   Shipment dot, the bell's count), the LSP's shipment appears in its open History Order list and
//   in the vendor's open requests; the vendor accepts in its own browser, and the LSP's bell count,
//   drawer, History Order card and the shipment's detail (open in another tab) say so;
// - two tabs of one browser hold ONE stream (counted by the server, GET /v1/realtime/streams), and
//   when the tab holding it closes, the other takes it over and still hears of every write;
// - a stream cut mid-way (the browser offline) resumes: the notifications written meanwhile each
//   show once as a browser notification, none lost, none twice.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, prefix, settle, openSignedIn, type Locale } from './support/app.ts';
import { bearer, data, publishOrder, requestOneTruck } from './support/freight.ts';

/** What "within 2 s of anyone's write" allows. */
const LIVE_MS = 2_000;
const DESKTOP = { width: 1280, height: 800 };
const LSP_AREA = '/logistic-service-provider';

const T = {
  en: {
    createShipment: 'Create Shipment',
    newItems: 'New items:',
    bell: /^Open notifications/,
    history: '/order-shipment/history-order',
    openShipment: (s: string) => new RegExp(`^(Open shipment )?${s}$`),
    accept: (s: string) => `Accept ${s}`,
    plate: 'Plate',
    driver: 'Driver',
    confirmAccept: 'Accept shipment',
    accepted: 'Vendor accepted the shipment',
    state: { requested: 'Requested', accepted: 'Accepted', waiting: 'Waiting', onProgress: 'On progress' },
  },
  id: {
    createShipment: 'Buat Pengiriman',
    newItems: 'Ada yang baru:',
    bell: /^Buka notifikasi/,
    history: '/order-shipment/history-order',
    openShipment: (s: string) => new RegExp(`^(Buka pengiriman )?${s}$`),
    accept: (s: string) => `Terima ${s}`,
    plate: 'Pelat',
    driver: 'Pengemudi',
    confirmAccept: 'Terima pengiriman',
    accepted: 'Vendor menerima pengiriman',
    state: { requested: 'Diminta', accepted: 'Diterima', waiting: 'Menunggu', onProgress: 'Dalam proses' },
  },
} as const;

/** Records each browser notification the page shows (the Notifications API, permission granted). */
function recordNotifications(context: BrowserContext) {
  return context.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { __shown: typeof shown }).__shown = shown;
    class Recorded {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body ?? '' });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
  });
}

const shownOn = (page: Page) => page.evaluate(() => (window as unknown as { __shown: { title: string; body: string }[] }).__shown);

async function signedIn(browser: Browser, email: string, locale: Locale) {
  const context = await browser.newContext({ viewport: DESKTOP, permissions: ['notifications'] });
  await recordNotifications(context);
  const page = await context.newPage();
  await openSignedIn(page, email, undefined, { locale });
  return { context, page };
}

/** The unread count the bell says (its accessible name), 0 when it says none. */
async function unreadOf(page: Page, locale: Locale): Promise<number> {
  const name = (await page.getByRole('banner').getByRole('button', { name: T[locale].bell }).getAttribute('aria-label')) ?? '';
  return Number(/\((\d+)/.exec(name)?.[1] ?? 0);
}

/** How many realtime streams the server holds for the user of `page` (or of these headers). */
async function streamsOf(api: APIRequestContext, of: Page | Record<string, string>): Promise<number> {
  const headers = typeof of.evaluate === 'function' ? { Authorization: `Bearer ${await (of as Page).evaluate(() => localStorage.getItem('lsi.token'))}` } : (of as Record<string, string>);
  return (await data<{ open: number }>(await api.get('/v1/realtime/streams', { headers }))).open;
}

for (const locale of ['en', 'id'] as const) {
  const t = T[locale];
  test.describe(`realtime (${locale})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test("the LSP's badge, bell, drawer and open history list follow others' writes within 2 s", async ({ browser, request }) => {
      const lsp = await signedIn(browser, 'lsp@lsi.test', locale);
      await lsp.page.goto(prefix(locale, `${LSP_AREA}${t.history}`));
      await settle(lsp.page);
      await expect.poll(() => streamsOf(request, lsp.page)).toBe(1);
      const vendor = await signedIn(browser, 'vendor@lsi.test', locale);
      await settle(vendor.page);
      const unread = await unreadOf(lsp.page, locale);

      // A shipper sends an order: the LSP's Create Shipment dot and bell.
      const order = await publishOrder(request, `E2E realtime ${locale}`);
      const nav = lsp.page.getByRole('navigation');
      await expect(nav.getByRole('link', { name: new RegExp(`${t.newItems}\\s*${t.createShipment}`) })).toBeVisible({ timeout: LIVE_MS });
      await expect.poll(() => unreadOf(lsp.page, locale), { timeout: LIVE_MS }).toBe(unread + 1);

      // The LSP ships it asking the vendor: the shipment shows in the LSP's open History Order and
      // in the vendor's open requests.
      const shipment = (await requestOneTruck(request, order.id)) as { id: number; identity: string };
      await expect(lsp.page.getByRole('link', { name: t.openShipment(shipment.identity) })).toBeVisible({ timeout: LIVE_MS });
      await expect(vendor.page.getByRole('button', { name: t.accept(shipment.identity) })).toBeVisible({ timeout: LIVE_MS });
      const card = lsp.page.getByRole('article').filter({ has: lsp.page.getByRole('link', { name: t.openShipment(shipment.identity) }) });
      await expect(card.getByText(t.state.waiting, { exact: true })).toBeVisible();
      // The shipment's detail open in a second tab of the LSP's browser (it hears the same stream).
      const detail = await lsp.context.newPage();
      await detail.goto(prefix(locale, `${LSP_AREA}${t.history}/detail-history-order/${shipment.id}`));
      await expect(detail.getByText(t.state.requested, { exact: true }).first()).toBeVisible({ timeout: 30_000 });

      // The vendor accepts in its browser: the LSP's bell and drawer.
      await vendor.page.getByRole('button', { name: t.accept(shipment.identity) }).click();
      const dialog = vendor.page.getByRole('dialog');
      for (const label of [t.plate, t.driver]) {
        await dialog.getByRole('combobox', { name: label }).first().click();
        await vendor.page.getByRole('listbox').getByRole('option').first().click();
      }
      await vendor.page.getByRole('button', { name: t.confirmAccept }).click();
      await vendor.page.waitForURL(/\/success-accept-shipment$/);
      await expect.poll(() => unreadOf(lsp.page, locale), { timeout: LIVE_MS }).toBe(unread + 2);
      await expect(card.getByText(t.state.onProgress, { exact: true })).toBeVisible({ timeout: LIVE_MS });
      await expect(detail.getByText(t.state.accepted, { exact: true }).first()).toBeVisible({ timeout: LIVE_MS });
      await expect(detail.getByText(t.state.requested, { exact: true })).toHaveCount(0);
      await detail.close();
      await lsp.page.getByRole('banner').getByRole('button', { name: t.bell }).click();
      const drawer = lsp.page.getByRole('dialog');
      await expect(drawer.getByText(t.accepted).first()).toBeVisible();
      await expect(drawer.getByText(shipment.identity)).toHaveCount(1);
      await settle(lsp.page);
      await expectAccessible(lsp.page, `${locale} the drawer after a live update`);
      // Nothing was loaded again by hand: still the page the LSP opened.
      expect(await lsp.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      await vendor.context.close();
      await lsp.context.close();
    });

    test('two tabs of one browser hold one stream; the other tab takes it over when the first closes', async ({ browser, request }) => {
      const { context, page: first } = await signedIn(browser, 'lsp@lsi.test', locale);
      const second = await context.newPage();
      await second.goto(prefix(locale, `${LSP_AREA}${t.history}`));
      await settle(first);
      await settle(second);
      await expect.poll(() => streamsOf(request, second)).toBe(1);
      // Both tabs hear of a write; still one stream.
      const before = await unreadOf(second, locale);
      await publishOrder(request, `E2E tabs ${locale}`);
      await expect.poll(() => unreadOf(second, locale), { timeout: LIVE_MS }).toBe(before + 1);
      await expect.poll(() => unreadOf(first, locale), { timeout: LIVE_MS }).toBe(before + 1);
      expect(await streamsOf(request, second)).toBe(1);
      // The leader's tab closes: the other one opens the stream and goes on.
      await first.close();
      await expect.poll(() => streamsOf(request, second)).toBe(1);
      await publishOrder(request, `E2E tabs ${locale} 2`);
      await expect.poll(() => unreadOf(second, locale), { timeout: LIVE_MS }).toBe(before + 2);
      await expectAccessible(second, `${locale} history-order in a second tab`);
      await context.close();
    });

    test('a stream cut mid-way resumes: each notification written meanwhile shows once', async ({ browser, request }) => {
      const lsp = await signedIn(browser, 'lsp@lsi.test', locale);
      await settle(lsp.page);
      await expect.poll(() => streamsOf(request, lsp.page)).toBe(1);
      const headers = await bearer(request, 'lsp@lsi.test');
      const unread = await unreadOf(lsp.page, locale);

      await lsp.context.setOffline(true);
      // The server sees the stream go.
      await expect.poll(() => streamsOf(request, headers)).toBe(0);
      const orders = [await publishOrder(request, `E2E cut ${locale} 1`), await publishOrder(request, `E2E cut ${locale} 2`)];
      await lsp.context.setOffline(false);

      // Back: each notification shows once as a browser notification, and the bell counts both.
      const shownFor = async (identity: string) => (await shownOn(lsp.page)).filter((n) => n.body.includes(identity)).length;
      for (const o of orders) await expect.poll(() => shownFor(o.identity), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => unreadOf(lsp.page, locale), { timeout: LIVE_MS }).toBe(unread + 2);
      // A live one after the cut, then nothing twice.
      const live = await publishOrder(request, `E2E cut ${locale} 3`);
      await expect.poll(() => shownFor(live.identity), { timeout: LIVE_MS }).toBe(1);
      await lsp.page.waitForTimeout(1_000);
      for (const o of [...orders, live]) expect(await shownFor(o.identity), o.identity).toBe(1);
      await lsp.context.close();
    });
  });
}

test('settle() does not wait for the realtime stream', async ({ browser }) => {
  const lsp = await signedIn(browser, 'lsp@lsi.test', 'en');
  await settle(lsp.page);
  await lsp.page.goto(`${LSP_AREA}${T.en.history}`);
  await settle(lsp.page);
  await expect.poll(() => streamsOf(lsp.page.request, lsp.page)).toBe(1);
  // Nothing loads now but the stream: settled in about half a second, not at the 5 s limit.
  const started = Date.now();
  await settle(lsp.page);
  expect(Date.now() - started).toBeLessThan(3_000);
  await lsp.context.close();
});
