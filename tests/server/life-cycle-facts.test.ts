// The business facts of each life cycle, written from docs/states.md ("Why") and not from
// contract/states.ts: tests/server/forbidden-transitions.test.ts is generated from the table, so a
// wrong table passes it (a vendor accepting the request it had rejected, say). Here every record is
// brought to its state through the API, as people would, and the fact the doc states is checked:
// what is refused is a 409 that changes nothing, what is allowed happens.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type TestApp } from './harness.ts';
import { assignment, expectUnchanged, ok, partner, publishedOrder, stop, type Kit, type Truck } from './freight-kit.ts';
import { dispatchApp, request, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let freeA: (n: number) => Truck[];

beforeAll(async () => {
  ({ t, k, d, freeA } = await dispatchApp(30));
});
afterAll(() => t?.close());

const running = (n = 1, withB = false) => d.running(freeA(n), withB);
const statusOf = async (table: 'orders' | 'shipments' | 'shipment_vendors' | 'tracks', id: number) =>
  (await k.rows<{ status: string }>(sql`select status from ${sql.identifier(table)} where id = ${id}`))[0]!.status;
const refused = (call: () => ReturnType<Kit['as']>, message?: RegExp) => expectUnchanged(k, call, 409, message);

const accept = (shipmentId: number, part: number, used: Truck[], who = 'vendor') => k.as(who, 'PUT', `/v1/shipment/${shipmentId}/accept`, { shipment_vendor_id: part, tracks: used.map((tr) => assignment(tr)) });
const reject = (shipmentId: number, part: number, who = 'vendor') => k.as(who, 'PUT', `/v1/shipment/${shipmentId}/reject`, { shipment_vendor_id: part, reason: 'Armada penuh' });
const cancelPart = (part: number) => k.as('lsp', 'DELETE', `/v1/shipment-vendors/${part}`, { reason: 'Batal' });
const changeVendor = (shipmentId: number, part: number, from: number, to: number, vehicle: number) =>
  k.as('lsp', 'PUT', `/v1/shipment/${shipmentId}/change-vendor`, { shipment_vendor_id: part, vendor_id: from, new_vendor_id: to, vehicles: [{ vehicle_id: vehicle, quantity: 1 }], note: 'Lebih dekat' });
const reopen = (shipmentId: number) => k.as('lsp', 'PUT', `/v1/shipment/${shipmentId}/reopen`, { note: 'Ritase berikut' });
const assign = (shipmentId: number, part: number, tr: Truck) => k.as('lsp', 'PUT', `/v1/shipment/${shipmentId}/assign`, { tracks: [{ ...assignment(tr), shipment_vendor_id: part }] });
const changeVehicle = (shipmentId: number, track: number, tr: Truck) => {
  const m = multipart({ note: 'Ban pecah', 'tracks[0][track_id]': String(track), 'tracks[0][vehicle_detail_id]': String(tr.plate), 'tracks[0][driver_id]': String(tr.driver) });
  return t.call({ method: 'POST', url: `/v1/shipment/${shipmentId}/change-vehicles`, token: k.tokens.lsp, payload: m.payload, headers: m.headers });
};
const move = (track: number, orderId: number) => {
  const m = multipart({ note: 'Pindah muatan', type: 'EXISTING', 'track_ids[0]': String(track), order_id: String(orderId) });
  return t.call({ method: 'POST', url: '/v1/shipment/move-vehicle', token: k.tokens.lsp, payload: m.payload, headers: m.headers });
};
const removeTrack = (track: number, who = 'lsp') => k.as(who, 'PUT', `/v1/tracks/${track}/remove`, { reason: 'Sopir sakit' });
const ship = (orderId: number) => k.as('lsp', 'POST', '/v1/shipment', { order_ids: [orderId], vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 1)] });
const cancelOrder = (orderId: number, who = 'shipper') => k.as(who, 'PUT', `/v1/order/${orderId}/cancel`);

describe('order (docs/states.md, Order: why)', () => {
  it('a draft is not shipped: the LSP plans only with what was sent', async () => {
    const draft = ok(await k.as('shipper', 'POST', '/v1/order', {})).data;
    for (const type of ['PICKUP', 'DROPOFF'] as const) ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, type), order_id: draft.id }));
    await refused(() => ship(draft.id), /This order is Draft: "ship"/);
  });

  it('a published order is cancelled by either side until it is on a shipment; then only the rework of the shipment stops it', async () => {
    for (const who of ['shipper', 'lsp'] as const) {
      const order = await publishedOrder(k);
      ok(await cancelOrder(order.id, who));
      expect(await statusOf('orders', order.id)).toBe('CANCELLED');
    }
    const { order, partA } = await d.shipmentOf(1);
    expect(await statusOf('orders', order.id)).toBe('ON_SHIPMENT');
    for (const who of ['shipper', 'lsp'] as const) await refused(() => cancelOrder(order.id, who), /This order is On shipment: "cancel"/);
    // Cancelling the shipment's last part releases the order to PUBLISHED, where it can be cancelled.
    ok(await cancelPart(partA));
    expect(await statusOf('orders', order.id)).toBe('PUBLISHED');
    ok(await cancelOrder(order.id));
  });

  it('a cancelled order is not sent, shipped, given another destination or cancelled again', async () => {
    const order = await publishedOrder(k);
    const [dropoff] = await k.rows<{ id: number }>(sql`select id from suborders where order_id = ${order.id} and type = 'DROPOFF'`);
    ok(await cancelOrder(order.id));
    await refused(() => k.as('shipper', 'PUT', `/v1/order/${order.id}/publish`, {}), /This order is Cancelled/);
    await refused(() => ship(order.id), /This order is Cancelled: "ship"/);
    await refused(() => k.as('shipper', 'PUT', `/v1/suborder/${dropoff!.id}/change-destinations`, { pickup_dropoff_location_point_id: k.ids.belawan, note: 'x' }), /This order is Cancelled/);
    await refused(() => cancelOrder(order.id), /This order is Cancelled/);
  });

  it('a delivered order is done: not cancelled, edited, sent or shipped again, and its shipment cancelled later leaves it delivered', async () => {
    const { order, shipment, partA } = await running(1);
    // Delivery is the weighbridge's (a later issue): what it will write.
    await t.db.execute(sql`update orders set status = 'DELIVERED' where id = ${order.id}`);
    await refused(() => cancelOrder(order.id), /This order is Delivered: "cancel"/);
    await refused(() => k.as('shipper', 'PUT', `/v1/order/${order.id}/identity`, { identity: 'ORD-LATE' }), /This order is Delivered: "edit"/);
    await refused(() => k.as('shipper', 'PUT', `/v1/order/${order.id}/publish`, {}), /This order is Delivered/);
    await refused(() => ship(order.id), /This order is Delivered: "ship"/);
    ok(await cancelPart(partA));
    expect([await statusOf('shipments', shipment.id), await statusOf('orders', order.id)]).toEqual(['CANCELLED', 'DELIVERED']);
  });
});

describe('shipment (docs/states.md, Shipment: why)', () => {
  it('is WAITING until a vendor accepts: no trucks are assigned, changed, moved or reopened before', async () => {
    const { shipment, partA } = await d.shipmentOf(1);
    const target = await publishedOrder(k);
    await refused(() => assign(shipment.id, partA, freeA(1)[0]!), /This shipment is Waiting: "assign trucks"/);
    await refused(() => reopen(shipment.id), /This shipment is Waiting: "reopen"/);
    ok(await accept(shipment.id, partA, freeA(1)));
    expect(await statusOf('shipments', shipment.id)).toBe('ON_PROGRESS');
    const [track] = await k.rows<{ id: number }>(sql`select id from tracks where shipment_id = ${shipment.id}`);
    ok(await move(track!.id, target.id));
  });

  it('a rejected request keeps the shipment open for another vendor; cancelling the last part asked or accepted closes it and publishes its orders again', async () => {
    const { order, shipment, partA, partB } = await d.shipmentOf(1, 1);
    ok(await reject(shipment.id, partB, 'vendorB'));
    expect(await statusOf('shipments', shipment.id)).toBe('WAITING');
    ok(await accept(shipment.id, partA, freeA(1)));
    // Vendor A's part goes; vendor B's rejected one keeps the shipment, which the LSP may give to vendor C.
    ok(await cancelPart(partA));
    expect([await statusOf('shipments', shipment.id), await statusOf('orders', order.id)]).toEqual(['ON_PROGRESS', 'ON_SHIPMENT']);
    // No part of it has trucks: reopening names the request to change.
    await refused(() => reopen(shipment.id), /This vendor request is Rejected: "reopen"/);
    ok(await cancelPart(partB));
    expect([await statusOf('shipments', shipment.id), await statusOf('orders', order.id)]).toEqual(['CANCELLED', 'PUBLISHED']);
  });

  it('a cancelled shipment is closed: nothing reworks it, and its order is shipped on another one', async () => {
    const { order, shipment, partA, partB } = await running(1, true);
    const [track] = await k.rows<{ id: number }>(sql`select id from tracks where shipment_id = ${shipment.id}`);
    ok(await cancelPart(partB));
    ok(await cancelPart(partA));
    expect(await statusOf('shipments', shipment.id)).toBe('CANCELLED');
    await refused(() => reopen(shipment.id), /This (shipment is Cancelled|vendor request is Cancelled): "reopen"/);
    await refused(() => changeVendor(shipment.id, partB, k.ids.vendor2!, k.ids.vendor1!, k.ids.tanker1!), /is Cancelled: "change vendor"/);
    await refused(() => cancelPart(partA), /is Cancelled: "cancel"/);
    await refused(() => accept(shipment.id, partA, freeA(1)), /is Cancelled: "accept"/);
    await refused(() => changeVehicle(shipment.id, track!.id, freeA(1)[0]!), /is (Cancelled|Removed)/);
    ok(await ship(order.id));
  });

  it('a delivered shipment is closed: no vendor is changed, no part cancelled, no trip reopened, no truck assigned or removed', async () => {
    const { shipment, partA, partB, trackIds } = await running(1, true);
    await t.db.execute(sql`update shipments set status = 'DELIVERED' where id = ${shipment.id}`);
    await refused(() => reopen(shipment.id), /This shipment is Delivered: "reopen"/);
    await refused(() => changeVendor(shipment.id, partB, k.ids.vendor2!, k.ids.vendor1!, k.ids.tanker1!), /This shipment is Delivered: "change vendor"/);
    await refused(() => cancelPart(partA), /This shipment is Delivered/);
    await refused(() => assign(shipment.id, partA, freeA(1)[0]!), /This shipment is Delivered: "assign trucks"/);
    await refused(() => removeTrack(trackIds[0]!), /This shipment is Delivered/);
    await refused(() => accept(shipment.id, partB, freeA(1), 'vendorB'), /This shipment is Delivered: "accept"/);
  });
});

describe('shipment vendor (docs/states.md, Shipment vendor: why)', () => {
  it('exactly one answer wins: a rejected request is not accepted (nor rejected again), an accepted one is not rejected (nor accepted again)', async () => {
    const rejected = await d.shipmentOf(1);
    ok(await reject(rejected.shipment.id, rejected.partA));
    await refused(() => accept(rejected.shipment.id, rejected.partA, freeA(1)), /This vendor request is Rejected: "accept"/);
    await refused(() => reject(rejected.shipment.id, rejected.partA), /This vendor request is Rejected: "reject"/);
    expect(await statusOf('shipment_vendors', rejected.partA)).toBe('REJECTED');

    const accepted = await running(1);
    await refused(() => reject(accepted.shipment.id, accepted.partA), /This vendor request is Accepted: "reject"/);
    await refused(() => accept(accepted.shipment.id, accepted.partA, freeA(1)), /This vendor request is Accepted: "accept"/);
  });

  it('a cancelled request is answered neither way, and is not given to another vendor', async () => {
    const { shipment, partA, partB } = await running(1, true);
    ok(await cancelPart(partB));
    await refused(() => accept(shipment.id, partB, freeA(1), 'vendorB'), /This vendor request is Cancelled: "accept"/);
    await refused(() => reject(shipment.id, partB, 'vendorB'), /This vendor request is Cancelled: "reject"/);
    await refused(() => changeVendor(shipment.id, partB, k.ids.vendor2!, k.ids.vendor1!, k.ids.tanker1!), /This vendor request is Cancelled: "change vendor"/);
    expect(await statusOf('shipment_vendors', partA)).toBe('ACCEPTED');
  });

  it('change vendor is for a request nobody has taken: an accepted part is never handed to someone else; a rejected one is', async () => {
    const { shipment, partA, partB } = await running(1, true);
    await refused(() => changeVendor(shipment.id, partA, k.ids.vendor1!, k.ids.vendor2!, d.tankerB), /This vendor request is Accepted: "change vendor"/);
    ok(await reject(shipment.id, partB, 'vendorB'));
    // To a vendor with no request on the shipment: vendor A's accepted part is open (one open request per vendor).
    const vendorC = await partner(k, k.ids.vendor3!);
    const [tankerC] = await k.rows<{ id: number }>(sql`select id from vehicles where vendor_id = ${vendorC} order by id limit 1`);
    ok(await changeVendor(shipment.id, partB, k.ids.vendor2!, vendorC, tankerC!.id));
    expect(await statusOf('shipment_vendors', partB)).toBe('CANCELLED');
  });

  it('reopen starts the next trip of the accepted parts only; a part still asked is left as it is', async () => {
    const { shipment, partA, partB } = await running(1, true);
    ok(await reopen(shipment.id));
    const parts = await k.rows<{ id: number; status: string; ritase: number }>(sql`select id, status, ritase from shipment_vendors where shipment_id = ${shipment.id} order by id`);
    expect(parts.map((p) => [p.id, p.status, p.ritase])).toEqual([
      [partA, 'ACCEPTED', 2],
      [partB, 'REQUESTED', 1],
    ]);
  });
});

describe('track (docs/states.md, Track: why)', () => {
  it('a removed track is not removed again, given another truck or moved; its truck is free for another trip', async () => {
    const { shipment, trackIds, used } = await running(2);
    const target = await publishedOrder(k);
    ok(await removeTrack(trackIds[0]!));
    await refused(() => removeTrack(trackIds[0]!, 'vendor'), /This truck assignment is Removed: "remove"/);
    await refused(() => changeVehicle(shipment.id, trackIds[0]!, freeA(1)[0]!), /This truck assignment is Removed/);
    await refused(() => move(trackIds[0]!, target.id), /This truck assignment is Removed/);
    expect(await statusOf('tracks', trackIds[0]!)).toBe('REMOVED');
    // Only the active states hold a plate and a driver: the removed track's truck goes on another trip.
    const other = await d.shipmentOf(1);
    ok(await accept(other.shipment.id, other.partA, [used[0]!]));
  });

  it('reopening ends the trip (FINISHED, kept as history) and starts the next with the same trucks; a finished track is not reworked', async () => {
    const { shipment, trackIds, used } = await running(1);
    const target = await publishedOrder(k);
    ok(await reopen(shipment.id));
    const all = await k.rows<{ id: number; status: string; ritase: number; vehicle_detail_id: number }>(sql`select id, status, ritase, vehicle_detail_id from tracks where shipment_id = ${shipment.id} order by id`);
    expect(all.map((tr) => [tr.status, tr.ritase, tr.vehicle_detail_id])).toEqual([
      ['FINISHED', 1, used[0]!.plate],
      ['ASSIGNED', 2, used[0]!.plate],
    ]);
    await refused(() => removeTrack(trackIds[0]!), /This truck assignment is Finished: "remove"/);
    await refused(() => changeVehicle(shipment.id, trackIds[0]!, freeA(1)[0]!), /This truck assignment is Finished/);
    await refused(() => move(trackIds[0]!, target.id), /This truck assignment is Finished/);
  });

  it('a truck is on one active trip at a time: a cancelled part frees its trucks (REMOVED), which may then be accepted elsewhere', async () => {
    const { partA, trackIds, used } = await running(1);
    const busy = await d.shipmentOf(1);
    expect((await expectUnchanged(k, () => accept(busy.shipment.id, busy.partA, used), 422)).json().errors).toMatchObject({ 'tracks.0.vehicle_detail_id': [expect.any(String)] });
    ok(await cancelPart(partA));
    expect(await statusOf('tracks', trackIds[0]!)).toBe('REMOVED');
    ok(await accept(busy.shipment.id, busy.partA, used));
  });
});
