// The change stream (server/changes/, docs/realtime.md): one event per writing statement and table,
// naming the tenants its rows concern. Written by the triggers server/changes/triggers.ts generates;
// its id is given at commit, in commit order, so a reader that saw event n has seen every event below n.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgSequence, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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

/**
 * A table's change stamp: the id of its latest committed event, set by the commit step
 * (change_event_commit) with the id it gives. It only grows, in commit order, so a list total or
 * answer kept under a stamp is exact whoever wrote (this server, another API node, a manual SQL
 * session); server/lib/count-cache.ts. A table never written has no row (stamp 0).
 */
export const changeEventHeads = pgTable('change_event_heads', {
  tableName: varchar('table_name', { length: 64 }).primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});
