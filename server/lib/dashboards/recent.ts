// The recent lists of the SC and vendor dashboards: newest first, bounded, searchable by identity.
import { sql, type SQL } from 'drizzle-orm';
import type { orders, shipments } from '../../db/schema/index.ts';
import { containsPattern } from '../list.ts';

/** The identity contains the search text (case-insensitive); no condition for a blank one. */
export const identityLike = (column: typeof orders.identity | typeof shipments.identity, key?: string): SQL | undefined =>
  key?.trim() ? sql`${column} ILIKE ${containsPattern(key.trim())}` : undefined;

/** Rows with a Date created_at as the contract's recent items. */
export const asRecent = <R extends { created_at: Date }>(rows: R[]) => rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
