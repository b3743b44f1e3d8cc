// The dashboards' figures in few queries (docs/dashboards.md): many counts in one statement, a
// share with its empty denominator as null, and netto totals over a set of trucks, in exact
// decimals (sums in the database, the percentage with decimal.js as the weighbridge does).
import Decimal from 'decimal.js';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { NettoTotals, Share } from '../../../contract/dashboard.ts';
import type { Db } from '../../db/open.ts';
import { rowsOf } from '../bulk.ts';
import { percentOf } from '../percent.ts';
import { lossFigures, ticketsInForce } from '../weighbridge/losses.ts';
import type { Days } from './days.ts';

/** A count of a table's rows as a subquery for `countsAt`. */
export const rowsIn = (db: Db, table: PgTable, where?: SQL): SQL => sql`${db.select({ n: count() }).from(table).where(where)}`;

/** Several counts (each a subquery answering one number) in one statement. */
export async function countsAt<K extends string>(db: Db, parts: Record<K, SQL>): Promise<Record<K, number>> {
  const keys = Object.keys(parts) as K[];
  const columns = keys.map((k) => sql`(${parts[k]})::int as ${sql.identifier(k)}`);
  const [row] = await rowsOf<Record<K, number | string | null>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  return Object.fromEntries(keys.map((k) => [k, Number(row?.[k] ?? 0)])) as Record<K, number>;
}

/** `column` falls within the WIB days. */
export const within = (column: SQL | SQL.Aliased | { getSQL(): SQL }, days: Days): SQL => sql`${column} >= ${days.from.toISOString()} and ${column} < ${days.to.toISOString()}`;

/** part / whole in per cent, exact to 2 places (half up); null when whole is 0. */
export function shareOf(part: number, whole: number): Share {
  return { part, whole, percent: percentOf(part, whole) };
}

/**
 * Netto of the complete trips (both tickets in force) of the trucks `which` picks (a condition on
 * `tracks t`), removed trucks never: sums in the database, the loss as the weighbridge figures it.
 * No trip: every figure null; a zero pickup: no percentage (null).
 */
export async function nettoOf(db: Db, which: SQL): Promise<NettoTotals> {
  const [row] = await rowsOf<{ pickup: string | null; dropoff: string | null }>(
    db,
    sql`select sum(lt.netto)::text as pickup, sum(dt.netto)::text as dropoff from tracks t ${ticketsInForce}
      where lt.id is not null and dt.id is not null and t.status <> 'REMOVED' and (${which})`,
  );
  const pickup = row?.pickup == null ? null : new Decimal(row.pickup);
  const dropoff = row?.dropoff == null ? null : new Decimal(row.dropoff);
  const f = lossFigures(pickup, dropoff, null);
  return { pickup: f.pickup, dropoff: f.dropoff, loss_kg: f.loss_kg, loss_percent: pickup?.isZero() ? null : f.loss_percent };
}
