// The scaled benchmark data (`npm run seed -- --scale N`, server/seed/scale.ts) at N=1: its trucks
// are weighed as real ones (a load ticket each, a deliver ticket for each finished one, the load's
// netto the sum of its delivery orders, a drop-off at most 0.6 % less, a fifth of the loads AUTO),
// some shipments were also rejected by a second partner vendor, and the vendor performance calls
// over the seeded year answer figures, not zeros (bench/performance.mjs measures them at N=100).
import { sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/lib/bulk.ts';
import { seedScale, type ScaleResult } from '../../server/seed/scale.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let seeded: ScaleResult;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  seeded = await seedScale(t.db, { scale: 1, users: 0 });
  token = await t.login('lsp@lsi.test');
}, 120_000);
afterAll(() => t?.close());

interface TicketRow {
  track_id: number;
  track_status: string;
  kind: string;
  source: string;
  netto: string;
  items: { do_number: string; weight: string }[];
  in_time: Date | string | null;
  out_time: Date | string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
}

describe('the scaled seed weighs its trucks', () => {
  let tickets: TicketRow[];
  beforeAll(async () => {
    tickets = await rowsOf<TicketRow>(
      t.db,
      sql`select w.track_id, t.status as track_status, w.kind, w.source, w.netto::text as netto, w.items, w.in_time, w.out_time, t.started_at, t.finished_at
          from weighbridge_tickets w join tracks t on t.id = w.track_id join shipments s on s.id = t.shipment_id
          where s.identity like 'SHP-2026-S%' and w.status = 'ACTIVE'`,
    );
  });

  it('a load ticket on every track, a deliver ticket on every finished one', () => {
    const load = tickets.filter((w) => w.kind === 'LOAD');
    const deliver = tickets.filter((w) => w.kind === 'DELIVER');
    expect(load).toHaveLength(seeded.tracks);
    expect(new Set(load.map((w) => w.track_id)).size).toBe(seeded.tracks);
    expect(deliver.every((w) => w.track_status === 'FINISHED')).toBe(true);
    expect(deliver).toHaveLength(load.filter((w) => w.track_status === 'FINISHED').length);
    expect(seeded.tickets).toBe(tickets.length);
  });

  it('realistic weights: 25-32 t loaded, each ticket its items\' sum, 0-0.6 % less delivered, after the load', () => {
    const loadOf = new Map(tickets.filter((w) => w.kind === 'LOAD').map((w) => [w.track_id, w]));
    for (const w of tickets) {
      const items = typeof w.items === 'string' ? (JSON.parse(w.items) as TicketRow['items']) : w.items;
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.length).toBeLessThanOrEqual(2);
      expect(items.reduce((sum, i) => sum.plus(i.weight), new Decimal(0)).toFixed(3)).toBe(new Decimal(w.netto).toFixed(3));
      if (w.kind === 'LOAD') {
        expect(Number(w.netto)).toBeGreaterThanOrEqual(25_000);
        expect(Number(w.netto)).toBeLessThanOrEqual(32_000);
        expect(new Date(w.out_time!).getTime()).toBeGreaterThan(new Date(w.started_at).getTime());
      } else {
        const pickup = new Decimal(loadOf.get(w.track_id)!.netto);
        const loss = pickup.minus(w.netto).dividedBy(pickup).times(100);
        expect(loss.greaterThanOrEqualTo(0) && loss.lessThanOrEqualTo(0.6)).toBe(true);
        expect(new Date(w.in_time!).getTime()).toBeGreaterThan(new Date(loadOf.get(w.track_id)!.out_time!).getTime());
        expect(new Date(w.out_time!).getTime()).toBeLessThanOrEqual(new Date(w.finished_at!).getTime());
      }
    }
    const auto = tickets.filter((w) => w.kind === 'LOAD' && w.source === 'AUTO').length / seeded.tracks;
    expect(auto).toBeGreaterThan(0.1);
    expect(auto).toBeLessThan(0.3);
  });

  it('the vendor performance over the seeded year: weights and rates, a second vendor that rejected', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/dashboard/lsp/performance-vendor?start_date=2025-06-01&end_date=2026-06-01&entries=-1', token });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { vendor: { name: string }; request_unit: number; acc_by_transporter: number; acc_by_actual_coming: number; auto_wb: number; total_netto_pickup: string; total_netto_dropoff: string; order_acceptance_rate: string | null }[];
    const demo = rows.find((r) => r.vendor.name === 'CV Trans Andalas')!;
    expect(demo.acc_by_actual_coming).toBeGreaterThan(0);
    expect(demo.auto_wb).toBeGreaterThan(0);
    expect(Number(demo.total_netto_pickup)).toBeGreaterThan(Number(demo.total_netto_dropoff));
    expect(Number(demo.total_netto_dropoff)).toBeGreaterThan(0);
    // The seed sends the trucks it asks for, never more (as the accept flow allows): no trip of a
    // request has more trucks than its vehicles asked, and acceptance is at most 100%.
    const overfilled = await rowsOf<{ id: number }>(
      t.db,
      sql`select t.shipment_vendor_id as id from tracks t where t.status <> 'REMOVED' group by t.shipment_vendor_id, t.ritase
          having count(*) > (select sum(q.quantity) from shipment_vendor_vehicles q where q.shipment_vendor_id = t.shipment_vendor_id)`,
    );
    expect(overfilled).toEqual([]);
    expect(demo.acc_by_transporter).toBeLessThanOrEqual(demo.request_unit);
    expect(Number(demo.order_acceptance_rate)).toBeGreaterThan(0);
    expect(Number(demo.order_acceptance_rate)).toBeLessThanOrEqual(100);
    const refusing = rows.filter((r) => r.vendor.name !== 'CV Trans Andalas' && r.request_unit > 0);
    expect(refusing.length).toBeGreaterThan(0);
    expect(refusing.every((r) => r.acc_by_transporter === 0 && r.order_acceptance_rate === '0.00')).toBe(true);
  });
});
