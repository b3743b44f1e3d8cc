// `npm run backup`: every table of the app's schema read in one REPEATABLE READ READ ONLY
// transaction (one snapshot: the rows of all tables as they stood at one instant, while the app
// goes on writing), then the stored files (the data folder's or the S3 bucket's), written as one tar.gz (format.ts). Written
// to FILE.partial first and renamed when complete: a backup stopped halfway leaves no FILE.
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { storageOf, type StorageSettings } from '../../adapters/storage-settings.ts';
import type { Db } from '../../db/open.ts';
import { BACKUP_FORMAT, BackupRefused, BACKUP_VERSION, FILE_AREAS, MANIFEST_ENTRY, PART_BYTES, partName, quoteIdent, rowsOf, sha256, type Manifest } from './format.ts';
import { appliedMigration } from './migrations.ts';
import { ArchiveWriter } from './archive.ts';

/** Rows fetched from a table's cursor at a time. */
const FETCH = 2000;

/**
 * Settings that fix the text form of values: dates in ISO with their offset from UTC, intervals
 * in PostgreSQL's form, floats with every digit, bytea in hex. Each is read back exactly by the
 * type's input whatever the restoring server's own settings.
 */
export const TEXT_SETTINGS = ["set local timezone = 'UTC'", "set local datestyle = 'ISO, YMD'", "set local intervalstyle = 'postgres'", 'set local extra_float_digits = 3', "set local bytea_output = 'hex'"];

/** The app's tables (plain ones: a partitioned parent's rows are its partitions'), in the schema the app uses. */
export async function appTables(db: Db): Promise<string[]> {
  const res = await db.execute(sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r' order by 1`);
  return rowsOf(res).map((r) => String(r.relname));
}

/** Each table's stored columns (generated ones are made again by the database), in order, with their types. */
export async function appColumns(db: Db): Promise<Map<string, { name: string; type: string }[]>> {
  const res = await db.execute(sql`
    select c.relname, a.attname, format_type(a.atttypid, a.atttypmod) as type
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
    where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const out = new Map<string, { name: string; type: string }[]>();
  for (const r of rowsOf(res)) {
    const table = String(r.relname);
    if (!out.has(table)) out.set(table, []);
    out.get(table)!.push({ name: String(r.attname), type: String(r.type) });
  }
  return out;
}

/** Writes a backup of `db` and of the stored files to `outFile` (which must not exist). */
export async function writeBackup(db: Db, files: StorageSettings, outFile: string, engine: string): Promise<Manifest> {
  if (existsSync(outFile)) throw new BackupRefused(`${outFile} exists already: give a new file name.`);
  const partial = `${outFile}.${process.pid}.partial`;
  const tar = new ArchiveWriter(partial);
  const entries: Manifest['entries'] = {};
  const add = async (name: string, data: Uint8Array) => {
    entries[name] = { bytes: data.byteLength, sha256: sha256(data) };
    await tar.add(name, data);
  };
  try {
    const { migration, server, tables, sequences } = await db.transaction(
      async (tx) => {
        const t = tx as unknown as Db;
        for (const s of TEXT_SETTINGS) await t.execute(sql.raw(s));
        const applied = await appliedMigration(t);
        if (!applied) throw new Error('The database has no migrations applied: there is nothing to back up.');
        const [version] = rowsOf(await t.execute(sql`select version() as v`));
        const names = await appTables(t);
        // No table can be rewritten (ALTER, TRUNCATE, VACUUM FULL) under the backup; rows go on being written.
        if (names.length) await t.execute(sql.raw(`lock table ${names.map(quoteIdent).join(', ')} in access share mode`));
        const columns = await appColumns(t);
        const tableList: Manifest['tables'] = [];
        for (const name of names) {
          const cols = columns.get(name) ?? [];
          const row = cols.map((c) => `${quoteIdent(c.name)}::text`).join(', ');
          await t.execute(sql.raw(`declare backup_rows no scroll cursor for select to_json(array[${row}]::text[])::text as line from ${quoteIdent(name)}`));
          const parts: string[] = [];
          let lines: string[] = [];
          let bytes = 0;
          let count = 0;
          const flush = async () => {
            if (!lines.length) return;
            const part = partName(name, parts.length + 1);
            parts.push(part);
            await add(part, Buffer.from(lines.join('\n') + '\n'));
            lines = [];
            bytes = 0;
          };
          for (;;) {
            const batch = rowsOf(await t.execute(sql.raw(`fetch forward ${FETCH} from backup_rows`)));
            for (const r of batch) {
              const line = String(r.line);
              lines.push(line);
              bytes += line.length + 1;
              count++;
              if (bytes >= PART_BYTES) await flush();
            }
            if (batch.length < FETCH) break;
          }
          await flush();
          await t.execute(sql.raw('close backup_rows'));
          tableList.push({ name, columns: cols, rows: count, parts });
        }
        const seqNames = rowsOf(await t.execute(sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'S' order by 1`));
        const seqs: Manifest['sequences'] = [];
        for (const s of seqNames) {
          const name = String(s.relname);
          const [v] = rowsOf(await t.execute(sql.raw(`select last_value::text as last_value, is_called from ${quoteIdent(name)}`)));
          seqs.push({ name, lastValue: String(v!.last_value), isCalled: v!.is_called === true || v!.is_called === 't' });
        }
        return { migration: applied, server: String(version?.v ?? ''), tables: tableList, sequences: seqs };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // The files after the rows: a file uploaded meanwhile is carried without a row naming it
    // (harmless); one removed meanwhile is missing (docs/operations.md).
    const fileEntries: string[] = [];
    for (const area of FILE_AREAS) {
      const storage = storageOf(files, area);
      for (const path of await storage.list()) {
        const data = await storage.read(path);
        if (!data) continue;
        const entry = `files/${area}/${path}`;
        fileEntries.push(entry);
        await add(entry, data);
      }
    }
    const manifest: Manifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), source: { engine, server }, migration, tables, sequences, files: fileEntries, entries };
    await tar.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 1)));
    await tar.finish();
    await rename(partial, outFile);
    return manifest;
  } catch (e) {
    await tar.abort();
    await rm(partial, { force: true });
    throw e;
  }
}
