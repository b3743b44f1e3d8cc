// The indexes a "contains" search of a list is answered from (server/lib/list.ts):
// - three characters and more: a trigram index (pg_trgm, `gin_trgm_ops`);
// - one or two characters have no trigram, so pg_trgm cannot help and an exact total was a scan of
//   every row of the tenant (100,000 orders: 40-110 ms a key). `lsi_short_grams(text)` (migration
//   0012) is the set of the text's lower-cased characters and pairs of characters, and a GIN index
//   over it answers "contains these one or two characters" exactly: `grams @> {lower(key)}` holds
//   exactly when lower(text) contains lower(key), which is what ILIKE compares.
// The columns with such an index are listed once here: the schema declares the indexes from this
// list and the lists search through them (`hasShortGrams`); a test checks the database has each.
import { sql } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** table -> its columns (database names) with a short-grams index. */
export const SHORT_GRAM_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  orders: ['identity'],
  shipments: ['identity'],
  users: ['name', 'email', 'phone_number'],
};

export const hasShortGrams = (table: string, column: string) => SHORT_GRAM_COLUMNS[table]?.includes(column) ?? false;

/** The short-grams index of `column` (which must be listed above). */
export function shortGramsIndex(name: string, column: AnyPgColumn) {
  return index(name).using('gin', sql`lsi_short_grams((${column})::text)`);
}
