// Deep pages (page=N, spec 2 §9): past 900 rows a page without a search must still be exactly the
// page the sort index gives, with the exact total, right after any write. (Until issue 21 they were
// cut from a kept order of every id; now they walk the index, and load-more lists page by cursor.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

const DEEP_PAGE_OFFSET = 900;

interface Page {
  data: { id: number; identity: string }[];
  meta: { current_page: number; last_page: number; total: number };
}

const ENTRIES = 9;
const ADDED = 3_000;
let t: TestApp;
let token: string;
let scope: { lsp: number; sc: number };
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('lsp@lsi.test');
  const found = (await t.db.execute(
    sql`select o.logistics_service_provider_id as lsp, o.shipment_company_id as sc from orders o join users u on u.logistics_service_provider_id = o.logistics_service_provider_id where u.email = 'lsp@lsi.test' and o.shipment_company_id is not null limit 1`,
  )) as unknown as { rows: { lsp: number; sc: number }[] };
  scope = found.rows[0]!;
  // Statuses in turn and times that tie in pairs: the id breaks the ties, in both directions.
  await t.db.execute(sql`insert into orders (identity, logistics_service_provider_id, shipment_company_id, status, created_at)
    select 'DEEP-' || lpad(g::text, 5, '0'), ${scope.lsp}, ${scope.sc}, (array['DRAFT', 'PUBLISHED', 'CANCELLED'])[1 + g % 3], now() - ((g / 2) || ' minutes')::interval
    from generate_series(1, ${ADDED}) g`);
});
afterAll(() => t?.close());

async function list(query: Record<string, string>): Promise<Page> {
  const res = await t.call({ method: 'GET', url: '/v1/order', query, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const identities = (p: Page) => p.data.map((r) => r.identity);

const shapes: Record<string, string>[] = [
  {},
  { sort_column: 'created_at', sort_type: 'desc' },
  { sort_column: 'created_at', sort_type: 'asc' },
  { filter_columns: 'status', filter_keys: 'PUBLISHED', sort_column: 'created_at', sort_type: 'desc' },
];

/** Every page of `shape` from the first deep one to one past the end, against the whole list read at once. */
async function expectDeepPagesExact(shape: Record<string, string>) {
  const all = await list({ ...shape, entries: '-1' });
  const first = Math.floor(DEEP_PAGE_OFFSET / ENTRIES) + 1;
  const last = Math.ceil(all.data.length / ENTRIES) + 1;
  expect(last).toBeGreaterThan(first);
  for (const page of [first, first + 1, Math.floor((first + last) / 2), last - 1, last]) {
    const got = await list({ ...shape, entries: String(ENTRIES), page: String(page) });
    expect(identities(got), `page ${page} of ${JSON.stringify(shape)}`).toEqual(identities(all).slice((page - 1) * ENTRIES, page * ENTRIES));
    expect(got.meta.total).toBe(all.data.length);
  }
}

describe('a deep page without a search', () => {
  it.each(shapes)('is the page the sort gives, with the exact total: %j', (shape) => expectDeepPagesExact(shape));

  it('is exact right after rows come and go before it', async () => {
    const shape = { sort_column: 'created_at', sort_type: 'desc' };
    await expectDeepPagesExact(shape);
    // Newest first: each row added lands on page 1 and moves every deep page by one.
    const created = await t.call({ method: 'POST', url: '/v1/order', token, payload: { shipment_company_id: scope.sc } });
    expect(created.statusCode, created.body).toBeLessThan(300);
    await expectDeepPagesExact(shape);
    await t.db.execute(sql`delete from orders where identity in ('DEEP-00003', 'DEEP-00700')`);
    await expectDeepPagesExact(shape);
  });
});
