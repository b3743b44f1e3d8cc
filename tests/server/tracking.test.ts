// Live tracking (docs/tracking.md) through the API, on PGlite and PostgreSQL: the OsmAnd query, form
// and Traccar Client JSON forms, hostile reports, attachment to the plate's active track only,
// absurd positions kept and marked, the rate limit, unknown devices counted, the playback and the
// live reads scoped to each tenant, and the live row coalesced to one change a second per truck.
import { read, utils } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_URL, engineUnderTest, expectError, testDatabaseUrl, type TestApp } from './harness.ts';
import { expectOpen, openStream } from './sse-client.ts';
import { buildApp } from '../../server/app.ts';
import { openDb } from '../../server/db/open.ts';
import { createServices } from '../../server/services.ts';
import { assignment, ok, trucks, type Kit, type Truck } from './freight-kit.ts';
import { dispatchApp, type Dispatch } from './shipment-fixtures.ts';
import { DEVICE_BURST, forgetUnknownSeen, resetAllowances, type Report } from '../../server/lib/tracking/ingest.ts';
import { storeReports } from '../../server/lib/tracking/store.ts';
import { haversineM } from '../../contract/geo.ts';
import { PATH_POINTS_MAX, playbackAnswer, type LiveTruck } from '../../contract/tracking.ts';
import { SHIPMENT_LIVE_POSITIONS_MAX } from '../../server/lib/tracking/live.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let freeA: (n: number) => Truck[];

beforeAll(async () => {
  ({ t, k, d, freeA } = await dispatchApp(6));
  await k.signIn('lsp2', await t.login('lsp2@lsi.test'));
});
afterAll(() => t?.close());
beforeEach(() => {
  resetAllowances();
  forgetUnknownSeen();
});

const DEV_A = 'aK3x9QpL2mZ7vR4tY8wB';
const DEV_B = 'Zq8Lr3Tm6Xv1Nc5Hj9Kd';
const sec = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));
const osmand = (q: Record<string, string | number>) => t.call({ method: 'GET', url: `/v1/positions/osmand?${new URLSearchParams(Object.entries(q).map(([a, b]) => [a, String(b)]))}` });
const setDevice = (who: string, plate: number, device_id: string | null, lang: 'en' | 'id' = 'en') => k.as(who, 'PUT', `/v1/vehicle-detail/${plate}/gps-device`, { device_id }, lang);
const positions = (track: number) =>
  k.rows<{ recorded_at: Date; latitude: number; absurd: boolean; speed: number | null; battery: number | null }>(sql`select recorded_at, latitude, absurd, speed, battery from gps_positions where track_id = ${track} order by recorded_at, id`);

describe('a plate\'s device id', () => {
  it('is proposed long and random, refused short or guessable, unique, and set by the plate\'s vendor only', async () => {
    const [tr] = freeA(1) as [Truck];
    const proposal = ok(await k.as('vendor', 'GET', '/v1/gps-devices/proposal')).data;
    expect(proposal.device_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(proposal.server_url).toBe('http://lsi.test/v1/positions/osmand');
    for (const weak of ['123456', 'aaaaaaaaaaaaaaaaaaaa', '1212121212121212', 'has space inside!!', 'x'.repeat(65)]) {
      expectError(await setDevice('vendor', tr.plate, weak), 422);
    }
    const id = expectError(await setDevice('vendor', tr.plate, '123456', 'id'), 422);
    expect(id.errors?.device_id?.[0]).toMatch(/minimal 16/);
    expectError(await setDevice('vendorB', tr.plate, DEV_A), 404);
    expectError(await setDevice('lsp', tr.plate, DEV_A), 403);
    const set = ok(await setDevice('vendor', tr.plate, DEV_A));
    expect(set.message).toBe(`Device id saved for ${tr.plateNumber}.`);
    expect(set.data).toMatchObject({ device_id: DEV_A, last_position_at: null });
    expectError(await k.as('vendorB', 'GET', `/v1/vehicle-detail/${tr.plate}/gps-device`), 404);
    // Another plate may not take it.
    const [other] = freeA(1) as [Truck];
    expect(expectError(await setDevice('vendor', other.plate, DEV_A), 422).errors?.device_id).toEqual(['Already used.']);
    ok(await setDevice('vendor', tr.plate, null));
    ok(await setDevice('vendor', tr.plate, DEV_A));
  });
});

describe('positions in', () => {
  let trackA: number;
  let truckA: Truck;
  let trackB: number;

  beforeAll(async () => {
    truckA = freeA(1)[0]!;
    ok(await setDevice('vendor', truckA.plate, 'pA' + DEV_A.slice(2)));
  });

  it('a known plate with no trip on the road: 200, nothing kept', async () => {
    const res = ok(await osmand({ id: 'pA' + DEV_A.slice(2), lat: 0.9, lon: 101.2, timestamp: sec('2026-03-10T19:00:00Z') }));
    expect(res.message).toMatch(/no trip on the road/);
    expect((await k.rows(sql`select 1 from gps_positions g join tracks t on t.id = g.track_id where t.vehicle_detail_id = ${truckA.plate}`)).length).toBe(0);
  });

  it('the query, form and Traccar Client JSON forms attach to the active track, in time order, with units converted', async () => {
    const r = await d.running([truckA]);
    trackA = r.trackIds[0]!;
    const dev = 'pA' + DEV_A.slice(2);
    expect(ok(await osmand({ id: dev, lat: 0.9, lon: 101.2, timestamp: sec('2026-03-10T19:00:00Z'), speed: 10, bearing: 90, batt: 80 })).message).toBe('Position stored.');
    // A form body, the deviceid spelling, milliseconds.
    ok(await t.call({ method: 'POST', url: '/v1/positions/osmand', payload: `deviceid=${dev}&lat=0.91&lon=101.21&timestamp=${Date.parse('2026-03-10T19:02:00Z')}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    // Traccar Client 9: JSON, m/s, battery 0..1, an ISO time; an earlier one arrives late.
    const json = (ts: string, lat: number, speed = 5) => ({ device_id: dev, location: { timestamp: ts, coords: { latitude: lat, longitude: 101.205, speed, heading: 45, accuracy: 5, altitude: 20 }, battery: { level: 0.5, is_charging: false }, is_moving: true, odometer: 1000, event: 'motionchange' } });
    ok(await t.call({ method: 'POST', url: '/v1/positions/osmand', payload: json('2026-03-10T19:04:00Z', 0.92) }));
    ok(await t.call({ method: 'POST', url: '/v1/positions/osmand', payload: json('2026-03-10T19:01:00Z', 0.905, -1) }));
    // The same report twice is kept twice, in order.
    ok(await t.call({ method: 'POST', url: '/v1/positions/osmand', payload: json('2026-03-10T19:04:00Z', 0.92) }));
    const rows = await positions(trackA);
    expect(rows.map((p) => new Date(p.recorded_at).toISOString().slice(11, 16))).toEqual(['19:00', '19:01', '19:02', '19:04', '19:04']);
    expect(rows[0]!.speed).toBeCloseTo(18.52, 2);
    expect(rows[0]!.battery).toBe(80);
    expect(rows[1]!.speed).toBeNull();
    expect(rows[3]!.speed).toBeCloseTo(18, 5);
    expect(rows[3]!.battery).toBe(50);
  });

  it('absurd positions are kept, marked, and left out of the distance', async () => {
    const dev = 'pA' + DEV_A.slice(2);
    ok(await osmand({ id: dev, lat: 95, lon: 101.2, timestamp: sec('2026-03-10T19:05:00Z') }));
    // 0.92 -> -5.0 latitude is about 658 km in half a minute.
    ok(await osmand({ id: dev, lat: -5, lon: 101.2, timestamp: sec('2026-03-10T19:04:30Z') }));
    t.clock.advance(1000);
    ok(await osmand({ id: dev, lat: 0.93, lon: 101.21, timestamp: sec('2026-03-10T19:07:00Z') }));
    const rows = await positions(trackA);
    expect(rows.filter((p) => p.absurd).map((p) => p.latitude)).toEqual([-5, 95]);
    const play = ok(await k.as('lsp', 'GET', `/v1/tracks/${trackA}/playbacks?from_date=2026-03-11&from_time=01:00&to_date=2026-03-11&to_time=03:00`)).data;
    expect(play.summary.positions).toBe(8);
    expect(play.summary.absurd).toBe(2);
    // Written as its handler built it (JSON.stringify, contract writtenAsBuilt): exactly the declared fields.
    expect(playbackAnswer.strict().extend({ summary: playbackAnswer.shape.summary.strict() }).safeParse(play).success).toBe(true);
    expect(play.points.filter((p: number[]) => p[5] === 1)).toHaveLength(2);
    const sane = [[0.9, 101.2], [0.905, 101.205], [0.91, 101.21], [0.92, 101.205], [0.92, 101.205], [0.93, 101.21]] as const;
    const expected = sane.slice(1).reduce((sum, p, i) => sum + haversineM(sane[i]![0], sane[i]![1], p[0], p[1]), 0);
    expect(play.summary.distance_m).toBeCloseTo(expected, 0);
    expect(play.start).toBe('2026-03-10T19:00:00.000Z');
    expect(play.next_from).toBeNull();
  });

  it('hostile reports: NaN, huge, missing, too long, unknown devices: a clear 4xx, nothing stored', async () => {
    const dev = 'pA' + DEV_A.slice(2);
    const before = (await positions(trackA)).length;
    expectError(await osmand({ id: dev, lat: 'NaN', lon: 101 }), 400);
    expectError(await osmand({ id: dev, lat: 'Infinity', lon: 101 }), 400);
    expectError(await osmand({ id: dev, lat: '1e300', lon: 101 }), 400);
    expectError(await osmand({ id: dev, lat: 0.9 }), 400, /./);
    expectError(await osmand({ lat: 0.9, lon: 101 }), 400);
    expectError(await osmand({ id: dev, lat: 0.9, lon: 101, timestamp: 'yesterday' }), 400);
    expectError(await osmand({ id: 'x'.repeat(65), lat: 0.9, lon: 101 }), 400);
    expectError(await t.call({ method: 'POST', url: '/v1/positions/osmand', payload: { device_id: dev, location: { coords: { latitude: 'abc', longitude: 1 } } } }), 422);
    expectError(await t.call({ method: 'POST', url: '/v1/positions/osmand', payload: { device_id: dev, location: { coords: { longitude: 1 } } } }), 422);
    expectError(await t.call({ method: 'POST', url: '/v1/positions/osmand', payload: '{"device_id":', headers: { 'content-type': 'application/json' } }), 400);
    expectError(await t.call({ method: 'POST', url: '/v1/positions/osmand', payload: JSON.stringify({ device_id: dev, pad: 'x'.repeat(20_000) }), headers: { 'content-type': 'application/json' } }), 413);
    const unknown = expectError(await osmand({ id: 'never-set-up-0001', lat: 0.9, lon: 101 }), 404);
    expect(unknown.message).toBe('Unknown device: set this id on a plate first.');
    expect(expectError(await t.call({ method: 'GET', url: '/v1/positions/osmand?id=never-set-up-0001&lat=1&lon=1', headers: { 'accept-language': 'id' } }), 404).message).toMatch(/^Perangkat tidak dikenal/);
    expect((await positions(trackA)).length).toBe(before);
    // Counted, once a minute per device: two reports, one row, listed for vendors.
    const list = ok(await k.as('vendor', 'GET', '/v1/gps-devices/unknown')).data;
    expect(list.find((u: { device_id: string }) => u.device_id === 'never-set-up-0001')).toMatchObject({ reports: 1 });
    expectError(await k.as('lsp', 'GET', '/v1/gps-devices/unknown'), 403);
  });

  it('each device is rate-limited (a burst, then 429), another device is not', async () => {
    const dev = 'pA' + DEV_A.slice(2);
    let last = 200;
    for (let i = 0; i <= DEVICE_BURST && last === 200; i++) last = (await osmand({ id: dev, lat: 0.95, lon: 101.3, timestamp: sec('2026-03-10T20:00:00Z') })).statusCode;
    expect(last).toBe(429);
    expect(expectError(await osmand({ id: dev, lat: 0.95, lon: 101.3 }), 429).message).toMatch(/Too many positions/);
    expectError(await osmand({ id: 'another-unknown-1', lat: 0.95, lon: 101.3 }), 404);
  });

  it("another vendor's device moves its own truck only; reads are scoped to each tenant", async () => {
    const [truckB] = await trucks(k, d.tankerB, 1);
    ok(await setDevice('vendorB', truckB!.plate, DEV_B));
    const [truckA2] = freeA(1) as [Truck];
    const r = await d.running([truckA2], true);
    const accepted = ok(await k.as('vendorB', 'PUT', `/v1/shipment/${r.shipment.id}/accept`, { shipment_vendor_id: r.partB, tracks: [assignment(truckB!)] })).data;
    trackB = accepted.tracks.find((x: { vehicle_detail_id: number }) => x.vehicle_detail_id === truckB!.plate).id;
    const aBefore = (await positions(trackA)).length;
    ok(await osmand({ id: DEV_B, lat: 1.1, lon: 101.4, timestamp: sec('2026-03-10T19:10:00Z') }));
    expect((await positions(trackA)).length).toBe(aBefore);
    expect((await positions(trackB)).length).toBe(1);

    const range = 'from_date=2026-03-11&to_date=2026-03-11';
    ok(await k.as('vendorB', 'GET', `/v1/tracks/${trackB}/playbacks?${range}`));
    expectError(await k.as('vendorB', 'GET', `/v1/tracks/${trackA}/playbacks?${range}`), 404);
    expectError(await k.as('lsp2', 'GET', `/v1/tracks/${trackA}/playbacks?${range}`), 404);
    ok(await k.as('shipper', 'GET', `/v1/tracks/${trackA}/playbacks?${range}`));
    expectError(await k.as('lsp', 'GET', `/v1/tracks/${trackA}/playbacks?from_date=2026-03-12&to_date=2026-03-11`), 400);
    expectError(await k.as('lsp', 'GET', `/v1/tracks/${trackA}/playbacks?from_date=2026-02-30&to_date=2026-03-11`), 400);

    const shipmentLive = ok(await k.as('lsp', 'GET', `/v1/shipment/${r.shipment.id}/live-tracking`)).data;
    expect(shipmentLive.map((x: { track_id: number }) => x.track_id)).toContain(trackB);
    const asB = ok(await k.as('vendorB', 'GET', `/v1/shipment/${r.shipment.id}/live-tracking`)).data;
    expect(asB.map((x: { track_id: number }) => x.track_id)).toEqual([trackB]);
    expect(asB[0]).toMatchObject({ position: { latitude: 1.1, longitude: 101.4 }, path: [[1.1, 101.4]] });
    expectError(await k.as('lsp2', 'GET', `/v1/shipment/${r.shipment.id}/live-tracking`), 404);
    // Several trucks on the shipment, each answered with its own path and stops (read in one query):
    // vendor A's truck reports a still stretch of 7 minutes (a stop), late and absurd reports among them.
    const devA2 = 'pC' + DEV_A.slice(2);
    ok(await setDevice('vendor', truckA2.plate, devA2));
    for (const [lat, lon, at] of [[1.3, 101.5, '19:11'], [1.3001, 101.5001, '19:18'], [95, 101.5, '19:19'], [1.2, 101.45, '19:05'], [1.31, 101.51, '19:20']] as const) {
      ok(await osmand({ id: devA2, lat, lon, timestamp: sec(`2026-03-10T${at}:00Z`) }));
    }
    const both = ok(await k.as('lsp', 'GET', `/v1/shipment/${r.shipment.id}/live-tracking`)).data as { track_id: number; path: number[][]; stops: { started_at: string; seconds: number }[] }[];
    expect(both.map((x) => x.track_id)).toEqual([...both.map((x) => x.track_id)].sort((a, b) => a - b));
    const ofTrack = (id: number) => both.find((x) => x.track_id === id)!;
    expect(ofTrack(r.trackIds[0]!).path).toEqual([[1.2, 101.45], [1.3, 101.5], [1.3001, 101.5001], [1.31, 101.51]]);
    expect(ofTrack(r.trackIds[0]!).stops).toEqual([{ latitude: 1.3, longitude: 101.5, started_at: '2026-03-10T19:11:00.000Z', seconds: 420 }]);
    expect(ofTrack(trackB)).toMatchObject({ path: [[1.1, 101.4]], stops: [] });
    // The same path the per-track read answers (sane positions in time order).
    for (const x of both) {
      const own = await k.rows<{ latitude: number; longitude: number }>(sql`select latitude, longitude from gps_positions where track_id = ${x.track_id} and not absurd order by recorded_at, id`);
      expect(x.path).toEqual(own.map((p) => [Number(p.latitude), Number(p.longitude)]));
    }

    const live = ok(await k.as('lsp', 'GET', '/v1/dashboard/lsp/live-tracking')).data;
    expect(live.find((x: { track_id: number }) => x.track_id === trackA)).toMatchObject({ position: { latitude: 0.93 }, signal: 'SILENT' });
    expect(ok(await k.as('lsp2', 'GET', '/v1/dashboard/lsp/live-tracking')).data.some((x: { track_id: number }) => x.track_id === trackA)).toBe(false);
    expectError(await k.as('vendor', 'GET', '/v1/dashboard/lsp/live-tracking'), 403);
    const status = ok(await k.as('lsp', 'GET', '/v1/dashboard/lsp/truck-status')).data;
    expect(status.total).toBe(status.moving + status.stopped + status.silent + status.no_signal);
    expect(status.total).toBe(live.length);

    // The shipping status of trucks: the same trucks a page at a time (8 by default), searched.
    const page = ok(await k.as('lsp', 'GET', '/v1/dashboard/lsp/shipping-status-trucks'));
    expect(page.meta).toEqual({ current_page: 1, last_page: Math.max(1, Math.ceil(live.length / 8)), total: live.length });
    expect(page.data.length).toBe(Math.min(8, live.length));
    const plate = live.find((x: { track_id: number }) => x.track_id === trackA).plate_number as string;
    const found = ok(await k.as('lsp', 'GET', `/v1/dashboard/lsp/shipping-status-trucks?search=${encodeURIComponent(plate.toLowerCase())}&entries=1`));
    expect(found.data[0].track_id).toBe(trackA);
    expect(ok(await k.as('lsp', 'GET', '/v1/dashboard/lsp/shipping-status-trucks?page=999')).meta.current_page).toBe(page.meta.last_page);
    expect(ok(await k.as('lsp2', 'GET', `/v1/dashboard/lsp/shipping-status-trucks?search=${encodeURIComponent(plate)}`)).meta.total).toBe(0);
    expectError(await k.as('vendor', 'GET', '/v1/dashboard/lsp/shipping-status-trucks'), 403);
    expectError(await k.as('lsp', 'GET', '/v1/dashboard/lsp/shipping-status-trucks?entries=101'), 400);
    expectError(await k.as('lsp', 'GET', '/v1/dashboard/lsp/shipping-status-trucks?page=0'), 400);

    // Incoming trucks: each with the stop it heads to and the distance to go; the spec's filters.
    const incoming = ok(await k.as('lsp', 'GET', '/v1/dashboard/lsp/incoming-truck?entries=100'));
    const a = incoming.data.find((x: { track_id: number }) => x.track_id === trackA);
    expect(a).toMatchObject({ incoming_type: expect.stringMatching(/^(PICKUP|DROPOFF)$/), target: { name: expect.any(String) }, signal: 'SILENT', eta: null, late: false });
    expect(a.distance_m).toBeGreaterThan(0);
    expect(a.products.length).toBeGreaterThan(0);
    // Each truck its own order's products, once each, by name (read once per order, not per truck).
    const productsOfOrders = ((await t.db.execute(sql`select distinct t.id as track_id, p.id, p.name from tracks t join suborders so on so.order_id = t.order_id
      join suborder_products sp on sp.suborder_id = so.id join products p on p.id = sp.product_id where t.id = any(${sql.param(incoming.data.map((x: { track_id: number }) => x.track_id))}::int[])`)) as unknown as { rows: { track_id: number; id: number; name: string }[] }).rows;
    for (const x of incoming.data as { track_id: number; products: { id: number; name: string }[] }[]) {
      const expected = productsOfOrders.filter((p) => Number(p.track_id) === x.track_id).map((p) => ({ id: Number(p.id), name: p.name })).sort((p, q) => p.name.localeCompare(q.name));
      expect(x.products).toEqual(expected);
    }
    const ids = async (query: string, who = 'lsp') => ok(await k.as(who, 'GET', `/v1/dashboard/lsp/incoming-truck?entries=100&${query}`)).data.map((x: { track_id: number }) => x.track_id);
    expect(await ids(`incoming_type=${a.incoming_type}&plate_number=${encodeURIComponent(plate)}`)).toEqual([trackA]);
    expect(await ids(`incoming_type=${a.incoming_type === 'PICKUP' ? 'DROPOFF' : 'PICKUP'}&plate_number=${encodeURIComponent(plate)}`)).toEqual([]);
    expect(await ids(`search=${encodeURIComponent(a.shipment_identity)}`)).toContain(trackA);
    expect(await ids(`product=${a.products[0].id}&${a.incoming_type === 'PICKUP' ? 'mill' : 'refinery'}=${a.target.id}`)).toContain(trackA);
    expect(await ids(`product_owner=${a.product_owner.id}`)).toContain(trackA);
    expect(await ids('start_date=2000-01-01&end_date=2000-01-02')).toEqual([]);
    expect(await ids(`plate_number=${encodeURIComponent(plate)}`, 'lsp2')).toEqual([]);
    expectError(await k.as('vendor', 'GET', '/v1/dashboard/lsp/incoming-truck'), 403);
    // The spreadsheet: every matching truck, in the caller's language; vendor_id / driver_id as the spec names them.
    const sheet = (res: { rawPayload: Buffer }) => utils.sheet_to_json<unknown[]>(read(res.rawPayload).Sheets[read(res.rawPayload).SheetNames[0]!]!, { header: 1, defval: null });
    const xlsx = await k.as('lsp', 'GET', `/v1/dashboard/lsp/export-excel?plate_number=${encodeURIComponent(plate)}`, undefined, 'id');
    expect(xlsx.statusCode).toBe(200);
    expect(String(xlsx.headers['content-disposition'])).toMatch(/filename="incoming-trucks-\d{4}-\d\d-\d\d\.xlsx"/);
    const [header, row, more] = sheet(xlsx);
    expect(header![0]).toBe('Nomor polisi');
    expect(row![0]).toBe(plate);
    expect(row![1]).toBe('Diam lebih dari 15 menit');
    expect(more).toBeUndefined();
    expect(sheet(await k.as('lsp2', 'GET', `/v1/dashboard/lsp/export-excel?plate_number=${encodeURIComponent(plate)}`)).length).toBe(1);
    expectError(await k.as('vendor', 'GET', '/v1/dashboard/lsp/export-excel'), 403);
    expectError(await k.as('lsp', 'GET', '/v1/dashboard/lsp/export-excel?vendor_id=x'), 400);
    for (const bad of ['incoming_type=SOMEWHERE', 'sort_by=price', 'filter_day=YESTERDAY', 'entries=101', 'start_date=2026-02-30', 'vendor=abc']) {
      expectError(await k.as('lsp', 'GET', `/v1/dashboard/lsp/incoming-truck?${bad}`), 400);
    }
  });

  it("a long trip's live read: thinned in the database to what the path and the stops need, its first and last kept", async () => {
    const [tr] = freeA(1) as [Truck];
    const r = await d.running([tr], true);
    const track = r.trackIds[0]!;
    // A report each second for 12.5 hours (above SHIPMENT_LIVE_POSITIONS_MAX: every second one is
    // read), each 111 m on from the last but for a 15-minute stop from the 20,000th second.
    const n = SHIPMENT_LIVE_POSITIONS_MAX + 5_001;
    const start = Date.parse('2026-03-12T00:00:00Z');
    await k.rows(sql`insert into gps_positions (track_id, recorded_at, latitude, longitude, speed, received_at)
      select ${track}, to_timestamp(${start / 1000} + i), 0.5 + 0.001 * (case when i < 20000 then i when i < 20900 then 20000 else i - 900 end), 101, 40, now()
      from generate_series(0, ${n - 1}) as i`);
    const [truck] = ok(await k.as('lsp', 'GET', `/v1/shipment/${r.shipment.id}/live-tracking`)).data.filter((x: { track_id: number }) => x.track_id === track) as { path: number[][]; stops: unknown[] }[];
    expect(truck!.path.length).toBe(PATH_POINTS_MAX);
    expect(truck!.path[0]).toEqual([0.5, 101]);
    expect(truck!.path.at(-1)![0]).toBeCloseTo(0.5 + 0.001 * (n - 1 - 900), 9);
    expect(truck!.stops).toEqual([{ latitude: 20.5, longitude: 101, started_at: new Date(start + 20_000_000).toISOString(), seconds: 900 }]);
  });

  it('points of interest: the LSP\'s own, by name', async () => {
    await k.rows(sql`insert into points_of_interest (logistics_service_provider_id, name, category, latitude, longitude) values (${k.ids.lsp1}, 'SPBU Kandis', 'FUEL', 0.89, 101.22), (${k.ids.lsp1}, 'Rest Area Duri', 'REST', 1.2, 101.2)`);
    expect(ok(await k.as('lsp', 'GET', '/v1/point_of_interest?search_key=kandis')).data.map((p: { name: string }) => p.name)).toEqual(['SPBU Kandis']);
    expect(ok(await k.as('lsp2', 'GET', '/v1/point_of_interest')).data.some((p: { name: string }) => p.name === 'SPBU Kandis')).toBe(false);
    expectError(await k.as('vendor', 'GET', '/v1/point_of_interest'), 403);
  });

  it('the live row changes at most once a second per truck: one change event, to the track\'s tenants', async () => {
    const dev = 'pA' + DEV_A.slice(2);
    const events = () => k.rows<{ lsp_ids: number[] }>(sql`select lsp_ids from change_events where table_name = 'track_live'`);
    t.clock.advance(5000);
    const before = (await events()).length;
    ok(await osmand({ id: dev, lat: 0.94, lon: 101.22, timestamp: sec('2026-03-10T19:30:00Z') }));
    ok(await osmand({ id: dev, lat: 0.941, lon: 101.221, timestamp: sec('2026-03-10T19:30:01Z') }));
    const after = await events();
    expect(after.length - before).toBe(1);
    expect(after.at(-1)!.lsp_ids.map(Number)).toEqual([k.ids.lsp1]);
    t.clock.advance(1000);
    ok(await osmand({ id: dev, lat: 0.942, lon: 101.222, timestamp: sec('2026-03-10T19:30:02Z') }));
    expect((await events()).length - before).toBe(2);
    // Every position is still stored.
    expect((await positions(trackA)).filter((p) => p.latitude >= 0.94 && p.latitude < 0.95)).toHaveLength(3);
  });

  const positionsWithin = async (track: number, from: string, to: string) => (await positions(track)).filter((p) => new Date(p.recorded_at) >= new Date(from) && new Date(p.recorded_at) < new Date(to));
  const liveOf = async (track: number) => (await k.rows<{ recorded_at: Date; latitude: number }>(sql`select recorded_at, latitude from track_live where track_id = ${track}`))[0]!;
  const liveEvents = () => k.rows<{ lsp_ids: number[]; vendor_ids: number[] }>(sql`select lsp_ids, vendor_ids from change_events where table_name = 'track_live' order by id`);

  it('many reports at once, of one truck and another: every one stored in time order, the live row moved at most once per truck', async () => {
    const devA = 'pA' + DEV_A.slice(2);
    t.clock.advance(5000);
    const eventsBefore = (await liveEvents()).length;
    const bBefore = (await positions(trackB)).length;
    // 30 reports of A a second apart sent in a shuffled order, 10 of B, all at once.
    const secondsA = Array.from({ length: 30 }, (_, i) => (i * 7) % 30);
    const at = (s: number) => sec(`2026-03-10T19:40:${String(s).padStart(2, '0')}Z`);
    const answers = await Promise.all([
      ...secondsA.map((s) => osmand({ id: devA, lat: 0.96 + s / 10_000, lon: 101.23, timestamp: at(s) })),
      ...Array.from({ length: 10 }, (_, s) => osmand({ id: DEV_B, lat: 1.11 + s / 10_000, lon: 101.4, timestamp: at(s) })),
    ]);
    for (const a of answers) expect(ok(a).message).toBe('Position stored.');
    const a = await positionsWithin(trackA, '2026-03-10T19:40:00Z', '2026-03-10T19:41:00Z');
    expect(a.map((p) => new Date(p.recorded_at).getUTCSeconds())).toEqual([...secondsA].sort((x, y) => x - y));
    expect(a.some((p) => p.absurd)).toBe(false);
    expect((await positions(trackB)).length - bBefore).toBe(10);
    // The clock stood still: each truck's live row moved once at most (one event per batch that moved one).
    expect((await liveEvents()).length - eventsBefore).toBeLessThanOrEqual(2);
    t.clock.advance(1000);
    ok(await osmand({ id: devA, lat: 0.97, lon: 101.23, timestamp: at(59) }));
    expect(await liveOf(trackA)).toMatchObject({ latitude: 0.97 });
  });

  it('one batch: judged as one report after another, the newest sane report of each truck shown, one change event for the trucks\' tenants', async () => {
    const devA = 'pA' + DEV_A.slice(2);
    t.clock.advance(5000);
    const now = t.clock.now();
    const report = (deviceId: string, iso: string, latitude: number): Report => ({ deviceId, at: new Date(iso), latitude, longitude: 101.24, speed: null, heading: null, altitude: null, accuracy: null, battery: null });
    const eventsBefore = (await liveEvents()).length;
    const batch = [
      report(devA, '2026-03-10T19:50:00Z', 0.98),
      // 0.98 -> -5 latitude in 30 s: a jump from the batch's own earlier report.
      report(devA, '2026-03-10T19:50:30Z', -5),
      report(devA, '2026-03-10T19:50:10Z', 0.981),
      // Late, and a duplicate: kept.
      report(devA, '2026-03-10T19:49:00Z', 0.979),
      report(devA, '2026-03-10T19:50:00Z', 0.98),
      report(DEV_B, '2026-03-10T19:50:05Z', 1.12),
      report('never-set-up-0002', '2026-03-10T19:50:05Z', 1.12),
      report('pZ' + DEV_A.slice(2), '2026-03-10T19:50:05Z', 1.12),
    ];
    ok(await setDevice('vendor', freeA(1)[0]!.plate, 'pZ' + DEV_A.slice(2)));
    const stored = await storeReports(t.db, batch.map((r) => ({ report: r, now })));
    expect(stored.map((s) => (s.kind === 'stored' ? (s.absurd ? 'absurd' : 'sane') : s.kind))).toEqual(['sane', 'absurd', 'sane', 'sane', 'sane', 'sane', 'unknown', 'no-trip']);
    const a = await positionsWithin(trackA, '2026-03-10T19:49:00Z', '2026-03-10T19:51:00Z');
    expect(a.map((p) => [new Date(p.recorded_at).toISOString().slice(14, 19), p.latitude])).toEqual([['49:00', 0.979], ['50:00', 0.98], ['50:00', 0.98], ['50:10', 0.981], ['50:30', -5]]);
    expect(await liveOf(trackA)).toMatchObject({ latitude: 0.981 });
    expect(await liveOf(trackB)).toMatchObject({ latitude: 1.12 });
    const events = (await liveEvents()).slice(eventsBefore);
    expect(events).toHaveLength(1);
    const vendors = await k.rows<{ vendor_id: number }>(sql`select distinct sv.vendor_id from tracks t join shipment_vendors sv on sv.id = t.shipment_vendor_id where t.id in (${trackA}, ${trackB}) order by 1`);
    expect(vendors).toHaveLength(2);
    expect(events[0]!.vendor_ids.map(Number)).toEqual(vendors.map((v) => Number(v.vendor_id)));
    expect(events[0]!.lsp_ids.map(Number)).toEqual([k.ids.lsp1]);
  });

  // Two API nodes on one PostgreSQL (docs/realtime.md): the position goes in through node A; a
  // browser on node B hears of it through its realtime stream and reads the truck where it now is.
  // Not on PGlite: it lives inside one process.
  if (engineUnderTest() === 'postgres') it('a position posted through node A moves the truck for a browser on node B in under 1 s', async () => {
    const openedB = await openDb({ databaseUrl: testDatabaseUrl(), migrate: false });
    const nodeB = await buildApp({ services: createServices({ opened: openedB, appUrl: APP_URL, clock: () => t.clock.now() }) });
    try {
      const stream = expectOpen(await openStream(await nodeB.listen({ port: 0, host: '127.0.0.1' }), k.tokens.lsp));
      const devA = 'pA' + DEV_A.slice(2);
      for (const [i, latitude] of [0.991, 0.992, 0.993].entries()) {
        t.clock.advance(5000);
        const sent = Date.now();
        ok(await osmand({ id: devA, lat: latitude, lon: 101.25, timestamp: sec(`2026-03-10T20:0${i}:00Z`) }));
        await stream.waitFor((m) => m.event === 'change' && (m.data as { table: string }).table === 'track_live', 1000);
        const live = ok(await nodeB.inject({ method: 'GET', url: '/v1/dashboard/lsp/live-tracking', headers: { authorization: `Bearer ${k.tokens.lsp}` } }));
        expect(JSON.stringify(live.data)).toContain(String(latitude));
        expect(Date.now() - sent).toBeLessThan(1000);
        stream.messages.length = 0;
      }
      stream.close();
    } finally {
      await nodeB.close();
      await openedB.close();
    }
  });

  it("an LSP's live rows are read once for its live reads while no table they read changes; a report shows at once, the signal follows the clock", async () => {
    const dev = 'pA' + DEV_A.slice(2);
    const ofA = async () => (ok(await k.as('lsp', 'GET', '/v1/dashboard/lsp/live-tracking')).data as LiveTruck[]).find((x) => x.track_id === trackA)!;
    const report = (lat: number) => osmand({ id: dev, lat, lon: 101.3, timestamp: String(Math.floor(t.clock.now().getTime() / 1000)), speed: 20 });
    // After every report the tests before sent (up to 20:02), so the live row moves.
    t.clock.advance(Date.parse('2026-03-10T21:00:00Z') - t.clock.now().getTime());
    ok(await report(0.95));
    const first = await ofA();
    expect(first).toMatchObject({ position: { latitude: 0.95 }, signal: 'MOVING' });
    const kept = t.services.liveRows.bytes;
    expect(kept).toBeGreaterThan(0);
    // No write since: the live map, the truck status and the shipping status answer from the kept rows.
    expect(await ofA()).toEqual(first);
    const status = ok(await k.as('lsp', 'GET', '/v1/dashboard/lsp/truck-status')).data;
    expect(ok(await k.as('lsp', 'GET', '/v1/dashboard/lsp/shipping-status-trucks')).meta.total).toBe(status.total);
    expect(t.services.liveRows.bytes).toBe(kept);
    // A report moves the live row, and so its table's stamp: the next read shows it.
    t.clock.advance(2000);
    ok(await report(0.96));
    expect((await ofA()).position).toMatchObject({ latitude: 0.96 });
    // Nothing for 16 minutes: SILENT, worked out from the same kept rows.
    const rows = t.services.liveRows.bytes;
    t.clock.advance(16 * 60_000);
    expect((await ofA()).signal).toBe('SILENT');
    expect(t.services.liveRows.bytes).toBe(rows);
    // Another LSP's read is its own rows.
    expect((ok(await k.as('lsp2', 'GET', '/v1/dashboard/lsp/live-tracking')).data as LiveTruck[]).some((x) => x.track_id === trackA)).toBe(false);
  });

  it('a report stamped over an hour after it arrived (a clock set wrong, local time sent as UTC) is kept, marked absurd, never shown as the truck', async () => {
    const dev = 'pA' + DEV_A.slice(2);
    const nowS = () => Math.floor(t.clock.now().getTime() / 1000);
    t.clock.advance(5000);
    // WIB (UTC+7) sent as if it were UTC.
    ok(await osmand({ id: dev, lat: 0.97, lon: 101.3, timestamp: nowS() + 7 * 3600, speed: 20 }));
    const ahead = (await positions(trackA)).at(-1)!;
    expect([Number(ahead.latitude), ahead.absurd]).toEqual([0.97, true]);
    expect(Number((await liveOf(trackA)).latitude)).not.toBe(0.97);
    // The truck's next true report moves it; a device clock ten minutes fast is believed.
    t.clock.advance(2000);
    ok(await osmand({ id: dev, lat: 0.975, lon: 101.3, timestamp: nowS(), speed: 20 }));
    expect(Number((await liveOf(trackA)).latitude)).toBe(0.975);
    t.clock.advance(2000);
    ok(await osmand({ id: dev, lat: 0.976, lon: 101.3, timestamp: nowS() + 600, speed: 20 }));
    expect(Number((await liveOf(trackA)).latitude)).toBe(0.976);
  });
});

