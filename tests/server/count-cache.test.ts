// CountCache (on the test database) and the list helpers.
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, vehicles } from '../../server/db/schema/index.ts';
import { CountCache, readStamps } from '../../server/lib/count-cache.ts';
import { startTestApp, type TestApp } from './harness.ts';

const dialect = new PgDialect();
/** The SQL text of what the cache sent to the database. */
const textOf = (q: unknown) => dialect.sqlToQuery((q as SQLWrapper).getSQL()).sql;
import { localDayStart } from '../../server/lib/list.ts';

describe('CountCache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const productsOf = (company: number) => t.db.select({ id: products.id }).from(products).where(eq(products.shipmentCompanyId, company)).$dynamic();
  const someCompany = async () => (await t.db.select({ id: products.shipmentCompanyId }).from(products).limit(1))[0]!.id;

  it('asks the database which tables a total reads, subqueries included', async () => {
    const cache = new CountCache(t.db);
    const spy = vi.spyOn(t.db, 'execute');
    const query = t.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(sql`exists (select 1 from vehicle_details d where d.vehicle_id = ${vehicles.id})`)
      .$dynamic();
    await cache.total(query);
    const explained = spy.mock.calls.map((c) => textOf(c[0])).filter((q) => q.includes('explain'));
    expect(explained).toHaveLength(1);
    await cache.total(query);
    // Once per query shape.
    expect(spy.mock.calls.map((c) => textOf(c[0])).filter((q) => q.includes('explain'))).toHaveLength(1);
    spy.mockRestore();
  });

  it('counts once per query until a write to one of its tables commits, whoever writes', async () => {
    const cache = new CountCache(t.db);
    const company = await someCompany();
    const before = await cache.total(productsOf(company));
    const spy = vi.spyOn(t.db, 'execute');
    expect(await cache.total(productsOf(company))).toBe(before);
    expect(spy.mock.calls.filter((c) => textOf(c[0]).includes('count(*) as n'))).toHaveLength(0);
    spy.mockRestore();

    // A write to another table leaves it cached; one to products (here by plain SQL) is seen at once.
    await t.db.execute(sql`update vehicle_types set name = name`);
    expect(await cache.total(productsOf(company))).toBe(before);
    await t.db.execute(sql`insert into products (shipment_company_id, identity, name) values (${company}, 'CC-1', 'Cached')`);
    expect(await cache.total(productsOf(company))).toBe(before + 1);
    await t.db.execute(sql`delete from products where identity = 'CC-1'`);
    expect(await cache.total(productsOf(company))).toBe(before);
  });

  it('keeps totals exact across a prune of the change events (the stamps are not events)', async () => {
    const cache = new CountCache(t.db);
    const company = await someCompany();
    const before = await cache.total(productsOf(company));
    const stamps = await readStamps(t.db, ['products']);
    await t.db.execute(sql`delete from change_events`);
    expect(await readStamps(t.db, ['products'])).toBe(stamps);
    await t.db.execute(sql`insert into products (shipment_company_id, identity, name) values (${company}, 'CC-2', 'Pruned')`);
    expect(Number(await readStamps(t.db, ['products']))).toBeGreaterThan(Number(stamps));
    expect(await cache.total(productsOf(company))).toBe(before + 1);
  });

  it('keeps what fits in its bound in bytes, dropping the least recently used', async () => {
    const company = await someCompany();
    const queries = [1, 2, 3].map((n) => t.db.select({ id: products.id }).from(products).where(and(eq(products.shipmentCompanyId, company), sql`${n} = ${n}`)).$dynamic());
    // The bytes of the query's shape and of one total, measured on a cache that keeps everything.
    const measure = new CountCache(t.db);
    await measure.total(queries[0]!);
    const first = measure.bytes;
    await measure.total(queries[1]!);
    const oneTotal = measure.bytes - first;
    // Room for the shape and two totals: the third drops the least recently used.
    const cache = new CountCache(t.db, { maxBytes: first + oneTotal + oneTotal / 2, maxEntryBytes: first });
    const counted = () => spy.mock.calls.filter((c) => textOf(c[0]).includes('count(*) as n')).length;
    const spy = vi.spyOn(t.db, 'execute');
    for (const q of queries) await cache.total(q);
    expect(counted()).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(first + oneTotal + oneTotal / 2);
    await cache.total(queries[2]!);
    await cache.total(queries[1]!);
    expect(counted()).toBe(3);
    await cache.total(queries[0]!);
    expect(counted()).toBe(4);
    spy.mockRestore();
  });

  describe('keptFor (whole list answers)', () => {
    const vehicleRows = () => t.db.select({ id: vehicles.id }).from(vehicles).$dynamic();
    /** The answer of `queries` and `extra`, under a request key made of them. */
    const kept = <T>(cache: CountCache, queries: SQLWrapper[], extra: string, compute: () => Promise<T>) =>
      cache.keptFor(JSON.stringify([extra, ...queries.map((q) => dialect.sqlToQuery(q.getSQL()))]), async () => ({ queries, extra, compute }));

    it('computes once until a table of any of its queries changes, and once for callers at the same moment', async () => {
      const cache = new CountCache(t.db);
      const company = await someCompany();
      let computed = 0;
      const answer = () => kept(cache, [productsOf(company), vehicleRows()], '', async () => ++computed);
      expect(await Promise.all([answer(), answer(), answer()])).toEqual([1, 1, 1]);
      expect(await answer()).toBe(1);
      // Another company's page, or the same page for another language, is another answer.
      expect(await kept(cache, [productsOf(company + 1), vehicleRows()], '', async () => ++computed)).toBe(2);
      expect(await kept(cache, [productsOf(company), vehicleRows()], '["id"]', async () => ++computed)).toBe(3);
      // A write to a table the second query reads is seen at once; one to an unrelated table is not a change.
      await t.db.execute(sql`update location_groups set name = name`);
      expect(await answer()).toBe(1);
      await t.db.execute(sql`update vehicles set name = name`);
      expect(await answer()).toBe(4);
    });

    it('finds an answer kept for a request key without building its queries again, until a table changes', async () => {
      const cache = new CountCache(t.db);
      const company = await someCompany();
      let built = 0;
      let computed = 0;
      const prepare = async () => (built++, { queries: [productsOf(company)], extra: '', compute: async () => ++computed });
      expect(await cache.keptFor('products of one company', prepare)).toBe(1);
      expect(await cache.keptFor('products of one company', prepare)).toBe(1);
      expect([built, computed]).toEqual([1, 1]);
      await t.db.execute(sql`update products set name = name where shipment_company_id = ${company}`);
      expect(await cache.keptFor('products of one company', prepare)).toBe(2);
      expect([built, computed]).toEqual([2, 2]);
    });

    it('keeps what a query builder answers, not the builder (which would run its query on every read)', async () => {
      const cache = new CountCache(t.db);
      const company = await someCompany();
      let runs = 0;
      // A thenable like drizzle's query builders: every `then` runs it again.
      const builder = { then: (done: (v: number) => void) => done(++runs) } as unknown as Promise<number>;
      const prepare = async () => ({ queries: [productsOf(company)], extra: 'thenable', compute: () => builder });
      expect(await cache.keptFor('a builder', prepare)).toBe(1);
      expect(await cache.keptFor('a builder', prepare)).toBe(1);
      expect(runs).toBe(1);
    });

    it('checks, when asked to, that a request key always stands for the same queries', async () => {
      const cache = new CountCache(t.db, { checkKeys: true });
      const company = await someCompany();
      await cache.keptFor('one key', async () => ({ queries: [productsOf(company)], extra: '', compute: async () => 1 }));
      await expect(cache.keptFor('one key', async () => ({ queries: [productsOf(company + 1)], extra: '', compute: async () => 2 }))).rejects.toThrow(/two different queries/);
    });

    it('keeps no failure: the next caller tries again', async () => {
      const cache = new CountCache(t.db);
      await expect(kept(cache, [vehicleRows()], 'f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      expect(await kept(cache, [vehicleRows()], 'f', async () => 'up')).toBe('up');
    });
  });
});

describe('a list call reads its change stamps with the session (server/lib/request-stamps.ts)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('lsp@lsi.test');
  });
  afterAll(() => t?.close());

  const list = async () => {
    const res = await t.call({ method: 'GET', url: '/v1/order', query: { entries: '3', sort_column: 'created_at', sort_type: 'desc' }, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { identity: string }[]; meta: { total: number } };
  };
  /** The statements of `run` that read change stamps on their own (not with the session). */
  const stampReads = async (run: () => Promise<unknown>) => {
    const spy = vi.spyOn(t.db, 'execute');
    try {
      await run();
      return spy.mock.calls.filter((c) => textOf(c[0]).includes('change_event_heads')).length;
    } finally {
      spy.mockRestore();
    }
  };

  it('learns the tables from the first request, then reads them with the session, and is exact after any write', async () => {
    let first!: Awaited<ReturnType<typeof list>>;
    expect(await stampReads(async () => (first = await list()))).toBe(1);
    let again!: Awaited<ReturnType<typeof list>>;
    expect(await stampReads(async () => (again = await list()))).toBe(0);
    expect(again).toEqual(first);
    // A write by plain SQL (no server code to tell anyone) is in the very next answer.
    const [lsp] = ((await t.db.execute(sql`select logistics_service_provider_id as id from users where email = 'lsp@lsi.test'`)) as unknown as { rows: { id: number }[] }).rows;
    await t.db.execute(sql`insert into orders (identity, status, logistics_service_provider_id, created_at) values ('STAMP-1', 'DRAFT', ${lsp!.id}, now() + interval '1 day')`);
    let after!: Awaited<ReturnType<typeof list>>;
    expect(await stampReads(async () => (after = await list()))).toBe(0);
    expect(after.meta.total).toBe(first.meta.total + 1);
    expect(after.data[0]!.identity).toBe('STAMP-1');
  });
});

describe('localDayStart', () => {
  it('turns a day in the caller zone into the UTC instant of its midnight', () => {
    expect(localDayStart('2026-03-11', 420).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(localDayStart('2026-03-11', 0).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(localDayStart('2026-03-11', -300).toISOString()).toBe('2026-03-11T05:00:00.000Z');
  });

  it('passes ISO instants through and refuses nonsense', () => {
    expect(localDayStart('2026-03-11T08:15:00Z', 420).toISOString()).toBe('2026-03-11T08:15:00.000Z');
    expect(() => localDayStart('soon', 0)).toThrow();
  });
});
