// Which tables changed, as the database saw it: a statement-level trigger on every business table
// appends one row per writing statement (migration 0005). A table's change stamp is the number of
// its changes ever committed: the rows still here plus those folded into `table_change_totals` by
// the periodic prune. It only grows, in commit order, so a list total cached under a stamp is exact
// whoever wrote (this server, another API node or a manual SQL session); server/lib/count-cache.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgSequence, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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

// The change stream (server/changes/, docs/realtime.md): one event per writing statement and table,
// naming the tenants its rows concern. Written by the triggers server/changes/triggers.ts generates;
// its id is given at commit, in commit order, so a reader that saw event n has seen every event below n.

/** Ids of events not yet committed (negative, only seen by their own transaction). */
export const changeEventDrafts = pgSequence('change_event_drafts');
/** Ids of committed events: taken at commit, one transaction at a time. */
export const changeEventIds = pgSequence('change_event_ids');

export const changeEvents = pgTable(
  'change_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    tableName: varchar('table_name', { length: 64 }).notNull(),
    /** INSERT, UPDATE, DELETE or TRUNCATE. */
    operation: varchar('operation', { length: 8 }).notNull(),
    lspIds: integer('lsp_ids').array().notNull().default(sql`'{}'`),
    companyIds: integer('company_ids').array().notNull().default(sql`'{}'`),
    vendorIds: integer('vendor_ids').array().notNull().default(sql`'{}'`),
    userIds: integer('user_ids').array().notNull().default(sql`'{}'`),
    /** Shared data (catalogs every tenant reads): every signed-in user hears of it. */
    everyone: boolean('everyone').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('change_events_created_idx').on(t.createdAt)],
);

/** The highest event id the prune removed: a reader asking to resume from below it missed events. */
export const changeEventsPruned = pgTable('change_events_pruned', {
  id: integer('id').primaryKey().default(1),
  through: bigint('through', { mode: 'number' }).notNull().default(0),
});
