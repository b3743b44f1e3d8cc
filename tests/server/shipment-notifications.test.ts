// Who hears of each change of a shipment (server/lib/freight/concerned.ts, issue 11): every history
// action made through the API, and the notifications the call wrote: exactly one per user of each
// organisation concerned, stored in both languages, and none to anyone else: not to the acting
// organisation's other users (each acting one has two), not to other tenants.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs } from '../../contract/messages.ts';
import { HISTORY_ACTIONS, type HistoryAction } from '../../contract/shipment-history.ts';
import type { NotificationEvent } from '../../server/lib/notifications.ts';
import { multipart, startTestApp, type TestApp } from './harness.ts';
import { assignment, freightKit, ok, partner, publishedOrder, stop, trucks, vendorUser, type Kit, type Truck } from './freight-kit.ts';
import { dispatchWith, request, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let fleetA: Truck[];
let sc2: { id: number; pickup: number; dropoff: number; product: number };

/** The organisations of the demo a change may concern: role, the users' column, the id. */
type Org = 'lsp' | 'sc1' | 'sc2' | 'vendorA' | 'vendorB' | 'vendorC';
const orgs = (): Record<Org, [string, string, number]> => ({
  lsp: ['LOGISTIC_SERVICE_PROVIDER', 'logistics_service_provider_id', k.ids.lsp1!],
  sc1: ['SHIPMENT_COMPANY', 'shipment_company_id', k.ids.sc1!],
  sc2: ['SHIPMENT_COMPANY', 'shipment_company_id', sc2.id],
  vendorA: ['VENDOR', 'vendor_id', k.ids.vendor1!],
  vendorB: ['VENDOR', 'vendor_id', k.ids.vendor2!],
  vendorC: ['VENDOR', 'vendor_id', k.ids.vendor3!],
});
const members = async (org: Org) => {
  const [role, column, id] = orgs()[org];
  return (await k.rows<{ email: string }>(sql`select email from users where role = ${role} and ${sql.identifier(column)} = ${id} and not is_disabled`)).map((r) => r.email);
};

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t, { vendorB: 'newvendor@lsi.test' });
  d = await dispatchWith(k);
  await partner(k, k.ids.vendor3!);
  k.signIn('vendorC', await vendorUser(k, k.ids.vendor3!, 'vendor.c@lsi.test'));
  fleetA = await trucks(k, k.ids.tanker1!, 37);
  // A colleague in each organisation that acts (lsp@ has viewer@): none of them hears of what their side did.
  await vendorUser(k, k.ids.vendor1!, 'vendor.a2@lsi.test');
  await t.db.execute(sql`insert into users (name, email, password_hash, role, shipment_company_id) values ('Sinta Dewi', 'shipper.b@lsi.test', 'x', 'SHIPMENT_COMPANY', ${k.ids.sc1})`);
  // The LSP's other customer (newshipper@), with a mill, a refinery and CPO like sc1's: the target of moves.
  const [company] = await k.rows<{ id: number }>(sql`select shipment_company_id as id from users where email = 'newshipper@lsi.test'`);
  const places = await k.rows<{ id: number; type: string }>(
    sql`insert into pickup_dropoff_locations (shipment_company_id, name, identity, latitude, longitude, type, start_operation_hour, end_operation_hour)
        select ${company!.id}, name, identity, latitude, longitude, type, start_operation_hour, end_operation_hour from pickup_dropoff_locations where id in (${k.ids.kandis}, ${k.ids.dumai}) returning id, type`,
  );
  const [product] = await k.rows<{ id: number }>(
    sql`insert into products (shipment_company_id, identity, name, weight, volume, unit)
        select ${company!.id}, identity, name, weight, volume, unit from products where id = ${k.ids.cpo} returning id`,
  );
  sc2 = { id: company!.id, pickup: places.find((p) => p.type === 'PICKUP')!.id, dropoff: places.find((p) => p.type === 'DROPOFF')!.id, product: product!.id };
  for (const org of ['lsp', 'sc1', 'vendorA'] as const) expect((await members(org)).length, org).toBe(2);
});
afterAll(() => t?.close());

let next = 0;
/** Free trucks of vendor A, not used by an earlier case. */
const freeA = (n: number) => fleetA.slice(next, (next += n));
const running = (n = 1, withB = false) => d.running(freeA(n), withB);

/** A published order of newshipper@'s company, made and sent by the LSP. */
async function orderOfSc2() {
  const made = ok(await k.as('lsp', 'POST', '/v1/order', { shipment_company_id: sc2.id })).data;
  for (const [type, place] of [['PICKUP', sc2.pickup], ['DROPOFF', sc2.dropoff]] as const) {
    ok(await k.as('lsp', 'POST', '/v1/suborder', { type, pickup_dropoff_location_point_id: place, estimation_date: '2026-03-12', products: [{ product_id: sc2.product, quantity: 30000 }], order_id: made.id }));
  }
  ok(await k.as('lsp', 'PUT', `/v1/order/${made.id}/publish`, { note: 'Muat' }));
  return made as { id: number };
}

const move = (fields: Record<string, string>) => {
  const m = multipart({ note: 'Pindah muatan', ...fields });
  return t.call({ method: 'POST', url: '/v1/shipment/move-vehicle', token: k.tokens.lsp, payload: m.payload, headers: m.headers });
};
const pickupOf = async (orderId: number) => ok(await k.as('lsp', 'GET', `/v1/suborder?filter_columns=order_id&filter_keys=${orderId}`)).data.find((s: { type: string }) => s.type === 'PICKUP').id as number;
/** The call by which `who` sends the pickup of an order to PKS Pelalawan. */
const sendPickupElsewhere = async (who: string, orderId: number) => {
  const stop = await pickupOf(orderId);
  return () => k.as(who, 'PUT', `/v1/suborder/${stop}/change-destinations`, { pickup_dropoff_location_point_id: k.ids.pelalawan, note: 'Tangki Kandis penuh' });
};
const reopenCall = (shipmentId: number) => () => k.as('lsp', 'PUT', `/v1/shipment/${shipmentId}/reopen`, { note: 'Ritase kedua' });
const rejectAs = async (who: string, shipmentId: number, part: number) => ok(await k.as(who, 'PUT', `/v1/shipment/${shipmentId}/reject`, { shipment_vendor_id: part, reason: 'Armada penuh' }));
const cancelPartOf = async (part: number) => ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${part}`, { reason: 'Tidak perlu' }));
const loadWeights = (trackId: number, extra: object = {}) =>
  k.as('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${trackId}`, { ticket_number: 'TK-NTF-1', out_time: '2026-03-11T08:00:00+07:00', items: [{ do_number: 'DO-1', delivery_weight: 29000 }], ...extra });
const deliverWeights = (trackId: number) =>
  k.as('lsp', 'POST', `/v1/weight-bridge/manual-deliver-weights/${trackId}`, { ticket_number: 'RF-NTF-1', in_time: '2026-03-11T14:00:00+07:00', out_time: '2026-03-11T14:30:00+07:00', refinery_net_weight: 28950, items: [{ do_number: 'DO-1', total_deliver: 28950 }] });

interface Case {
  /** The history entries the call writes, in order. */
  writes: HistoryAction[];
  by: string;
  /** Makes what the call needs (not counted) and answers the call. */
  given: () => Promise<() => Promise<LightMyRequestResponse>>;
  /** Each organisation told, and of what. */
  told: [Org, NotificationEvent][];
  /** What an organisation's English text says. */
  says?: [Org, RegExp][];
}

const cases: Case[] = [
  {
    writes: ['CREATED'],
    by: 'the LSP ships an order asking vendors A and B',
    given: async () => {
      const order = await publishedOrder(k);
      return () => k.as('lsp', 'POST', '/v1/shipment', { order_ids: [order.id], vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 1), request(k.ids.vendor2!, d.tankerB, 2)] });
    },
    told: [['vendorA', 'shipmentRequested'], ['vendorB', 'shipmentRequested'], ['sc1', 'ordersShipped']],
    says: [['vendorA', /asks for one tanker truck/], ['vendorB', /asks for 2 tanker trucks/]],
  },
  {
    writes: ['ACCEPTED'],
    by: 'vendor A accepts',
    given: async () => {
      const { shipment, partA } = await d.shipmentOf(1);
      return () => k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/accept`, { shipment_vendor_id: partA, tracks: freeA(1).map((tr) => assignment(tr)) });
    },
    told: [['lsp', 'shipmentAccepted'], ['sc1', 'vendorAccepted']],
    says: [['sc1', /^<p>CV Trans Andalas accepted <b>SHP-[^<]+<\/b> of [^,]+, which carries your orders/]],
  },
  {
    writes: ['REJECTED'],
    by: 'vendor A rejects',
    given: async () => {
      const { shipment, partA } = await d.shipmentOf(1);
      return () => k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/reject`, { shipment_vendor_id: partA, reason: 'Armada penuh' });
    },
    told: [['lsp', 'shipmentRejected']],
  },
  {
    writes: ['VENDOR_CHANGED'],
    by: "the LSP gives vendor B's rejected request to vendor C",
    given: async () => {
      const { shipment, partB } = await running(1, true);
      ok(await k.as('vendorB', 'PUT', `/v1/shipment/${shipment.id}/reject`, { reason: 'Armada penuh' }));
      const body = { shipment_vendor_id: partB, vendor_id: k.ids.vendor2, new_vendor_id: k.ids.vendor3, vehicles: [{ vehicle_id: k.ids.tanker3, quantity: 1 }], note: 'Lebih dekat' };
      return () => k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/change-vendor`, body);
    },
    told: [['vendorB', 'partCancelled'], ['vendorC', 'shipmentRequested']],
  },
  {
    writes: ['VEHICLES_CHANGED'],
    by: "the LSP puts another plate on vendor A's truck",
    given: async () => {
      const { shipment, trackIds } = await running(1);
      const [spare] = freeA(1);
      const m = multipart({ note: 'Ban pecah', 'tracks[0][track_id]': String(trackIds[0]), 'tracks[0][vehicle_detail_id]': String(spare!.plate), 'tracks[0][driver_id]': String(spare!.driver) });
      return () => t.call({ method: 'POST', url: `/v1/shipment/${shipment.id}/change-vehicles`, token: k.tokens.lsp, payload: m.payload, headers: m.headers });
    },
    told: [['vendorA', 'vehiclesChanged']],
  },
  {
    writes: ['TRACKS_REMOVED'],
    by: 'the LSP removes one truck (PUT /v1/tracks/{id}/remove)',
    given: async () => {
      const { trackIds } = await running(2);
      return () => k.as('lsp', 'PUT', `/v1/tracks/${trackIds[0]}/remove`, { reason: 'Sopir sakit' });
    },
    told: [['vendorA', 'tracksRemoved']],
  },
  {
    writes: ['TRACKS_REMOVED'],
    by: 'vendor A removes two of its trucks (PUT /v1/tracks/bulk-remove)',
    given: async () => {
      const { trackIds } = await running(2);
      return () => k.as('vendor', 'PUT', '/v1/tracks/bulk-remove', { track_ids: trackIds, reason: 'Servis' });
    },
    told: [['lsp', 'tracksRemoved']],
    says: [['lsp', /removed 2 trucks from/]],
  },
  ...(['vendor', 'lsp'] as const).map(
    (who): Case => ({
      writes: ['TRACKS_ASSIGNED'],
      by: `${who === 'lsp' ? 'the LSP' : 'vendor A'} assigns a replacement`,
      given: async () => {
        const { shipment, partA, trackIds } = await running(2);
        ok(await k.as('lsp', 'PUT', `/v1/tracks/${trackIds[0]}/remove`, { reason: 'Sopir sakit' }));
        return () => k.as(who, 'PUT', `/v1/shipment/${shipment.id}/assign`, { tracks: [{ ...assignment(freeA(1)[0]!), shipment_vendor_id: partA }] });
      },
      told: [[who === 'lsp' ? 'vendorA' : 'lsp', 'tracksAssigned']],
    }),
  ),
  {
    writes: ['REOPENED'],
    by: 'the LSP reopens for the next trip (vendor B still asked)',
    given: async () => {
      const { shipment } = await running(1, true);
      return reopenCall(shipment.id);
    },
    told: [['vendorA', 'shipmentReopened'], ['vendorB', 'shipmentReopened'], ['sc1', 'shipmentReopened']],
  },
  {
    writes: ['VEHICLES_MOVED_OUT', 'VEHICLES_MOVED_IN'],
    by: "the LSP moves a truck to another company's order on a live shipment",
    given: async () => {
      const { trackIds } = await running(1);
      const target = await orderOfSc2();
      const made = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [target.id], vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 1)] })).data;
      ok(await k.as('vendor', 'PUT', `/v1/shipment/${made.id}/accept`, { shipment_vendor_id: made.shipment_vendors[0].id, tracks: freeA(1).map((tr) => assignment(tr)) }));
      return () => move({ type: 'EXISTING', 'track_ids[0]': String(trackIds[0]), order_id: String(target.id) });
    },
    told: [['sc1', 'vehiclesMovedOut'], ['vendorA', 'vehiclesMoved'], ['sc2', 'vehiclesMovedIn']],
    says: [
      // The company's two notices differ, and neither carries the LSP's reason ("Pindah muatan").
      ['sc1', /^<p>[^<]+ moved one truck off <b>SHP-[^<]+<\/b>, which carries your orders, to another shipment\.<\/p>$/],
      ['sc2', /^<p>[^<]+ moved one more truck onto <b>SHP-[^<]+<\/b>, which carries your orders\.<\/p>$/],
      ['vendorA', /moved one of your trucks from <b>SHP-/],
    ],
  },
  {
    writes: ['CREATED', 'VEHICLES_MOVED_OUT', 'VEHICLES_MOVED_IN', 'VENDORS_ADDED'],
    by: "the LSP moves a truck to another company's published order and asks vendor B for one more",
    given: async () => {
      const { trackIds } = await running(1);
      const target = await orderOfSc2();
      const more = { 'additionals[0][vendor_id]': String(k.ids.vendor2), 'additionals[0][vehicles][0][vehicle_id]': String(d.tankerB), 'additionals[0][vehicles][0][quantity]': '1' };
      return () => move({ type: 'EXISTING', 'track_ids[0]': String(trackIds[0]), order_id: String(target.id), ...more });
    },
    told: [['sc2', 'ordersShipped'], ['sc1', 'vehiclesMovedOut'], ['vendorA', 'vehiclesMoved'], ['sc2', 'vehiclesMovedIn'], ['vendorB', 'shipmentRequested']],
    says: [['vendorB', /asks for one tanker truck/]],
  },
  {
    writes: ['PART_CANCELLED'],
    by: "the LSP cancels vendor B's part (DELETE /v1/shipment-vendors/{id})",
    given: async () => {
      const { partB } = await running(1, true);
      return () => k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partB}`, { reason: 'Tidak perlu' });
    },
    told: [['vendorB', 'partCancelled']],
  },
  {
    writes: ['PART_CANCELLED', 'CANCELLED'],
    by: 'the LSP cancels the last part: the shipment is cancelled, its orders published again',
    given: async () => {
      const { partA } = await running(1);
      return () => k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partA}`, { reason: 'Truk rusak' });
    },
    told: [['vendorA', 'partCancelled'], ['sc1', 'shipmentCancelled']],
  },
  {
    writes: ['DESTINATION_CHANGED'],
    by: 'the shipping company sends a stop elsewhere',
    given: async () => {
      const { order } = await running(1);
      return sendPickupElsewhere('shipper', order.id);
    },
    told: [['lsp', 'destinationChanged'], ['vendorA', 'destinationChanged']],
  },
  {
    writes: ['DESTINATION_CHANGED'],
    by: 'the LSP sends a stop elsewhere (vendor B still asked)',
    given: async () => {
      const { order } = await running(1, true);
      return sendPickupElsewhere('lsp', order.id);
    },
    told: [['sc1', 'destinationChanged'], ['vendorA', 'destinationChanged'], ['vendorB', 'destinationChanged']],
  },
  // The negative rows: a vendor whose part was rejected or cancelled is out of the shipment, and
  // hears nothing of what the whole shipment does after (docs/server-behaviour.md: "every vendor
  // with a request open or accepted"). The exact rows compared below also leave out every other
  // tenant: lsp2@'s provider, the companies whose orders the shipment does not carry.
  ...([
    ['rejected its request', (shipmentId: number, partB: number) => rejectAs('vendorB', shipmentId, partB)],
    ['had its part cancelled by the LSP', (_shipmentId: number, partB: number) => cancelPartOf(partB)],
  ] as const).map(
    ([what, leave]): Case => ({
      writes: ['REOPENED'],
      by: `the LSP reopens after vendor B ${what}: vendor B is not told`,
      given: async () => {
        const { shipment, partB } = await running(1, true);
        await leave(shipment.id, partB);
        return reopenCall(shipment.id);
      },
      told: [['vendorA', 'shipmentReopened'], ['sc1', 'shipmentReopened']],
    }),
  ),
  {
    writes: ['DESTINATION_CHANGED'],
    by: "the shipping company sends a stop elsewhere after vendor B's request went to vendor C, who rejected it: neither is told",
    given: async () => {
      const { shipment, order, partB } = await running(1, true);
      await rejectAs('vendorB', shipment.id, partB);
      const changed = ok(await k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/change-vendor`, { shipment_vendor_id: partB, vendor_id: k.ids.vendor2, new_vendor_id: k.ids.vendor3, vehicles: [{ vehicle_id: k.ids.tanker3, quantity: 1 }], note: 'Lebih dekat' })).data;
      const partC = changed.shipment_vendors.find((p: { vendor: { id: number } }) => p.vendor.id === k.ids.vendor3).id;
      await rejectAs('vendorC', shipment.id, partC);
      return sendPickupElsewhere('shipper', order.id);
    },
    told: [['lsp', 'destinationChanged'], ['vendorA', 'destinationChanged']],
  },
  {
    writes: ['DESTINATION_CHANGED'],
    by: "the LSP sends a stop elsewhere after cancelling vendor B's part: vendor B is not told",
    given: async () => {
      const { order, partB } = await running(1, true);
      await cancelPartOf(partB);
      return sendPickupElsewhere('lsp', order.id);
    },
    told: [['sc1', 'destinationChanged'], ['vendorA', 'destinationChanged']],
  },
  {
    writes: ['TRACKS_ASSIGNED'],
    by: 'the LSP assigns a truck to vendor A after vendor B rejected: only vendor A is told',
    given: async () => {
      const { shipment, partA, partB, trackIds } = await running(2, true);
      await rejectAs('vendorB', shipment.id, partB);
      ok(await k.as('lsp', 'PUT', `/v1/tracks/${trackIds[0]}/remove`, { reason: 'Sopir sakit' }));
      return () => k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/assign`, { tracks: [{ ...assignment(freeA(1)[0]!), shipment_vendor_id: partA }] });
    },
    told: [['vendorA', 'tracksAssigned']],
  },
  // The weighbridge (docs/weighbridge.md): the LSP types each ticket; the truck's vendor and the
  // company of its order hear of it in their WB tab; a delivered shipment, every live vendor and company.
  {
    writes: ['WB_LOADED'],
    by: "the LSP enters a truck's load ticket",
    given: async () => {
      const { trackIds } = await running(1, true);
      return () => loadWeights(trackIds[0]!);
    },
    told: [['vendorA', 'weighbridgeLoad'], ['sc1', 'weighbridgeLoad']],
    says: [['sc1', /TK-NTF-1/]],
  },
  {
    writes: ['WB_DELIVERED'],
    by: "the LSP enters a truck's deliver ticket, another still on its way",
    given: async () => {
      const { trackIds } = await running(2);
      for (const id of trackIds) ok(await loadWeights(id));
      return () => deliverWeights(trackIds[0]!);
    },
    told: [['vendorA', 'weighbridgeDeliver'], ['sc1', 'weighbridgeDeliver']],
  },
  {
    writes: ['WB_DELIVERED', 'DELIVERED'],
    by: "the LSP enters the last truck's deliver ticket: the shipment is delivered",
    given: async () => {
      const { trackIds } = await running(1);
      ok(await loadWeights(trackIds[0]!));
      return () => deliverWeights(trackIds[0]!);
    },
    told: [['vendorA', 'weighbridgeDeliver'], ['sc1', 'weighbridgeDeliver'], ['vendorA', 'shipmentDelivered'], ['sc1', 'shipmentDelivered']],
  },
  {
    writes: ['WB_CORRECTED'],
    by: "the LSP corrects a truck's load ticket",
    given: async () => {
      const { trackIds } = await running(1);
      ok(await loadWeights(trackIds[0]!));
      return () => loadWeights(trackIds[0]!, { ticket_number: 'TK-NTF-2', correction_reason: 'Salah ketik' });
    },
    told: [['vendorA', 'weighbridgeCorrected'], ['sc1', 'weighbridgeCorrected']],
  },
  // An order's own events (no history entry): its provider and its company, the acting one left out.
  {
    writes: [],
    by: 'the shipping company sends an order: its provider is told',
    given: async () => {
      const made = ok(await k.as('shipper', 'POST', '/v1/order', {})).data;
      for (const type of ['PICKUP', 'DROPOFF'] as const) ok(await k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, type), order_id: made.id }));
      return () => k.as('shipper', 'PUT', `/v1/order/${made.id}/publish`, { note: 'Muat' });
    },
    told: [['lsp', 'orderPublished']],
  },
  {
    writes: [],
    by: 'the LSP cancels a published order: its company is told',
    given: async () => {
      const order = await publishedOrder(k);
      return () => k.as('lsp', 'PUT', `/v1/order/${order.id}/cancel`);
    },
    told: [['sc1', 'orderCancelled']],
  },
  {
    writes: [],
    by: 'the LSP imports orders for its customer: that company is told',
    given: async () => {
      const row = (type: 'PICKUP' | 'DROPOFF', location: string) => ({ identity_order: 'NTF-IMPORT-1', type, identity_location: location, identity_product: 'CPO-01', quantity: 1000, estimation: '2026-03-12' });
      const rows = [row('PICKUP', 'PKS-KDS'), row('DROPOFF', 'REF-DUM')];
      return () => k.as('lsp', 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc1, data: rows });
    },
    told: [['sc1', 'ordersImported']],
  },
  {
    writes: [],
    by: 'the shipping company sends a stop of an order not shipped yet elsewhere: its provider is told, no vendor',
    given: async () => {
      return sendPickupElsewhere('shipper', (await publishedOrder(k)).id);
    },
    told: [['lsp', 'destinationChanged']],
  },
];

type Written = { email: string; title_en: string; title_id: string; body_en: string; body_id: string; tag: string; shipment_id: number | null };

/** The event whose texts a row holds, in both languages; '?' when none. */
const eventOf = (r: Written) =>
  (Object.keys(catalogs.en.notification) as string[])
    .filter((key) => key.endsWith('Title'))
    .map((key) => key.slice(0, -'Title'.length) as NotificationEvent)
    .find((e) => catalogs.en.notification[`${e}Title`] === r.title_en && catalogs.id.notification[`${e}Title`] === r.title_id) ?? '?';

const lastId = async (table: string) => Number((await k.rows<{ n: number }>(sql`select coalesce(max(id), 0) as n from ${sql.identifier(table)}`))[0]!.n);

describe('who hears of each change of a shipment', () => {
  it('the cases below make every history action', () => {
    expect(new Set(cases.flatMap((c) => c.writes))).toEqual(new Set(HISTORY_ACTIONS));
  });

  for (const c of cases) {
    it(`${c.writes.join(' + ')}: ${c.by}`, async () => {
      const call = await c.given();
      const [history, notice] = [await lastId('shipment_histories'), await lastId('notifications')];
      ok(await call());
      const entries = await k.rows<{ action: string }>(sql`select action from shipment_histories where id > ${history} order by id`);
      expect(entries.map((e) => e.action)).toEqual(c.writes);
      const rows = await k.rows<Written>(sql`select u.email, n.title_en, n.title_id, n.body_en, n.body_id, n.tag, n.shipment_id from notifications n join users u on u.id = n.user_id where n.id > ${notice}`);
      // Every user of each organisation told, once per event; nobody else (the actor's colleagues, other tenants).
      const want = (await Promise.all(c.told.map(async ([org, event]) => (await members(org)).map((email) => `${email} ${event}`)))).flat();
      expect(rows.map((r) => `${r.email} ${eventOf(r)}`).sort()).toEqual(want.sort());
      for (const r of rows) {
        const tag = eventOf(r).startsWith('weighbridge') ? 'WEIGHTBRIDGE' : 'SHIPMENT';
        expect(r).toMatchObject(c.writes.length ? { tag, shipment_id: expect.any(Number) } : { tag: 'ORDER', shipment_id: null });
        expect(`${r.body_en} ${r.body_id}`, 'every value given').not.toMatch(/%\{/);
      }
      for (const [org, text] of c.says ?? []) {
        const mine = await members(org);
        expect(rows.filter((r) => mine.includes(r.email)).map((r) => r.body_en)).toContainEqual(expect.stringMatching(text));
      }
    });
  }

  it("reads in the reader's language: the shipping company's cancelled shipment, in Indonesian", async () => {
    const { shipment, partA } = await running(1);
    ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partA}`, { reason: 'Truk rusak' }));
    const list = ok(await k.as('shipper', 'GET', '/v1/notifications?search_key=dibatalkan&entries=50', undefined, 'id')).data as { title: string; body: string; shipment_id: number }[];
    expect(list.find((n) => n.shipment_id === shipment.id && n.title === 'Pengiriman dibatalkan')).toMatchObject({
      body: `<p>PT Nusantara Logistik membatalkan <b>${shipment.identity}</b>: pesanannya menunggu pengiriman lain.</p>`,
    });
  });
});
