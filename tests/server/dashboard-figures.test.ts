// The dashboards' figures of issue 25 (docs/dashboards.md) against a hand-built fixture on top of
// the demo data, on PGlite and PostgreSQL: each figure, WIB days at their edges, another tenant's
// rows never counted, an empty denominator as null. The demo clock is 2026-03-11 02:30 WIB.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipperFigures } from '../../server/lib/dashboards/shipper.ts';
import { vendorFigures } from '../../server/lib/dashboards/vendor.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const exec = (q: ReturnType<typeof sql>) => t.db.execute(q);
const userId = async (email: string) => Number(((await exec(sql`select id from users where email = ${email}`)) as unknown as { rows: { id: number }[] }).rows[0]!.id);

beforeAll(async () => {
  t = await startTestApp();
  await Promise.all(['admin', 'shipper', 'newshipper', 'vendor', 'newvendor', 'lsp2'].map(async (who) => (tokens[who] = await t.loginReady(`${who}@lsi.test`))));
});
afterAll(() => t?.close());

const dashboard = async (kind: string, who: string) => {
  const res = await t.call({ method: 'GET', url: `/v1/dashboard/${kind}`, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("the admin's activity figures", () => {
  it('counts sign-ins, active users and changes by WIB day, and lists the newest entries', async () => {
    const [a, b, c, d] = await Promise.all(['lsp@lsi.test', 'shipper@lsi.test', 'vendor@lsi.test', 'viewer@lsi.test'].map(userId));
    const entries: [number, string, string][] = [
      [a!, 'SIGN_IN', '2026-03-10T17:00:00Z'], // today's first WIB instant
      [a!, 'SIGN_IN', '2026-03-10T16:59:59Z'], // yesterday (WIB): in the 7 days only
      [b!, 'SIGN_IN', '2026-03-04T17:00:00Z'], // the first of the 7 WIB days
      [c!, 'SIGN_IN', '2026-03-04T16:59:59Z'], // one WIB day too early
      [c!, 'UPDATE', '2026-03-08T03:00:00Z'],
      [b!, 'STATE_CHANGE', '2026-03-09T03:00:00Z'],
      [d!, 'SIGN_OUT', '2026-03-09T04:00:00Z'], // active, neither a sign-in nor a change
      [d!, 'DELETE', '2026-03-11T17:00:00Z'], // tomorrow (WIB): not yet
    ];
    for (const [user, type, at] of entries) await exec(sql`insert into activity_logs (user_id, type_activity, created_at) values (${user}, ${type}, ${at})`);
    const data = await dashboard('admin', 'admin');
    // The test's own sign-ins happen on the machine's clock, months after the demo's "today".
    expect(data.activity).toEqual({ sign_ins_today: 1, sign_ins_7_days: 3, active_users_7_days: 4, changes_7_days: 2 });
    expect(data).toMatchObject({ logistics_service_providers: 2, shipment_companies: 3, vendors: 5 });
    expect(data.recent_activity).toHaveLength(5);
    const times = data.recent_activity.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });
});

describe("the shipping company's figures", () => {
  it('counts its deliveries, trucks on the road, netto, beyond tolerance and published invoices', async () => {
    // Demo: orders 10 (delivered 2026-03-01) and 11 (2026-02-26) with three complete trucks; trucks 1 and 2 on the road.
    await exec(sql`insert into invoices (shipment_id, logistics_service_provider_id, shipment_company_id, status, number) values (4, 1, 1, 'PUBLISHED', 'INV/2026/000001'), (5, 1, 1, 'DRAFT', null)`);
    const data = await dashboard('sc', 'shipper');
    expect(data).toMatchObject({
      orders_delivered_30_days: 2,
      trucks_on_the_road: 2,
      // 29870 + 29825 + 29870 loaded, 29790 + 29805 + 29790 delivered: 180 kg, 0.2009... %.
      netto_30_days: { pickup: '89565.000', dropoff: '89385.000', loss_kg: '180.000', loss_percent: '0.20' },
      shipments_beyond_tolerance_30_days: 2,
      invoices: { PUBLISHED: 1 },
    });
  });

  it('counts over the 30 WIB days ending today: order 11 (2026-02-26 14:30 WIB) drops out on 2026-03-28 WIB', async () => {
    const last = await shipperFigures(t.db, 1, new Date('2026-03-27T16:59:59Z'));
    expect(last).toMatchObject({ orders_delivered_30_days: 2, shipments_beyond_tolerance_30_days: 2 });
    const after = await shipperFigures(t.db, 1, new Date('2026-03-27T17:00:00Z'));
    expect(after).toMatchObject({ orders_delivered_30_days: 1, shipments_beyond_tolerance_30_days: 1 });
    expect(after.netto_30_days).toEqual({ pickup: '59695.000', dropoff: '59595.000', loss_kg: '100.000', loss_percent: '0.17' });
  });

  it("never counts another company's orders, trucks or invoices; nothing yet is null", async () => {
    // lsp2@'s customer (company 3): a truck on the road and a delivered, lossy order of its own.
    await exec(sql`update orders set status = 'DELIVERED', updated_at = '2026-03-09T00:00:00Z' where id = 13`);
    await exec(sql`insert into tracks (id, shipment_id, shipment_vendor_id, order_id, status) values (901, 6, 6, 13, 'ON_THE_WAY'), (902, 6, 6, 13, 'FINISHED')`);
    await exec(sql`insert into weighbridge_tickets (track_id, kind, ticket_number, netto) values (902, 'LOAD', 'X-1', 1000), (902, 'DELIVER', 'X-2', 500)`);
    await exec(sql`insert into invoices (shipment_id, logistics_service_provider_id, shipment_company_id, status, number) values (6, 2, 3, 'PUBLISHED', 'INV/2026/000009')`);
    expect(await dashboard('sc', 'shipper')).toMatchObject({ orders_delivered_30_days: 2, trucks_on_the_road: 2, shipments_beyond_tolerance_30_days: 2, invoices: { PUBLISHED: 1 } });
    expect((await dashboard('sc', 'shipper')).netto_30_days.pickup).toBe('89565.000');
    expect(await dashboard('sc', 'newshipper')).toMatchObject({
      orders_delivered_30_days: 0,
      trucks_on_the_road: 0,
      netto_30_days: { pickup: null, dropoff: null, loss_kg: null, loss_percent: null },
      shipments_beyond_tolerance_30_days: 0,
      invoices: { PUBLISHED: 0 },
    });
  });
});

describe("the vendor's figures", () => {
  it('counts its trucks on the road, acceptance over 30 days and its trucks netto', async () => {
    // Demo: vendor 1's requests 2-5 accepted in the window (asked 1 + 1 + 2 + 1 trucks, given 5), request 1 waiting.
    await exec(sql`insert into shipment_vendors (id, shipment_id, vendor_id, status, created_at) values (801, 4, 1, 'REJECTED', '2026-03-01T10:30:00Z')`);
    await exec(sql`insert into shipment_vendor_vehicles (shipment_vendor_id, vehicle_id, quantity) select 801, vehicle_id, 3 from shipment_vendor_vehicles where shipment_vendor_id = 4 limit 1`);
    const data = await dashboard('vendor', 'vendor');
    expect(data).toMatchObject({
      requests: { REQUESTED: 1, ACCEPTED: 4, REJECTED: 1 },
      trucks_on_the_road: 2,
      requests_accepted_30_days: { part: 4, whole: 5, percent: '80.00' },
      trucks_assigned_30_days: { part: 5, whole: 8, percent: '62.50' },
      netto_30_days: { pickup: '89565.000', dropoff: '89385.000', loss_kg: '180.000', loss_percent: '0.20' },
    });
    // Another vendor's truck (vendor 3's track 901, 902 above) never counts.
    expect(data.trucks_on_the_road).toBe(2);
  });

  it('counts trips finished in the last 30 WIB days', async () => {
    // Track 5 finished 2026-02-27 16:30 WIB: gone on 2026-03-29 WIB; requests made 2026-02-26 too.
    const after = await vendorFigures(t.db, 1, new Date('2026-03-28T17:00:00Z'));
    expect(after.netto_30_days).toEqual({ pickup: '59695.000', dropoff: '59595.000', loss_kg: '100.000', loss_percent: '0.17' });
    expect(after.requests_accepted_30_days).toEqual({ part: 3, whole: 4, percent: '75.00' });
  });

  it('answers null shares and netto for a vendor with nothing answered', async () => {
    expect(await dashboard('vendor', 'newvendor')).toMatchObject({
      trucks_on_the_road: 0,
      requests_accepted_30_days: { part: 0, whole: 0, percent: null },
      trucks_assigned_30_days: { part: 0, whole: 0, percent: null },
      netto_30_days: { pickup: null, dropoff: null, loss_kg: null, loss_percent: null },
    });
  });

  it('answers no loss percentage when nothing was loaded (a zero pickup)', async () => {
    await exec(sql`insert into shipment_vendors (id, shipment_id, vendor_id, status, created_at) values (802, 6, 2, 'ACCEPTED', '2026-03-09T00:00:00Z')`);
    await exec(sql`insert into tracks (id, shipment_id, shipment_vendor_id, order_id, status, finished_at) values (903, 6, 802, 13, 'FINISHED', '2026-03-09T05:00:00Z')`);
    await exec(sql`insert into weighbridge_tickets (track_id, kind, ticket_number, netto) values (903, 'LOAD', 'Z-1', 0), (903, 'DELIVER', 'Z-2', 0)`);
    expect((await dashboard('vendor', 'newvendor')).netto_30_days).toEqual({ pickup: '0.000', dropoff: '0.000', loss_kg: '0.000', loss_percent: null });
  });
});
