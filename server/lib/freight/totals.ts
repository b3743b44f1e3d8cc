// What an order can hold. The quantities of one product on one stop are added into one line, which
// holds a QUANTITY; the order's totals (each PICKUP product's weight, volume and dimensions times
// its quantity, summed) go into columns of QUANTITY and DIMENSION_TOTAL. Inputs within their own
// bounds can still add up past them (1e8 cm x 1e11), so both are checked where stops are written
// (editor, move, import and its preview) and refused on the field or the row, never left to the
// database's numeric overflow.
import { sql, type SQL } from 'drizzle-orm';
import { DIMENSION_TOTAL, QUANTITY, decimalMax, type DecimalColumn } from '../../../contract/fields.ts';
import { messageRef } from '../../../contract/messages.ts';
import { rowsOf } from '../bulk.ts';
import type { DbOrTx } from './tx.ts';

/** The message of a product whose quantities on one stop add up past what a line holds. */
export const STOP_QUANTITY_TOO_LARGE = messageRef('validation.stopQuantity', { max: decimalMax(QUANTITY) });
/** The message of an order whose totals would be past what its total columns hold. */
export const ORDER_TOTALS_TOO_LARGE = messageRef('validation.orderTotals', { weight: decimalMax(QUANTITY), dimension: decimalMax(DIMENSION_TOTAL) });

/** The added quantities of a product on one stop fit one line (as the column rounds them). */
export const lineFits = (quantity: number) => Number(quantity.toFixed(QUANTITY.scale)) <= decimalMax(QUANTITY);

/** The order totals and the column each is kept in. */
const TOTALS: readonly [name: string, productColumn: string, column: DecimalColumn][] = [
  ['weight', 'weight', QUANTITY],
  ['volume', 'volume', QUANTITY],
  ['length', 'dimension_length', DIMENSION_TOTAL],
  ['width', 'dimension_width', DIMENSION_TOTAL],
  ['height', 'dimension_height', DIMENSION_TOTAL],
];

/**
 * Per key, the totals of `lines` (rows of key, product_id, quantity) rounded as the columns keep
 * them: `key, weight, volume, length, width, height`. A total none of the products has is null.
 */
export function totalsOf(lines: SQL): SQL {
  const sums = TOTALS.map(([name, productColumn, column]) => sql.raw(`round(sum(p.${productColumn} * l.quantity), ${column.scale}) as ${name}`));
  return sql`select l.key, ${sql.join(sums, sql`, `)} from (${lines}) l join products p on p.id = l.product_id group by l.key`;
}

/** The keys of `lines` whose totals are past what the order's total columns hold. */
export async function keysOverTotals(db: DbOrTx, lines: SQL): Promise<number[]> {
  const over = TOTALS.map(([name, , column]) => sql`t.${sql.identifier(name)} > ${String(decimalMax(column))}::numeric`);
  const rows = await rowsOf<{ key: number }>(db, sql`select t.key from (${totalsOf(lines)}) t where ${sql.join(over, sql` or `)}`);
  return rows.map((r) => Number(r.key));
}
