// Dispatch (issue 11 steps 3-4): the LSP makes a shipment of published orders and asks vendors for
// trucks; a vendor accepts with a plate and a driver per truck or rejects with a reason; expired
// requests refuse accept and say so. Each role allowed or refused, forbidden transitions 409 with
// nothing changed, other tenants 404; and the races: ten accepts of one request, a change of vendor
// against an accept, one plate (or one driver on two plates) accepted on two requests at once:
// exactly one wins, on both engines.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { assignment, expectUnchanged, freightKit, named, ok, publishedOrder, trucks, type Kit, type Truck } from './freight-kit.ts';
import { dispatchWith, request, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let tankerB: number;
let fleetA: Truck[];
let fleetB: Truck[];
beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t, { vendorB: 'newvendor@lsi.test' });
  d = await dispatchWith(k);
  tankerB = d.tankerB;
  fleetA = await trucks(k, k.ids.tanker1!, 10);
  fleetB = await trucks(k, tankerB, 2);
});
afterAll(() => t?.close());

const shipmentOf = (a?: number, b?: number, extra?: object) => d.shipmentOf(a, b, extra);

const accept = (who: string, shipmentId: number, partId: number, list: object[]) => k.as(who, 'PUT', `/v1/shipment/${shipmentId}/accept`, { shipment_vendor_id: partId, tracks: list });

describe('the LSP makes a shipment', () => {
  it('from published orders, asking each vendor for trucks; the orders leave the create-shipment list', async () => {
    const orderA = await publishedOrder(k);
    const orderB = await publishedOrder(k, 'lsp');
    const active = ok(await k.as('lsp', 'GET', '/v1/shipment/active-orders', { entries: '100' } as never));
    expect(active.data.find((o: { id: number }) => o.id === orderA.id)).toMatchObject({ status: 'PUBLISHED', is_new: true });
    const res = ok(
      await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [orderA.id, orderB.id], vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 30), request(k.ids.vendor2!, tankerB, 1)], note: 'Muat pagi' }),
    );
    const s = res.data;
    expect(res.message).toBe(`Shipment ${s.identity} created.`);
    expect(s).toMatchObject({ status: 'WAITING', ritase: 1, tracks: [], tracks_count: 0, type_vehicle_count: 2, vehicle_detail_count: 31, note: 'Muat pagi' });
    expect(s.orders.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
      [orderA.id, 'ON_SHIPMENT'],
      [orderB.id, 'ON_SHIPMENT'],
    ]);
    // Requests expire a day later unless said otherwise; asking for more than the free plates is flagged.
    const [a, b] = s.shipment_vendors;
    expect(a).toMatchObject({ status: 'REQUESTED', weight: 30000, expired: false, expired_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(), ritase_identity: `${s.identity}-R1` });
    expect(a.vehicles[0]).toMatchObject({ id: k.ids.tanker1, pivot: { quantity: 30 }, exceed: true });
    expect(b.vehicles[0]).toMatchObject({ id: tankerB, pivot: { quantity: 1 }, available: 2, exceed: false });
    expect(ok(await k.as('lsp', 'GET', '/v1/shipment/active-orders?entries=1000')).data.map((o: { id: number }) => o.id)).not.toContain(orderA.id);
    // History and notifications: the vendors asked, the shipping company told.
    const history = ok(await k.as('lsp', 'GET', `/v1/shipment-history?filter_columns=shipment_id&filter_keys=${s.id}`)).data;
    expect(history).toMatchObject([{ action: 'CREATED', summary: `Rina Kusuma created the shipment for ${orderA.identity}, ${orderB.identity}.`, reason: 'Muat pagi' }]);
    const told = await k.rows<{ email: string }>(sql`select u.email from notifications n join users u on u.id = n.user_id where n.shipment_id = ${s.id} order by u.email`);
    expect(told.map((r) => r.email)).toEqual(['newvendor@lsi.test', 'shipper@lsi.test', 'vendor@lsi.test']);
  });

  it('refuses what cannot be shipped, changing nothing', async () => {
    const order = await publishedOrder(k);
    const draft = ok(await k.as('shipper', 'POST', '/v1/order', {})).data;
    const ask = (body: object) => k.as('lsp', 'POST', '/v1/shipment', { order_ids: [order.id], vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 1)], ...body }, 'id');
    expect((await expectUnchanged(k, () => ask({ order_ids: [order.id, draft.id] }), 409)).json().message).toBe('Status pesanan ini Draf: "kirim" tidak dapat dilakukan sekarang.');
    expect((await expectUnchanged(k, () => ask({ vendors: [request(k.ids.vendor3!, k.ids.tanker3!, 1)] }), 422)).json().errors).toEqual({ 'vendors.0.vendor_id': ['Vendor ini tidak bekerja sama dengan Anda.'] });
    expect((await expectUnchanged(k, () => ask({ vendors: [request(k.ids.vendor1!, tankerB, 1)] }), 422)).json().errors).toEqual({ 'vendors.0.vehicles.0.vehicle_id': ['Tidak ditemukan.'] });
    expect((await expectUnchanged(k, () => ask({ set_expired_at: '2026-03-10T00:00:00+07:00' }), 422)).json().errors).toEqual({ set_expired_at: ['Harus waktu di masa depan.'] });
    // The weight the review sets per vendor: a number of at least 0.
    expect((await expectUnchanged(k, () => ask({ vendors: [{ ...request(k.ids.vendor1!, k.ids.tanker1!, 1), weight: 'banyak' }] }), 422)).json().errors).toEqual({ 'vendors.0.weight': ['Harus berupa angka.'] });
    expect((await expectUnchanged(k, () => ask({ vendors: [{ ...request(k.ids.vendor1!, k.ids.tanker1!, 1), weight: -1 }] }), 422)).json().errors).toEqual({ 'vendors.0.weight': ['Harus nol atau lebih.'] });
    expect((await expectUnchanged(k, () => ask({ vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 0)] }), 422)).json().errors).toEqual({ 'vendors.0.vehicles.0.quantity': ['Minimal 1.'] });
    // Another LSP's order does not exist for this one; other roles may not ship at all.
    const theirs = await k.rows<{ id: number }>(sql`select id from orders where logistics_service_provider_id <> ${k.ids.lsp1} and status = 'PUBLISHED' limit 1`);
    await expectUnchanged(k, () => ask({ order_ids: [theirs[0]!.id] }), 404);
    for (const who of ['shipper', 'vendor', 'admin', 'viewer'] as const) {
      await expectUnchanged(k, () => k.as(who, 'POST', '/v1/shipment', { order_ids: [order.id], vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 1)] }), 403);
    }
    // A shipped order cannot be shipped twice.
    ok(await ask({}));
    expect((await expectUnchanged(k, () => ask({}), 409)).json().message).toMatch(/Dalam pengiriman/);
  });
});

describe('searching the LSP lists', () => {
  const ids = (res: { data: { id: number }[] }) => res.data.map((r) => r.id);
  it('finds an order by a stop name and a shipment by an order identity or a vendor name (matched over the related rows)', async () => {
    const { order, shipment } = await shipmentOf(1);
    const waiting = await publishedOrder(k);
    const row = ok(await k.as('lsp', 'GET', '/v1/shipment/active-orders?entries=1000')).data.find((o: { id: number }) => o.id === waiting.id);
    const active = (column: string, key: string) => k.as('lsp', 'GET', `/v1/shipment/active-orders?entries=1000&search_columns=${column}&search_key=${encodeURIComponent(key)}`);
    expect(ids(ok(await active('pickup.name', row.pickup.name.slice(1, -1).toUpperCase())))).toContain(waiting.id);
    expect(ids(ok(await active('dropoff.name', row.dropoff.name)))).toContain(waiting.id);
    expect(ids(ok(await active('pickup.name', 'no-such-mill')))).toEqual([]);
    const history = (column: string, key: string) => k.as('lsp', 'GET', `/v2/shipment?entries=1000&search_columns=${column}&search_key=${encodeURIComponent(key)}`);
    expect(ids(ok(await history('orders.identity', order.identity.toLowerCase())))).toEqual([shipment.id]);
    expect(ids(ok(await history('vendors.name', shipment.shipment_vendors[0].vendor.name)))).toContain(shipment.id);
    expect(ids(ok(await history('vendors.name', 'no-such-vendor')))).toEqual([]);
  });
});

describe('the vendor answers', () => {
  it('accepts with one free plate and driver of its own per truck asked; the shipment is on progress', async () => {
    const { shipment, partA } = await shipmentOf(2);
    const bad = (list: object[]) => expectUnchanged(k, () => accept('vendor', shipment.id, partA, list), 422);
    expect((await bad([assignment(fleetA[0]!), assignment(fleetA[1]!), assignment(fleetA[2]!)])).json().errors).toEqual({ tracks: ['At most 2 trucks of Tangki CPO 30 KL were asked for.'] });
    expect((await bad([assignment(fleetA[0]!), assignment(fleetB[0]!)])).json().errors).toMatchObject({ 'tracks.1.vehicle_detail_id': ['Not found.'], 'tracks.1.driver_id': ['Not found.'] });
    // The same driver twice: the message names the driver and both trucks.
    const [twice] = await k.rows<{ name: string }>(sql`select u.name from drivers d join users u on u.id = d.user_id where d.id = ${fleetA[0]!.driver}`);
    expect((await bad([assignment(fleetA[0]!), { ...assignment(fleetA[1]!), driver_id: fleetA[0]!.driver }])).json().errors).toEqual({
      'tracks.1.driver_id': [`${twice!.name} is named for two trucks: ${fleetA[0]!.plateNumber}, ${fleetA[1]!.plateNumber}.`],
    });
    const busy = (await k.rows<{ plate: number; driver: number }>(sql`select vehicle_detail_id as plate, driver_id as driver from tracks where status = 'ON_THE_WAY' limit 1`))[0]!;
    expect((await bad([assignment(fleetA[0]!), { vehicle_detail_id: busy.plate, driver_id: fleetA[1]!.driver }])).json().errors).toEqual({
      'tracks.1.vehicle_detail_id': ['This truck or driver is already on another active trip.'],
    });
    await t.db.execute(sql`update drivers set is_blocked = true where id = ${fleetA[1]!.driver}`);
    expect((await bad([assignment(fleetA[0]!), assignment(fleetA[1]!)])).json().errors).toEqual({ 'tracks.1.driver_id': ['This driver is blocked.'] });
    await t.db.execute(sql`update drivers set is_blocked = false where id = ${fleetA[1]!.driver}`);

    const res = ok(await accept('vendor', shipment.id, partA, [assignment(fleetA[0]!), assignment(fleetA[1]!)]));
    expect(res.message).toBe('Shipment accepted with 2 trucks.');
    expect(res.data).toMatchObject({ status: 'ON_PROGRESS', tracks_count: 2, shipment_vendors: [{ status: 'ACCEPTED', tracks_count: 2 }] });
    expect(res.data.tracks.map((tr: { vehicle_detail: { plate_number: string }; status: string; ritase: number }) => [tr.vehicle_detail.plate_number, tr.status, tr.ritase])).toEqual([
      [fleetA[0]!.plateNumber, 'ASSIGNED', 1],
      [fleetA[1]!.plateNumber, 'ASSIGNED', 1],
    ]);
    // The timeline names the trucks given by plate and driver, as they were: never by id.
    const [entry] = ok(await k.as('lsp', 'GET', `/v1/shipment-history?filter_columns=action&filter_keys=ACCEPTED&entries=1`)).data;
    expect(entry.changes).toEqual([
      { field: 'status', from: 'REQUESTED', to: 'ACCEPTED' },
      { field: 'tracks', from: null, to: [named(fleetA[0]!), named(fleetA[1]!)] },
    ]);
    // Accepting again, or rejecting now, is a 409 that changes nothing.
    expect((await expectUnchanged(k, () => accept('vendor', shipment.id, partA, [assignment(fleetA[2]!), assignment(fleetA[3]!)]), 409)).json().message).toBe(
      'This vendor request is Accepted: "accept" is not possible now.',
    );
    await expectUnchanged(k, () => k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/reject`, { shipment_vendor_id: partA, reason: 'x' }), 409);
    // The plates are on a trip now: the fleet lists them as busy.
    const available = ok(await k.as('vendor', 'GET', '/v1/vehicle-detail?mode=available&entries=-1')).data.map((p: { id: number }) => p.id);
    expect(available).not.toContain(fleetA[0]!.plate);
    const [told] = await k.rows<{ email: string; body_id: string }>(sql`select u.email, n.body_id from notifications n join users u on u.id = n.user_id where n.shipment_id = ${shipment.id} and n.title_en = 'Vendor accepted the shipment'`);
    expect(told).toMatchObject({ email: 'lsp@lsi.test', body_id: `<p>CV Trans Andalas menerima <b>${shipment.identity}</b> dengan 2 truk.</p>` });
    // Free the trucks for the other tests.
    ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partA}`, { reason: 'test done' }));
  });

  it('rejects with a reason (the part it answers is found when it has one open)', async () => {
    const { shipment, partB } = await shipmentOf(1, 1);
    await expectUnchanged(k, () => k.as('vendorB', 'PUT', `/v1/shipment/${shipment.id}/reject`, {}), 422);
    const res = ok(await k.as('vendorB', 'PUT', `/v1/shipment/${shipment.id}/reject`, { reason: 'Armada penuh' }));
    // A vendor sees only its own part of the shipment.
    expect(res.data.shipment_vendors).toMatchObject([{ id: partB, status: 'REJECTED', reason: 'Armada penuh' }]);
    const history = ok(await k.as('lsp', 'GET', `/v1/shipment-history?filter_columns=shipment_id&filter_keys=${shipment.id}&sort_type=asc`)).data;
    expect(history.map((h: { action: string; summary: string }) => [h.action, h.summary])).toEqual([
      ['CREATED', expect.any(String)],
      ['REJECTED', 'PT Armada Sawit Jaya rejected the request.'],
    ]);
    // The LSP reads what each vendor was asked, by name, model and weight (the part ids stay on the
    // server); vendor A does not see vendor B's entry.
    const askedOf = (subject: string, name: string) => ({ field: 'request', subject, from: null, to: { trucks: 1, weight: 30000, vehicles: [{ name, quantity: 1 }] } });
    expect(history[0].changes).toEqual([askedOf('CV Trans Andalas', 'Tangki CPO 30 KL'), askedOf('PT Armada Sawit Jaya', 'Tangki B 24 KL')]);
    const forA = ok(await k.as('vendor', 'GET', `/v1/shipment-history?filter_columns=shipment_id&filter_keys=${shipment.id}`)).data;
    expect(forA.map((h: { action: string }) => h.action)).toEqual(['CREATED']);
    // Nor, in the entry they share, what vendor B was asked: only its own request.
    expect(forA[0].changes).toEqual([askedOf('CV Trans Andalas', 'Tangki CPO 30 KL')]);
    await expectUnchanged(k, () => k.as('vendorB', 'PUT', `/v1/shipment/${shipment.id}/reject`, { reason: 'again' }), 409);
  });

  it('accepts fewer trucks than asked: the part keeps what was given, the rest is open for the LSP to give to another vendor', async () => {
    const { shipment, partA } = await shipmentOf(2);
    const res = ok(await accept('vendor', shipment.id, partA, [assignment(fleetA[8]!)]));
    expect(res.message).toBe('Shipment accepted with one truck.');
    const [mine, rest] = res.data.shipment_vendors;
    expect(mine).toMatchObject({ id: partA, status: 'ACCEPTED', tracks_count: 1, open_trucks: 0, vehicles: [{ id: k.ids.tanker1, pivot: { quantity: 1 } }] });
    expect(rest).toMatchObject({ vendor: { id: k.ids.vendor1 }, status: 'REJECTED', reason: null, tracks_count: 0, open_trucks: 0, vehicles: [{ id: k.ids.tanker1, pivot: { quantity: 1 } }] });
    // Asked 2, took 1: the timeline keeps both numbers (what vendor performance counts).
    const [entry] = ok(await k.as('lsp', 'GET', `/v1/shipment-history?filter_columns=shipment_id&filter_keys=${shipment.id}&entries=1`)).data;
    expect(entry.changes.at(-1)).toEqual({ field: 'request', subject: mine.vendor.name, from: { trucks: 2, weight: 30000, vehicles: [{ name: 'Tangki CPO 30 KL', quantity: 2 }] }, to: { trucks: 1, weight: 30000, vehicles: [{ name: 'Tangki CPO 30 KL', quantity: 1 }] } });
    // The vendor cannot add the rest to its accepted part later; the LSP gives the rest to vendor B.
    expect((await expectUnchanged(k, () => k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/assign`, { tracks: [{ ...assignment(fleetA[9]!), shipment_vendor_id: partA }] }), 422)).json().errors).toEqual({
      tracks: ['At most 0 trucks of Tangki CPO 30 KL were asked for.'],
    });
    const body = { shipment_vendor_id: rest.id, vendor_id: k.ids.vendor1, new_vendor_id: k.ids.vendor2, vehicles: [{ vehicle_id: tankerB, quantity: 1 }], note: 'Sisa 1 truk' };
    const changed = ok(await k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/change-vendor`, body)).data;
    expect(changed.shipment_vendors.map((p: { status: string; vendor: { id: number } }) => [p.vendor.id, p.status])).toEqual([
      [k.ids.vendor1, 'ACCEPTED'],
      [k.ids.vendor1, 'CANCELLED'],
      [k.ids.vendor2, 'REQUESTED'],
    ]);
  });

  it('an expired request cannot be accepted and says when it expired (WIB); it can still be rejected', async () => {
    const { shipment, partA } = await shipmentOf(1, 0, { set_expired_at: '2026-03-11T03:00:00+07:00' });
    t.clock.advance(2 * 3_600_000);
    try {
      const list = ok(await k.as('vendor', 'GET', '/v1/shipment-vendors?entries=100')).data;
      // The vendor sees the weight and the expiry the LSP set on the review.
      expect(list.find((r: { id: number }) => r.id === partA)).toMatchObject({ status: 'REQUESTED', weight: 30000, expired_at: '2026-03-10T20:00:00.000Z', expired: true });
      const res = await expectUnchanged(k, () => accept('vendor', shipment.id, partA, [assignment(fleetA[4]!)]), 409);
      expect(res.json().message).toBe('This request expired on 2026-03-11 03:00 WIB and can no longer be accepted.');
      ok(await k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/reject`, { shipment_vendor_id: partA, reason: 'Terlambat' }));
    } finally {
      t.clock.set(new Date(t.clock.now().getTime() - 2 * 3_600_000));
    }
  });

  it('answers whether a request is still open (mode=open: REQUESTED, not expired), however many expired ones are newer', async () => {
    const start = t.clock.now();
    const openIds = async () => ok(await k.as('vendor', 'GET', '/v1/shipment-vendors?mode=open&entries=1000')).data.map((r: { id: number }) => r.id) as number[];
    const waiting = await shipmentOf(1);
    const answered = await shipmentOf(1);
    ok(await k.as('vendor', 'PUT', `/v1/shipment/${answered.shipment.id}/reject`, { shipment_vendor_id: answered.partA, reason: 'Penuh' }));
    const soon: number[] = [];
    try {
      // Ten newer requests that expire within the hour, each a minute after the last.
      for (let i = 0; i < 10; i++) {
        t.clock.advance(60_000);
        soon.push((await shipmentOf(1, 0, { set_expired_at: new Date(start.getTime() + 3_600_000).toISOString() })).partA);
      }
      expect(await openIds()).toEqual(expect.arrayContaining([waiting.partA, ...soon]));
      t.clock.set(new Date(start.getTime() + 2 * 3_600_000));
      // The newest page of REQUESTED rows holds only expired ones; the open one is older.
      const newest = ok(await k.as('vendor', 'GET', '/v1/shipment-vendors?filter_columns=status&filter_keys=REQUESTED&sort_column=created_at&sort_type=desc&entries=9')).data;
      expect(newest.map((r: { id: number; expired: boolean }) => [r.id, r.expired])).toEqual(soon.slice(1).reverse().map((id) => [id, true]));
      const open = await openIds();
      expect(open).toContain(waiting.partA);
      expect(open.filter((id) => soon.includes(id) || id === answered.partA)).toEqual([]);
      // Another vendor has none of them; the LSP reads its shipments' open requests.
      expect(ok(await k.as('vendorB', 'GET', '/v1/shipment-vendors?mode=open&entries=1000')).data.map((r: { id: number }) => r.id)).not.toContain(waiting.partA);
      expect(ok(await k.as('lsp', 'GET', '/v1/shipment-vendors?mode=open&entries=1000')).data.map((r: { id: number }) => r.id)).toContain(waiting.partA);
      expect((await k.as('vendor', 'GET', '/v1/shipment-vendors?mode=closed')).statusCode).toBe(400);
    } finally {
      t.clock.set(start);
      for (const part of [waiting.partA, ...soon]) ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${part}`, {}));
    }
  });

  it("answers other tenants' shipments and parts as not found; LSPs and shippers cannot answer", async () => {
    const { shipment, partA } = await shipmentOf(1);
    for (const [who, status] of [
      ['vendorB', 404],
      ['lsp', 403],
      ['shipper', 403],
      ['lsp2', 403],
    ] as const) {
      await expectUnchanged(k, () => accept(who, shipment.id, partA, [assignment(fleetA[5]!)]), status);
      await expectUnchanged(k, () => k.as(who, 'PUT', `/v1/shipment/${shipment.id}/reject`, { shipment_vendor_id: partA, reason: 'x' }), status);
    }
    for (const who of ['lsp2', 'shipper2', 'vendorB'] as const) {
      for (const path of ['details', 'show', 'track', 'ritase', 'list-marker', 'export-list-marker']) expect((await k.as(who, 'GET', `/v1/shipment/${shipment.id}/${path}`)).statusCode, path).toBe(404);
    }
    ok(await k.as('vendor', 'PUT', `/v1/shipment/${shipment.id}/reject`, { shipment_vendor_id: partA, reason: 'x' }));
  });
});

describe('reading a shipment, by role', () => {
  it('each read call answers its parties (a vendor its own part), 404 to other tenants, 403 to roles it is not for', async () => {
    const { shipment, partA } = await shipmentOf(1, 1);
    const accepted = ok(await accept('vendor', shipment.id, partA, [assignment(fleetA[5]!)])).data;
    const track = accepted.tracks[0].id as number;
    const reads = [`/v1/shipment/${shipment.id}/details`, `/v1/shipment/${shipment.id}/show`, `/v1/shipment/${shipment.id}/track`, `/v1/shipment/${shipment.id}/ritase`, `/v1/shipment/${shipment.id}/list-marker`, `/v1/shipment/${shipment.id}/export-list-marker`, `/v1/tracks/${track}`];
    const expected: [string, number][] = [
      ['lsp', 200],
      ['viewer', 200],
      ['vendor', 200],
      ['shipper', 200],
      ['admin', 200],
      ['lsp2', 404],
      ['shipper2', 404],
    ];
    for (const [who, status] of expected) for (const url of reads) expect((await k.as(who, 'GET', url)).statusCode, `${who} ${url}`).toBe(status);
    // Vendor B has a part but no truck: the shipment yes, the track of vendor A no.
    expect((await k.as('vendorB', 'GET', `/v1/shipment/${shipment.id}/show`)).statusCode).toBe(200);
    expect((await k.as('vendorB', 'GET', `/v1/tracks/${track}`)).statusCode).toBe(404);
    const asB = ok(await k.as('vendorB', 'GET', `/v1/shipment/${shipment.id}/details`)).data;
    expect(asB.shipment_vendors.map((p: { vendor: { id: number } }) => p.vendor.id)).toEqual([k.ids.vendor2]);
    expect(asB.tracks).toEqual([]);
    // The lists: every party finds it; the other tenants do not.
    for (const path of ['/v1/shipment', '/v2/shipment']) {
      for (const [who, found] of [['lsp', true], ['vendor', true], ['vendorB', true], ['shipper', true], ['admin', true], ['lsp2', false], ['shipper2', false]] as const) {
        const ids = ok(await k.as(who, 'GET', `${path}?entries=100`)).data.map((r: { id: number }) => r.id);
        expect(ids.includes(shipment.id), `${who} ${path}`).toBe(found);
      }
    }
    const v2 = ok(await k.as('vendor', 'GET', '/v2/shipment?entries=100')).data.find((r: { id: number }) => r.id === shipment.id);
    expect(v2.shipment_vendors.map((p: { id: number }) => p.id)).toEqual([partA]);
    // The published orders waiting for a shipment are the LSP's work list only.
    for (const who of ['vendor', 'shipper', 'admin'] as const) expect((await k.as(who, 'GET', '/v1/shipment/active-orders')).statusCode, who).toBe(403);
    expect(ok(await k.as('lsp2', 'GET', '/v1/shipment/active-orders?entries=1000')).data.every((o: { shipment_company_id: number }) => o.shipment_company_id === k.ids.sc3)).toBe(true);
    ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partA}`, {}));
  });
});

describe('the history list', () => {
  it('keeps a page with its parts, and reads both again once a table either reads changes', async () => {
    const { shipment, partA, partB } = await shipmentOf(1, 1);
    const row = async () =>
      ok(await k.as('lsp', 'GET', `/v2/shipment?entries=9&search_columns=identity&search_key=${shipment.identity}`)).data.find((r: { id: number }) => r.id === shipment.id);
    type Part = { id: number; status: string; vehicles: { available: number }[] };
    const partOf = (r: { shipment_vendors: Part[] }, id: number) => r.shipment_vendors.find((p) => p.id === id)!;
    const before = await row();
    expect(await row()).toEqual(before);
    // A plate added by hand (no API call) is a change to a table only the parts read.
    await trucks(k, tankerB, 1);
    const more = await row();
    expect(partOf(more, partB).vehicles[0]!.available).toBe(partOf(before, partB).vehicles[0]!.available + 1);
    ok(await accept('vendor', shipment.id, partA, [assignment(fleetA[0]!)]));
    const accepted = await row();
    expect(partOf(accepted, partA).status).toBe('ACCEPTED');
    expect(accepted.tracks_count).toBe(1);
    ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partA}`, {}));
    ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partB}`, {}));
  });
});

describe('races: exactly one wins, on PGlite and PostgreSQL', () => {
  it('ten accepts of one request at once: one 200, nine 409, one set of trucks', async () => {
    const { shipment, partA } = await shipmentOf(1);
    const tokens = await Promise.all(Array.from({ length: 9 }, () => t.login('vendor@lsi.test')));
    const calls = [k.tokens.vendor, ...tokens].map((token, i) =>
      t.call({ method: 'PUT', url: `/v1/shipment/${shipment.id}/accept`, token, payload: { shipment_vendor_id: partA, tracks: [assignment(fleetA[i % 2 ? 6 : 7]!)] } }),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const [n] = await k.rows<{ n: number }>(sql`select count(*)::int as n from tracks where shipment_id = ${shipment.id}`);
    expect(n!.n).toBe(1);
    ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${partA}`, { reason: 'test done' }));
  });

  it('the LSP changes the vendor while the vendor accepts: one wins, the other is a 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { shipment, partA } = await shipmentOf(1);
      const [accepted, changed] = await Promise.all([
        accept('vendor', shipment.id, partA, [assignment(fleetA[6]!)]),
        k.as('lsp', 'PUT', `/v1/shipment/${shipment.id}/change-vendor`, {
          shipment_vendor_id: partA,
          vendor_id: k.ids.vendor1,
          new_vendor_id: k.ids.vendor2,
          vehicles: [{ vehicle_id: tankerB, quantity: 1 }],
          note: 'Lebih dekat',
        }),
      ]);
      expect([accepted.statusCode, changed.statusCode].sort()).toEqual([200, 409]);
      const parts = await k.rows<{ status: string }>(sql`select status from shipment_vendors where shipment_id = ${shipment.id} order by id`);
      expect(parts.map((p) => p.status)).toEqual(accepted.statusCode === 200 ? ['ACCEPTED'] : ['CANCELLED', 'REQUESTED']);
      const open = await k.rows<{ id: number; status: string }>(sql`select id, status from shipment_vendors where shipment_id = ${shipment.id} and status <> 'CANCELLED'`);
      for (const p of open) ok(await k.as('lsp', 'DELETE', `/v1/shipment-vendors/${p.id}`, {}));
    }
  });

  it('one plate accepted on two requests at once: one 200, the other a 422 on the plate', async () => {
    const first = await shipmentOf(1);
    const second = await shipmentOf(1);
    const [a, b] = await Promise.all([accept('vendor', first.shipment.id, first.partA, [assignment(fleetA[6]!)]), accept('vendor', second.shipment.id, second.partA, [assignment(fleetA[6]!)])]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const loser = a.statusCode === 422 ? a : b;
    // On the plate and the driver when the check saw them taken; on the trucks when the database refused the second.
    expect([...new Set(Object.values(loser.json().errors).flat())]).toEqual(['This truck or driver is already on another active trip.']);
    const [n] = await k.rows<{ n: number }>(sql`select count(*)::int as n from tracks where vehicle_detail_id = ${fleetA[6]!.plate} and status in ('ASSIGNED', 'ON_THE_WAY')`);
    expect(n!.n).toBe(1);
  });

  it('one driver on two plates accepted on two requests at once: one 200, the other a 422 (the driver index on its own)', async () => {
    for (let round = 0; round < 3; round++) {
      // Two free plates; the second is given with the first one's driver.
      const [one, two] = await trucks(k, k.ids.tanker1!, 2);
      const first = await shipmentOf(1);
      const second = await shipmentOf(1);
      const [a, b] = await Promise.all([
        accept('vendor', first.shipment.id, first.partA, [assignment(one!)]),
        accept('vendor', second.shipment.id, second.partA, [{ vehicle_detail_id: two!.plate, driver_id: one!.driver }]),
      ]);
      expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 422]);
      const loser = a.statusCode === 422 ? a : b;
      expect([...new Set(Object.values(loser.json().errors).flat())]).toEqual(['This truck or driver is already on another active trip.']);
      const [onTrips] = await k.rows<{ driver: number; plates: number }>(
        sql`select count(*)::int as driver, count(distinct vehicle_detail_id)::int as plates from tracks where driver_id = ${one!.driver} and status in ('ASSIGNED', 'ON_THE_WAY')`,
      );
      expect(onTrips).toEqual({ driver: 1, plates: 1 });
    }
  });

  it('the database itself refuses a second active track for a plate or a driver', async () => {
    const [active] = await k.rows<{ shipment_id: number; vehicle_detail_id: number; driver_id: number }>(sql`select shipment_id, vehicle_detail_id, driver_id from tracks where vehicle_detail_id = ${fleetA[6]!.plate} and status = 'ASSIGNED'`);
    const insert = (plate: number | null, driver: number | null, status = 'ASSIGNED') =>
      t.db.execute(sql`insert into tracks (shipment_id, vehicle_detail_id, driver_id, status) values (${active!.shipment_id}, ${plate}, ${driver}, ${status})`);
    await expect(insert(active!.vehicle_detail_id, null)).rejects.toThrow();
    await expect(insert(null, active!.driver_id, 'ON_THE_WAY')).rejects.toThrow();
    // Finished and removed trips keep their trucks in the history without holding them.
    await insert(active!.vehicle_detail_id, active!.driver_id, 'FINISHED');
    await insert(active!.vehicle_detail_id, active!.driver_id, 'REMOVED');
  });
});
