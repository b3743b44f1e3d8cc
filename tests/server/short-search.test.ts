// One- and two-character "contains" searches (server/db/schema/search.ts, server/lib/list.ts): the
// short-grams index exists for every column said to have one, the lists' condition is one it serves,
// and it finds exactly what ILIKE finds: no value containing the key is ever left out.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDecl, listQuery } from '../../contract/lib.ts';
import { users } from '../../server/db/schema/index.ts';
import { SHORT_GRAM_COLUMNS } from '../../server/db/schema/search.ts';
import { col, planList } from '../../server/lib/list.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Statistics, as a database in use has: a key most values contain is then checked by ILIKE on
  // every row, a rarer one asked of the index (server/lib/list.ts hintsOf); both must be exact.
  await t.db.execute(sql`analyze orders`);
  await t.db.execute(sql`analyze users`);
});
afterAll(() => t?.close());

/** A text[] literal of `items` (drizzle spreads a JS array into a row). */
const textArray = (items: string[]) => sql`array[${sql.join(items.map((v) => sql`${v}::text`), sql`, `)}]::text[]`;
const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)) as unknown as { rows: T[] };

describe('the short-grams indexes', () => {
  const declared = Object.entries(SHORT_GRAM_COLUMNS).flatMap(([table, columns]) => columns.map((column) => ({ table, column })));

  it.each(declared)('$table.$column has one, and a search condition on it is answered from it', async ({ table, column }) => {
    const { rows: found } = await rows<{ indexdef: string; indexname: string }>(sql`select indexname, indexdef from pg_indexes where tablename = ${table}`);
    const index = found.find((i) => i.indexdef.includes(`lsi_short_grams((${column})::text)`) || i.indexdef.includes(`lsi_short_grams(((${column})::text))`));
    expect(index, `a short-grams index on ${table}.${column}`).toBeDefined();
    // The condition the lists write (list.ts containsCondition), with the planner told to avoid a
    // scan: a condition the index cannot serve would still scan.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(
        sql`explain select 1 from ${sql.identifier(table)} where lsi_short_grams((${sql.identifier(column)})::text) @> lsi_short_grams(${'ab'})`,
      )) as unknown as { rows: Record<string, string>[] };
      return res.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain(index!.indexname);
  });
});

describe('a short key over several indexed columns', () => {
  it('is answered from their indexes without computing any grams row by row', async () => {
    const decl = listDecl({ search: ['name', 'email', 'phone_number'], defaultSearch: ['name', 'email', 'phone_number'], sort: ['name'], defaultSort: { column: 'name', type: 'asc' }, filter: [], defaultEntries: 9 });
    const columns = { name: col(users.name), email: col(users.email), phone_number: col(users.phoneNumber) };
    const plan = planList(decl, columns, listQuery.parse({ search_key: '45' }), { what: 'user', idColumn: users.id, tzOffsetMinutes: 0, grams: { name: true, email: true, phone_number: true } });
    const lines = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = (await tx.execute(sql`explain select count(*) from users where ${plan.where}`)) as unknown as { rows: Record<string, string>[] };
      return res.rows.map((r) => Object.values(r)[0]!);
    });
    expect(lines.join('\n')).toContain('BitmapOr');
    // The grams are the index's condition only: a Filter that computed them for each row found
    // took 8 s for one count over 100,000 users.
    expect(lines.filter((l) => l.includes('Filter:') && l.includes('lsi_short_grams'))).toEqual([]);
  });
});

describe('lsi_short_grams', () => {
  const values = ['ORD-2026-0131', 'Budi Santoso', 'budi@LSI.test', '+62 812', 'Ünal Çelik', 'ÇÉ', 'a', '', '50% off', 'x_y', 'tab\tline'];
  const keys = ['o', 'O', '31', 'bu', 'BU', 'ü', 'Ü', 'çe', 'ÇE', 'é', '%', '_', '0%', '\t', 'zz', '-', '@l', ' 8', 'x', 'é '];

  it('keeps every value that contains a key of one or two characters (what ILIKE finds, case-insensitively)', async () => {
    const { rows: missed } = await rows<{ v: string; k: string }>(sql`
      select v, k from unnest(${textArray(values)}) as v, unnest(${textArray(keys)}) as k
      where strpos(lower(v), lower(k)) > 0 and not (lsi_short_grams(v) @> lsi_short_grams(k))`);
    expect(missed).toEqual([]);
    // And it narrows: a key the value does not contain is mostly left out by the index already.
    const { rows: kept } = await rows<{ n: number | string }>(sql`
      select count(*) as n from unnest(${textArray(values)}) as v, unnest(${textArray(keys)}) as k
      where strpos(lower(v), lower(k)) = 0 and lsi_short_grams(v) @> lsi_short_grams(k)`);
    expect(Number(kept[0]!.n)).toBe(0);
  });

  it('is every character and pair of characters, lower-cased', async () => {
    const { rows: out } = await rows<{ g: string[] | string }>(sql`select lsi_short_grams(${'AbA'}) as g`);
    const g = out[0]!.g;
    expect((Array.isArray(g) ? g : g.slice(1, -1).split(',')).sort()).toEqual(['a', 'ab', 'b', 'ba']);
  });
});

describe('the lists find with it exactly what a contains search finds', () => {
  const contains = (text: string | null | undefined, key: string) => (text ?? '').toLowerCase().includes(key.toLowerCase());

  it('orders by identity: every one- and two-character key of the data, and some absent', async () => {
    const token = await t.login('lsp@lsi.test');
    const get = async (query: Record<string, string>) => (await t.call({ method: 'GET', url: '/v1/order', query, token })).json() as { data: { identity: string }[]; meta: { total: number } };
    const all = (await get({ entries: '-1' })).data.map((r) => r.identity);
    const keys = new Set<string>(['Q', 'zz', '9x']);
    for (const id of all) for (let i = 0; i < id.length; i++) keys.add(id.slice(i, i + 1)).add(id.slice(i, i + 2).toLowerCase());
    for (const key of keys) {
      const expected = all.filter((id) => contains(id, key)).sort();
      const page = await get({ search_key: key, entries: '-1' });
      expect(page.data.map((r) => r.identity).sort(), key).toEqual(expected);
      // A paged answer counts the same rows (the total is the matches' count, not the page's).
      const paged = await get({ search_key: key, entries: '2' });
      expect(paged.meta.total, key).toBe(expected.length);
    }
  });

  it('users by name, e-mail and phone (the default search columns)', async () => {
    const token = await t.login('lsp@lsi.test');
    const get = async (query: Record<string, string>) =>
      (await t.call({ method: 'GET', url: '/v1/users', query, token })).json() as { data: { name: string; email: string; phone_number: string | null }[]; meta: { total: number } };
    const all = (await get({ entries: '1000' })).data;
    expect(all.length).toBeGreaterThan(1);
    for (const key of ['a', 'S', 'si', '@', '.t', '81', '0', 'zq']) {
      const expected = all.filter((u) => contains(u.name, key) || contains(u.email, key) || contains(u.phone_number, key)).map((u) => u.email).sort();
      const page = await get({ search_key: key, entries: '1000' });
      expect(page.data.map((u) => u.email).sort(), key).toEqual(expected);
      expect((await get({ search_key: key, entries: '1' })).meta.total, key).toBe(expected.length);
    }
  });
});
