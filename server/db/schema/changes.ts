// Which tables changed, as the database saw it: a statement-level trigger on every business table
// appends one row per writing statement (migration 0005). A table's change stamp is the number of
// its changes ever committed: the rows still here plus those folded into `table_change_totals` by
// the periodic prune. It only grows, in commit order, so a list total cached under a stamp is exact
// whoever wrote (this server, another API node or a manual SQL session); server/lib/count-cache.ts.
import { bigint, bigserial, index, pgTable, varchar } from 'drizzle-orm/pg-core';

export const tableChanges = pgTable(
  'table_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableName: varchar('table_name', { length: 64 }).notNull(),
  },
  (t) => [index('table_changes_table_idx').on(t.tableName, t.id)],
);

/** Changes folded away by the prune, per table. */
export const tableChangeTotals = pgTable('table_change_totals', {
  tableName: varchar('table_name', { length: 64 }).primaryKey(),
  pruned: bigint('pruned', { mode: 'number' }).notNull().default(0),
});
