// Geofences and their alerts (docs/tracking.md "Geofences and alerts") through the API, on PGlite
// and PostgreSQL: drawing with every bad input refused, each LSP's own only, detection through the
// real OsmAnd endpoint (enter after the dwell, border jitter raising nothing, exit, a stop in a
// forbidden zone, reports out of order), the alert list's filters, its life cycle generated from
// the states table, the notification in the bell, the export, and what detection costs a batch
// (nothing when no geofence concerns it).
import { read, utils } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GEOFENCE_ALERT_STATES, geofenceAlertMachine } from '../../contract/states.ts';
import { resetAllowances } from '../../server/lib/tracking/ingest.ts';
import { storeReports } from '../../server/lib/tracking/store.ts';
import { raiseAlerts, type NewAlert } from '../../server/lib/geofences/raise.ts';
import { AlertTeller, tellAlerts } from '../../server/lib/geofences/tell.ts';
import type { Db } from '../../server/db/open.ts';
import { expectError, type TestApp } from './harness.ts';
import { ok, type Kit, type Truck } from './freight-kit.ts';
import { dispatchApp, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let freeA: (n: number) => Truck[];

beforeAll(async () => {
  ({ t, k, d, freeA } = await dispatchApp(8));
  await k.signIn('lsp2', await t.login('lsp2@lsi.test'));
});
afterAll(() => t?.close());
beforeEach(() => resetAllowances());

const CENTER = { lat: 0.5, lon: 101.5 };
/** Metres north of the centre, in degrees of latitude. */
const north = (m: number) => CENTER.lat + m / 111_195;
const T0 = Date.parse('2026-03-10T03:00:00Z');

const circle = (extra: Record<string, unknown> = {}) => ({ name: 'Zona Rawan KM 12', kind: 'FORBIDDEN', shape: 'CIRCLE', latitude: CENTER.lat, longitude: CENTER.lon, radius_m: 500, dwell_seconds: 60, ...extra });
const make = async (body: object, who = 'lsp') => ok(await k.as(who, 'POST', '/v1/geofences', body)).data as { id: number; name: string };

let deviceNo = 0;
/** A truck of vendor A on the road with a device id of its own; post(lat, seconds after T0, knots). */
async function truckOnRoad() {
  const [truck] = freeA(1) as [Truck];
  const device = `gfDevK9q${String(++deviceNo).padStart(4, '0')}xYzW7`;
  ok(await k.as('vendor', 'PUT', `/v1/vehicle-detail/${truck.plate}/gps-device`, { device_id: device }));
  const run = await d.running([truck]);
  const post = async (lat: number, seconds: number, speed = 0) => {
    const q = new URLSearchParams({ id: device, lat: String(lat), lon: String(CENTER.lon), speed: String(speed), timestamp: String(Math.floor((T0 + seconds * 1000) / 1000)) });
    ok(await t.call({ method: 'GET', url: `/v1/positions/osmand?${q}` }));
  };
  return { truck, trackId: run.trackIds[0]!, shipment: run.shipment, post };
}

const alertsOf = (trackId: number) => k.rows<{ id: number; type: string; started_at: Date; status: string }>(sql`select id, type, started_at, status from geofence_alerts where track_id = ${trackId} order by id`);
const clearFences = () => t.db.execute(sql`delete from geofences`);

describe('drawing geofences', () => {
  it('saves a circle and a polygon, lists them by name (case-insensitive contains), changes and deletes them', async () => {
    await clearFences();
    const made = ok(await k.as('lsp', 'POST', '/v1/geofences', circle({ name: 'PKS Kandis', kind: 'MILL' })));
    expect(made.message).toBe('Geofence PKS Kandis saved.');
    expect(made.data).toMatchObject({ kind: 'MILL', shape: 'CIRCLE', radius_m: 500, points: null, dwell_seconds: 60 });
    const poly = await make({ name: 'Refinery Dumai', kind: 'REFINERY', shape: 'POLYGON', points: [[1.6, 101.4], [1.6, 101.5], [1.7, 101.5], [1.7, 101.4]] });
    expect(ok(await k.as('lsp', 'GET', '/v1/geofences')).data.map((g: { name: string }) => g.name)).toEqual(['PKS Kandis', 'Refinery Dumai']);
    const found = ok(await k.as('lsp', 'GET', '/v1/geofences?search_key=dUMAI')).data;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ shape: 'POLYGON', radius_m: null, latitude: 1.65, longitude: 101.45, dwell_seconds: 120 });
    const changed = ok(await k.as('lsp', 'PUT', `/v1/geofences/${poly.id}`, { name: 'Kilang Dumai', kind: 'REFINERY', shape: 'CIRCLE', latitude: 1.65, longitude: 101.45, radius_m: 2000 }, 'id'));
    expect(changed.message).toBe('Geofence Kilang Dumai diubah.');
    expect(ok(await k.as('lsp', 'DELETE', `/v1/geofences/${poly.id}`)).message).toBe('Geofence Kilang Dumai deleted.');
    expect(ok(await k.as('lsp', 'GET', '/v1/geofences')).meta.total).toBe(1);
  });

  it('refuses a bad shape with a message on the field, in both languages, and saves nothing', async () => {
    const before = await k.rows(sql`select count(*)::int as n from geofences`);
    const bad: [object, string][] = [
      [circle({ radius_m: 10 }), 'radius_m'],
      [circle({ radius_m: 60_000 }), 'radius_m'],
      [circle({ radius_m: 'NaN' }), 'radius_m'],
      [circle({ latitude: 91 }), 'latitude'],
      [circle({ longitude: undefined }), 'longitude'],
      [circle({ kind: 'SECRET' }), 'kind'],
      [circle({ dwell_seconds: 4000 }), 'dwell_seconds'],
      [circle({ name: '  ' }), 'name'],
      [{ ...circle(), shape: 'POLYGON', points: [[1, 101], [1.1, 101]] }, 'points'],
      [{ ...circle(), shape: 'POLYGON', points: [[1, 101], [1, 101], [1, 101], [1.1, 101]] }, 'points'],
      [{ ...circle(), shape: 'POLYGON', points: [[1, 101], [1.1, 101.1], [1.2, 101.2]] }, 'points'],
      [{ ...circle(), shape: 'POLYGON', points: [[1, 101], [95, 101], [1.2, 101.3]] }, 'points.1.0'],
      [{ ...circle(), shape: 'POLYGON', points: Array.from({ length: 101 }, (_, i) => [1 + Math.sin(i) / 10, 101 + Math.cos(i) / 10]) }, 'points'],
    ];
    for (const [body, field] of bad) {
      const err = expectError(await k.as('lsp', 'POST', '/v1/geofences', body), 422);
      expect(Object.keys(err.errors ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect(expectError(await k.as('lsp', 'POST', '/v1/geofences', circle({ radius_m: 10 }), 'id'), 422).errors?.radius_m?.[0]).toMatch(/50/);
    expect(expectError(await k.as('lsp', 'POST', '/v1/geofences', circle({ radius_m: 60_000 })), 422).errors?.radius_m?.[0]).toMatch(/50000|50,000/);
    expect(await k.rows(sql`select count(*)::int as n from geofences`)).toEqual(before);
  });

  it("is the LSP's own: another LSP gets 404, vendors and shipping companies 403", async () => {
    const mine = await make(circle({ name: 'Only mine' }));
    expect(ok(await k.as('lsp2', 'GET', '/v1/geofences?search_key=only')).data).toEqual([]);
    expectError(await k.as('lsp2', 'PUT', `/v1/geofences/${mine.id}`, circle()), 404);
    expectError(await k.as('lsp2', 'DELETE', `/v1/geofences/${mine.id}`), 404);
    for (const who of ['vendor', 'shipper']) {
      expectError(await k.as(who, 'GET', '/v1/geofences'), 403);
      expectError(await k.as(who, 'POST', '/v1/geofences', circle()), 403);
      expectError(await k.as(who, 'GET', '/v1/alert/geofencing'), 403);
    }
    ok(await k.as('lsp', 'DELETE', `/v1/geofences/${mine.id}`));
  });
});

describe('alerts from positions', () => {
  beforeAll(clearFences);

  it('enter after the dwell, nothing from border jitter, exit after the dwell outside; late reports change nothing', async () => {
    await make(circle({ kind: 'MILL', name: 'PKS Jitter' }));
    const jitter = await truckOnRoad();
    // 10 minutes on the border, every other report 10 m in, then 10 m out: no alert either way.
    for (let i = 0; i < 20; i++) await jitter.post(north(i % 2 ? 510 : 490), i * 30, 5);
    expect(await alertsOf(jitter.trackId)).toEqual([]);

    const truck = await truckOnRoad();
    await truck.post(north(2000), 0, 30);
    await truck.post(north(100), 30, 20);
    await truck.post(north(50), 60, 10);
    expect(await alertsOf(truck.trackId)).toEqual([]);
    await truck.post(north(0), 90, 5);
    const [enter] = await alertsOf(truck.trackId);
    expect(enter).toMatchObject({ type: 'geofence_enter', status: 'NEW' });
    expect(new Date(enter!.started_at).getTime()).toBe(T0 + 30_000);
    // A short trip out and back in: still the same stay.
    await truck.post(north(600), 120, 10);
    await truck.post(north(0), 150, 10);
    // Out; reports older than the newest one judged (a phone catching up) change nothing.
    await truck.post(north(3000), 400, 40);
    await truck.post(north(0), 200, 0);
    await truck.post(north(0), 300, 0);
    expect((await alertsOf(truck.trackId)).map((a) => a.type)).toEqual(['geofence_enter']);
    await truck.post(north(5000), 470, 40);
    const types = await alertsOf(truck.trackId);
    expect(types.map((a) => a.type)).toEqual(['geofence_enter', 'geofence_exit']);
    expect(new Date(types[1]!.started_at).getTime()).toBe(T0 + 400_000);
    expect(await k.rows(sql`select 1 from geofence_presence where track_id = ${truck.trackId}`)).toEqual([]);
  });

  it('a truck standing still in a forbidden zone raises one mafia alert, listed with filter geofence_mafia, and a notification for the LSP', async () => {
    await clearFences();
    const fence = await make(circle({ name: 'Gudang Liar Duri' }));
    const truck = await truckOnRoad();
    for (let s = 0; s <= 600; s += 60) await truck.post(north(s % 120 ? 8 : 0), s, 0);
    const alerts = await alertsOf(truck.trackId);
    expect(alerts.map((a) => a.type)).toEqual(['geofence_enter', 'geofence_mafia']);

    const listed = ok(await k.as('lsp', 'GET', '/v1/alert/geofencing?filter_columns=type&filter_keys=geofence_mafia&page=1'));
    const mine = listed.data.filter((a: { track_id: number }) => a.track_id === truck.trackId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'geofence_mafia',
      status: 'NEW',
      geofence: { id: fence.id, name: 'Gudang Liar Duri', kind: 'FORBIDDEN' },
      plate_number: truck.truck.plateNumber,
      driver_name: truck.truck.driverName,
      vendor: { id: k.ids.vendor1 },
      shipment: { id: truck.shipment.id },
      started_at: new Date(T0).toISOString(),
    });
    expect(listed.data.every((a: { type: string }) => a.type === 'geofence_mafia')).toBe(true);
    // The spec's search and vendor_id; another vendor's alerts are not these.
    expect(ok(await k.as('lsp', 'GET', `/v1/alert/geofencing?search=${encodeURIComponent('liar duri')}&vendor_id=${k.ids.vendor1}`)).meta.total).toBe(2);
    expect(ok(await k.as('lsp', 'GET', `/v1/alert/geofencing?search=${encodeURIComponent(truck.truck.plateNumber)}&vendor_id=${k.ids.vendor2}`)).meta.total).toBe(0);
    expect(ok(await k.as('lsp2', 'GET', '/v1/alert/geofencing')).meta.total).toBe(0);

    // Told off the ingest's path, once the alert is stored.
    await t.services.alertTeller.idle();
    const notes = ok(await k.as('lsp', 'GET', '/v1/notifications?filter_columns=tag&filter_keys=GEOFENCE')).data;
    const mafia = notes.find((n: { title: string; body: string }) => n.title === 'Truck stopped in a forbidden zone' && n.body.includes(truck.truck.plateNumber));
    expect(mafia).toMatchObject({ tag: 'GEOFENCE', shipment_id: truck.shipment.id });
    expect(mafia.body).toContain('Gudang Liar Duri');
    const inId = ok(await k.as('lsp', 'GET', '/v1/notifications?filter_columns=tag&filter_keys=GEOFENCE', undefined, 'id')).data;
    expect(inId.some((n: { title: string }) => n.title === 'Truk berhenti di zona terlarang')).toBe(true);
    // Only the LSP's users are told.
    expect(await k.rows(sql`select 1 from notifications n join users u on u.id = n.user_id where n.tag = 'GEOFENCE' and u.role <> 'LOGISTIC_SERVICE_PROVIDER'`)).toEqual([]);
  });
});

describe('two API processes', () => {
  it('judging the same stay raise its alert once, and tell each LSP user once', async () => {
    await clearFences();
    const fence = await make(circle({ name: 'Zona Dua Proses' }));
    const truck = await truckOnRoad();
    const stay: NewAlert = { lspId: k.ids.lsp1, geofenceId: fence.id, trackId: truck.trackId, type: 'geofence_mafia', startedAt: new Date(T0), lat: CENTER.lat, lon: CENTER.lon };
    const told = async () => Number((await k.rows<{ n: number }>(sql`select count(*)::int as n from notifications where tag = 'GEOFENCE' and body_en like ${'%Zona Dua Proses%'}`))[0]!.n);
    // As each process would, in its own transaction, at once.
    const raised = await Promise.all([0, 1].map(() => t.db.transaction((tx) => raiseAlerts(tx, [stay], new Date()))));
    expect(raised.sort()).toEqual([0, 1]);
    expect(await t.db.transaction((tx) => raiseAlerts(tx, [stay], new Date()))).toBe(0);
    expect((await alertsOf(truck.trackId)).map((a) => a.type)).toEqual(['geofence_mafia']);
    expect(await told()).toBe(0);
    // Both processes' tellers at once, and a sweep after: each user told once.
    const tellers = await Promise.all([0, 1].map(() => tellAlerts(t.db, new Date())));
    expect(tellers.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await tellAlerts(t.db, new Date());
    const users = Number((await k.rows<{ n: number }>(sql`select count(*)::int as n from users where role = 'LOGISTIC_SERVICE_PROVIDER' and not is_disabled and logistics_service_provider_id = ${k.ids.lsp1}`))[0]!.n);
    expect(await told()).toBe(users);
  });
});

describe('telling the alerts', () => {
  it('an alert a stopped process left untold is told by the next sweep of a teller, once', async () => {
    const fence = await make(circle({ name: 'Zona Sapuan' }));
    const truck = await truckOnRoad();
    const stay: NewAlert = { lspId: k.ids.lsp1, geofenceId: fence.id, trackId: truck.trackId, type: 'geofence_enter', startedAt: new Date(T0), lat: CENTER.lat, lon: CENTER.lon };
    // Raised, then the process stopped before telling it.
    expect(await t.db.transaction((tx) => raiseAlerts(tx, [stay], new Date()))).toBe(1);
    const told = async () => Number((await k.rows<{ n: number }>(sql`select count(*)::int as n from notifications where tag = 'GEOFENCE' and body_en like ${'%Zona Sapuan%'}`))[0]!.n);
    expect(await told()).toBe(0);
    const teller = new AlertTeller(t.db, () => new Date(), (e) => {
      throw e;
    });
    teller.start(60_000);
    await teller.stop();
    const users = Number((await k.rows<{ n: number }>(sql`select count(*)::int as n from users where role = 'LOGISTIC_SERVICE_PROVIDER' and not is_disabled and logistics_service_provider_id = ${k.ids.lsp1}`))[0]!.n);
    expect(await told()).toBe(users);
    expect(await k.rows(sql`select 1 from geofence_alerts where notified_at is null`)).toEqual([]);
    // Told is told: another sweep writes nothing more.
    teller.kick();
    await teller.idle();
    expect(await told()).toBe(users);
  });
});

describe('an alert\'s life cycle', () => {
  let alertId: number;
  beforeAll(async () => {
    const fence = await make(circle({ name: 'Life cycle', kind: 'OTHER', dwell_seconds: 0 }));
    const truck = await truckOnRoad();
    await truck.post(north(0), 0);
    [alertId] = (await alertsOf(truck.trackId)).map((a) => a.id) as [number];
    expect(fence.id).toBeGreaterThan(0);
  });

  it('acknowledged then resolved by the LSP; another LSP 404, a vendor 403', async () => {
    expectError(await k.as('lsp2', 'PUT', `/v1/alert/geofencing/${alertId}/acknowledge`), 404);
    expectError(await k.as('vendor', 'PUT', `/v1/alert/geofencing/${alertId}/acknowledge`), 403);
    const ack = ok(await k.as('lsp', 'PUT', `/v1/alert/geofencing/${alertId}/acknowledge`));
    expect(ack).toMatchObject({ message: 'Alert acknowledged.', data: { status: 'ACKNOWLEDGED', acknowledged_by: expect.any(String) } });
    const res = ok(await k.as('lsp', 'PUT', `/v1/alert/geofencing/${alertId}/resolve`, undefined, 'id'));
    expect(res).toMatchObject({ message: 'Peringatan diselesaikan.', data: { status: 'RESOLVED', resolved_at: expect.any(String) } });
  });

  // Generated from the states table: every action from every state it does not start from.
  const forbidden = geofenceAlertMachine.transitions.flatMap((tr) => GEOFENCE_ALERT_STATES.filter((s) => !(tr.from as readonly string[]).includes(s)).map((s) => [tr.action, s] as const));
  it.each(forbidden)('%s from %s: 409 naming the alert, the state and the action, nothing changed', async (action, state) => {
    await t.db.execute(sql`update geofence_alerts set status = ${state} where id = ${alertId}`);
    const before = await k.rows(sql`select * from geofence_alerts where id = ${alertId}`);
    const lang = state === 'RESOLVED' ? 'id' : 'en';
    const err = expectError(await k.as('lsp', 'PUT', `/v1/alert/geofencing/${alertId}/${action}`, undefined, lang), 409);
    expect(err.message).toMatch(lang === 'en' ? /geofence alert/ : /peringatan geofence/);
    expect(await k.rows(sql`select * from geofence_alerts where id = ${alertId}`)).toEqual(before);
  });
  expect(forbidden.length).toBeGreaterThan(0);
});

describe('the export', () => {
  it('is a spreadsheet of the filtered alerts in the caller\'s language', async () => {
    const res = await k.as('lsp', 'GET', '/v1/alert/geofencing/export-excel?filter_columns=type&filter_keys=geofence_mafia', undefined, 'id');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="geofence-alerts-\d{4}-\d\d-\d\d\.xlsx"$/);
    const book = read(res.rawPayload);
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toContain('Nomor polisi');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[0] === 'Berhenti di zona terlarang')).toBe(true);
    // Kept in the LSP's export files with the filters it was asked with (docs/exports.md).
    const [kept] = (await k.as('lsp', 'GET', '/v1/exports')).json().data;
    expect(kept).toMatchObject({ kind: 'GEOFENCE_ALERTS', status: 'DONE', rows: rows.length - 1, filters: { filter_columns: 'type', filter_keys: 'geofence_mafia' } });
    const before = await k.rows(sql`select id from export_files`);
    expectError(await k.as('lsp', 'GET', '/v1/alert/geofencing/export-excel?filter_columns=secret&filter_keys=x'), 400);
    expectError(await k.as('lsp', 'GET', '/v1/alert/geofencing/export-excel?sort_column=secret'), 400);
    expect(await k.rows(sql`select id from export_files`)).toEqual(before);
  });

  it('reads its list dates in the caller\'s timezone, recorded as instants the job reads the same', async () => {
    const all = (await k.as('lsp', 'GET', '/v1/alert/geofencing?entries=1000')).json().data as { raised_at: string }[];
    const day = all[0]!.raised_at.slice(0, 10);
    const res = await t.call({ method: 'GET', url: `/v1/alert/geofencing/export-excel?filter_date_start=${day}&filter_date_end=${day}`, token: await t.login('lsp@lsi.test'), headers: { 'timezone-offset': '0' } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const [kept] = (await k.as('lsp', 'GET', '/v1/exports')).json().data;
    expect(kept.filters).toMatchObject({ filter_date_start: `${day}T00:00:00.000Z`, filter_date_end: `${day}T23:59:59.999Z` });
    const book = read(res.rawPayload);
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows.length - 1).toBe(all.filter((x) => x.raised_at.slice(0, 10) === day).length);
  });
});

describe('the cost to the ingest', () => {
  /** The database, counting the statements (and transactions) made through it. */
  function counted(): { db: Db; calls: string[] } {
    const calls: string[] = [];
    const db = new Proxy(t.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function' || !['execute', 'select', 'transaction', 'insert', 'update', 'delete'].includes(String(key))) return value;
        return (...args: unknown[]) => {
          calls.push(String(key));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { db, calls };
  }
  const arrival = (device: string, lat: number, seconds: number) => ({
    report: { deviceId: device, at: new Date(T0 + 3_600_000 + seconds * 1000), latitude: lat, longitude: CENTER.lon, speed: 0, heading: null, altitude: null, accuracy: null, battery: null },
    now: new Date(),
  });

  it('a batch no geofence concerns costs no statement beyond its read and its write', async () => {
    await clearFences();
    const truck = await truckOnRoad();
    const device = (await k.rows<{ gps_device_id: string }>(sql`select gps_device_id from vehicle_details where id = ${truck.truck.plate}`))[0]!.gps_device_id;
    // The LSP has no geofence: after the first batch (which reads that, once), nothing more.
    await storeReports(t.db, [arrival(device, north(5000), 0)]);
    const none = counted();
    await storeReports(none.db, [arrival(device, north(5000), 30), arrival(device, north(5000), 60)]);
    expect(none.calls).toEqual(['execute', 'execute']);
    // A geofence far from the truck: the same two.
    await make(circle({ name: 'Far away' }));
    await storeReports(t.db, [arrival(device, north(5000), 90)]);
    const far = counted();
    await storeReports(far.db, [arrival(device, north(5000), 120)]);
    expect(far.calls).toEqual(['execute', 'execute']);
    // Inside it: one write more (the presence row), in one transaction.
    const near = counted();
    await storeReports(near.db, [arrival(device, north(0), 150)]);
    expect(near.calls).toEqual(['execute', 'execute', 'transaction']);
  });
});
