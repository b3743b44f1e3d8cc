// Positions of FMS-synced trucks (lib/fms/pull.ts): the sync keeps the token sealed, a pull hands
// the FMS's positions to the ingest (the vendor's FMS plates without a device of their own only),
// the cursor moves on, a refusal stops the pulls, failures are retried, and of two processes
// pulling at once one pulls each link.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FMS_ACCOUNT, FmsUnavailable, type FleetService, type FmsPosition, type FmsPositions } from '../../server/adapters/fms.ts';
import { FMS_LINK_STATES, fmsLinkMachine, transitionOf } from '../../contract/states.ts';
import { FmsPuller, type PullOutcome } from '../../server/lib/fms/pull.ts';
import { unseal } from '../../server/lib/fms/sealing.ts';
import { assignment, ok, publishedOrder, trucks, type Kit, type Truck } from './freight-kit.ts';
import { expectError, type TestApp } from './harness.ts';
import { dispatchApp, request } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let onTrip: Truck;
let idle: Truck;
let withDevice: Truck;
let trackId: number;
let vendorId: number;
let otherVendors: Truck;

/** What the fake FMS answers next (one per pull, in order), and the cursors it was asked with. */
let script: (() => Promise<FmsPositions | null>)[] = [];
let asked: (string | null)[] = [];
const fake = (): FleetService => ({
  name: 'fms.example',
  signIn: async () => 'tok',
  fetchFleet: async () => [],
  fetchPositions: async (token, cursor) => {
    expect(token).toBe('demo-fleet-token');
    asked.push(cursor);
    const next = script.shift();
    if (!next) throw new Error('no answer scripted');
    return next();
  },
});
const puller = () => new FmsPuller({ db: t.db, fms: fake(), clock: () => t.clock.now(), positions: t.services.positions, key: t.services.fmsTokenKey, everyMs: 0, warn: (e) => { throw e; } });
const pullOnce = async (): Promise<PullOutcome | undefined> => (await puller().pullDue()).get(vendorId);

const at = (minute: number) => new Date(Date.parse('2026-03-10T19:00:00Z') + minute * 60_000);
const position = (plate: string, minute: number, lat = 0.9 + minute / 1000): FmsPosition => ({ plate_number: plate, at: at(minute), latitude: lat, longitude: 101.2, speed: 40, heading: 90, altitude: 10 });
const answer = (cursor: string, ...positions: FmsPosition[]) => async () => ({ positions, cursor });
const link = async () => (await k.rows<{ state: string; cursor: string | null; refused_at: Date | null; failing_since: Date | null; positions_stored: number; last_position_at: Date | null; token: string }>(sql`select * from fms_links where vendor_id = ${vendorId}`))[0];
const fmsLink = async (lang: 'en' | 'id' = 'en') => ok(await k.as('vendor', 'GET', '/v1/fms/link', undefined, lang)).data;
const stored = (track: number) => k.rows<{ minute: string; latitude: number }>(sql`select to_char(recorded_at at time zone 'UTC', 'HH24:MI') as minute, latitude from gps_positions where track_id = ${track} order by recorded_at, id`);
const pullLog = () => k.rows<{ outcome: string; reason: string; counterpart: string; direction: string }>(sql`select outcome, reason, counterpart, direction from mirroring_logs where kind = 'FMS_POSITIONS' order by id`);

beforeAll(async () => {
  let d;
  ({ t, k, d } = await dispatchApp(0));
  [otherVendors] = (await trucks(k, d.tankerB, 1)) as [Truck];
  vendorId = k.ids.vendor1!;
  ok(await k.as('vendor', 'POST', '/v1/fms/sync', DEMO_FMS_ACCOUNT));
  const [model] = await k.rows<{ id: number }>(sql`select id from vehicles where vendor_id = ${vendorId} and source = 'FMS' and name = 'FMS Tangki 24 KL'`);
  [onTrip, idle, withDevice] = (await trucks(k, model!.id, 3)) as [Truck, Truck, Truck];
  ok(await k.as('vendor', 'PUT', `/v1/vehicle-detail/${withDevice.plate}/gps-device`, { device_id: 'fmsDeviceOwnIdX9qL2mZ7' }));
  const order = await publishedOrder(k);
  const made = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [order.id], vendors: [request(vendorId, model!.id, 2)] })).data;
  const part = made.shipment_vendors.find((p: { vendor: { id: number } }) => p.vendor.id === vendorId).id;
  const accepted = ok(await k.as('vendor', 'PUT', `/v1/shipment/${made.id}/accept`, { shipment_vendor_id: part, tracks: [assignment(onTrip), assignment(withDevice)] })).data;
  trackId = accepted.tracks.find((tr: { vehicle_detail_id?: number; vehicle_detail?: { id: number } }) => (tr.vehicle_detail_id ?? tr.vehicle_detail?.id) === onTrip.plate)?.id ?? accepted.tracks[0].id;
});
afterAll(() => t?.close());
beforeEach(() => {
  script = [];
  asked = [];
});

describe('the link a sync keeps', () => {
  it('holds the token sealed for the vendor, and answers how the pulls go', async () => {
    const row = (await link())!;
    expect(row.token).not.toContain('demo-fleet-token');
    expect(unseal(t.services.fmsTokenKey, vendorId, row.token)).toBe('demo-fleet-token');
    expect(unseal(t.services.fmsTokenKey, vendorId + 1, row.token)).toBeNull();
    expect(await fmsLink()).toMatchObject({ email: 'demo@fms.test', pull: 'PULLING', last_pulled_at: null, positions_stored: 0 });
    expectError(await k.as('lsp', 'GET', '/v1/fms/link'), 403);
    expect(ok(await k.as('vendorB', 'GET', '/v1/fms/link')).data).toBeNull();
  });
});

describe('a pull', () => {
  it('stores the positions of the vendor\'s FMS truck on its trip, in time order, and moves the cursor on', async () => {
    script = [
      answer(
        'c1',
        position(onTrip.plateNumber, 2),
        // Late, lower case, spaced: the same plate.
        position(`  ${onTrip.plateNumber.toLowerCase()} `, 1),
        // No trip on the road; a device of its own; another vendor's plate; a plate nobody has.
        position(idle.plateNumber, 1),
        position(withDevice.plateNumber, 1),
        position(otherVendors.plateNumber, 1),
        position('ZZ 9999 ZZ', 1),
      ),
    ];
    expect(await pullOnce()).toEqual({ kind: 'pulled', positions: 6, stored: 2 });
    expect(asked).toEqual([null]);
    expect((await stored(trackId)).map((p) => p.minute)).toEqual(['19:01', '19:02']);
    expect(await k.rows(sql`select 1 from gps_positions g join tracks tr on tr.id = g.track_id where tr.vehicle_detail_id in (${idle.plate}, ${withDevice.plate})`)).toHaveLength(0);
    // Not unknown devices: nothing listed for the vendor.
    expect(ok(await k.as('vendor', 'GET', '/v1/gps-devices/unknown')).data).toEqual([]);
    const [live] = await k.rows<{ latitude: number }>(sql`select latitude from track_live where track_id = ${trackId}`);
    expect(live!.latitude).toBeCloseTo(0.902, 6);
    expect(await link()).toMatchObject({ state: 'PULLING', cursor: 'c1', positions_stored: 2, failing_since: null });
    expect(await fmsLink()).toMatchObject({ pull: 'PULLING', positions_stored: 2, last_position_at: '2026-03-10T19:02:00.000Z' });

    script = [answer('c2', position(onTrip.plateNumber, 3), position(onTrip.plateNumber, 4, 95))];
    expect(await pullOnce()).toEqual({ kind: 'pulled', positions: 2, stored: 2 });
    expect(asked).toEqual([null, 'c1']);
    // An absurd one is kept, marked.
    expect((await k.rows<{ absurd: boolean }>(sql`select absurd from gps_positions where track_id = ${trackId} order by recorded_at`)).map((p) => p.absurd)).toEqual([false, false, false, true]);
  });

  it('an unreachable FMS is tried again at each pull and logged once per failing spell', async () => {
    const down = async () => {
      throw new FmsUnavailable('unreachable');
    };
    script = [down, down, answer('c3')];
    expect(await pullOnce()).toEqual({ kind: 'unavailable', reason: 'UNREACHABLE' });
    expect(await fmsLink('id')).toMatchObject({ pull: 'FAILING' });
    expect((await link())!.state).toBe('FAILING');
    expect(await pullOnce()).toEqual({ kind: 'unavailable', reason: 'UNREACHABLE' });
    expect(await pullLog()).toEqual([{ outcome: 'FAILED', reason: 'UNREACHABLE', counterpart: 'fms.example', direction: 'IN' }]);
    expect(asked).toEqual(['c2', 'c2']);
    expect(await pullOnce()).toEqual({ kind: 'pulled', positions: 0, stored: 0 });
    expect(await fmsLink()).toMatchObject({ pull: 'PULLING', failing_since: null });
    expect(await link()).toMatchObject({ cursor: 'c3' });
  });

  it('of two processes pulling at once, one pulls the link', async () => {
    script = [answer('c4', position(onTrip.plateNumber, 5)), answer('c5', position(onTrip.plateNumber, 5))];
    const [a, b] = await Promise.all([puller().pullDue(), puller().pullDue()]);
    expect([a.get(vendorId), b.get(vendorId)].filter(Boolean)).toEqual([{ kind: 'pulled', positions: 1, stored: 1 }]);
    expect(asked).toEqual(['c3']);
    expect((await stored(trackId)).filter((p) => p.minute === '19:05')).toHaveLength(1);
    script = [];
  });

  it('a pull whose lease ran out meanwhile leaves the cursor to the process that took the link over', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    script = [
      async () => {
        await gate;
        return { positions: [], cursor: 'late' };
      },
      answer('c6'),
    ];
    const slow = puller().pullDue();
    await new Promise((r) => setTimeout(r, 50));
    t.clock.advance(61_000);
    expect((await puller().pullDue()).get(vendorId)).toEqual({ kind: 'pulled', positions: 0, stored: 0 });
    release();
    expect((await slow).get(vendorId)).toEqual({ kind: 'lost' });
    expect(await link()).toMatchObject({ cursor: 'c6' });
  });

  it('a refused token stops the pulls, logged once, until the vendor syncs again', async () => {
    script = [async () => null];
    expect(await pullOnce()).toEqual({ kind: 'refused' });
    expect(await pullOnce()).toBeUndefined();
    expect(await fmsLink()).toMatchObject({ pull: 'REFUSED' });
    expect((await pullLog()).at(-1)).toEqual({ outcome: 'FAILED', reason: 'CREDENTIALS_REFUSED', counterpart: 'fms.example', direction: 'IN' });
    ok(await k.as('vendor', 'POST', '/v1/fms/sync', DEMO_FMS_ACCOUNT));
    expect(await fmsLink()).toMatchObject({ pull: 'PULLING' });
    // Afresh: from now on.
    script = [answer('c7')];
    expect(await pullOnce()).toEqual({ kind: 'pulled', positions: 0, stored: 0 });
    expect(asked).toEqual(['c6', null]);
  });

  it('a token that no longer opens (the key changed) is as good as refused', async () => {
    await t.db.execute(sql`update fms_links set token = 'v1.AAAA' || substr(token, 8), lease_until = null where vendor_id = ${vendorId}`);
    expect(await pullOnce()).toEqual({ kind: 'refused' });
    expect(asked).toEqual([]);
    ok(await k.as('vendor', 'POST', '/v1/fms/sync', DEMO_FMS_ACCOUNT));
  });

  it('unsync drops the link: nothing more is pulled', async () => {
    ok(await k.as('vendor', 'PUT', '/v1/fms/unsync'));
    expect(await link()).toBeUndefined();
    expect(ok(await k.as('vendor', 'GET', '/v1/fms/link')).data).toBeNull();
    expect(await pullOnce()).toBeUndefined();
  });
});

describe('the puller\'s timer', () => {
  it('pulls the due links on its own once started, and no more once stopped', async () => {
    ok(await k.as('vendor', 'POST', '/v1/fms/sync', DEMO_FMS_ACCOUNT));
    const pulled: (string | null)[] = [];
    const fms: FleetService = { ...fake(), fetchPositions: async (_token, cursor) => (pulled.push(cursor), { positions: [], cursor: `t${pulled.length}` }) };
    // The real clock: the leases run out as time goes by.
    const timed = new FmsPuller({ db: t.db, fms, clock: () => new Date(), positions: t.services.positions, key: t.services.fmsTokenKey, everyMs: 20, warn: (e) => { throw e; } });
    timed.start();
    try {
      await vi.waitFor(() => expect(pulled.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    } finally {
      await timed.stop();
    }
    const after = pulled.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(pulled.length).toBe(after);
    expect(pulled[0]).toBeNull();
    expect(pulled[1]).toBe('t1');
  });
});

describe('the puller follows fmsLinkMachine', () => {
  for (const state of FMS_LINK_STATES) {
    const pulled = transitionOf(fmsLinkMachine, 'pull').from.includes(state as never);
    it(`${pulled ? 'pulls' : 'leaves alone'} a link that is ${state}`, async () => {
      ok(await k.as('vendor', 'POST', '/v1/fms/sync', DEMO_FMS_ACCOUNT));
      await t.db.execute(sql`update fms_links set state = ${state} where vendor_id = ${vendorId}`);
      script = [answer('s1')];
      expect(await pullOnce()).toEqual(pulled ? { kind: 'pulled', positions: 0, stored: 0 } : undefined);
      expect((await link())!.state).toBe(pulled ? 'PULLING' : state);
    });
  }

  it('a sync during a pull wins: the pull moves nothing', async () => {
    ok(await k.as('vendor', 'POST', '/v1/fms/sync', DEMO_FMS_ACCOUNT));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    script = [
      async () => {
        await gate;
        return null;
      },
    ];
    const pulling = puller().pullDue();
    await new Promise((r) => setTimeout(r, 50));
    ok(await k.as('vendor', 'POST', '/v1/fms/sync', DEMO_FMS_ACCOUNT));
    release();
    expect((await pulling).get(vendorId)).toEqual({ kind: 'lost' });
    expect(await link()).toMatchObject({ state: 'PULLING', cursor: null });
  });
});

describe('the demo fleet', () => {
  it('moves a synced demo truck on its trip through the same pulls', async () => {
    ok(await k.as('vendor', 'POST', '/v1/fms/sync', DEMO_FMS_ACCOUNT));
    const [plate] = await k.rows<{ id: number }>(sql`select id from vehicle_details where plate_number = 'BM 7001 FM'`);
    await t.db.execute(sql`update tracks set vehicle_detail_id = ${plate!.id} where id = ${trackId}`);
    const before = (await stored(trackId)).length;
    const demo = new FmsPuller({ db: t.db, fms: t.services.fms, clock: () => t.clock.now(), positions: t.services.positions, key: t.services.fmsTokenKey, everyMs: 0, warn: (e) => { throw e; } });
    const outcome = (await demo.pullDue()).get(vendorId);
    // The last 5 minutes of 3 trucks; only BM 7001 FM is on a trip.
    expect(outcome).toEqual({ kind: 'pulled', positions: 30, stored: 10 });
    expect((await stored(trackId)).length).toBe(before + 10);
  });
});
