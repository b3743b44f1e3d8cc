// Database values as the answers carry them: both drivers give timestamps, numerics and JSON in
// slightly different shapes (node-postgres parses json and arrays, PGlite may give text).
import { sql, type SQL } from 'drizzle-orm';
import { wibWall } from '../../contract/wib.ts';

/** A timestamp as an ISO string, or null. */
export const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** A numeric (text from the driver) as a number, or null. */
export const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A json/jsonb value, parsed when the driver gave text. */
export const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** An array as node-postgres ([1, 2]) or PGlite ('{1,2}') may give it. */
export const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : typeof v === 'string' ? v.replace(/[{}]/g, '').split(',').filter(Boolean) : []);

/** An int[] value as numbers. */
export const intList = (v: unknown): number[] => arrayOf(v).map(Number);

/** A list of texts bound as one text[] parameter (`status = any(…)`). */
export const textList = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/** "2026-03-11 02:30": an instant on the Western Indonesia clock (WIB, UTC+7; spec 1 §9). */
export const wibClock = (d: Date | string): string => wibWall(d).toISOString().slice(0, 16).replace('T', ' ');

/**
 * One page of rows already gathered (and bounded) in memory, with the list answer's meta: a page
 * past the last answers the last.
 */
export function pageOf<T>(rows: readonly T[], page: number | undefined, entries: number) {
  const lastPage = Math.max(1, Math.ceil(rows.length / entries));
  const current = Math.min(page ?? 1, lastPage);
  return { data: rows.slice((current - 1) * entries, current * entries), meta: { current_page: current, last_page: lastPage, total: rows.length } };
}
