// What each import may set, and nothing more. A sheet's row sets only its template's columns; the
// tenant, the state and everything the server keeps (ids, photos, sources, groups, times) come from
// the caller and the server, whatever a row or the body adds; a row names only the caller's own
// records. Orders: POST /v1/order/bulk-import makes PUBLISHED orders, POST /v1/request-order/import
// PUBLISHED or DRAFT (its `type`) and nothing else: an ON_SHIPMENT or DELIVERED order written by an
// import would skip the pickup/drop-off check and the shipment it needs (docs/states.md).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { expectUnchanged, freightKit, ok, type Kit } from './freight-kit.ts';

let t: TestApp;
let k: Kit;
let others: { lsp2: number; group3: number };

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t, { vendorB: 'newvendor@lsi.test' });
  const [lsp2] = await k.rows<{ id: number }>(sql`select logistics_service_provider_id as id from users where email = 'lsp2@lsi.test'`);
  const [group3] = await k.rows<{ id: number }>(sql`insert into location_groups (shipment_company_id, name) values (${k.ids.sc3}, 'Grup lain') returning id`);
  others = { lsp2: lsp2!.id, group3: group3!.id };
});
afterAll(() => t?.close());

/** Keys a row or a body may carry that name what only the server sets: each must be ignored. */
const smuggled = () => ({
  id: 1,
  shipment_company_id: k.ids.sc3,
  vendor_id: k.ids.vendor2,
  logistics_service_provider_id: others.lsp2,
  group_id: others.group3,
  status: 'DELIVERED',
  photo: 'logos/someone-else.png',
  source: 'FMS',
  created_by: 1,
  created_at: '2020-01-01T00:00:00Z',
  published_at: '2020-01-01T00:00:00Z',
});
const one = async <T>(query: ReturnType<typeof sql>) => (await k.rows<T>(query))[0]!;

describe('the master-data imports set only their columns, for the caller', () => {
  it('product: the shipping company imports for itself; no photo, company or id from the row', async () => {
    ok(await k.as('shipper', 'POST', '/v1/product/import', { products: [{ ...smuggled(), identity: 'ALW-P-1', name: 'Olein', weight: 1 }] }));
    const row = await one<{ shipment_company_id: number; photo: string | null; id: number; created_at: string }>(sql`select shipment_company_id, photo, id, created_at::text from products where identity = 'ALW-P-1'`);
    expect(row).toMatchObject({ shipment_company_id: k.ids.sc1, photo: null });
    expect(row.id).not.toBe(1);
    expect(row.created_at).not.toMatch(/^2020/);
    // The body's company may only be the caller's own.
    await expectUnchanged(k, () => k.as('shipper', 'POST', '/v1/product/import', { shipment_company_id: k.ids.sc3, products: [{ identity: 'ALW-P-2', name: 'Olein' }] }), 403);
  });

  it("location: the company's own or, for an LSP, its customer's; no group, company or id from the row", async () => {
    const loc = { identity: 'ALW-L-1', name: 'PKS Baru', type: 'PICKUP', latitude: 0.5, longitude: 101.4, start_operation_hour: '07:00', end_operation_hour: '17:00' };
    ok(await k.as('shipper', 'POST', '/v1/pickup-dropoff/import', { locations: [{ ...smuggled(), ...loc }] }));
    ok(await k.as('lsp', 'POST', '/v1/pickup-dropoff/import', { shipment_company_id: k.ids.sc1, locations: [{ ...smuggled(), ...loc, identity: 'ALW-L-2' }] }));
    const rows = await k.rows<{ shipment_company_id: number; group_id: number | null; id: number }>(sql`select shipment_company_id, group_id, id from pickup_dropoff_locations where identity like 'ALW-L-%' order by identity`);
    expect(rows.map((r) => [r.shipment_company_id, r.group_id])).toEqual([
      [k.ids.sc1, null],
      [k.ids.sc1, null],
    ]);
    expect(rows.map((r) => r.id)).not.toContain(1);
    // Another LSP's customer is not the LSP's to import for.
    await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/pickup-dropoff/import', { shipment_company_id: k.ids.sc3, locations: [{ ...loc, identity: 'ALW-L-3' }] }), 404);
  });

  it('vehicle: the vendor imports its own; no vendor, source, photo or id from the row', async () => {
    ok(await k.as('vendor', 'POST', '/v1/vehicle/import', { vehicles: [{ ...smuggled(), name: 'ALW Tangki', type_name: 'Tangki', features_name: 'GPS Tracker' }] }));
    const row = await one<{ vendor_id: number; source: string; photo: string | null; id: number }>(sql`select vendor_id, source, photo, id from vehicles where name = 'ALW Tangki'`);
    expect(row).toMatchObject({ vendor_id: k.ids.vendor1, photo: null });
    expect(row.source).not.toBe('FMS');
    expect(row.id).not.toBe(1);
  });

  it("plate: the vendor's own vehicles and drivers only; another vendor's vehicle, driver or plate is refused on its row", async () => {
    const [theirs] = await k.rows<{ vehicle: number; name: string; plate: string }>(
      sql`insert into vehicles (vendor_id, name, max_weight) values (${k.ids.vendor2}, 'ALW Tangki Lain', 25000) returning id as vehicle, name, 'x' as plate`,
    );
    await t.db.execute(sql`insert into vehicle_details (vehicle_id, plate_number) values (${theirs!.vehicle}, 'BM 7777 ZZ')`);
    const [theirDriver] = await k.rows<{ nik: string }>(
      sql`insert into drivers (vendor_id, user_id, national_identity) select ${k.ids.vendor2}, id, '1471000000000077' from users where email = 'newvendor@lsi.test' returning national_identity as nik`,
    );
    const [own] = await k.rows<{ name: string }>(sql`select name from vehicles where id = ${k.ids.tanker1}`);
    const refused = await expectUnchanged(
      k,
      () =>
        k.as('vendor', 'POST', '/v1/vehicle-detail/import', {
          vehicles_details: [
            { plate_number: 'BM 7001 ZZ', vehicle_name: String(theirs!.vehicle) },
            { plate_number: 'BM 7002 ZZ', vehicle_name: theirs!.name },
            { plate_number: 'BM 7003 ZZ', vehicle_name: own!.name, driver_national_identity: theirDriver!.nik },
            { plate_number: 'BM 7777 ZZ', vehicle_name: own!.name },
          ],
        }),
      422,
    );
    expect(Object.keys(refused.json().errors).sort()).toEqual([
      'vehicles_details.0.vehicle_name',
      'vehicles_details.1.vehicle_name',
      'vehicles_details.2.driver_national_identity',
      'vehicles_details.3.plate_number',
    ]);
    ok(await k.as('vendor', 'POST', '/v1/vehicle-detail/import', { vehicles_details: [{ ...smuggled(), plate_number: 'BM 7004 ZZ', vehicle_name: own!.name, vehicle_id: theirs!.vehicle, driver_id: 1 }] }));
    expect(await one(sql`select vehicle_id, driver_id from vehicle_details where plate_number = 'BM 7004 ZZ'`)).toEqual({ vehicle_id: k.ids.tanker1, driver_id: null });
  });
});

/** The rows of one order of sc1: a pickup at Kandis and a drop-off at Dumai. */
const orderRows = (identity: string, extra: object = {}) => [
  { ...extra, identity_order: identity, type: 'PICKUP', identity_location: 'PKS-KDS', identity_product: 'CPO-01', quantity: 1000, estimation: '2026-03-12' },
  { ...extra, identity_order: identity, type: 'DROPOFF', identity_location: 'REF-DUM', identity_product: 'CPO-01', quantity: 1000, estimation: '2026-03-13' },
];
const statuses = (prefix: string) => k.rows<{ identity: string; status: string; shipment_company_id: number; logistics_service_provider_id: number }>(
  sql`select identity, status, shipment_company_id, logistics_service_provider_id from orders where identity like ${`${prefix}%`} order by identity`,
);

describe('order imports set PUBLISHED or DRAFT, for the caller and its customer only', () => {
  it('request-order import takes type PUBLISHED or DRAFT; any other state is refused on `type` and nothing is written', async () => {
    for (const type of ['ON_SHIPMENT', 'DELIVERED', 'CANCELLED', 'published', '']) {
      // One pickup only: as a DELIVERED order it would also have skipped the pickup/drop-off check.
      const res = await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/request-order/import', { type, shipment_company_id: k.ids.sc1, orders: [orderRows(`ALW-T-${type}`)[0]] }), 422);
      expect(res.json().errors, type).toEqual({ type: ['Invalid value.'] });
    }
    ok(await k.as('lsp', 'POST', '/v1/request-order/import', { type: 'DRAFT', shipment_company_id: k.ids.sc1, orders: [orderRows('ALW-T-DRAFT')[0]] }));
    ok(await k.as('shipper', 'POST', '/v1/request-order/import', { orders: orderRows('ALW-T-SENT') }));
    expect((await statuses('ALW-T-')).map((o) => [o.identity, o.status])).toEqual([
      ['ALW-T-DRAFT', 'DRAFT'],
      ['ALW-T-SENT', 'PUBLISHED'],
    ]);
    // A sent order needs its pickup and drop-off, whatever else the body says.
    expect((await expectUnchanged(k, () => k.as('shipper', 'POST', '/v1/request-order/import', { orders: [orderRows('ALW-T-HALF')[0]] }), 422)).json().errors).toEqual({
      'orders.0.identity_order': ['An order needs at least one pickup and one drop-off, each with products.'],
    });
  });

  it('bulk-import makes PUBLISHED orders of its provider and company, whatever the body or a row says of state or tenant', async () => {
    ok(await k.as('lsp', 'POST', '/v1/order/bulk-import', { ...smuggled(), type: 'DELIVERED', shipment_company_id: k.ids.sc1, data: orderRows('ALW-B-1', smuggled()) }));
    ok(await k.as('shipper', 'POST', '/v1/order/bulk-import', { ...smuggled(), shipment_company_id: undefined, type: 'ON_SHIPMENT', data: orderRows('ALW-B-2', { ...smuggled(), type: 'PICKUP' }).slice(0, 1).concat(orderRows('ALW-B-2').slice(1)) }));
    expect(await statuses('ALW-B-')).toEqual([
      { identity: 'ALW-B-1', status: 'PUBLISHED', shipment_company_id: k.ids.sc1, logistics_service_provider_id: k.ids.lsp1 },
      { identity: 'ALW-B-2', status: 'PUBLISHED', shipment_company_id: k.ids.sc1, logistics_service_provider_id: k.ids.lsp1 },
    ]);
    await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/order/bulk-import', { type: 'DELIVERED', shipment_company_id: k.ids.sc1, data: [orderRows('ALW-B-3')[0]] }), 422);
    // Another LSP's customer, or another company named by a shipping company: not theirs.
    await expectUnchanged(k, () => k.as('lsp', 'POST', '/v1/order/bulk-import', { shipment_company_id: k.ids.sc3, data: orderRows('ALW-B-4') }), 404);
  });
});
