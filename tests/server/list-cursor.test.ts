// Keyset cursors of the load-more lists (contract ListDecl.cursor, server/lib/list-cursor.ts):
// reading on by `meta.next_cursor` gives exactly the list's rows in its order, whatever the sort
// (ties, nulls, both directions, a search), no row skipped or repeated while rows are added and
// removed meanwhile; a malformed or forged cursor, or one where none is taken, is a 400 on the
// parameter in the caller's language and changes nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CallDef } from '../../contract/lib.ts';
import { calls, messagesOn, signedInApp, tokenFor as tokenOf, validPath } from './contract-cases.ts';
import { expectError } from './harness.ts';

interface Page {
  data: { id: number }[];
  meta: { current_page: number; last_page: number; total: number; next_cursor?: string | null };
}

const app = signedInApp();
const ADDED = 40;
let scope: { lsp: number; sc: number };

beforeAll(async () => {
  const found = (await app.t.db.execute(
    sql`select o.logistics_service_provider_id as lsp, o.shipment_company_id as sc from orders o join users u on u.logistics_service_provider_id = o.logistics_service_provider_id where u.email = 'lsp@lsi.test' and o.shipment_company_id is not null limit 1`,
  )) as unknown as { rows: { lsp: number; sc: number }[] };
  scope = found.rows[0]!;
  // Published orders whose times tie in pairs (the id breaks the ties), a third without an estimation date.
  await app.t.db.execute(sql`insert into orders (identity, logistics_service_provider_id, shipment_company_id, status, created_at, published_at, estimation_date)
    select 'CUR-' || lpad(g::text, 4, '0'), ${scope.lsp}, ${scope.sc}, 'PUBLISHED', now() - ((g / 2) || ' minutes')::interval, now() - ((g / 2) || ' minutes')::interval,
      case when g % 3 = 0 then null else (now() - ((g / 3) || ' days')::interval)::date end
    from generate_series(1, ${ADDED}) g`);
});

async function read(url: string, query: Record<string, string>, token = app.tokens.LOGISTIC_SERVICE_PROVIDER): Promise<Page> {
  const res = await app.t.call({ method: 'GET', url, query, token });
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json();
}

/** Every page by cursor, `between` run after each page; the ids read and the pages' metas. */
async function walk(url: string, query: Record<string, string>, token?: string, between?: (page: number) => Promise<void>) {
  const ids: number[] = [];
  const metas: Page['meta'][] = [];
  let cursor: string | null | undefined;
  for (let n = 0; n < 200; n++) {
    const page = await read(url, { ...query, ...(cursor ? { cursor } : {}) }, token);
    ids.push(...page.data.map((r) => r.id));
    metas.push(page.meta);
    cursor = page.meta.next_cursor;
    expect(cursor, 'a list read page after page always says where the next page starts').not.toBeUndefined();
    if (!cursor) break;
    await between?.(n);
  }
  return { ids, metas };
}

const ACTIVE = '/v1/shipment/active-orders';
const whole = async (url: string, query: Record<string, string>, token?: string) => (await read(url, { ...query, entries: '1000' }, token)).data.map((r) => r.id);

describe('reading on by cursor', () => {
  const shapes: Record<string, string>[] = [
    {},
    { sort_column: 'created_at', sort_type: 'asc' },
    { sort_column: 'estimation_date', sort_type: 'asc' },
    { sort_column: 'estimation_date', sort_type: 'desc' },
    { sort_column: 'total_weight', sort_type: 'desc' },
    { sort_column: 'identity', sort_type: 'asc' },
    { search_key: 'CUR-00', sort_column: 'published_at', sort_type: 'desc' },
  ];
  it.each(shapes)('gives the list in its order, each row once: %j', async (shape) => {
    const all = await whole(ACTIVE, shape);
    expect(all.length).toBeGreaterThan(10);
    const { ids, metas } = await walk(ACTIVE, { ...shape, entries: '7' });
    expect(ids).toEqual(all);
    expect(metas.map((m) => m.current_page)).toEqual(metas.map((_, i) => i + 1));
    expect(metas.every((m) => m.total === all.length)).toBe(true);
  });

  it('skips and repeats nothing while rows are added at the top and removed from what was read', async () => {
    const all = await whole(ACTIVE, {});
    const added: number[] = [];
    const { ids } = await walk(ACTIVE, { entries: '5' }, undefined, async (n) => {
      const res = (await app.t.db.execute(sql`insert into orders (identity, logistics_service_provider_id, shipment_company_id, status, created_at, published_at)
        values (${`CUR-NEW-${n}`}, ${scope.lsp}, ${scope.sc}, 'PUBLISHED', now(), now() + interval '1 hour') returning id`)) as unknown as { rows: { id: number }[] };
      added.push(res.rows[0]!.id);
      // The first row of the list, already read, goes.
      if (n === 1) await app.t.db.execute(sql`update orders set status = 'CANCELLED' where id = ${all[0]!}`);
    });
    expect(ids).toEqual(all);
    expect(ids.filter((id) => added.includes(id))).toEqual([]);
    await app.t.db.execute(sql`update orders set status = 'PUBLISHED' where id = ${all[0]!}`);
    await app.t.db.execute(sql`delete from orders where identity like 'CUR-NEW-%'`);
  });

  // Each load-more list's own keys select the sort key its cursors are made of.
  const LOAD_MORE: [string, 'LOGISTIC_SERVICE_PROVIDER' | 'SHIPMENT_COMPANY' | 'VENDOR'][] = [
    ['/v1/order', 'LOGISTIC_SERVICE_PROVIDER'],
    ['/v1/order/history', 'SHIPMENT_COMPANY'],
    ['/v1/shipment', 'LOGISTIC_SERVICE_PROVIDER'],
    ['/v2/shipment', 'VENDOR'],
    ['/v1/shipment-history', 'LOGISTIC_SERVICE_PROVIDER'],
    ['/v1/shipment-vendors', 'VENDOR'],
  ];
  it.each(LOAD_MORE)('%s (%s) reads on by cursor', async (url, role) => {
    const token = app.tokens[role];
    const all = await whole(url, {}, token);
    const { ids } = await walk(url, { entries: '2' }, token);
    expect(ids).toEqual(all);
  });
});

describe('a cursor that is not one of the list', () => {
  const refused = async (query: Record<string, string>, url = ACTIVE) => {
    const res = await app.t.call({ method: 'GET', url, query, token: app.tokens.LOGISTIC_SERVICE_PROVIDER, headers: { 'accept-language': 'id' } });
    const body = expectError(res, 400);
    const said = messagesOn(body.errors, 'cursor');
    expect(said).toHaveLength(1);
    expect(body.message).toBe(said[0]);
    return said[0]!;
  };
  const forged = (c: object) => Buffer.from(JSON.stringify(c)).toString('base64url');
  const real = async (query: Record<string, string> = {}) => (await read(ACTIVE, { ...query, entries: '3' })).meta.next_cursor!;

  it('malformed, or made up with a sort key its column cannot hold, is a 400 in the caller language', async () => {
    const bad = 'Posisi dalam daftar pesanan ini (cursor) tidak berlaku di sini: muat ulang daftar dari halaman pertama.';
    const good = JSON.parse(Buffer.from(await real(), 'base64url').toString()) as Record<string, unknown>;
    for (const cursor of [
      'not a cursor!',
      'e30',
      forged({ ...good, v: 'yesterday' }),
      forged({ ...good, v: '2026-02-30 10:00:00+00' }),
      forged({ ...good, i: -1 }),
      forged({ ...good, extra: 1 }),
      forged({ ...good, l: 'user' }),
      'x'.repeat(1500),
    ]) {
      expect(await refused({ cursor }), cursor).toBe(bad);
    }
  });

  it('of another sort, with a page, or asked whole, is refused', async () => {
    const cursor = await real();
    expect(await refused({ cursor, sort_column: 'created_at', sort_type: 'desc' })).toMatch(/^Posisi dalam daftar pesanan/);
    expect(await refused({ cursor, page: '2' })).toBe('Minta satu halaman atau berikan cursor, jangan keduanya.');
    const numbers = await real({ sort_column: 'total_weight', sort_type: 'desc' });
    expect(await refused({ cursor: numbers, sort_column: 'total_weight', sort_type: 'asc' })).toMatch(/^Posisi/);
  });

  it('on a list read by pages only, is refused naming the list in the caller language', async () => {
    expect(await refused({ cursor: 'abc' }, '/v1/users')).toBe('Daftar pengguna dibaca per halaman, bukan dengan cursor: hapus cursor dan minta satu halaman.');
  });

  // Every list call of the contract: a call added later is covered without touching this file.
  const isListCall = (def: CallDef) => def.method === 'GET' && Boolean((def.query as z.ZodObject | undefined)?.shape?.filter_keys);
  it.each(calls.filter((c) => isListCall(c.def)).map((c) => [c.id, c.def] as const))('%s refuses a made-up cursor', async (_id, def) => {
    const res = await app.t.call({ method: 'GET', url: validPath(def), query: { cursor: 'bm90IGEgY3Vyc29y' }, token: tokenOf(app.tokens, def) });
    expect(messagesOn(expectError(res, 400).errors, 'cursor'), res.body).toHaveLength(1);
  });
});
