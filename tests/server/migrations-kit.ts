// Testing a migration on data made before it: an empty database (PGlite in memory, or this
// worker's PostgreSQL database emptied), the migrations up to the one under test, rows as the
// schema then was, then the rest of the migrations.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDb, type Db, type OpenedDb } from '../../server/db/open.ts';
import { engineUnderTest, testDatabaseUrl } from './harness.ts';

/** A copy of the migrations folder whose journal stops before the migration `tag` (remove it after). */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lsi-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** Runs the migrations of `folder` not yet applied (all of them in one transaction). */
export async function runMigrations(opened: OpenedDb, folder: string = MIGRATIONS_DIR) {
  const run = opened.engine === 'pglite' ? (await import('drizzle-orm/pglite/migrator')).migrate : (await import('drizzle-orm/node-postgres/migrator')).migrate;
  await run(opened.db as never, { migrationsFolder: folder });
}

/** A database without any schema: PGlite in memory, or this worker's PostgreSQL database emptied (close the test app first). */
export async function openEmpty(): Promise<OpenedDb> {
  if (engineUnderTest() === 'pglite') return openDb({ dataDir: 'memory', migrate: false });
  const opened = await openDb({ databaseUrl: testDatabaseUrl(), migrate: false });
  await opened.db.execute(sql.raw('SET client_min_messages = warning'));
  await opened.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
  await opened.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
  await opened.db.execute(sql.raw('CREATE SCHEMA public'));
  return opened;
}

/** The rows of a raw query. */
export const rowsOf = async (db: Db, query: string) => ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
