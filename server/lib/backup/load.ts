// `npm run restore`: a backup into an empty database of any engine (the embedded server,
// PostgreSQL, PGlite) and its storage (the data folder or the S3 bucket). In order, each step
// changing nothing when it fails:
//   1. the whole backup is read and checked against its manifest (verify.ts);
//   2. the database must be empty (no rows in any table) and no file of the backup may already be
//      stored with other bytes;
//   3. this build's migrations run up to the backup's (a newer backup is refused);
//   4. all rows are loaded in ONE transaction, with session_replication_role = replica: the
//      change-event triggers (server/changes/) do not fire for restored rows, and foreign keys are
//      not checked row by row (the rows were consistent in one snapshot). The sequences are set.
//      The files are written meanwhile into a staging folder inside the data folder;
//   5. after the commit the files are moved into the storage. Before it, any failure rolls the
//      transaction back and removes the staging folder: nothing half-restored is left (the
//      migrated, empty schema of step 3 is still empty: a next restore accepts it).
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { storageOf, type StorageSettings } from '../../adapters/storage-settings.ts';
import { safePath, type StorageArea } from '../../adapters/storage.ts';
import type { Db, OpenedDb } from '../../db/open.ts';
import { entryBytes, entryDigest, readArchive } from './archive.ts';
import { appColumns, appTables } from './dump.ts';
import { BackupRefused, FILE_AREAS, quoteIdent, rowsOf, sha256 } from './format.ts';
import { appliedMigration, journal, migrateUpTo } from './migrations.ts';
import { verifyBackup } from './verify.ts';

/** Bytes of lines sent in one INSERT (one JSON parameter). */
const INSERT_BYTES = 2 << 20;

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  migration: string;
}

/** The tables of `db` that hold rows. */
async function tablesWithRows(db: Db): Promise<string[]> {
  const tables = await appTables(db);
  if (!tables.length) return [];
  const query = tables.map((t) => `select ${`'${t.replace(/'/g, "''")}'`} as t where exists (select 1 from ${quoteIdent(t)})`).join(' union all ');
  return rowsOf(await db.execute(sql.raw(query))).map((r) => String(r.t));
}

/** Where a file entry (`files/<area>/<path>`) goes: its area and path, refusing a path that leaves the area. */
function targetOf(entry: string): { area: StorageArea; path: string } {
  const [top, area, ...rest] = entry.split('/');
  const outside = () => new BackupRefused(`The backup names a file outside the data folder (${entry}); nothing was restored.`);
  if (top !== 'files' || !FILE_AREAS.includes(area as StorageArea)) throw outside();
  try {
    return { area: area as StorageArea, path: safePath(rest.join('/')) };
  } catch {
    throw outside();
  }
}

/**
 * Restores `file` into `target` (empty) and the storage `files` (default: the folders of
 * `dataDir`); the files are staged in `dataDir` until the rows are committed.
 */
export async function restoreBackup(target: OpenedDb, file: string, dataDir: string, files: StorageSettings = { dataDir }): Promise<RestoreSummary> {
  const storage = { uploads: storageOf(files, 'uploads'), documents: storageOf(files, 'documents') };
  const manifest = await verifyBackup(file);
  const known = journal().find((e) => String(e.when) === manifest.migration.when);
  if (!known) {
    throw new BackupRefused(`The backup was made by a newer LSI Console (migration ${manifest.migration.tag ?? manifest.migration.when}); restore it with that version or a later one. Nothing was restored.`);
  }
  const full = await tablesWithRows(target.db);
  if (full.length) {
    throw new BackupRefused(`The target database is not empty (rows in ${full.slice(0, 5).join(', ')}${full.length > 5 ? ', …' : ''}); a backup is restored into an empty database only. Nothing was changed.`);
  }
  const applied = await appliedMigration(target.db);
  if (applied && !journal().some((e) => String(e.when) === applied.when)) throw new BackupRefused('The target database was migrated by a newer LSI Console; nothing was changed.');
  for (const entry of manifest.files) {
    const { area, path } = targetOf(entry);
    const stored = await storage[area].read(path);
    if (stored && sha256(stored) !== manifest.entries[entry]!.sha256) {
      throw new BackupRefused(`${area}/${path} exists with other content than the backup's; restore into an empty data folder. Nothing was changed.`);
    }
  }

  await migrateUpTo(target, manifest.migration.when);

  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(resolve(dataDir), '.restore-'));
  const tables = new Map(manifest.tables.map((t) => [t.name, t]));
  const partOf = new Map(manifest.tables.flatMap((t) => t.parts.map((p) => [p, t.name] as const)));
  const staged: { from: string; area: StorageArea; path: string }[] = [];
  let rows = 0;
  try {
    await target.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t.execute(sql.raw('set local session_replication_role = replica')).catch((e: Error) => {
        throw new BackupRefused(`Restoring needs a superuser (to load rows without firing triggers): ${e.message}`);
      });
      const columns = await appColumns(t);
      const inserts = new Map<string, string>();
      for (const table of manifest.tables) {
        const have = new Map((columns.get(table.name) ?? []).map((c) => [c.name, c.type]));
        if (!have.size) throw new BackupRefused(`The backup's table ${table.name} is not in the migrated database; nothing was restored.`);
        const values = table.columns.map((c, i) => {
          const type = have.get(c.name);
          if (!type) throw new BackupRefused(`The backup's column ${table.name}.${c.name} is not in the migrated database; nothing was restored.`);
          return `(r->>${i})::${type}`;
        });
        const names = table.columns.map((c) => quoteIdent(c.name)).join(', ');
        inserts.set(table.name, `insert into ${quoteIdent(table.name)} (${names}) overriding system value select ${values.join(', ')} from json_array_elements($1::json) as r`);
      }
      const loaded = new Map<string, number>();
      const changed = (name: string) => new BackupRefused(`The backup ${file} changed while it was restored (${name}); nothing was restored.`);
      for await (const entry of readArchive(file)) {
        const expected = manifest.entries[entry.name];
        if (!expected) continue;
        if (entry.size !== expected.bytes) throw changed(entry.name);
        const table = partOf.get(entry.name);
        if (table) {
          // A part (about 8 MB) is read whole and checked before any of its rows is sent.
          const data = await entryBytes(entry);
          if (sha256(data) !== expected.sha256) throw changed(entry.name);
          const lines = data.toString('utf8').split('\n');
          lines.pop();
          loaded.set(table, (loaded.get(table) ?? 0) + lines.length);
          for (let i = 0; i < lines.length; ) {
            let bytes = 0;
            let j = i;
            while (j < lines.length && (j === i || bytes + lines[j]!.length < INSERT_BYTES)) bytes += lines[j++]!.length + 1;
            await insertRows(t, inserts.get(table)!, lines.slice(i, j)).catch((e: Error & { cause?: Error }) => {
              // drizzle's message holds the statement and its rows: the database's own reason is enough.
              throw new BackupRefused(`The rows of ${table} did not load (${e.cause?.message ?? e.message}); the restore was rolled back, nothing was restored.`);
            });
            i = j;
          }
        } else {
          // A file streams into the staging folder, checked as it goes; a mismatch fails the
          // restore before the commit, and the staging folder is removed.
          const { area, path } = targetOf(entry.name);
          const from = join(staging, area, path);
          await mkdir(dirname(from), { recursive: true });
          const out = await open(from, 'wx');
          try {
            const got = await entryDigest(entry, async (chunk) => void (await out.write(chunk)));
            if (got.sha256 !== expected.sha256) throw changed(entry.name);
          } finally {
            await out.close();
          }
          staged.push({ from, area, path });
        }
      }
      for (const [name, table] of tables) {
        if ((loaded.get(name) ?? 0) !== table.rows) throw new BackupRefused(`The backup's table ${name} gave ${loaded.get(name) ?? 0} rows, its manifest says ${table.rows}; nothing was restored.`);
        rows += table.rows;
      }
      for (const s of manifest.sequences) {
        await t.execute(sql`select setval(${quoteIdent(s.name)}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`);
      }
    });
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    throw e;
  }
  for (const { from, area, path } of staged) await storage[area].place(path, from);
  await rm(staging, { recursive: true, force: true });
  return { tables: manifest.tables.length, rows, files: staged.length, migration: known.tag };
}

async function insertRows(db: Db, statement: string, lines: string[]): Promise<void> {
  const [before, after] = statement.split('$1');
  await db.execute(sql`${sql.raw(before!)}${`[${lines.join(',')}]`}${sql.raw(after!)}`);
}
