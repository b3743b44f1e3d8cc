// Small counting helpers for dashboards.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';

/** Counts per value of a status column, with every expected key present (0 when absent). */
export async function countByStatus<K extends string>(db: Db, table: PgTable, status: PgColumn, keys: readonly K[], where?: SQL): Promise<Record<K, number>> {
  const rows = await db
    .select({ key: sql<string>`${status}`, n: count() })
    .from(table)
    .where(where)
    .groupBy(status);
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const r of rows) if ((keys as readonly string[]).includes(r.key)) out[r.key as K] = r.n;
  return out;
}
