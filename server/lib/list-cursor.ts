// Keyset cursors of the lists read page after page (`ListDecl.cursor`, contract/lib.ts): a page's
// `meta.next_cursor` names its last row by its sort key (as the database writes it as text) and id,
// and the next page is the rows after that key in the list's order. A row written meanwhile lands
// before or after the key and never shifts the rows still to come, as an offset does.
// The cursor is opaque to the client (base64url of JSON) and checked here with zod: a malformed
// one, one of another list or sort, or a sort key its column's type cannot hold is a 400 naming
// `cursor`. A well-formed key the client made up is only a position within the caller's own rows.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { Column, is } from 'drizzle-orm';
import { z } from 'zod';

export type ColType = 'text' | 'int' | 'number' | 'date' | 'bool';
export interface ListColumn {
  expr: SQL | AnyColumn;
  type: ColType;
  /**
   * How a search matches this column, when not `expr ILIKE pattern`: for a value drawn from
   * related rows, an `exists` the planner can join instead of evaluating a subquery per row.
   */
  matches?: (pattern: string) => SQL;
}

/** What a cursor holds: list, sort column and direction, the last row's sort key and id, rows shown before it. */
const cursorSchema = z
  .object({
    l: z.string().max(100),
    s: z.string().max(100),
    d: z.enum(['asc', 'desc']),
    v: z.string().max(1000).nullable(),
    i: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    n: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .strict();
export type ListCursor = z.infer<typeof cursorSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-]\d{2}(:[0-5]\d){0,2})?$/;

/** A sort key as PostgreSQL writes a value of the column's type as text (what `sortKeyText` reads). */
const keyOfType: Record<ColType, z.ZodType<string>> = {
  int: z.string().regex(/^-?\d{1,19}$/),
  number: z.string().regex(/^-?\d{1,40}(\.\d{1,40})?$/),
  bool: z.enum(['true', 'false']),
  // "2026-11-28" or "2026-11-28 10:44:51.123456+00": a real day, a real time of day.
  date: z.string().refine((v) => {
    const [day, time, ...rest] = v.split(' ');
    return rest.length === 0 && z.iso.date().safeParse(day).success && (time === undefined || TIME.test(time));
  }),
  text: z.string(),
};

export function encodeCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/**
 * The cursor `text` for the list `what` sorted by `sort` (a column of type `type`) in `direction`,
 * or undefined when it is not one (malformed, forged, or of another list or sort).
 */
export function decodeCursor(text: string, expected: { what: string; sort: string; direction: 'asc' | 'desc'; type: ColType }): ListCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const c = parsed.data;
  if (c.l !== expected.what || c.s !== expected.sort || c.d !== expected.direction) return undefined;
  if (c.v !== null && !keyOfType[expected.type].safeParse(c.v).success) return undefined;
  return c;
}

/** The SQL type a sort key is read back as: the column's own, else its list type's. */
const CAST: Record<ColType, string> = { int: 'bigint', number: 'numeric', bool: 'boolean', date: 'timestamptz', text: 'text' };
const typeOf = (c: ListColumn) => sql.raw(is(c.expr, Column) ? (c.expr as Column).getSQLType() : CAST[c.type]);

/** The sort key of a row as text, exactly (a timestamp keeps its microseconds, which a JS Date loses). */
export const sortKeyText = (c: ListColumn): SQL<string | null> => sql<string | null>`(${c.expr})::text`;

/**
 * The rows after the cursor in the order `sort direction, id direction` (PostgreSQL puts nulls last
 * ascending, first descending). A row comparison, so that the sort's (column, id) index is walked
 * from the key rather than filtered from its start.
 */
export function afterCursor(c: ListCursor, column: ListColumn, id: AnyColumn): SQL {
  const e = column.expr;
  const notNull = is(e, Column) && (e as Column).notNull;
  const cmp = c.d === 'asc' ? sql`>` : sql`<`;
  if (c.v === null) {
    // Among the nulls, by id; descending, every non-null row comes after them.
    const nulls = sql`(${e} is null and ${id} ${cmp} ${c.i})`;
    return c.d === 'asc' ? nulls : sql`(${nulls} or ${e} is not null)`;
  }
  const after = sql`(${e}, ${id}) ${cmp} (${c.v}::${typeOf(column)}, ${c.i})`;
  // Ascending, the nulls come after every value.
  return c.d === 'asc' && !notNull ? sql`(${after} or ${e} is null)` : after;
}
