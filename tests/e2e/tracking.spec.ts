// Issue 24, live tracking and playback in a browser, in English and under /id: a truck reports
// over the OsmAnd protocol (as Traccar Client does, through the same endpoint `npm run simulate`
// uses) and the LSP's dashboard and the shipment's detail show it move without a reload (the
// realtime channel); its seeded 2-hour trip replays with play, speeds and the time slider; an empty
// range says "Data playback tidak ditemukan".
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoDeviceId } from '../../server/seed/demo-tracking.ts';
import { expectAccessible, prefix, settle, openSignedIn, type Locale } from './support/app.ts';
import { bearer, data } from './support/freight.ts';

const LSP = '/logistic-service-provider';
const LIVE_MS = 5_000;

const T = {
  en: {
    list: 'Trucks on the road',
    search: 'Search plate, driver, vendor or shipment',
    incoming: 'Incoming trucks',
    export: 'Export to Excel',
    incomingSearch: 'Search plate, driver, vendor, shipment or order',
    moving: 'Moving',
    kmh: (n: number) => `${n} km/h`,
    shipmentTrucks: (identity: string) => `Trucks of shipment ${identity}`,
    playbackOf: (plate: string) => `Playback of ${plate}`,
    heading: 'Playback',
    summary: 'Trip summary',
    play: 'Play',
    pause: 'Pause',
    speed: 'Speed',
    slider: 'Time of the trip',
    fromDate: 'From date',
    toDate: 'To date',
    show: 'Show',
    empty: 'No playback data found',
    poiSearch: 'Search points of interest',
    poiEmpty: 'No POI data found',
  },
  id: {
    list: 'Truk di jalan',
    search: 'Cari plat, pengemudi, vendor atau pengiriman',
    incoming: 'Truk yang akan datang',
    export: 'Ekspor ke Excel',
    incomingSearch: 'Cari plat, pengemudi, vendor, pengiriman atau pesanan',
    moving: 'Bergerak',
    kmh: (n: number) => `${n} km/jam`,
    shipmentTrucks: (identity: string) => `Truk pengiriman ${identity}`,
    playbackOf: (plate: string) => `Playback ${plate}`,
    heading: 'Playback',
    summary: 'Ringkasan perjalanan',
    play: 'Putar',
    pause: 'Jeda',
    speed: 'Kecepatan',
    slider: 'Waktu perjalanan',
    fromDate: 'Dari tanggal',
    toDate: 'Sampai tanggal',
    show: 'Tampilkan',
    empty: 'Data playback tidak ditemukan',
    poiSearch: 'Cari POI',
    poiEmpty: 'Data POI tidak ditemukan',
  },
};

interface LiveTruck {
  track_id: number;
  shipment_id: number;
  shipment_identity: string;
  plate_number: string | null;
  position: { latitude: number; longitude: number } | null;
}

/** Reports a position of `plate` as Traccar Client's OsmAnd query does (speed in knots); true when a truck took it. */
async function report(api: APIRequestContext, plate: string, knots: number, latitude = 1.1, longitude = 101.6) {
  const res = await api.get(`/v1/positions/osmand?id=${demoDeviceId(plate)}&lat=${latitude}&lon=${longitude}&timestamp=${Date.now()}&speed=${knots}`);
  return res.ok() && (await res.text()).includes('stored');
}

/** A seeded truck on the road whose demo device reports (earlier specs may have finished some trips). */
async function reportingTruck(api: APIRequestContext): Promise<LiveTruck> {
  const headers = await bearer(api, 'lsp@lsi.test');
  const trucks = await data<LiveTruck[]>(await api.get('/v1/dashboard/lsp/live-tracking', { headers }));
  for (const t of trucks) if (t.plate_number && t.position && (await report(api, t.plate_number, 1))) return t;
  throw new Error('no seeded truck on the road reports');
}

const truckRow = (page: Page, listName: string, plate: string) => page.getByRole('list', { name: listName }).getByRole('listitem').filter({ hasText: plate });

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const t = T[locale];
  test.describe(`tracking (${locale})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('a reporting truck moves on the dashboard and the shipment detail without reload; its trip replays', async ({ page, request }) => {
      const truck = await reportingTruck(request);
      const plate = truck.plate_number!;
      await openSignedIn(page, 'lsp@lsi.test', prefix(locale, `${LSP}/dashboard`));
      // Earlier specs may have put more trucks on the road than a page holds: search the plate.
      await page.getByRole('searchbox', { name: t.search }).fill(plate);
      const row = truckRow(page, t.list, plate);
      await expect(row).toBeVisible({ timeout: 30_000 });
      await settle(page);
      await expectAccessible(page, `${locale} LSP dashboard with the live map`);

      // 20 knots is 37 km/h: the row follows the report, the page is not reloaded.
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      expect(await report(request, plate, 20)).toBe(true);
      await expect(row.getByText(t.kmh(37))).toBeVisible({ timeout: LIVE_MS });
      await expect(row.getByText(t.moving, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
      // It is incoming to its stop, with the distance to go (its ETA depends on the average speed of
      // its last 15 minutes, which other specs' reports of this truck share: contract/incoming.ts, unit-tested).
      await page.getByRole('searchbox', { name: t.incomingSearch }).fill(plate);
      const incoming = page.getByRole('list', { name: t.incoming }).getByRole('listitem').filter({ hasText: plate });
      await expect(incoming.getByText(/^\d[\d.,]* km$/)).toBeVisible();
      const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.export }).click()]);
      expect(sheet.suggestedFilename()).toBe('incoming-trucks.xlsx');

      // The shipment's detail lists the truck live too, and follows the next report.
      await page.goto(prefix(locale, `${LSP}/order-shipment/history-order/detail-history-order/${truck.shipment_id}`));
      const live = truckRow(page, t.shipmentTrucks(truck.shipment_identity), plate);
      await expect(live.getByText(t.kmh(37))).toBeVisible({ timeout: 30_000 });
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      await page.waitForTimeout(1_100); // the live row moves at most once a second per truck
      expect(await report(request, plate, 30)).toBe(true);
      await expect(live.getByText(t.kmh(56))).toBeVisible({ timeout: LIVE_MS });
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);

      // Its playback: the seeded 2-hour trip and the reports, with play, speeds and the slider.
      await live.getByRole('link', { name: t.playbackOf(plate) }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.summary })).toBeVisible({ timeout: 30_000 });
      const clock = page.locator('output');
      const first = await clock.textContent();
      await page.getByRole('combobox', { name: t.speed }).click();
      await page.getByRole('option', { name: '20×' }).click();
      await page.getByRole('button', { name: t.play }).click();
      await expect(page.getByRole('button', { name: t.pause })).toBeVisible();
      await expect(clock).not.toHaveText(first ?? '', { timeout: 5_000 });
      await page.getByRole('button', { name: t.pause }).click();
      // The slider's end is the last report.
      const slider = page.getByRole('slider', { name: t.slider });
      await slider.focus();
      await page.keyboard.press('End');
      await expect(clock).toHaveText(/WIB$/);
      expect(await slider.getAttribute('aria-valuenow')).toBe(await slider.getAttribute('aria-valuemax'));
      await expectAccessible(page, `${locale} playback`);

      // A range without positions.
      await page.getByLabel(t.fromDate).fill('2020-01-01');
      await page.getByLabel(t.toDate).fill('2020-01-02');
      await page.getByRole('button', { name: t.show }).click();
      await expect(page.getByText(t.empty, { exact: true })).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).searchParams.get('from_date')).toBe('2020-01-01');
      // Points of interest: none by this name.
      await page.getByRole('searchbox', { name: t.poiSearch }).fill('zz-no-such-place');
      await expect(page.getByText(t.poiEmpty, { exact: true })).toBeVisible();
    });
  });
}

const D = {
  en: { device: (plate: string) => `GPS device of ${plate}`, deviceId: 'Device id', propose: 'Propose a new id', save: 'Save', qr: 'Scan with the driver’s phone to set up Traccar Client with this server and id.', use: (id: string) => `Use the id ${id}`, saved: (plate: string) => `Device id saved for ${plate}.` },
  id: { device: (plate: string) => `Perangkat GPS ${plate}`, deviceId: 'Id perangkat', propose: 'Usulkan id baru', save: 'Simpan', qr: 'Pindai dengan ponsel pengemudi untuk mengatur Traccar Client dengan server dan id ini.', use: (id: string) => `Gunakan id ${id}`, saved: (plate: string) => `Id perangkat disimpan untuk ${plate}.` },
};

for (const locale of ['en', 'id'] as const satisfies readonly Locale[]) {
  const d = D[locale];
  test(`the vendor sets a plate's GPS device: a proposed id with its QR code, or an unknown device that reported (${locale})`, async ({ page, request }) => {
    const headers = await bearer(request, 'vendor@lsi.test');
    // A plate between trips: its device changing moves no truck another spec follows.
    const plates = await data<{ id: number; plate_number: string; vehicle_id: number; on_track: boolean }[]>(await request.get('/v1/vehicle-detail?entries=100', { headers }));
    const plate = plates.find((p) => !p.on_track)!;
    const restore = () => request.put(`/v1/vehicle-detail/${plate.id}/gps-device`, { headers, data: { device_id: demoDeviceId(plate.plate_number) } });
    try {
      await openSignedIn(page, 'vendor@lsi.test', undefined, { locale });
      // A phone set up with an id no plate has yet: it is listed in the dialog.
      const phone = `e2e-phone-${locale}-${Date.now()}-Zq8`;
      expect((await request.get(`/v1/positions/osmand?id=${phone}&lat=1&lon=101`)).status()).toBe(404);

      await page.goto(prefix(locale, `/vendor/vehicles/${plate.vehicle_id}`));
      await page.getByRole('button', { name: d.device(plate.plate_number) }).click();
      const dialog = page.getByRole('dialog', { name: d.device(plate.plate_number) });
      await dialog.getByRole('button', { name: d.propose }).click();
      await expect(dialog.getByRole('textbox', { name: d.deviceId })).toHaveValue(/^[A-Za-z0-9_-]{24}$/);
      await dialog.getByRole('button', { name: d.save }).click();
      await expect(page.getByText(d.saved(plate.plate_number))).toBeVisible();
      await expect(dialog.getByRole('img', { name: d.qr })).toBeVisible();
      await expectAccessible(page, `${locale} the GPS device dialog`);

      await dialog.getByRole('button', { name: d.use(phone) }).click();
      await expect(dialog.getByRole('textbox', { name: d.deviceId })).toHaveValue(phone);
      await dialog.getByRole('button', { name: d.save }).click();
      await expect(dialog.getByRole('button', { name: d.use(phone) })).toHaveCount(0);
      // The phone now reports for the plate (stored, or kept out when the plate has no trip on the road).
      expect((await request.get(`/v1/positions/osmand?id=${phone}&lat=1&lon=101`)).status()).toBe(200);
    } finally {
      await restore();
    }
  });
}
