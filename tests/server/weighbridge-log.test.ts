// The weighbridge activity log (GET /v1/logs, docs/weighbridge.md "The weighbridge log") on PGlite
// and PostgreSQL: a typed ticket and a machine's ticket recorded on a truck are logged with the
// truck, transporter, commodity and places as they were; a machine ticket that finds no truck is
// logged as unmatched; the spec's filters narrow it, bad values are refused, administrators only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogRow } from '../../contract/logs.ts';
import { expectError, type TestApp } from './harness.ts';
import { ok, type Kit, type Truck } from './freight-kit.ts';
import { dispatchApp, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let freeA: (n: number) => Truck[];
let key: string;
let admin: string;

beforeAll(async () => {
  ({ t, k, d, freeA } = await dispatchApp(4));
  key = ok(await k.as('lsp', 'POST', '/v1/weight-bridge/api-keys', { name: 'PKS Kandis scale' })).data.key;
  admin = await t.login('admin@lsi.test');
});
afterAll(() => t?.close());

async function logs(query: Record<string, string> = {}, token = admin): Promise<{ data: LogRow[]; meta: { total: number } }> {
  const res = await t.call({ method: 'GET', url: `/v1/logs?${new URLSearchParams(query)}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the weighbridge log', () => {
  it('logs a typed load ticket with the truck, transporter, commodity and places as they were', async () => {
    const r = await d.running(freeA(1));
    const plate = r.used[0]!.plateNumber;
    ok(await k.as('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${r.trackIds[0]!}`, { ticket_number: 'LOG-TYPED-1', driver: 'Rudi', truck_number: plate, sim_number: 'SIM-1', vendor: 'CV Trans Andalas', out_time: '2026-03-11T08:15:00+07:00', items: [{ do_number: 'DO-LOG-1', delivery_weight: 20000 }] }));
    const [row] = (await logs({ search_key: 'LOG-TYPED-1' })).data;
    expect(row).toMatchObject({ type: 'WB_TICKET', data: { ticket_number: 'LOG-TYPED-1', kind: 'LOAD', source: 'MANUAL', netto: '20000.000', plate_number: plate, do_numbers: ['DO-LOG-1'], shipment: r.shipment.identity, correction_reason: null } });
    expect(row!.data.transporter).toBeTruthy();
    expect(row!.data.commodity).toBeTruthy();
    expect(row!.data.pickup).toBeTruthy();
    expect(row!.data.dropoff).toBeTruthy();
    expect(row!.logistics_service_provider?.name).toBe('PT Nusantara Logistik');
    expect(JSON.parse(row!.body)).toEqual(row!.data);
    // The named filters: each a contains on its field, case ignored; together they narrow.
    expect((await logs({ plate_number: plate.toLowerCase().slice(0, 6), search_key: 'LOG-TYPED-1' })).data).toHaveLength(1);
    expect((await logs({ transporter: row!.data.transporter!.slice(0, 5), commodity: row!.data.commodity!.slice(0, 4), pickup: row!.data.pickup!, dropoff: row!.data.dropoff!, search_key: 'LOG-TYPED-1' })).data).toHaveLength(1);
    expect((await logs({ plate_number: 'ZZ 0000 ZZ' })).meta.total).toBe(0);
  });

  it("names a truck of no one order by its shipment's orders: the same commodity and places", async () => {
    const r = await d.running(freeA(2));
    const enter = (trackId: number, number: string) =>
      k.as('lsp', 'POST', `/v1/weight-bridge/manual-load-weights/${trackId}`, { ticket_number: number, truck_number: r.used[0]!.plateNumber, out_time: '2026-03-11T08:15:00+07:00', items: [{ do_number: 'DO-LOG-2', delivery_weight: 20000 }] });
    ok(await enter(r.trackIds[0]!, 'LOG-ORDER-1'));
    await t.db.execute(sql`update tracks set order_id = null where id = ${r.trackIds[1]!}`);
    ok(await enter(r.trackIds[1]!, 'LOG-SHIPMENT-1'));
    const [ofOrder] = (await logs({ search_key: 'LOG-ORDER-1' })).data;
    const [ofShipment] = (await logs({ search_key: 'LOG-SHIPMENT-1' })).data;
    const names = (row: LogRow | undefined) => [row?.data.commodity, row?.data.pickup, row?.data.dropoff];
    expect(names(ofOrder).every(Boolean)).toBe(true);
    expect(names(ofShipment)).toEqual(names(ofOrder));
  });

  it('logs a machine ticket recorded on its truck, and one that found no truck as unmatched', async () => {
    const r = await d.running(freeA(1));
    const plate = r.used[0]!.plateNumber;
    const post = (body: object) => t.call({ method: 'POST', url: '/v1/weight-bridge/machine-tickets', payload: body, headers: { authorization: `Bearer ${key}` } });
    const ticket = (number: string, plateNumber: string) => ({ kind: 'LOAD', ticket_number: number, plate_number: plateNumber, out_time: '2026-03-11T08:15:00+07:00', quality: 3.1, items: [{ do_number: r.order.identity, delivery_weight: 21000 }] });
    expect((await post(ticket('LOG-M-1', plate))).statusCode).toBeLessThan(300);
    expect((await post(ticket('LOG-M-2', 'BM 9999 XX'))).statusCode).toBeLessThan(300);
    const auto = (await logs({ search_key: 'LOG-M-1' })).data;
    expect(auto.map((x) => [x.type, x.data.source, x.data.plate_number])).toEqual([['WB_TICKET', 'AUTO', plate]]);
    const unmatched = await logs({ filter_columns: 'type', filter_keys: 'WB_UNMATCHED' });
    expect(unmatched.data.find((x) => x.data.ticket_number === 'LOG-M-2')).toMatchObject({ data: { plate_number: 'BM 9999 XX', source: 'AUTO', shipment: null, transporter: null } });
    // A post of the same ticket again changes nothing: no second row.
    await post(ticket('LOG-M-1', plate));
    expect((await logs({ search_key: 'LOG-M-1' })).meta.total).toBe(1);
  });

  it('filters by dates, newest first, and refuses bad values', async () => {
    const day = (offset: number) => new Date(Date.parse('2026-03-10T12:00:00Z') + offset * 86_400_000).toISOString().slice(0, 10);
    const rows = (await logs({ per_page: '50' })).data;
    expect(rows.length).toBeGreaterThan(1);
    for (let i = 1; i < rows.length; i++) expect(Date.parse(rows[i - 1]!.created_at)).toBeGreaterThanOrEqual(Date.parse(rows[i]!.created_at));
    const seen = await t.db.execute(sql`select min(created_at) as at from logs`);
    // The day as the server reads it without a timezone header: WIB.
    const first = new Date(Date.parse(String((seen as unknown as { rows: { at: string }[] }).rows[0]!.at)) + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await logs({ filter_date_column: 'created_at', filter_date_start: first, filter_date_end: first })).meta.total).toBeGreaterThan(0);
    expect((await logs({ filter_date_column: 'created_at', filter_date_start: day(3000) })).meta.total).toBe(0);
    const bad: Record<string, string>[] = [{ plate_number: 'x'.repeat(101) }, { filter_columns: 'data', filter_keys: '1' }, { search_columns: 'password' }, { transporter: '\u0000' }];
    for (const q of bad) {
      expectError(await t.call({ method: 'GET', url: `/v1/logs?${new URLSearchParams(q)}`, token: admin }), 400);
    }
  });

  it("is the administrators' only", async () => {
    for (const who of ['lsp', 'vendor', 'shipper']) expectError(await k.as(who, 'GET', '/v1/logs'), 403);
    expectError(await t.call({ method: 'GET', url: '/v1/logs' }), 401);
  });
});
