// Issue 21: a list cache that cannot eat the server. Twenty `entries=-1` order lists with distinct
// search keys, on 100,000 orders (both engines; the bulk insert takes about 5 s on PostgreSQL and
// 50 s on PGlite), must not grow the API process by 100 MB: before, every whole answer was kept (up
// to 2,000 of them, 41 MB each on the data; 299 MB -> 2,686 MB of resident memory after
// twenty). Measured as the cache's own bytes (nothing kept) and the heap after a collection; the
// resident size is printed, not asserted (freed pages go back to the system when it likes).
import { sql } from 'drizzle-orm';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROWS_MAX } from '../../contract/lib.ts';
import { id as idCatalog } from '../../contract/messages.ts';
import { expectError, startTestApp, type TestApp } from './harness.ts';

const ROWS = 100_000;
const MB = 1024 * 1024;
const HEAP_BOUND = 100 * MB;

/** The garbage collector, to measure what is held rather than what is not collected yet. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** Ten keys every identity contains (a whole list of them is past the cap), ten of 1,000 orders each. */
const BROAD = ['MEM-', 'mem-', 'Mem-', 'MEM', 'EM-', 'em-', 'M-', 'm-', 'ME', 'me'];
const NARROW = ['MEM-001', 'MEM-002', 'MEM-003', 'MEM-004', 'MEM-005', 'MEM-006', 'MEM-007', 'MEM-008', 'MEM-009', 'MEM-010'];

describe(`entries=-1 on ${ROWS.toLocaleString('en')} orders`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('lsp@lsi.test');
    const [lsp] = ((await t.db.execute(sql`select logistics_service_provider_id as id from users where email = 'lsp@lsi.test'`)) as unknown as { rows: { id: number }[] }).rows;
    await t.db.execute(sql`insert into orders (identity, status, logistics_service_provider_id, note, created_at)
      select 'MEM-' || lpad(i::text, 6, '0'), 'PUBLISHED', ${lsp!.id}, 'a bulk order for the memory test, number ' || i, now() - i * interval '1 minute'
      from generate_series(1, ${ROWS}) as i`);
    await t.db.execute(sql`analyze orders`);
  }, 240_000);
  afterAll(() => t?.close());

  const wholeList = (key: string) => t.call({ method: 'GET', url: '/v1/order', query: { entries: '-1', search_columns: 'identity', search_key: key }, token, headers: { 'accept-language': 'id' } });

  it('twenty whole lists with distinct search keys keep nothing: the cache and the heap stay flat', async () => {
    const gc = collector();
    // The code paths and query shapes once, so that what is measured is what the requests keep.
    expect((await wholeList('MEM-011')).statusCode).toBe(200);
    gc();
    const heap = process.memoryUsage().heapUsed;
    const rss = process.memoryUsage().rss;
    const kept = t.services.counts.bytes;

    for (const key of BROAD) {
      const res = await wholeList(key);
      // Past the cap: refused on `entries`, in the caller's language, naming the cap.
      const said = expectError(res, 400).errors?.entries ?? [];
      expect(said, `${key}: ${res.body.slice(0, 200)}`).toHaveLength(1);
      expect(said[0]).toContain(String(ALL_ROWS_MAX));
      expect(said[0]).toMatch(new RegExp(`^${idCatalog.server.tooManyForAll.split('%{')[0]}`));
    }
    for (const key of NARROW) {
      const res = await wholeList(key);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const answer = res.json() as { data: { identity: string }[]; meta: { total: number; last_page: number } };
      expect(answer.meta).toMatchObject({ total: 1000, last_page: 1 });
      expect(answer.data.every((o) => o.identity.startsWith(key))).toBe(true);
    }

    gc();
    const grewHeap = process.memoryUsage().heapUsed - heap;
    const grewRss = process.memoryUsage().rss - rss;
    console.log(`${ROWS} orders: heap +${(grewHeap / MB).toFixed(1)} MB, rss +${(grewRss / MB).toFixed(1)} MB, cache +${((t.services.counts.bytes - kept) / MB).toFixed(2)} MB`);
    // What the cache holds: no answer of a whole list (a few totals and query shapes at most).
    expect(t.services.counts.bytes - kept).toBeLessThan(MB);
    // What the process holds after a collection.
    expect(grewHeap).toBeLessThan(HEAP_BOUND);
  }, 240_000);

  it('a list the spec pages refuses entries=-1', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/users', query: { entries: '-1' }, token, headers: { 'accept-language': 'id' } });
    expect(expectError(res, 400).errors).toEqual({ entries: [expect.stringMatching(/^Daftar .* dibagi per halaman: entries harus dari 1 sampai 1000\.$/)] });
  });
});
