// What a database refusal means to the caller. Uniqueness is the database's job (unique indexes),
// so two requests racing for one e-mail or plate end as one success and one 422 "Already used." on
// the field, on PGlite and PostgreSQL alike. A value the database cannot hold is the caller's
// mistake (422), never a 500. Nothing of the database's own text leaves the server.
import { Column, SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';
import { HttpError, invalid } from './errors.ts';

interface PgError {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error under a Drizzle error (PGlite and node-postgres both carry `code`). */
export function pgErrorOf(e: unknown): PgError | undefined {
  for (let node = e, depth = 0; node && depth < 4; node = (node as { cause?: unknown }).cause, depth++) {
    const code = (node as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return node as PgError;
  }
  return undefined;
}

/** Unique index name -> its columns (database names), read from the Drizzle schema. */
const uniqueColumns: ReadonlyMap<string, readonly string[]> = new Map(
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => t instanceof PgTable)
    .flatMap((t) => getTableConfig(t).indexes)
    .filter((i) => i.config.unique && i.config.name)
    .map((i) => [i.config.name!, i.config.columns.flatMap(columnNames)]),
);

/** A column's name, or the names of the columns inside an expression (lower(name) -> name). */
function columnNames(c: unknown): string[] {
  if (c instanceof SQL) return c.queryChunks.flatMap(columnNames);
  // Table columns, and the IndexedColumn wrappers an index keeps of them.
  if (c instanceof Column || (c && typeof (c as { name?: unknown }).name === 'string')) return [(c as { name: string }).name];
  return [];
}

/**
 * The body field a unique index stands for: its last column that the request sent (as itself or,
 * in an organisation's first-user fields, as user_<column>), else its last column.
 */
function fieldOf(constraint: string | undefined, body: unknown): string {
  const columns = (constraint && uniqueColumns.get(constraint)) || [];
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  for (const column of [...columns].reverse()) {
    for (const name of [column, `user_${column}`]) if (name in sent) return name;
  }
  return columns.at(-1) || '_';
}

/** The answer for a database refusal, or undefined when it is a fault of ours (500). */
export function httpErrorOfDb(e: unknown, body: unknown): HttpError | undefined {
  const pg = pgErrorOf(e);
  if (!pg) return undefined;
  // 23505 unique_violation: someone else has this value (maybe a request a moment ago).
  if (pg.code === '23505') return invalid({ [fieldOf(pg.constraint, body)]: ['validation.duplicate'] });
  // 23503 foreign_key_violation: the record is used elsewhere, or what it points to is gone.
  if (pg.code === '23503') return new HttpError(409, 'server.conflictState');
  // 40001 serialization_failure, 40P01 deadlock: two requests crossed; trying again works.
  if (pg.code === '40001' || pg.code === '40P01') return new HttpError(409, 'server.conflictState');
  // Class 22 data_exception: a value out of the column's range, a NUL, a bad date...
  if (pg.code.startsWith('22')) return new HttpError(422, 'server.databaseRefused');
  return undefined;
}
