// A search over more matches than SEARCH_MATCH_CAP (server/lib/list.ts): up to the cap, a search is
// answered from its gathered matches, sorted, with its exact total in the same pass; past it, the
// gather is dropped and the sort index is walked (docs/decisions.md). Either way a page is the true
// page by the sort and the total is exact: an off-by-one at the cap would page an arbitrary 20,000
// of the matches. So the matches here are the cap and one or two more, inserted in the reverse of
// their sort order, so that an arbitrary cut of them is not their first rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MATCH_CAP } from '../../server/lib/list.ts';
import { startTestApp, type TestApp } from './harness.ts';

const KEY = 'QZCAP';
const MATCHES = SEARCH_MATCH_CAP + 2;
const CHUNK = 1_000;
const ENTRIES = 10;
const identity = (n: number) => `${KEY}-${String(n).padStart(5, '0')}`;

let t: TestApp;
let token: string;

interface Page {
  data: { identity: string }[];
  meta: { current_page: number; last_page: number; total: number };
}
async function search(query: Record<string, string>): Promise<Page> {
  const res = await t.call({ method: 'GET', url: '/v1/order', query: { search_key: KEY, entries: String(ENTRIES), ...query }, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const identities = (p: Page) => p.data.map((r) => r.identity);
/** Identities `from`..`from + n - 1` ascending, or down from `from` descending. */
const run = (from: number, n: number, step = 1) => Array.from({ length: n }, (_, i) => identity(from + i * step));

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('lsp@lsi.test');
  // The first search reads the column's statistics, kept for minutes: the key is rare there, so the
  // search is gathered up to the cap (a key found in most sampled values would walk the index first).
  expect((await search({})).meta.total).toBe(0);
  const [scope] = ((await t.db.execute(
    sql`select o.logistics_service_provider_id as lsp, o.shipment_company_id as sc from orders o join users u on u.logistics_service_provider_id = o.logistics_service_provider_id where u.email = 'lsp@lsi.test' and o.shipment_company_id is not null limit 1`,
  )) as unknown as { rows: { lsp: number; sc: number }[] }).rows;
  // Highest identity first: the rows a scan meets first are the last by the list's sort.
  for (let start = 0; start < MATCHES; start += CHUNK) {
    const end = Math.min(start + CHUNK, MATCHES);
    await t.db.execute(sql`insert into orders (identity, logistics_service_provider_id, shipment_company_id, status)
      select ${`${KEY}-`}::text || lpad((${MATCHES - 1}::int - g)::text, 5, '0'), ${scope!.lsp}, ${scope!.sc}, 'DRAFT' from generate_series(${start}::int, ${end - 1}::int) g`);
  }
});
afterAll(() => t?.close());

/** The pages a person reads of a search matching identities 0..total-1: first, second, last, and sorted the other way. */
async function expectTruePages(total: number) {
  const first = await search({});
  expect(first.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / ENTRIES), total, next_cursor: expect.any(String) });
  expect(identities(first)).toEqual(run(0, ENTRIES));
  expect(identities(await search({ page: '2' }))).toEqual(run(ENTRIES, ENTRIES));
  const lastPage = Math.ceil(total / ENTRIES);
  const last = await search({ page: String(lastPage) });
  expect(identities(last)).toEqual(run((lastPage - 1) * ENTRIES, total - (lastPage - 1) * ENTRIES));
  expect(last.meta.total).toBe(total);
  const newest = await search({ sort_column: 'identity', sort_type: 'desc' });
  expect(identities(newest)).toEqual(run(total - 1, ENTRIES, -1));
  expect(newest.meta.total).toBe(total);
}

describe(`a search matching around SEARCH_MATCH_CAP (${SEARCH_MATCH_CAP.toLocaleString('en')}) rows`, () => {
  it('past the cap by two, by one, and at the cap: the true pages by the sort and the exact total', async () => {
    await expectTruePages(MATCHES);
    // Dropping the highest identities keeps the matches 0..n-1; the list's kept answers follow the write.
    await t.db.execute(sql`delete from orders where identity = ${identity(MATCHES - 1)}`);
    await expectTruePages(SEARCH_MATCH_CAP + 1);
    await t.db.execute(sql`delete from orders where identity = ${identity(SEARCH_MATCH_CAP)}`);
    await expectTruePages(SEARCH_MATCH_CAP);
  });
});
