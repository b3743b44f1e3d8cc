// GET /v1/shipment-history for an LSP is scoped by the entries' own logistics_service_provider_id
// (migration 0009: backfilled from the shipment, written at every insert): each LSP sees exactly the
// entries of its shipments, whoever wrote them (a vendor's accept included), and on a large table
// the page is read through shipment_histories_lsp_created_idx, not a scan or a join per entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/open.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { assignment, freightKit, ok, publishedOrder, trucks, type Kit } from './freight-kit.ts';

let t: TestApp;
let k: Kit;
let lsp2: number;
beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
  lsp2 = Number((await k.rows<{ id: number }>(sql`select logistics_service_provider_id as id from users where email = 'lsp2@lsi.test'`))[0]!.id);
});
afterAll(() => t?.close());

type Entry = { id: number; shipment: { id: number }; action: string };
const list = async (who: string, query = '') => ok(await k.as(who, 'GET', `/v1/shipment-history?entries=1000${query}`)).data as Entry[];
const shipmentsOf = async (lspId: number) => (await k.rows<{ id: number }>(sql`select id from shipments where logistics_service_provider_id = ${lspId}`)).map((r) => Number(r.id));
/** Entries whose copied LSP differs from their shipment's: always none. */
const mismatched = async () =>
  Number((await k.rows<{ n: number }>(sql`select count(*) as n from shipment_histories h join shipments s on s.id = h.shipment_id where h.logistics_service_provider_id <> s.logistics_service_provider_id`))[0]!.n);

describe("the LSP's shipment history", () => {
  it('every entry written by a call carries its shipment\'s LSP, whoever acted (the vendor has no LSP of its own)', async () => {
    const order = await publishedOrder(k);
    const [truck] = await trucks(k, k.ids.tanker1!, 1);
    const made = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [order.id], vendors: [{ vendor_id: k.ids.vendor1, vehicles: [{ vehicle_id: k.ids.tanker1, quantity: 1 }] }] })).data;
    ok(await k.as('vendor', 'PUT', `/v1/shipment/${made.id}/accept`, { shipment_vendor_id: made.shipment_vendors[0].id, tracks: [assignment(truck!)] }));
    const rows = await k.rows<{ action: string; lsp: number }>(sql`select action, logistics_service_provider_id as lsp from shipment_histories where shipment_id = ${made.id} order by id`);
    expect(rows.map((r) => [r.action, Number(r.lsp)])).toEqual([
      ['CREATED', k.ids.lsp1],
      ['ACCEPTED', k.ids.lsp1],
    ]);
    expect((await list('lsp', `&filter_columns=shipment_id&filter_keys=${made.id}`)).map((e) => e.action)).toEqual(['ACCEPTED', 'CREATED']);
    expect(await mismatched()).toBe(0);
  });

  it("an entry keeps its actor's name as it was when they acted: renaming the user later rewrites nothing", async () => {
    const order = await publishedOrder(k);
    const made = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [order.id], vendors: [{ vendor_id: k.ids.vendor1, vehicles: [{ vehicle_id: k.ids.tanker1, quantity: 1 }] }] })).data;
    const [{ name }] = (await k.rows<{ name: string }>(sql`select name from users where email = 'lsp@lsi.test'`)) as [{ name: string }];
    const actorOf = async () => ok(await k.as('lsp', 'GET', `/v1/shipment-history?filter_columns=shipment_id&filter_keys=${made.id}`)).data[0].user.name;
    expect(await actorOf()).toBe(name);
    await k.rows(sql`update users set name = 'Renamed Dispatcher' where email = 'lsp@lsi.test'`);
    try {
      expect(await actorOf()).toBe(name);
    } finally {
      await k.rows(sql`update users set name = ${name} where email = 'lsp@lsi.test'`);
    }
  });

  it('entries saved before names were kept read without an id: "a truck", counts, names; each vendor its own request', async () => {
    const order = await publishedOrder(k);
    const made = ok(await k.as('lsp', 'POST', '/v1/shipment', { order_ids: [order.id], vendors: [{ vendor_id: k.ids.vendor1, vehicles: [{ vehicle_id: k.ids.tanker1, quantity: 2 }] }] })).data;
    const part = made.shipment_vendors[0].id as number;
    // The shapes the history used to write: parts, tracks, plates, drivers, stops and models by id.
    const old = [
      ['CREATED', [{ field: 'vendor CV Trans Andalas', from: null, to: { part, trucks: 2 } }, { field: 'vendor PT Lain', from: null, to: { part: part + 100000, trucks: 1 } }]],
      ['VEHICLES_CHANGED', [{ field: 'track 10', from: { vehicle_detail_id: 31, driver_id: 41 }, to: { vehicle_detail_id: 32, driver_id: 42 } }]],
      ['TRACKS_REMOVED', [{ field: 'track 11', from: 'ASSIGNED', to: 'REMOVED' }]],
      ['VEHICLES_MOVED_OUT', [{ field: 'track 12', from: 'SHP-A', to: 'SHP-B' }]],
      ['PART_CANCELLED', [{ field: 'status', from: 'ACCEPTED', to: 'CANCELLED' }, { field: 'tracks', from: [10, 11], to: [] }]],
      ['VENDOR_CHANGED', [{ field: 'vendor', from: 'PT Lain', to: 'CV Trans Andalas' }, { field: 'vehicles', from: null, to: [{ vehicle_id: 5, quantity: 2 }] }]],
      ['DESTINATION_CHANGED', [{ field: 'suborder 77', from: 'PKS Kandis', to: 'Refinery Dumai' }, { field: 'odd 9', from: 1, to: 2 }]],
    ] as const;
    for (const [action, changes] of old) {
      await t.db.execute(sql`insert into shipment_histories (shipment_id, logistics_service_provider_id, shipment_vendor_id, action, changes, created_at)
        values (${made.id}, ${k.ids.lsp1}, ${part}, ${action}, ${JSON.stringify(changes)}::jsonb, now())`);
    }
    const read = async (who: string) => {
      const rows = ok(await k.as(who, 'GET', `/v1/shipment-history?entries=1000&sort_type=asc&filter_columns=shipment_id&filter_keys=${made.id}`)).data as { action: string; changes: unknown[] }[];
      return Object.fromEntries(rows.slice(1).map((r) => [r.action, r.changes]));
    };
    const someTruck = { plate: null, driver: null };
    const asked = (subject: string, trucks: number) => ({ field: 'request', subject, from: null, to: { trucks, weight: null, vehicles: [] } });
    const all = await read('lsp');
    expect(all).toEqual({
      CREATED: [asked('CV Trans Andalas', 2), asked('PT Lain', 1)],
      VEHICLES_CHANGED: [{ field: 'truck', from: someTruck, to: someTruck }],
      TRACKS_REMOVED: [{ field: 'status', subject: someTruck, from: 'ASSIGNED', to: 'REMOVED' }],
      VEHICLES_MOVED_OUT: [{ field: 'shipment', subject: someTruck, from: 'SHP-A', to: 'SHP-B' }],
      PART_CANCELLED: [{ field: 'status', from: 'ACCEPTED', to: 'CANCELLED' }, { field: 'tracks', from: [someTruck, someTruck], to: [] }],
      VENDOR_CHANGED: [{ field: 'vendor', from: 'PT Lain', to: 'CV Trans Andalas' }, asked('CV Trans Andalas', 2)],
      DESTINATION_CHANGED: [{ field: 'stop', from: 'PKS Kandis', to: 'Refinery Dumai' }],
    });
    expect(JSON.stringify(all)).not.toMatch(/part|_id|track \d|suborder|odd/);
    // The vendor reads its own request of the shared creation, not the other vendor's.
    expect((await read('vendor')).CREATED).toEqual([asked('CV Trans Andalas', 2)]);
  });

  it('each LSP lists exactly the entries of its own shipments; another LSP\'s shipment id finds nothing', async () => {
    const mine = await shipmentsOf(k.ids.lsp1!);
    const theirs = await shipmentsOf(lsp2);
    const own = await list('lsp');
    const other = await list('lsp2');
    const count = async (ids: number[]) => Number((await k.rows<{ n: number }>(sql`select count(*) as n from shipment_histories where shipment_id = any(${sql.param(ids)}::int[])`))[0]!.n);
    expect(own.length).toBe(await count(mine));
    expect(own.every((e) => mine.includes(e.shipment.id))).toBe(true);
    expect(other.length).toBe(await count(theirs));
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((e) => theirs.includes(e.shipment.id))).toBe(true);
    expect(await list('lsp2', `&filter_columns=shipment_id&filter_keys=${mine[0]}`)).toEqual([]);
    expect(await list('lsp', `&filter_columns=shipment_id&filter_keys=${theirs[0]}`)).toEqual([]);
    // The read-only user of the same LSP sees the same entries.
    expect((await list('viewer')).map((e) => e.id)).toEqual(own.map((e) => e.id));
  });

  it("the migration's backfill gives old entries their shipment's LSP", async () => {
    const statements = readFileSync(join(MIGRATIONS_DIR, '0009_history_lsp.sql'), 'utf8').split('--> statement-breakpoint');
    const backfill = statements.find((s) => /^\s*UPDATE/m.test(s))!;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table shipment_histories alter column logistics_service_provider_id drop not null`);
      await tx.execute(sql`update shipment_histories set logistics_service_provider_id = null`);
      await tx.execute(sql.raw(backfill.replace(/^--.*$/gm, '')));
      const left = (await tx.execute(sql`select count(*) as n from shipment_histories where logistics_service_provider_id is null`)) as unknown as { rows: { n: number }[] };
      expect(Number(left.rows[0]!.n)).toBe(0);
      await tx.execute(sql`alter table shipment_histories alter column logistics_service_provider_id set not null`);
    });
    expect(await mismatched()).toBe(0);
  });

  it('on a large table the page is read through (lsp, created_at, id), no scan of the entries', async () => {
    const [one] = await shipmentsOf(k.ids.lsp1!);
    const [two] = await shipmentsOf(lsp2);
    // 40,000 entries, half of each LSP, then fresh statistics, as a database in use would have.
    for (const [shipment, lsp] of [[one, k.ids.lsp1], [two, lsp2]]) {
      await t.db.execute(sql`
        insert into shipment_histories (shipment_id, logistics_service_provider_id, action, created_at)
        select ${shipment}, ${lsp}, 'REOPENED', timestamptz '2026-01-01' + g * interval '1 minute' from generate_series(1, 20000) g`);
    }
    await t.db.execute(sql`analyze shipment_histories`);

    // The statements the route really sends, caught at the driver, explained with their parameters.
    const client = (t.db as unknown as { session: { client: { query: (...a: unknown[]) => Promise<{ rows: Record<string, string>[] }> } } }).session.client;
    const seen: { text: string; values: unknown[] }[] = [];
    const original = client.query.bind(client);
    const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof first === 'string') seen.push({ text: first, values: second ?? [] });
      // node-postgres gets a config object, its parameters in it or beside it.
      else seen.push({ text: first.text, values: first.values ?? second ?? [] });
      return original(...args);
    });
    try {
      const page = ok(await k.as('lsp', 'GET', '/v1/shipment-history'));
      expect(page.data).toHaveLength(15);
      expect(page.meta.total).toBeGreaterThanOrEqual(20000);
    } finally {
      spy.mockRestore();
    }
    // The page itself, not the plan the list caches ask once per query shape (lib/count-cache.ts).
    const pageStatement = seen.find((s) => s.text.includes('"shipment_histories"') && /\blimit\b/i.test(s.text) && !/^\s*explain\b/i.test(s.text));
    expect(pageStatement, seen.map((s) => s.text).join('\n')).toBeDefined();
    const plan = (await client.query(`explain ${pageStatement!.text}`, pageStatement!.values)).rows.map((r) => Object.values(r)[0]).join('\n');
    expect(plan).toContain('shipment_histories_lsp_created_idx');
    expect(plan).not.toMatch(/Seq Scan on shipment_histories/);
  });
});
