// The LSP reworks a dispatch (issue 11 step 5): change vendor, change vehicles (multipart with a
// supporting file), assign, remove one truck or several, reopen for the next trip, move trucks to
// another order, cancel a vendor's part; the history each leaves and who sees it; the marker list
// and its spreadsheet. Each role allowed or refused, forbidden transitions 409 with nothing changed,
// other tenants 404.
import { read, utils } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, startTestApp, type TestApp } from './harness.ts';
import { assignment, expectUnchanged, freightKit, named, ok, partner, publishedOrder, stop, trucks, vehicleOf, vendorUser, type Kit, type Truck } from './freight-kit.ts';
import { dispatchWith, request, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let tankerB: number;
let fleetA: Truck[];
let fleetC: Truck[];
const PDF = Uint8Array.from(Buffer.from('%PDF-1.4\n% supporting letter\ntrailer <<>>\n%%EOF\n'));

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t, { vendorB: 'newvendor@lsi.test' });
  d = await dispatchWith(k);
  tankerB = d.tankerB;
  await partner(k, k.ids.vendor3!);
  k.signIn('vendorC', await vendorUser(k, k.ids.vendor3!, 'vendor.c@lsi.test'));
  fleetA = await trucks(k, k.ids.tanker1!, 22);
  fleetC = await trucks(k, k.ids.tanker3!, 2);
});
afterAll(() => t?.close());

let next = 0;
/** Free trucks of vendor A, not used by an earlier test. */
const freeA = (n: number) => fleetA.slice(next, (next += n));

/** A shipment of a new order with vendor A's part accepted with `n` trucks (and vendor B asked for one). */
const running = (n = 2, withB = false) => d.running(freeA(n), withB);

const entries = async (who: string, shipmentId: number) =>
  ok(await k.as(who, 'GET', `/v1/shipment-history?filter_columns=shipment_id&filter_keys=${shipmentId}&sort_type=asc`)).data as { action: string; changes: unknown[] }[];
const history = async (who: string, shipmentId: number) => (await entries(who, shipmentId)).map((h) => h.action);
/** The changes each entry of `action` recorded, oldest first, as `who` reads them. */
const changesOf = async (who: string, shipmentId: number, action: string) => (await entries(who, shipmentId)).filter((h) => h.action === action).map((h) => h.changes);

describe('change vendor', () => {
  it('gives a rejected request to another vendor; the old part is cancelled with the note, both vendors see it, the new one accepts', async () => {
    const { shipment, partB } = await running(1, true);
    ok(await k.as('vendorB', 'PUT', `/v1/shipment/${shipment.id}/reject`, { reason: 'Armada penuh' }));
    const body = { shipment_vendor_id: partB, vendor_id: k.ids.vendor2, new_vendor_id: k.ids.vendor3, new_vendor_weight: 25000, vehicles: [{ vehicle_id: k.ids.tanker3, quantity: 1 }], note: 'Vendor C lebih dekat' };
    const change = (patch: object, who = 'lsp') => k.as(who, 'PUT', `/v1/shipment/${shipment.id}/change-vendor`, { ...body, ...patch });
    expect((await expectUnchanged(k, () => change({ vendor_id: k.ids.vendor1 }), 422)).json().errors).toEqual({ vendor_id: ['Invalid value.'] });
    await t.db.execute(sql`update vendor_collaborations set status = 'BLOCK' where vendor_id = ${k.ids.vendor3} and logistics_service_provider_id = ${k.ids.lsp1}`);
    expect((await expectUnchanged(k, () => change({}), 422)).json().errors).toEqual({ new_vendor_id: ['This vendor does not work with you.'] });
    await partner(k, k.ids.vendor3!);
    expect((await expectUnchanged(k, () => change({ vehicles: [{ vehicle_id: tankerB, quantity: 1 }] }), 422)).json().errors).toEqual({ 'vehicles.0.vehicle_id': ['Not found.'] });
    await expectUnchanged(k, () => change({}, 'vendor'), 403);
    await expectUnchanged(k, () => change({}, 'lsp2'), 404);
    // An accepted part is not handed to someone else.
    await expectUnchanged(k, () => change({ shipment_vendor_id: shipment.shipment_vendors[0].id, vendor_id: k.ids.vendor1 }), 409, /This vendor request is Accepted: "change vendor"/);

    const res = ok(await change({}));
    expect(res.message).toBe('Vendor changed.');
    const [, old, fresh] = res.data.shipment_vendors;
    expect(old).toMatchObject({ id: partB, status: 'CANCELLED', reason: 'Vendor C lebih dekat' });
    expect(fresh).toMatchObject({ vendor: { id: k.ids.vendor3 }, status: 'REQUESTED', weight: 25000, note: 'Vendor C lebih dekat', vehicles: [{ id: k.ids.tanker3, pivot: { quantity: 1 } }] });
    expect(await history('lsp', shipment.id)).toEqual(['CREATED', 'ACCEPTED', 'REJECTED', 'VENDOR_CHANGED']);
    expect(await history('vendorB', shipment.id)).toEqual(['CREATED', 'REJECTED', 'VENDOR_CHANGED']);
    expect(await history('vendorC', shipment.id)).toEqual(['CREATED', 'VENDOR_CHANGED']);
    expect(await history('vendor', shipment.id)).toEqual(['CREATED', 'ACCEPTED']);
    const entry = ok(await k.as('vendorC', 'GET', `/v1/shipment-history?filter_columns=action&filter_keys=VENDOR_CHANGED`, undefined, 'id')).data[0];
    expect(entry).toMatchObject({ summary: 'Permintaan dialihkan dari PT Armada Sawit Jaya ke PT Riau Truck Nusantara.', reason: 'Vendor C lebih dekat', user: { name: 'Rina Kusuma', role: 'LOGISTIC_SERVICE_PROVIDER' } });
    // The vendors by name and the new request by model and weight; the vendor it left sees the change, not the new request.
    const [model] = await k.rows<{ name: string }>(sql`select name from vehicles where id = ${k.ids.tanker3}`);
    const moved = { field: 'vendor', from: 'PT Armada Sawit Jaya', to: 'PT Riau Truck Nusantara' };
    const expiry = { field: 'expired_at', from: expect.stringMatching(/^\d{4}-/), to: new Date(t.clock.now().getTime() + 86_400_000).toISOString() };
    expect(await changesOf('lsp', shipment.id, 'VENDOR_CHANGED')).toEqual([
      [moved, { field: 'request', subject: 'PT Riau Truck Nusantara', from: null, to: { trucks: 1, weight: 25000, vehicles: [{ name: model!.name, quantity: 1 }] } }, expiry],
    ]);
    expect(await changesOf('vendorB', shipment.id, 'VENDOR_CHANGED')).toEqual([[moved, expiry]]);
    const told = await k.rows<{ email: string; title_en: string }>(sql`select u.email, n.title_en from notifications n join users u on u.id = n.user_id where n.shipment_id = ${shipment.id} and u.role = 'VENDOR' and n.created_at = ${t.clock.now().toISOString()}::timestamptz order by u.email`);
    expect(told).toEqual(expect.arrayContaining([{ email: 'newvendor@lsi.test', title_en: 'Shipment request cancelled' }, { email: 'vendor.c@lsi.test', title_en: 'New shipment request' }]));
    ok(await k.as('vendorC', 'PUT', `/v1/shipment/${shipment.id}/accept`, { shipment_vendor_id: fresh.id, tracks: [assignment(fleetC[0]!)] }));
  });
});

describe('change vendor with an expiry', () => {
  it('asks the new vendor until the time given (WIB offset kept as the instant); a past one is refused, nothing changed', async () => {
    const { shipment, partA } = await d.shipmentOf(1);
    const body = { shipment_vendor_id: partA, vendor_id: k.ids.vendor1, new_vendor_id: k.ids.vendor2, vehicles: [{ vehicle_id: tankerB, quantity: 1 }], note: 'Lebih dekat' };
    const change = (expiry: string, lang: 'en' | 'id' = 'en') => k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/change-vendor`, { ...body, set_expired_at: expiry }, lang);
    expect((await expectUnchanged(k, () => change('2026-03-11T02:00:00+07:00', 'id'), 422)).json().errors).toEqual({ set_expired_at: ['Harus waktu di masa depan.'] });
    expect((await expectUnchanged(k, () => change('besok pagi'), 422)).json().errors).toEqual({ set_expired_at: ['Invalid date: use YYYY-MM-DD.'] });

    const res = ok(await change('2026-03-12T08:00:00+07:00'));
    const fresh = res.data.shipment_vendors.find((p: { vendor: { id: number }; status: string }) => p.vendor.id === k.ids.vendor2 && p.status === 'REQUESTED');
    expect(fresh).toMatchObject({ expired_at: '2026-03-12T01:00:00.000Z', expired: false });
    // The vendor asked reads the same expiry; the history keeps the old one and the new.
    const asked = ok(await k.as('vendorB', 'GET', '/v1/shipment-vendors?mode=open&entries=1000')).data.find((r: { id: number }) => r.id === fresh.id);
    expect(asked).toMatchObject({ expired_at: '2026-03-12T01:00:00.000Z', expired: false });
    const [changes] = await changesOf('lsp', shipment.id, 'VENDOR_CHANGED');
    expect(changes).toContainEqual({ field: 'expired_at', from: new Date(t.clock.now().getTime() + 86_400_000).toISOString(), to: '2026-03-12T01:00:00.000Z' });
    ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${fresh.id}`, {}));
  });
});

describe('change vehicles', () => {
  it('puts other plates and drivers on trucks (swaps included), with a supporting file, and frees the old ones', async () => {
    const { shipment, trackIds, used } = await running(2);
    const [spare] = freeA(1);
    const form = (changes: [number, Truck][], extra: Record<string, string | { filename: string; type: string; bytes: Uint8Array }> = {}) => {
      const fields: Record<string, string | { filename: string; type: string; bytes: Uint8Array }> = { note: 'Ban pecah di Km 40', ...extra };
      changes.forEach(([track, tr], i) => Object.assign(fields, { [`tracks[${i}][track_id]`]: String(track), [`tracks[${i}][vehicle_detail_id]`]: String(tr.plate), [`tracks[${i}][driver_id]`]: String(tr.driver) }));
      return multipart(fields);
    };
    const post = (m: ReturnType<typeof multipart>, who = 'lsp') => t.call({ method: 'POST', url: `/v1/shipment/${shipment.id}/change-vehicles`, token: who === 'lsp' ? k.tokens.lsp : k.tokens.vendor, payload: m.payload, headers: m.headers });
    // A plate on another trip, a file that is not a document, a vendor calling: refused, nothing changes.
    const busyTruck = fleetA[0]!;
    expect((await expectUnchanged(k, () => post(form([[trackIds[0]!, busyTruck]])), 422)).json().errors).toMatchObject({ 'tracks.0.vehicle_detail_id': ['This truck or driver is already on another active trip.'] });
    expect((await expectUnchanged(k, () => post(form([[trackIds[0]!, spare!]], { file: { filename: 'x.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('not a pdf') } })), 422)).json().errors).toEqual({ file: ['File type not allowed'] });
    await expectUnchanged(k, () => post(form([[trackIds[0]!, spare!]]), 'vendor'), 403);

    const res = ok(await post(form([[trackIds[0]!, spare!]], { file: { filename: 'surat.pdf', type: 'application/pdf', bytes: PDF } })));
    // The timeline keeps the plate and driver before and after, as they were.
    expect(await changesOf('vendor', shipment.id, 'VEHICLES_CHANGED')).toEqual([[{ field: 'truck', from: named(used[0]!), to: named(spare!) }]]);
    expect(res.data.tracks.map((tr: { id: number; vehicle_detail_id: number; driver_id: number }) => [tr.id, tr.vehicle_detail_id, tr.driver_id])).toEqual([
      [trackIds[0], spare!.plate, spare!.driver],
      [trackIds[1], used[1]!.plate, used[1]!.driver],
    ]);
    const [entry] = await k.rows<{ values: unknown; changes: unknown }>(sql`select "values", changes from shipment_histories where shipment_id = ${shipment.id} and action = 'VEHICLES_CHANGED'`);
    const values = typeof entry!.values === 'string' ? JSON.parse(entry!.values) : entry!.values;
    expect(values.file).toMatch(/^shipment-changes\/.+\.pdf$/);
    // The two trucks swap plates and drivers: one request, no clash with itself.
    ok(await post(form([[trackIds[0]!, used[1]!], [trackIds[1]!, spare!]])));
    // The plate the first change freed is free again.
    const available = ok(await k.as('vendor', 'GET', '/v1/vehicle-detail?mode=available&entries=-1')).data.map((p: { id: number }) => p.id);
    expect(available).toContain(used[0]!.plate);
    expect(available).not.toContain(spare!.plate);
  });
});

describe('change vehicles keeps the model asked', () => {
  it('a plate of another model is refused with both models named, in the caller language; nothing changes', async () => {
    const { shipment, trackIds } = await running(1);
    const dump = await vehicleOf(k, k.ids.vendor1!, 'Dump Truck PK 20 T');
    const [other] = await trucks(k, dump, 1);
    const form = (lang: 'en' | 'id') => {
      const m = multipart({ note: 'Tangki bocor', 'tracks[0][track_id]': String(trackIds[0]), 'tracks[0][vehicle_detail_id]': String(other!.plate), 'tracks[0][driver_id]': String(other!.driver) });
      return () => t.call({ method: 'POST', url: `/v1/shipment/${shipment.id}/change-vehicles`, token: k.tokens.lsp, payload: m.payload, headers: { ...m.headers, 'accept-language': lang } });
    };
    const en = (await expectUnchanged(k, form('en'), 422)).json();
    expect(en.errors['tracks.0.vehicle_detail_id'][0]).toMatch(/^This truck is a Dump Truck PK 20 T; the request asks a Tangki CPO 30 KL\./);
    const id = (await expectUnchanged(k, form('id'), 422)).json();
    expect(id.errors['tracks.0.vehicle_detail_id'][0]).toContain('Dump Truck PK 20 T');
    expect(id.errors['tracks.0.vehicle_detail_id'][0]).not.toBe(en.errors['tracks.0.vehicle_detail_id'][0]);
  });
});

describe('reopen needs a truck', () => {
  it('a shipment whose trucks were all removed is not reopened: 409 with what to do, nothing changes', async () => {
    const { shipment, trackIds } = await running(1);
    ok(await k.as('lsp', 'PUT', `/v1/tracks/${trackIds[0]}/remove`, { reason: 'Sopir sakit' }));
    await expectUnchanged(k, () => k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/reopen`, { note: 'Ritase kedua' }), 409, /^No truck is on this shipment: assign trucks before starting the next trip\.$/);
    const seen = ok(await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/show`)).data;
    expect(seen).toMatchObject({ ritase: 1, status: 'ON_PROGRESS' });
  });
});

describe('remove and assign trucks', () => {
  it('removes one truck with a reason, then several of one shipment (all or none); the vendor assigns a replacement', async () => {
    const { shipment, partA, trackIds, used } = await running(3);
    expect((await expectUnchanged(k, () => k.as('lsp', 'PUT', `/v1/tracks/${trackIds[0]}/remove`, {}), 422)).json().errors).toEqual({ reason: ['Required.'] });
    const removed = ok(await k.as('lsp', 'PUT', `/v1/tracks/${trackIds[0]}/remove`, { reason: 'Sopir sakit' }));
    expect(removed).toMatchObject({ message: 'One truck removed.', data: [{ id: trackIds[0], status: 'REMOVED' }] });
    await expectUnchanged(k, () => k.as('lsp', 'PUT', `/v1/tracks/${trackIds[0]}/remove`, { reason: 'again' }), 409, /This truck assignment is Removed: "remove"/);
    // Tracks of two shipments, or one already removed: nothing is removed.
    const other = await running(1);
    expect((await expectUnchanged(k, () => k.as('lsp', 'PUT', '/v1/tracks/bulk-remove', { track_ids: [trackIds[1], other.trackIds[0]], reason: 'x' }), 422)).json().errors).toEqual({ track_ids: ['All trucks must be of one shipment.'] });
    await expectUnchanged(k, () => k.as('lsp', 'PUT', '/v1/tracks/bulk-remove', { track_ids: [trackIds[1], trackIds[0]], reason: 'x' }), 409);
    await expectUnchanged(k, () => k.as('lsp2', 'PUT', `/v1/tracks/${trackIds[1]}/remove`, { reason: 'x' }), 404);
    await expectUnchanged(k, () => k.as('vendorB', 'PUT', `/v1/tracks/${trackIds[1]}/remove`, { reason: 'x' }), 404);
    await expectUnchanged(k, () => k.as('shipper', 'PUT', `/v1/tracks/${trackIds[1]}/remove`, { reason: 'x' }), 403);
    expect(ok(await k.as('shipper', 'GET', `/v1/tracks/${trackIds[1]}`)).data.status).toBe('ASSIGNED');
    expect((await k.as('shipper2', 'GET', `/v1/tracks/${trackIds[1]}`)).statusCode).toBe(404);

    // The vendor gives a replacement; more than asked is refused.
    const [a, b] = freeA(2);
    expect((await expectUnchanged(k, () => k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/assign`, { tracks: [{ ...assignment(a!), shipment_vendor_id: partA }, { ...assignment(b!), shipment_vendor_id: partA }] }), 422)).json().errors).toEqual({
      tracks: ['At most one truck of Tangki CPO 30 KL was asked for.'],
    });
    const assigned = ok(await k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/assign`, { tracks: [{ ...assignment(a!), shipment_vendor_id: partA }] }));
    expect(assigned.data.tracks_count).toBe(3);
    // The vendor removes several of its own at once.
    const bulk = ok(await k.as('vendor', 'PUT', '/v1/tracks/bulk-remove', { track_ids: [trackIds[1], trackIds[2]], reason: 'Servis' }));
    expect(bulk.data.map((tr: { status: string }) => tr.status)).toEqual(['REMOVED', 'REMOVED']);
    // The LSP assigns too, with the vendor's plates.
    ok(await k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/assign`, { tracks: [{ ...assignment(b!), shipment_vendor_id: partA }] }));
    expect(await history('lsp', shipment.id)).toEqual(['CREATED', 'ACCEPTED', 'TRACKS_REMOVED', 'TRACKS_ASSIGNED', 'TRACKS_REMOVED', 'TRACKS_ASSIGNED']);
    // Each truck by its plate and driver: the one taken off, the two of the bulk, the ones given.
    const off = (tr: Truck) => ({ field: 'status', subject: named(tr), from: 'ASSIGNED', to: 'REMOVED' });
    expect(await changesOf('vendor', shipment.id, 'TRACKS_REMOVED')).toEqual([[off(used[0]!)], [off(used[1]!), off(used[2]!)]]);
    expect(await changesOf('lsp', shipment.id, 'TRACKS_ASSIGNED')).toEqual([[{ field: 'tracks', from: null, to: [named(a!)] }], [{ field: 'tracks', from: null, to: [named(b!)] }]]);
  });
});

describe('reopen for the next trip', () => {
  it('ends the current trip and starts the next with the same trucks; a waiting shipment cannot be reopened', async () => {
    const { shipment, trackIds, used } = await running(2);
    const res = ok(await k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/reopen`, { note: 'Ritase kedua' }));
    expect(res.message).toBe('Shipment reopened for trip 2.');
    expect(res.data).toMatchObject({ ritase: 2, status: 'ON_PROGRESS', tracks_count: 2, shipment_vendors: [{ ritase: 2, ritase_identity: `${shipment.identity}-R2` }] });
    expect(res.data.tracks.map((tr: { id: number; ritase: number; status: string; vehicle_detail_id: number }) => [tr.ritase, tr.status, tr.vehicle_detail_id])).toEqual([
      [1, 'FINISHED', used[0]!.plate],
      [1, 'FINISHED', used[1]!.plate],
      [2, 'ASSIGNED', used[0]!.plate],
      [2, 'ASSIGNED', used[1]!.plate],
    ]);
    expect(res.data.tracks.slice(0, 2).map((tr: { id: number }) => tr.id)).toEqual(trackIds);
    const trips = ok(await k.as('vendor', 'GET', `/v1/shipment/${shipment.id}/ritase`));
    expect(trips.data).toMatchObject([{ ritase: 2, tracks: [{ ritase: 1 }, { ritase: 1 }, { ritase: 2 }, { ritase: 2 }] }]);
    const waiting = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [(await publishedOrder(k)).id], vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 1)] })).data;
    await expectUnchanged(k, () => k.as('lsp', 'PUT', `/v1/shipment/${waiting.id}/reopen`, {}), 409, /This shipment is Waiting: "reopen"/);
    await expectUnchanged(k, () => k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/reopen`, {}), 403);
  });
});

describe('move trucks to another order', () => {
  it('to a published order (a shipment is made for it) and to a new order with more vendors asked', async () => {
    const { shipment, partA, trackIds, used } = await running(3);
    const target = await publishedOrder(k);
    const move = (fields: Record<string, string>, who: 'lsp' | 'vendor' | 'lsp2' = 'lsp') => {
      const m = multipart({ note: 'Pindah muatan', ...fields });
      return t.call({ method: 'POST', url: '/v1/shipment/move-vehicle', token: k.tokens[who], payload: m.payload, headers: m.headers });
    };
    await expectUnchanged(k, () => move({ type: 'EXISTING', 'track_ids[0]': String(trackIds[0]), order_id: String(target.id) }, 'vendor'), 403);
    await expectUnchanged(k, () => move({ type: 'EXISTING', 'track_ids[0]': String(trackIds[0]), order_id: String(target.id) }, 'lsp2'), 404);
    expect((await expectUnchanged(k, () => move({ type: 'EXISTING', 'track_ids[0]': String(trackIds[0]) }), 422)).json().errors).toEqual({ order_id: ['Required.'] });
    const own = shipment.orders[0].id;
    expect((await expectUnchanged(k, () => move({ type: 'EXISTING', 'track_ids[0]': String(trackIds[0]), order_id: String(own) }), 422)).json().errors).toEqual({ order_id: ['Invalid value.'] });

    const moved = ok(await move({ type: 'EXISTING', 'track_ids[0]': String(trackIds[0]), order_id: String(target.id) }));
    expect(moved).toMatchObject({ message: 'One truck moved.', data: { order_id: target.id } });
    const made = ok(await k.as('lsp', 'GET', `/v1/shipment/${moved.data.shipment_id}/details`)).data;
    expect(made).toMatchObject({ status: 'ON_PROGRESS', orders: [{ id: target.id, status: 'ON_SHIPMENT' }], shipment_vendors: [{ status: 'ACCEPTED', type: 'MOVE', vehicles: [{ pivot: { quantity: 1 } }] }] });
    expect(made.tracks.map((tr: { id: number; order: { id: number }; status: string }) => [tr.id, tr.order.id, tr.status])).toEqual([[trackIds[0], target.id, 'ASSIGNED']]);
    const source = ok(await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/show`)).data;
    // The source part still asks 3: the gap is open for the LSP to refill or cancel, not silently dropped.
    expect(source.shipment_vendors.find((p: { id: number }) => p.id === partA)).toMatchObject({ vehicles: [{ pivot: { quantity: 3 } }], tracks_count: 2, open_trucks: 1 });
    expect(await history('lsp', shipment.id)).toEqual(['CREATED', 'ACCEPTED', 'VEHICLES_MOVED_OUT']);
    expect(await history('vendor', moved.data.shipment_id)).toEqual(['CREATED', 'VEHICLES_MOVED_IN']);
    // The truck by plate and driver, the shipments by identity, on both sides.
    const trip = { field: 'shipment', subject: named(used[0]!), from: shipment.identity, to: made.identity };
    expect(await changesOf('lsp', shipment.id, 'VEHICLES_MOVED_OUT')).toEqual([[trip]]);
    expect(await changesOf('vendor', made.id, 'VEHICLES_MOVED_IN')).toEqual([[trip]]);

    // A new order made here, its stops and company given, and vendor B asked for one more tanker.
    const stops = { ...flat('suborders[0]', stop(k, 'PICKUP')), ...flat('suborders[1]', stop(k, 'DROPOFF')) };
    const fresh = ok(
      await move({ type: 'NEW', 'track_ids[0]': String(trackIds[1]), new_order_identity: 'ORD-MOVE-01', shipment_company_id: String(k.ids.sc1), ...stops, 'additionals[0][vendor_id]': String(k.ids.vendor2), 'additionals[0][vehicles][0][vehicle_id]': String(tankerB), 'additionals[0][vehicles][0][quantity]': '1' }),
    );
    const order = ok(await k.as('shipper', 'GET', `/v1/order/${fresh.data.order_id}`)).data;
    expect(order).toMatchObject({ identity: 'ORD-MOVE-01', status: 'ON_SHIPMENT', total_weight: 30000, shipment: { id: fresh.data.shipment_id } });
    const second = ok(await k.as('lsp', 'GET', `/v1/shipment/${fresh.data.shipment_id}/show`)).data;
    expect(second.shipment_vendors.map((p: { vendor: { id: number }; status: string }) => [p.vendor.id, p.status])).toEqual([
      [k.ids.vendor1, 'ACCEPTED'],
      [k.ids.vendor2, 'REQUESTED'],
    ]);
    expect(await history('lsp', fresh.data.shipment_id)).toEqual(['CREATED', 'VEHICLES_MOVED_IN', 'VENDORS_ADDED']);
    const added = [{ field: 'request', subject: 'PT Armada Sawit Jaya', from: null, to: { trucks: 1, weight: null, vehicles: [{ name: 'Tangki B 24 KL', quantity: 1 }] } }];
    expect(await changesOf('lsp', fresh.data.shipment_id, 'VENDORS_ADDED')).toEqual([added]);
    // Vendor A reads that more was asked, not what another vendor was asked.
    expect(await changesOf('vendor', fresh.data.shipment_id, 'VENDORS_ADDED')).toEqual([[]]);
    // A NEW order needs its stops; a removed truck does not move.
    expect((await expectUnchanged(k, () => move({ type: 'NEW', 'track_ids[0]': String(trackIds[2]), shipment_company_id: String(k.ids.sc1) }), 422)).json().errors).toEqual({ suborders: ['An order needs at least one pickup and one drop-off, each with products.'] });
    ok(await k.as('lsp', 'PUT', `/v1/tracks/${trackIds[2]}/remove`, { reason: 'x' }));
    await expectUnchanged(k, () => move({ type: 'EXISTING', 'track_ids[0]': String(trackIds[2]), order_id: String(target.id) }), 409, /Removed/);
  });
});

/** A nested object as multipart field names (prefix[key][0][key] = value). */
function flat(prefix: string, value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object') return { [prefix]: String(value) };
  return Object.assign({}, ...Object.entries(value).map(([key, v]) => flat(`${prefix}[${key}]`, v)));
}

describe("cancel a vendor's part", () => {
  it('frees its trucks; the last part cancels the shipment and publishes its orders again', async () => {
    const { shipment, partA, partB, order, used } = await running(1, true);
    await expectUnchanged(k, () => k.as('vendor', 'DELETE', `/v1/shipment-vendors/${partA}`, {}), 403);
    await expectUnchanged(k, () => k.as('lsp2', 'DELETE', `/v1/shipment-vendors/${partA}`, {}), 404);
    const first = ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partA}`, { reason: 'Truk rusak' }));
    expect(first.data).toEqual({ shipment_id: shipment.id, shipment_status: 'ON_PROGRESS' });
    expect(ok(await k.as('vendor', 'GET', '/v1/vehicle-detail?mode=available&entries=-1')).data.map((p: { id: number }) => p.id)).toContain(used[0]!.plate);
    await expectUnchanged(k, () => k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partA}`), 409, /This vendor request is Cancelled/);
    const last = ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partB}`));
    expect(last.data.shipment_status).toBe('CANCELLED');
    expect(ok(await k.as('shipper', 'GET', `/v1/order/${order.id}`)).data).toMatchObject({ status: 'PUBLISHED', shipment: null });
    expect(ok(await k.as('lsp', 'GET', '/v1/shipment/active-orders?entries=1000')).data.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(await history('shipper', shipment.id)).toEqual(['CREATED', 'ACCEPTED', 'PART_CANCELLED', 'PART_CANCELLED', 'CANCELLED']);
    // The trucks freed by plate and driver; the request never answered freed none.
    expect(await changesOf('shipper', shipment.id, 'PART_CANCELLED')).toEqual([
      [{ field: 'status', from: 'ACCEPTED', to: 'CANCELLED' }, { field: 'tracks', from: [named(used[0]!)], to: [] }],
      [{ field: 'status', from: 'REQUESTED', to: 'CANCELLED' }],
    ]);
    expect(await history('shipper2', shipment.id)).toEqual([]);
    // A closed shipment is not reworked.
    await expectUnchanged(k, () => k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/reopen`, {}), 409, /This shipment is Cancelled/);
  });
});

describe('the marker list and its spreadsheet', () => {
  it('lists the stops and the trucks at their last position; the xlsx speaks the caller language, WIB times, no formulas', async () => {
    const { shipment, trackIds, used } = await running(1);
    await t.db.execute(sql`insert into gps_positions (track_id, recorded_at, latitude, longitude) values (${trackIds[0]}, '2026-03-10T19:00:00Z', 0.91, 101.2), (${trackIds[0]}, '2026-03-10T19:20:00Z', 0.95, 101.25)`);
    await t.db.execute(sql`update pickup_dropoff_locations set name = '=HYPERLINK("x")' where id = ${k.ids.dumai}`);
    try {
      const markers = ok(await k.as('shipper', 'GET', `/v1/shipment/${shipment.id}/list-marker`)).data;
      expect(markers).toEqual([
        { kind: 'PICKUP', name: 'PKS Kandis', latitude: 0.8906, longitude: 101.2264, plate_number: null, driver: null, vendor: null, recorded_at: null },
        { kind: 'DROPOFF', name: '=HYPERLINK("x")', latitude: 1.6868, longitude: 101.4473, plate_number: null, driver: null, vendor: null, recorded_at: null },
        { kind: 'TRUCK', name: used[0]!.plateNumber, latitude: 0.95, longitude: 101.25, plate_number: used[0]!.plateNumber, driver: expect.stringMatching(/^Driver /), vendor: 'CV Trans Andalas', recorded_at: '2026-03-10T19:20:00.000Z' },
      ]);
      const res = await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/export-list-marker`, undefined, 'id');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="marker-list-${shipment.id}.xlsx"`);
      const book = read(res.rawPayload);
      expect(book.SheetNames).toEqual(['Penanda']);
      const sheet = book.Sheets.Penanda!;
      expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
      expect(utils.sheet_to_json(sheet, { header: 1 })).toEqual([
        ['Jenis', 'Nama', 'Lintang', 'Bujur', 'Nomor polisi', 'Pengemudi', 'Vendor', 'Waktu posisi (WIB)'],
        ['Penjemputan', 'PKS Kandis', 0.8906, 101.2264],
        ['Pengantaran', `'=HYPERLINK("x")`, 1.6868, 101.4473],
        ['Truk', used[0]!.plateNumber, 0.95, 101.25, used[0]!.plateNumber, expect.stringMatching(/^Driver /), 'CV Trans Andalas', '2026-03-11 02:20'],
      ]);
    } finally {
      await t.db.execute(sql`update pickup_dropoff_locations set name = 'Refinery Dumai' where id = ${k.ids.dumai}`);
    }
  });

  it('lists a truck on the road that has not reported a position yet, with its position and time empty, in the xlsx too', async () => {
    const { shipment, used } = await running(2);
    const [reported, silent] = used as [Truck, Truck];
    const [{ id: track }] = (await k.rows<{ id: number }>(sql`select id from tracks where shipment_id = ${shipment.id} and vehicle_detail_id = ${reported.plate}`)) as [{ id: number }];
    await t.db.execute(sql`insert into gps_positions (track_id, recorded_at, latitude, longitude) values (${track}, '2026-03-10T19:20:00Z', 0.95, 101.25)`);
    const truck = (tr: Truck) => ({ kind: 'TRUCK', name: tr.plateNumber, plate_number: tr.plateNumber, driver: tr.driverName, vendor: 'CV Trans Andalas' });
    for (const who of ['lsp', 'vendor', 'shipper']) {
      const markers = ok(await k.as(who, 'GET', `/v1/shipment/${shipment.id}/list-marker`)).data;
      expect(markers.slice(2), who).toEqual([
        { ...truck(reported), latitude: 0.95, longitude: 101.25, recorded_at: '2026-03-10T19:20:00.000Z' },
        { ...truck(silent), latitude: null, longitude: null, recorded_at: null },
      ]);
    }
    const res = await k.as('lsp', 'GET', `/v1/shipment/${shipment.id}/export-list-marker`);
    const book = read(res.rawPayload);
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
    expect(rows.slice(3)).toEqual([
      ['Truck', reported.plateNumber, 0.95, 101.25, reported.plateNumber, reported.driverName, 'CV Trans Andalas', '2026-03-11 02:20'],
      ['Truck', silent.plateNumber, null, null, silent.plateNumber, silent.driverName, 'CV Trans Andalas', null],
    ]);
  });
});
