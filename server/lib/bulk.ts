// Set-based writes for the imports. Rows go to the database a chunk at a time, one statement per
// chunk, each column of the chunk bound as ONE array parameter and spread back into rows by
// `unnest`: `insert into t (a, b) select * from unnest($1::text[], $2::numeric[])`. The number of
// bound parameters does not grow with the rows (a multi-row VALUES list binds one per cell, which
// costs PGlite about twice the time), and the chunk bounds the size of one statement.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per statement of an import's writes. */
export const IMPORT_CHUNK = 1000;

export function chunked<T>(rows: readonly T[], size = IMPORT_CHUNK): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += size) parts.push(rows.slice(i, i + size));
  return parts;
}

/** The array type a column's values are bound as (varchar as text: an explicit varchar(n) cast would truncate). */
const ARRAY_TYPES: Record<string, string> = { PgInteger: 'int4', PgSerial: 'int4', PgNumeric: 'numeric', PgDoublePrecision: 'float8', PgBoolean: 'bool', PgTimestamp: 'timestamptz' };
const arrayTypeOf = (column: AnyColumn) => ARRAY_TYPES[column.columnType] ?? 'text';

/** An unqualified column name, for insert lists and SET targets. */
export const nameOf = (column: AnyColumn): SQL => sql`${sql.identifier(column.name)}`;

/** `unnest($1::type[], …)`: one bound array per column; undefined values are bound as null. */
export function unnestColumns(columns: readonly (readonly [column: AnyColumn, values: readonly unknown[]])[]): SQL {
  const arrays = columns.map(([column, values]) => sql`${sql.param(values.map((v) => v ?? null))}::${sql.raw(arrayTypeOf(column))}[]`);
  return sql`unnest(${sql.join(arrays, sql`, `)})`;
}

/**
 * `insert into table (keys…) select * from unnest(…)` for one chunk of rows (driver values:
 * numeric as strings). Append `on conflict … returning …` as needed.
 */
export function insertRows<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, keys: readonly K[], rows: readonly Partial<Record<K, unknown>>[]): SQL {
  const columns = keys.map((k) => [(table as unknown as Record<string, AnyColumn>)[k]!, rows.map((r) => r[k])] as const);
  return sql`insert into ${table} (${sql.join(columns.map(([c]) => nameOf(c)), sql`, `)}) select * from ${unnestColumns(columns)}`;
}

/**
 * `update table set … from unnest(…) as u(id, keys…) where table.id = u.id` for one chunk of rows
 * (each with the id of the row it updates). `set(u)` answers the assignments; `u(column)` is the
 * row's value of that column.
 */
export function updateRows<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
  rows: readonly ({ id: number } & Partial<Record<K, unknown>>)[],
  set: (u: (column: AnyColumn) => SQL) => SQL[],
): SQL {
  const cols = table as unknown as Record<string, AnyColumn>;
  const columns = [[cols.id!, rows.map((r) => r.id)] as const, ...keys.map((k) => [cols[k]!, rows.map((r) => r[k])] as const)];
  const u = (column: AnyColumn) => sql`u.${nameOf(column)}`;
  return sql`update ${table} set ${sql.join(set(u), sql`, `)} from ${unnestColumns(columns)} as u(${sql.join(columns.map(([c]) => nameOf(c)), sql`, `)}) where ${cols.id} = ${u(cols.id!)}`;
}

/** The rows a raw statement answers (both drivers answer `{ rows }`). */
export async function rowsOf<R>(db: DbOrTx, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** `returning (xmax = 0) as inserted`: true for a row this statement inserted, false for one it updated. */
export const insertedFlag = sql`(xmax = 0) as inserted`;

/**
 * An import's upsert: `statement(part)` for each chunk of `rows` (an `insert … on conflict … do
 * update … returning insertedFlag`), all chunks in one transaction; answers what it did.
 */
export async function upsertChunks<T>(db: Db, rows: readonly T[], statement: (part: T[]) => SQL): Promise<{ created: number; updated: number }> {
  return db.transaction(async (tx) => {
    let created = 0;
    for (const part of chunked(rows)) created += (await rowsOf<{ inserted: boolean }>(tx, statement(part))).filter((r) => r.inserted).length;
    return { created, updated: rows.length - created };
  });
}
