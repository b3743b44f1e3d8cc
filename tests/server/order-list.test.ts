// The list conventions (spec 2 §7, §9) on GET /v1/order, as lsp@ (12 orders of its customer).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type TestApp } from './harness.ts';

interface Row {
  id: number;
  identity: string;
  status: string;
  note: string | null;
  total_weight: number | null;
  created_at: string;
  published_at: string | null;
  shipment_company_id: number | null;
  shipment_company: { name: string } | null;
}
interface Page {
  data: Row[];
  meta: { current_page: number; last_page: number; total: number; next_cursor?: string | null };
}

let t: TestApp;
let token: string;
let all: Row[];
beforeAll(async () => {
  t = await startTestApp();
  // Statistics, as a database in use has: searches are then led by their rarest word
  // (server/lib/search-words.ts), and must find exactly what they found without.
  await t.db.execute(sql`analyze orders`);
  token = await t.login('lsp@lsi.test');
  all = (await list({ entries: '-1' })).data;
});
afterAll(() => t?.close());

async function list(query: Record<string, string>, headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.call({ method: 'GET', url: '/v1/order', query, headers, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const bad = (query: Record<string, string>, headers: Record<string, string> = {}) => t.call({ method: 'GET', url: '/v1/order', query, headers, token });
const identities = (p: Page) => p.data.map((r) => r.identity);

it('answers every order of the tenant by default (entries -1), sorted by identity asc', async () => {
  const page = await list({});
  expect(page.data).toHaveLength(12);
  expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: 12 });
  expect(identities(page)).toEqual([...identities(page)].sort());
  expect(page.data.every((r) => r.shipment_company?.name === 'PT Sawit Makmur Abadi')).toBe(true);
});

describe('search', () => {
  it('is a case-insensitive contains on identity by default', async () => {
    const page = await list({ search_key: 'ord-2026-001' });
    expect(identities(page)).toEqual(['ORD-2026-0010', 'ORD-2026-0011', 'ORD-2026-0012']);
    expect(page.meta.total).toBe(3);
  });

  it('uses search_columns (any of them matches)', async () => {
    const byNote = await list({ search_columns: 'note', search_key: 'SEGEL TANGKI' });
    expect(byNote.data).toHaveLength(all.filter((r) => r.note?.toLowerCase().includes('segel tangki')).length);
    expect(byNote.data.length).toBeGreaterThan(0);
    const byCompany = await list({ search_columns: 'identity,shipment_company.name', search_key: 'sawit makmur' });
    expect(byCompany.data).toHaveLength(12);
  });

  it('finds one order by its whole identity, the search led by its number', async () => {
    expect(identities(await list({ search_key: 'ORD-2026-0011' }))).toEqual(['ORD-2026-0011']);
    expect(identities(await list({ search_key: 'ord-2026-0011' }))).toEqual(['ORD-2026-0011']);
    expect((await list({ search_key: 'ORD-2026-0011-X' })).data).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    expect((await list({ search_key: '%' })).data).toHaveLength(0);
    expect((await list({ search_key: 'ORD_2026' })).data).toHaveLength(0);
  });

  it('finds nothing for a key that matches nothing', async () => {
    expect(await list({ search_key: 'zzz-none' })).toEqual({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
  });

  it('refuses an unknown search column with a 400 naming it', async () => {
    expectError(await bad({ search_columns: 'password', search_key: 'x' }), 400, 'Unknown column "password" for order.');
    expectError(await bad({ search_columns: 'identity,secret' }), 400, /"secret"/);
    expectError(await bad({ search_columns: 'secret' }, { 'accept-language': 'id' }), 400, 'Kolom "secret" tidak dikenal untuk pesanan.');
  });
});

describe('sort', () => {
  it('sorts by a declared column both ways, with a stable tie-breaker', async () => {
    const asc = (await list({ sort_column: 'total_weight', sort_type: 'asc' })).data;
    const desc = (await list({ sort_column: 'total_weight', sort_type: 'DESC' })).data;
    const weights = asc.map((r) => r.total_weight!);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect(desc.map((r) => r.total_weight)).toEqual([...weights].reverse());
    // Equal weights are ordered by id in the sort's direction, so descending is exactly ascending
    // reversed (one index on (column, id) serves both).
    expect(weights.some((w, i) => i > 0 && w === weights[i - 1])).toBe(true);
    for (let i = 1; i < asc.length; i++) {
      if (asc[i]!.total_weight === asc[i - 1]!.total_weight) expect(asc[i]!.id).toBeGreaterThan(asc[i - 1]!.id);
    }
    expect(desc.map((r) => r.id)).toEqual(asc.map((r) => r.id).reverse());
  });

  it('sorts by date, newest first', async () => {
    const rows = (await list({ sort_column: 'created_at', sort_type: 'desc' })).data;
    const times = rows.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sort_column alone sorts ascending', async () => {
    const rows = (await list({ sort_column: 'status' })).data;
    expect(rows.map((r) => r.status)).toEqual(rows.map((r) => r.status).sort());
  });

  it('refuses an unknown sort column and a bad sort_type with 400', async () => {
    expectError(await bad({ sort_column: 'note' }), 400, 'Unknown column "note" for order.');
    const body = expectError(await bad({ sort_column: 'identity', sort_type: 'up' }), 400, 'The data sent is not valid.');
    expect(Object.keys(body.errors ?? {})).toEqual(['sort_type']);
  });
});

describe('filter', () => {
  it('filters by one value', async () => {
    const rows = (await list({ filter_columns: 'status', filter_keys: 'PUBLISHED' })).data;
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.status === 'PUBLISHED')).toBe(true);
  });

  it('a repeated column means any of its values', async () => {
    const rows = (await list({ filter_columns: 'status,status', filter_keys: 'DRAFT,CANCELLED' })).data;
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['DRAFT', 'CANCELLED']));
    expect(rows).toHaveLength(3);
  });

  it('different columns are combined with AND', async () => {
    const scId = all[0]!.shipment_company_id;
    const rows = (await list({ filter_columns: 'status,shipment_company_id', filter_keys: `DELIVERED,${scId}` })).data;
    expect(rows).toHaveLength(2);
    expect((await list({ filter_columns: 'status,shipment_company_id', filter_keys: 'DELIVERED,999999' })).data).toHaveLength(0);
  });

  it('combines filter, search and paging', async () => {
    const page = await list({ filter_columns: 'status', filter_keys: 'PUBLISHED', search_key: '2026-000', entries: '3', page: '2' });
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, total: 4, next_cursor: null });
    expect(page.data).toHaveLength(1);
  });

  it('refuses mismatched counts, unknown columns and bad values with 400', async () => {
    expectError(await bad({ filter_columns: 'status,status', filter_keys: 'DRAFT' }), 400, 'filter_columns and filter_keys must have the same number of items.');
    expectError(await bad({ filter_columns: 'status' }), 400, 'filter_columns and filter_keys must have the same number of items.');
    expectError(await bad({ filter_columns: 'identity', filter_keys: 'ORD-2026-0001' }), 400, 'Unknown column "identity" for order.');
    expectError(await bad({ filter_columns: 'shipment_company_id', filter_keys: 'abc' }), 400);
  });
});

describe('date filter', () => {
  // Seeded orders are created 17:30Z and 16:30Z on 2026-03-10, the rest earlier: in WIB (+07:00)
  // the first falls on 03-11 and the second stays on 03-10.
  const WIB = 420;
  const localDay = (iso: string, offsetMinutes: number) => new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(0, 10);
  const expected = (start: string, end: string, offset: number) =>
    all.filter((r) => localDay(r.created_at, offset) >= start && localDay(r.created_at, offset) <= end).map((r) => r.identity);

  it.each([
    ['2026-03-10', '2026-03-10'],
    ['2026-03-11', '2026-03-11'],
    ['2026-03-08', '2026-03-10'],
  ])('created_at %s..%s follows the timezone-offset header', async (start, end) => {
    const query = { filter_date_column: 'created_at', filter_date_start: start, filter_date_end: end };
    const utc = await list(query, { 'timezone-offset': '0' });
    const wib = await list(query, { 'timezone-offset': String(WIB) });
    expect(identities(utc)).toEqual(expected(start, end, 0));
    expect(identities(wib)).toEqual(expected(start, end, WIB));
    // Without the header (or with a malformed one) the product's zone: WIB.
    expect(identities(await list(query))).toEqual(expected(start, end, WIB));
    expect(identities(await list(query, { 'timezone-offset': 'Asia/Jakarta' }))).toEqual(expected(start, end, WIB));
  });

  it('the offset really changes the answer', async () => {
    expect(expected('2026-03-11', '2026-03-11', WIB)).toHaveLength(1);
    expect(expected('2026-03-11', '2026-03-11', 0)).toHaveLength(0);
  });

  it('an open end or an open start works', async () => {
    const since = await list({ filter_date_column: 'created_at', filter_date_start: '2026-03-09' });
    expect(identities(since)).toEqual(all.filter((r) => localDay(r.created_at, WIB) >= '2026-03-09').map((r) => r.identity));
    const until = await list({ filter_date_column: 'published_at', filter_date_end: '2026-03-01' });
    expect(identities(until)).toEqual(all.filter((r) => r.published_at && localDay(r.published_at, WIB) <= '2026-03-01').map((r) => r.identity));
  });

  it('refuses a bad date and an undeclared date column with 400', async () => {
    const refused = expectError(await bad({ filter_date_column: 'created_at', filter_date_start: 'yesterday' }), 400, 'The data sent is not valid.');
    expect(refused.errors).toEqual({ filter_date_start: ['Invalid date: use YYYY-MM-DD.'] });
    expectError(await bad({ filter_date_column: 'identity', filter_date_start: '2026-03-01' }), 400, 'Unknown column "identity" for order.');
  });
});

describe('paging', () => {
  it('answers meta and non-overlapping pages', async () => {
    const pages = await Promise.all(['1', '2', '3'].map((page) => list({ entries: '5', page })));
    // The orders are read page after page too (create-order): each page but the last says where the next starts.
    expect(pages.map((p) => p.meta)).toEqual([1, 2, 3].map((current_page) => ({ current_page, last_page: 3, total: 12, next_cursor: current_page < 3 ? expect.any(String) : null })));
    expect(pages.map((p) => p.data.length)).toEqual([5, 5, 2]);
    expect(pages.flatMap(identities)).toEqual(identities({ data: all, meta: pages[0]!.meta }));
  });

  it('a page past the end is empty but keeps the totals', async () => {
    const page = await list({ entries: '5', page: '9' });
    expect(page.data).toEqual([]);
    expect(page.meta).toEqual({ current_page: 9, last_page: 3, total: 12, next_cursor: null });
  });

  it('entries=-1 answers everything on one page', async () => {
    const page = await list({ entries: '-1', page: '4' });
    expect(page.data).toHaveLength(12);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: 12 });
  });

  it('refuses entries outside -1, 1..1000 and a page below 1', async () => {
    const queries: Record<string, string>[] = [{ entries: '0' }, { entries: '1001' }, { entries: '-2' }, { page: '0' }, { entries: 'many' }];
    for (const query of queries) {
      expectError(await bad(query), 400, 'The data sent is not valid.');
    }
  });
});
