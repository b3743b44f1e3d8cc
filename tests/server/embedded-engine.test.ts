// The embedded default engine (a PostgreSQL server under DATA_DIR/postgres) and the move of a data
// folder of the earlier default (PGlite) into it: every row copied, the PGlite folder kept, once.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDb, type OpenedDb } from '../../server/db/open.ts';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo.ts';
import { createServices } from '../../server/services.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lsi-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;

async function countsOf(opened: OpenedDb): Promise<Record<string, number>> {
  const tables = rowsOf(await opened.db.execute(sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`)).map((r) => String(r.tablename));
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = Number(rowsOf(await opened.db.execute(sql.raw(`select count(*) as n from "${t}"`)))[0]!.n);
  return out;
}

describe('a PGlite data folder moves into the embedded PostgreSQL', () => {
  let before: Record<string, number>;

  it('starts from a folder of the earlier default, with data people saved', async () => {
    const old = await openDb({ engine: 'pglite', dataDir });
    await seedDemo(old.db, { dataDir, now: new Date('2026-03-10T19:30:00Z') });
    await old.db.execute(sql`insert into products (shipment_company_id, identity, name, weight, alias) select id, 'KEEP-1', 'Kept product', 12.5, 'ünïcødé ✓' from shipment_companies limit 1`);
    before = await countsOf(old);
    await old.close();
    expect(before.products).toBeGreaterThan(0);
    // PGlite on disk migrates and seeds in about 10 s on a quiet machine, three times that on a busy one.
  }, 120_000);

  it('copies every row on the first start of the embedded server and keeps the PGlite folder', async () => {
    const lines: string[] = [];
    const opened = await openDb({ dataDir, log: (l) => lines.push(l) });
    try {
      expect(opened.engine).toBe('postgres');
      const after = await countsOf(opened);
      // The change events and the stamps restart; every table people's data lives in is copied whole.
      for (const t of ['change_events', 'change_events_pruned', 'change_event_heads']) {
        delete after[t];
        delete before[t];
      }
      expect(after).toEqual(before);
      const [kept] = rowsOf(await opened.db.execute(sql`select name, weight, alias from products where identity = 'KEEP-1'`));
      expect(kept).toEqual({ name: 'Kept product', weight: '12.500', alias: 'ünïcødé ✓' });
      expect(lines.join('\n')).toMatch(/Copied \d+ rows of \d+ tables from PGlite/);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      expect(readdirSync(dataDir).some((n) => n.startsWith('pglite-copied-'))).toBe(true);

      // Sequences continue after the copied ids, and the app works on it.
      const services = createServices({ opened, appUrl: 'http://lsi.test' });
      const app = await buildApp({ services });
      const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'shipper@lsi.test', password: DEMO_PASSWORD } });
      expect(login.statusCode, login.body).toBe(200);
      const token = login.json().data.token as string;
      const created = await app.inject({ method: 'POST', url: '/v1/vehicle-features', headers: { authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'admin@lsi.test', password: DEMO_PASSWORD } })).json().data.token}` }, payload: { name: 'After the move' } });
      expect(created.statusCode, created.body).toBe(200);
      const products = await app.inject({ method: 'GET', url: '/v1/product', headers: { authorization: `Bearer ${token}` }, query: { search_key: 'Kept' } });
      expect(products.json().meta.total).toBe(1);
      await app.close();
    } finally {
      await opened.close();
    }
  });

  it('opens the same data again, without copying twice', async () => {
    const lines: string[] = [];
    const opened = await openDb({ dataDir, log: (l) => lines.push(l) });
    try {
      const [row] = rowsOf(await opened.db.execute(sql`select count(*) as n from vehicle_features where name = 'After the move'`));
      expect(Number(row!.n)).toBe(1);
      expect(lines.join('\n')).not.toMatch(/Copied/);
      // Its connections (and those to a DATABASE_URL: the same pool) compile no query with JIT
      // (server/db/open.ts): 20-35 ms of compiling on a 40 ms list total.
      const [jit] = rowsOf(await opened.db.execute(sql`show jit`));
      expect(jit).toEqual({ jit: 'off' });
    } finally {
      await opened.close();
    }
  });
});
