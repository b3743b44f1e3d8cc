// Statements PostgreSQL plans once per connection: a select run under a name taken from its text
// (a prepared statement, generic plan: server/db/open.ts sets plan_cache_mode). Only for statements
// whose best plan does not depend on their values (rows by known ids): planning the history's
// rows for 9 ids took 1.0 ms of the database on every page, running them 0.45 ms.
import { createHash } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A select that can be run as a named prepared statement (a drizzle query builder). */
export interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R[]> };
}

/** Runs `query` as the prepared statement named by its text. */
export function runPrepared<R>(query: Preparable<R>): Promise<R[]> {
  const name = `q${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 20)}`;
  return query.prepare(name).execute();
}

/**
 * `column = any(ids)`: one parameter for any number of ids, so one statement text for every page.
 * One id is `column = $1`: a statement whose plan depends on an array's length is planned again
 * on every read under plan_cache_mode auto.
 */
export const anyOf = (column: AnyColumn | SQL, ids: readonly number[]): SQL => (ids.length === 1 ? sql`${column} = ${ids[0]}` : sql`${column} = any(${sql.param([...ids])}::int[])`);
