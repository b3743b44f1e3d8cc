// Issue 20 §3 and §4 as people meet them: a quantity finer than its column is refused (a stop, a
// bulk import, the import preview) instead of being stored as 0; the same truck twice in one
// change-vehicles is refused instead of written twice; a vendor holds at most one open request on a
// shipment, at create, change-vendor and move alike. Nothing changes when refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, startTestApp, type TestApp } from './harness.ts';
import { expectUnchanged, freightKit, ok, publishedOrder, stop, trucks, type Kit, type Truck } from './freight-kit.ts';
import { dispatchWith, request, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let fleetA: Truck[];

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t, { vendorB: 'newvendor@lsi.test' });
  d = await dispatchWith(k);
  fleetA = await trucks(k, k.ids.tanker1!, 8);
});
afterAll(() => t?.close());

let next = 0;
const freeA = (n: number) => fleetA.slice(next, (next += n));

describe('a quantity finer than its column (numeric(14,3))', () => {
  it('POST /v1/suborder with 0.0001 is refused naming the limit, in both languages; 0.001 is kept as it is', async () => {
    const order = ok(await k.as('shipper', 'POST', '/v1/order', {})).data;
    const add = (quantity: unknown, lang: 'en' | 'id' = 'en') => k.as('shipper', 'POST', '/v1/suborder', { ...stop(k, 'PICKUP'), products: [{ product_id: k.ids.cpo, quantity }], order_id: order.id }, lang);
    expect((await expectUnchanged(k, () => add(0.0001), 422)).json().errors).toEqual({ 'products.0.quantity': ['At most 3 decimals.'] });
    expect((await expectUnchanged(k, () => add('0,0004', 'id'), 422)).json().errors).toEqual({ 'products.0.quantity': ['Maksimal 3 angka desimal.'] });
    expect((await expectUnchanged(k, () => add('1e-7'), 422)).json().errors).toEqual({ 'products.0.quantity': ['At most 3 decimals.'] });
    ok(await add(0.001));
    const [line] = await k.rows<{ quantity: string }>(sql`select sp.quantity from suborder_products sp join suborders s on s.id = sp.suborder_id where s.order_id = ${order.id}`);
    expect(line!.quantity).toBe('0.001');
  });

  it('a bulk import with "0,0004" is refused on its row, and so is the row in the preview of a sheet', async () => {
    const rows = [
      { identity_order: 'IMP-DEC-1', type: 'PICKUP', identity_location: 'PKS-KDS', identity_product: 'CPO-01', quantity: '0,0004', estimation: '2026-03-12' },
      { identity_order: 'IMP-DEC-1', type: 'DROPOFF', identity_location: 'REF-DUM', identity_product: 'CPO-01', quantity: '1', estimation: '2026-03-13' },
    ];
    const res = await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc1, data: rows }, 'id'), 422);
    expect(res.json().errors).toEqual({ 'data.0.quantity': ['Maksimal 3 angka desimal.'] });
    const csv = new TextEncoder().encode('identity_order,type,identity_location,identity_product,quantity,estimation\nIMP-DEC-2,PICKUP,PKS-KDS,CPO-01,"0,0004",2026-03-12\nIMP-DEC-2,DROPOFF,REF-DUM,CPO-01,1,2026-03-13\n');
    const m = multipart({ shipment_company_id: String(k.ids.sc1), file: { filename: 'orders.csv', type: 'text/csv', bytes: csv } });
    const preview = ok(await t.call({ method: 'POST', url: '/v1/request-order/preview', token: k.tokens.lsp, payload: m.payload, headers: { ...m.headers, 'accept-language': 'en' } })).data;
    expect(preview.rows[0].errors).toEqual({ quantity: ['At most 3 decimals.'] });
  });
});

describe('the same truck twice in one change-vehicles', () => {
  it('is refused on the second, naming the track, and nothing is written', async () => {
    const { shipment, trackIds } = await d.running(freeA(1));
    const [a, b] = freeA(2);
    const form = multipart({
      note: 'Ganti armada',
      'tracks[0][track_id]': String(trackIds[0]),
      'tracks[0][vehicle_detail_id]': String(a!.plate),
      'tracks[0][driver_id]': String(a!.driver),
      'tracks[1][track_id]': String(trackIds[0]),
      'tracks[1][vehicle_detail_id]': String(b!.plate),
      'tracks[1][driver_id]': String(b!.driver),
    });
    const post = () => t.call({ method: 'POST', url: `/v1/shipment/${shipment.id}/change-vehicles`, token: k.tokens.lsp, payload: form.payload, headers: form.headers });
    expect((await expectUnchanged(k, post, 422)).json().errors).toEqual({ 'tracks.1.track_id': [`Listed twice: ${trackIds[0]}.`] });
  });
});

describe('a vendor has at most one open request on a shipment', () => {
  const changeVendor = (shipmentId: number, part: number, from: number, to: number, vehicle: number) =>
    k.as('lsp', 'PUT', `/v1/shipment/${shipmentId}/change-vendor`, { shipment_vendor_id: part, vendor_id: from, new_vendor_id: to, vehicles: [{ vehicle_id: vehicle, quantity: 1 }], note: 'Alihkan' });

  it('shipment create refuses the same vendor twice', async () => {
    const order = await publishedOrder(k);
    const body = { order_ids: [order.id], vendors: [request(k.ids.vendor1!, k.ids.tanker1!, 1), request(k.ids.vendor1!, k.ids.tanker1!, 1)] };
    expect((await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/shipment', body), 422)).json().errors).toEqual({ 'vendors.1.vendor_id': ['Already used.'] });
  });

  it('change-vendor refuses a vendor with a requested or accepted part there, with the same message', async () => {
    const waiting = await d.shipmentOf(1, 1);
    expect((await expectUnchanged(k, () => changeVendor(waiting.shipment.id, waiting.partB, k.ids.vendor2!, k.ids.vendor1!, k.ids.tanker1!), 422)).json().errors).toEqual({ new_vendor_id: ['Already used.'] });
    const running = await d.running(freeA(1), true);
    expect((await expectUnchanged(k, () => changeVendor(running.shipment.id, running.partB, k.ids.vendor2!, k.ids.vendor1!, k.ids.tanker1!), 422)).json().errors).toEqual({ new_vendor_id: ['Already used.'] });
  });

  it('a vendor that rejected may be asked again, and a request may go back to its own vendor', async () => {
    const { shipment, partA, partB } = await d.shipmentOf(1, 1);
    ok(await k.as('vendorB', 'PUT', `/v1/shipment/${shipment.id}/reject`, { reason: 'Armada penuh' }));
    // B's part was rejected: B holds no open request and is asked again.
    const again = ok(await changeVendor(shipment.id, partB, k.ids.vendor2!, k.ids.vendor2!, d.tankerB)).data;
    const open = (parts: { vendor: { id: number }; status: string }[]) => parts.filter((p) => ['REQUESTED', 'ACCEPTED'].includes(p.status)).map((p) => p.vendor.id);
    expect(open(again.shipment_vendors)).toEqual([k.ids.vendor1, k.ids.vendor2]);
    // A's unanswered part goes back to A (asked anew): the part it replaces does not count.
    const renewed = ok(await changeVendor(shipment.id, partA, k.ids.vendor1!, k.ids.vendor1!, k.ids.tanker1!)).data;
    expect(open(renewed.shipment_vendors).sort()).toEqual([k.ids.vendor1, k.ids.vendor2].sort());
  });

  it('moving trucks refuses more vendors that already have an open request on the target', async () => {
    const source = await d.running(freeA(1));
    const target = await d.shipmentOf(1, 1);
    const move = (vendor: number, vehicle: number) => {
      const m = multipart({
        note: 'Pindah muatan',
        type: 'EXISTING',
        'track_ids[0]': String(source.trackIds[0]),
        order_id: String(target.order.id),
        'additionals[0][vendor_id]': String(vendor),
        'additionals[0][vehicles][0][vehicle_id]': String(vehicle),
        'additionals[0][vehicles][0][quantity]': '1',
      });
      return t.call({ method: 'POST', url: '/v1/shipment/move-vehicle', token: k.tokens.lsp, payload: m.payload, headers: m.headers });
    };
    expect((await expectUnchanged(k, () => move(k.ids.vendor2!, d.tankerB), 422)).json().errors).toEqual({ 'additionals.0.vendor_id': ['Already used.'] });
    expect((await expectUnchanged(k, () => move(k.ids.vendor1!, k.ids.tanker1!), 422)).json().errors).toEqual({ 'additionals.0.vendor_id': ['Already used.'] });
  });
});
