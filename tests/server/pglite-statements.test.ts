// The PGlite client that keeps its statements (server/db/pglite-statements.ts): a text is prepared
// once and run again by name, the kept ones are bounded, errors are PGlite's own and leave the
// session usable, a table changed under a kept statement is followed, and transactions still
// isolate what they have not committed.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepingStatements } from '../../server/db/pglite-statements.ts';

let pg: PGlite;
const prepared = async () => (await pg.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]!.n;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table items (id serial primary key, name text not null unique, tags int[], doc jsonb, at timestamptz)`);
});
afterAll(() => pg.close());

describe('a PGlite client that keeps its statements', () => {
  it('prepares a text once and runs it again by name, with every parameter type as PGlite serializes it', async () => {
    const client = keepingStatements(pg);
    const before = await prepared();
    const insert = `insert into items (name, tags, doc, at) values ($1, $2, $3, $4) returning id, name, tags, doc, at`;
    const one = await client.query<{ id: number; name: string; tags: number[]; doc: unknown; at: Date }>(insert, ['one', [1, 2], JSON.stringify({ a: 1 }), new Date('2026-01-02T03:04:05Z')]);
    const two = await client.query<{ id: number; name: string; tags: number[] | null; doc: unknown; at: Date | null }>(insert, ['two', null, null, null]);
    expect(one.rows[0]).toMatchObject({ name: 'one', tags: [1, 2], doc: { a: 1 }, at: new Date('2026-01-02T03:04:05Z') });
    expect(two.rows[0]).toMatchObject({ name: 'two', tags: null, doc: null, at: null });
    expect(one.affectedRows).toBe(1);
    expect(await prepared()).toBe(before + 1);
    const arrays = await client.query<[string]>(`select name from items where id = any($1::int[]) order by id`, [[one.rows[0]!.id, two.rows[0]!.id]], { rowMode: 'array' });
    expect(arrays.rows).toEqual([['one'], ['two']]);
  });

  it('keeps at most its bound: the least recently used is closed, and runs again when asked', async () => {
    const client = keepingStatements(pg, 3);
    const before = await prepared();
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} as n, $1::int as p`);
    for (const text of texts) await client.query(text, [7]);
    expect(await prepared()).toBe(before + 3);
    expect((await client.query<{ n: number; p: number }>(texts[0]!, [8])).rows).toEqual([{ n: 1, p: 8 }]);
    expect(await prepared()).toBe(before + 3);
  });

  it("reports PGlite's own errors and stays usable; a text that does not parse is not kept", async () => {
    const client = keepingStatements(pg);
    const before = await prepared();
    await expect(client.query(`selec 1`)).rejects.toMatchObject({ code: '42601', query: 'selec 1' });
    expect(await prepared()).toBe(before);
    const write = `insert into items (name) values ($1)`;
    await expect(
      client.transaction(async (tx) => {
        await tx.query(write, ['three']);
        await tx.query(write, ['one']);
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'items_name_key' });
    expect((await client.query(`select 1 from items where name = $1`, ['three'])).rows).toEqual([]);
    await client.query(write, ['three']);
    expect((await client.query(`select name from items where name = $1`, ['three'])).rows).toEqual([{ name: 'three' }]);
  });

  it('follows a table that changed under a kept statement', async () => {
    const client = keepingStatements(pg);
    await pg.exec(`create table notes (id int primary key); insert into notes values (1)`);
    expect((await client.query(`select * from notes`)).rows).toEqual([{ id: 1 }]);
    await pg.exec(`alter table notes add column body text default 'hello'`);
    expect((await client.query(`select * from notes`)).rows).toEqual([{ id: 1, body: 'hello' }]);
  });

  it("waits for another request's transaction: what it has not committed is not seen", async () => {
    const client = keepingStatements(pg);
    let inside!: () => void;
    const entered = new Promise<void>((done) => (inside = done));
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const tx = client.transaction(async (t) => {
      await t.query(`insert into items (name) values ($1)`, ['pending']);
      inside();
      await held;
      await t.query(`delete from items where name = $1`, ['pending']);
    });
    await entered;
    const read = client.query(`select count(*)::int as n from items where name = $1`, ['pending']);
    release();
    await tx;
    expect((await read).rows).toEqual([{ n: 0 }]);
  });
});
