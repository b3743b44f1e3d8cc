// Which migration a database stands at, and running this build's migrations up to a given one.
// Drizzle records each applied migration in drizzle.__drizzle_migrations with its journal entry's
// `when` as created_at: that is the id a backup carries.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db, type OpenedDb } from '../../db/open.ts';
import { rowsOf } from './format.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function journal(folder = MIGRATIONS_DIR): JournalEntry[] {
  return (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The last applied migration (null: none, the database was never migrated). */
export async function appliedMigration(db: Db): Promise<{ tag: string | null; when: string } | null> {
  const [exists] = rowsOf(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as yes`));
  if (!exists?.yes) return null;
  const [last] = rowsOf(await db.execute(sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`));
  if (!last) return null;
  const when = String(last.when);
  return { tag: journal().find((e) => String(e.when) === when)?.tag ?? null, when };
}

/** Runs this build's migrations up to and including the one of `when` (those not applied yet). */
export async function migrateUpTo(opened: OpenedDb, when: string): Promise<void> {
  const entries = journal();
  const at = entries.findIndex((e) => String(e.when) === when);
  if (at < 0) throw new Error(`no migration ${when} in this build`);
  const dir = mkdtempSync(join(tmpdir(), 'lsi-restore-migrations-'));
  try {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const file = join(dir, 'meta', '_journal.json');
    const full = JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
    writeFileSync(file, JSON.stringify({ ...full, entries: full.entries.slice(0, at + 1) }));
    const migrate = opened.engine === 'pglite' ? (await import('drizzle-orm/pglite/migrator')).migrate : (await import('drizzle-orm/node-postgres/migrator')).migrate;
    await migrate(opened.db as never, { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
