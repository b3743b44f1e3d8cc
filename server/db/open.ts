// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both run the same Drizzle schema and the same SQL migrations.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenedDb {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** postgres://... ; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite folder; 'memory' keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite: start from a tarball made by dumpDataDir (fast test set-up). */
  loadDataDir?: Blob;
  migrate?: boolean;
}

export async function openDb(opts: OpenOptions): Promise<OpenedDb> {
  const opened = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts);
  if (opts.migrate !== false) await migrate(opened);
  return opened;
}

async function openPglite(opts: OpenOptions): Promise<OpenedDb> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (opts.dataDir && opts.dataDir !== 'memory') {
    dataDir = resolve(opts.dataDir, 'pglite');
    mkdirSync(dirname(dataDir), { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    // exposed for test snapshots
    ...{ pglite: client },
  };
}

async function openPostgres(url: string): Promise<OpenedDb> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // numeric comes back as string (exact); int8 counts as numbers.
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.default.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 20) });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, engine: 'postgres', close: () => pool.end() };
}

async function migrate(opened: OpenedDb): Promise<void> {
  if (opened.engine === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(opened.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(opened.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
