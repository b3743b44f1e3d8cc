// Issue 22, what a new user tripped over on a shipment's detail: the LSP's rework buttons shown to
// the shipping company and the vendor (each role now sees only what contract/states.ts gives it),
// times in the browser's zone (every time is WIB with its suffix, the same text in a WIB and a UTC
// browser, a day the same day), and the shipper's note for the provider (shown to the LSP).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible, prefix, settle, openSignedIn, type Locale } from './support/app.ts';
import { bearer, data } from './support/freight.ts';

const DETAIL = 'order-shipment/history-order/detail-history-order';
const AREA = { lsp: '/logistic-service-provider', shipper: '/shipping-company', vendor: '/vendor' } as const;
const T = {
  en: { download: 'Download dispatch note', lsp: ['Move trucks', 'Another trip', 'Remove trucks'], other: ['Change vehicles', 'Remove', 'Change vendor', 'Cancel request'], created: 'Created', note: 'Note from the shipping company' },
  id: { download: 'Unduh surat jalan', lsp: ['Pindahkan truk', 'Ritase berikutnya', 'Hapus truk'], other: ['Ganti kendaraan', 'Hapus', 'Ganti vendor', 'Batalkan permintaan'], created: 'Dibuat', note: 'Catatan dari perusahaan pengirim' },
} as const;

/** The seeded shipment on the road (SHP-2026-0002: vendor@'s truck, shipper@'s order), by id. */
async function onTheRoad(request: APIRequestContext): Promise<number> {
  const headers = await bearer(request, 'lsp@lsi.test');
  const rows = await data<{ id: number; identity: string }[]>(await request.get('/v2/shipment?search_columns=identity&search_key=SHP-2026-0002', { headers }));
  return rows.find((s) => s.identity === 'SHP-2026-0002')!.id;
}

async function openDetail(browser: Browser, who: keyof typeof AREA, locale: Locale, id: number, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await openSignedIn(page, `${who}@lsi.test`, prefix(locale, `${AREA[who]}/${DETAIL}/${id}`));
  await expect(page.getByRole('button', { name: T[locale].download })).toBeVisible({ timeout: 30_000 });
  await settle(page);
  return page;
}

/** Every "HH:mm" the page's main content shows is followed by " WIB". */
async function expectAllTimesWib(page: Page) {
  const text = await page.getByRole('main').innerText();
  const times = [...text.matchAll(/\b\d{2}:\d{2}\b(?! WIB)/g)].map((m) => text.slice(Math.max(0, m.index - 20), m.index + 10));
  expect(times, 'times without the WIB suffix').toEqual([]);
}

async function walk(browser: Browser, request: APIRequestContext, locale: Locale) {
  const t = T[locale];
  const id = await onTheRoad(request);
  // The LSP: its rework buttons; in a UTC browser the same WIB times as in a WIB one.
  const lsp = await openDetail(browser, 'lsp', locale, id, 'Asia/Jakarta');
  for (const name of t.lsp) await expect(lsp.getByRole('button', { name, exact: true })).toBeVisible();
  await expectAllTimesWib(lsp);
  const created = (await lsp.getByText(t.created, { exact: true }).locator('..').textContent()) ?? '';
  expect(created).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB/);
  const utc = await openDetail(browser, 'lsp', locale, id, 'UTC');
  await expect(utc.getByText(t.created, { exact: true }).locator('..')).toHaveText(created);
  await expectAllTimesWib(utc);
  await expectAccessible(lsp, `${locale} LSP detail (issue 22)`);
  // The shipping company and the vendor: the downloads, none of the LSP's actions.
  for (const who of ['shipper', 'vendor'] as const) {
    const page = await openDetail(browser, who, locale, id, 'Asia/Jayapura');
    for (const name of [...t.lsp, ...t.other]) await expect(page.getByRole('button', { name, exact: true }), `${who}: ${name}`).toHaveCount(0);
    await expectAllTimesWib(page);
    await page.context().close();
  }
  await lsp.context().close();
  await utc.context().close();
}

test.describe('shipment detail per role, times in WIB (issue 22)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('en: each role sees its own actions; every time in WIB in WIB, UTC and WIT browsers', async ({ browser, request }) => {
    await walk(browser, request, 'en');
  });

  test('id: the same under /id', async ({ browser, request }) => {
    await walk(browser, request, 'id');
  });
});

test('a day typed in a WIT browser is the same day for WIB and UTC readers; the shipper note reaches the LSP', async ({ browser, request }) => {
  test.slow();
  const headers = { ...(await bearer(request, 'shipper@lsi.test')), 'timezone-offset': '540' };
  const locations = await data<{ id: number; identity: string }[]>(await request.get('/v1/pickup-dropoff?entries=-1', { headers }));
  const products = await data<{ id: number; identity: string }[]>(await request.get('/v1/product?entries=1000', { headers }));
  const cpo = products.find((p) => p.identity === 'CPO-01')!.id;
  const order = await data<{ id: number; identity: string }>(await request.post('/v1/order', { headers, data: {} }));
  // What the order editor sends for 2026-12-05 typed in Jayapura (WIT): the day's WIB start.
  for (const [type, place] of [['PICKUP', 'PKS-KDS'], ['DROPOFF', 'REF-DUM']] as const) {
    const at = locations.find((l) => l.identity === place)!.id;
    await data(await request.post('/v1/suborder', { headers, data: { order_id: order.id, type, pickup_dropoff_location_point_id: at, estimation_date: '2026-12-05T00:00:00+07:00', products: [{ product_id: cpo, quantity: 1000 }] } }));
  }
  await data(await request.put(`/v1/order/${order.id}/publish`, { headers, data: { note: 'Gate 3, call Pak Andi first' } }));

  for (const timezoneId of ['Asia/Jakarta', 'UTC']) {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await openSignedIn(page, 'lsp@lsi.test', '/logistic-service-provider/order-shipment/create-shipment');
    const card = page.getByRole('article', { name: order.identity });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('2026-12-05')).toBeVisible();
    await expect(card.getByText(T.en.note)).toBeVisible();
    await expect(card.getByText('Gate 3, call Pak Andi first')).toBeVisible();
    await context.close();
  }
});
