// A data folder made before the embedded PostgreSQL server holds its database in PGlite
// (DATA_DIR/pglite). On the first start with the embedded server, every row is copied over, in one
// transaction, and the PGlite folder is kept under a new name (never deleted): nothing saved is lost.
import { renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import type { OpenedDb } from './types.ts';
import { changeEventHeads, changeEvents, changeEventsPruned } from './schema/changes.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

const CHANGE_LOG: readonly string[] = [changeEvents, changeEventsPruned, changeEventHeads].map(getTableName);

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

interface Column {
  name: string;
  type: string;
  serial: boolean;
}

async function columnsOf(db: OpenedDb['db'], table: string): Promise<Column[]> {
  const res = await db.execute(sql`select column_name, data_type, column_default from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`);
  return rowsOf(res).map((c) => ({ name: String(c.column_name), type: String(c.data_type), serial: String(c.column_default ?? '').startsWith('nextval(') }));
}

/** A value as node-postgres must send it: JSON as text, 64-bit integers as text. */
function toParam(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  return value;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A table's rows, CHUNK at a time: by id when it has one (GPS positions run to millions), else all at once. */
async function* readChunks(from: OpenedDb, table: string, names: string, columns: Column[]): AsyncGenerator<Row[]> {
  if (!columns.some((c) => c.name === 'id')) {
    const rows = rowsOf(await from.db.execute(sql.raw(`select ${names} from ${quote(table)}`)));
    for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
    return;
  }
  for (let last: unknown = null; ; ) {
    const after = last === null ? sql`` : sql`where id > ${last}`;
    const rows = rowsOf(await from.db.execute(sql`select ${sql.raw(names)} from ${sql.raw(quote(table))} ${after} order by id limit ${CHUNK}`));
    if (rows.length === 0) return;
    yield rows;
    last = rows.at(-1)!.id;
  }
}

/** Copies every table of `from` (PGlite) into `to` (empty, same migrations). Answers the rows copied per table. */
export async function copyDatabase(from: OpenedDb, to: OpenedDb): Promise<Record<string, number>> {
  // The change events (change_events, change_events_pruned, change_event_heads) are not copied:
  // they tell open streams what changed and stamp totals cached by a running server; the new
  // database keeps its own from its migrations on, and a browser resuming with an id of the old
  // database is sent `reset` (docs/realtime.md).
  const tables = rowsOf(await from.db.execute(sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`))
    .map((r) => String(r.tablename))
    .filter((t) => !CHANGE_LOG.includes(t));
  const copied: Record<string, number> = {};
  await to.db.transaction(async (tx) => {
    // Rows arrive table by table, not in the order their references need: check those at the end,
    // and leave the change log's triggers out of the copy.
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of tables) {
      const columns = await columnsOf(from.db, table);
      const names = columns.map((c) => quote(c.name)).join(', ');
      let count = 0;
      for await (const chunk of readChunks(from, table, names, columns)) {
        const values = sql.join(
          // One parameter per value: sql.param keeps an array (an int[] column) whole instead of spreading it.
          chunk.map((row) => sql`(${sql.join(columns.map((c) => sql`${sql.param(toParam(row[c.name], c.type))}`), sql`, `)})`),
          sql`, `,
        );
        await tx.execute(sql`insert into ${sql.raw(quote(table))} (${sql.raw(names)}) values ${values}`);
        count += chunk.length;
      }
      for (const c of columns.filter((col) => col.serial)) {
        await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${quote(table)}', '${c.name}'), coalesce((select max(${quote(c.name)}) from ${quote(table)}), 0) + 1, false)`));
      }
      copied[table] = count;
    }
  });
  return copied;
}

/**
 * When `dataDir` holds a PGlite database (opened by `openPglite`) and the embedded one is empty,
 * copy it over and keep the PGlite folder as `pglite-copied-<time>`. A non-empty embedded database is never overwritten.
 */
export async function adoptPglite(embedded: OpenedDb, openPglite: () => Promise<OpenedDb>, dataDir: string, log: (line: string) => void): Promise<void> {
  const [users] = rowsOf(await embedded.db.execute(sql`select count(*)::int as n from users`));
  if (Number(users?.n) > 0) {
    log(`${resolve(dataDir, 'pglite')} is left as it is: the embedded PostgreSQL database already has data.`);
    return;
  }
  const pglite = await openPglite();
  let copied: Record<string, number>;
  try {
    copied = await copyDatabase(pglite, embedded);
  } finally {
    await pglite.close();
  }
  const kept = resolve(dataDir, `pglite-copied-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  renameSync(resolve(dataDir, 'pglite'), kept);
  const total = Object.values(copied).reduce((a, b) => a + b, 0);
  log(`Copied ${total} rows of ${Object.keys(copied).length} tables from PGlite into the embedded PostgreSQL; the PGlite folder is kept as ${kept}.`);
}
