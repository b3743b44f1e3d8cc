// Reading and pruning the change stream's events (the change_events table, written by the triggers
// of triggers.ts). Ids are committed in increasing order, so "the events after id n" is a complete,
// ordered answer whenever it is asked: the fan-out (feed.ts) and a stream resuming from its
// Last-Event-ID (realtime.ts) both read this way.
import { asc, desc, gt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { changeEvents, changeEventsPruned } from '../db/schema/changes.ts';

export interface ChangeEvent {
  id: number;
  table: string;
  operation: string;
  lspIds: number[];
  companyIds: number[];
  vendorIds: number[];
  userIds: number[];
  everyone: boolean;
}

const columns = {
  id: changeEvents.id,
  table: changeEvents.tableName,
  operation: changeEvents.operation,
  lspIds: changeEvents.lspIds,
  companyIds: changeEvents.companyIds,
  vendorIds: changeEvents.vendorIds,
  userIds: changeEvents.userIds,
  everyone: changeEvents.everyone,
};

/** Events after `after`, oldest first, at most `limit`. */
export async function eventsAfter(db: Db, after: number, limit = 500): Promise<ChangeEvent[]> {
  return db.select(columns).from(changeEvents).where(gt(changeEvents.id, after)).orderBy(asc(changeEvents.id)).limit(limit);
}

/** The newest event id (or the last pruned one when none is left; 0 before the first). */
export async function newestEventId(db: Db): Promise<number> {
  const [newest] = await db.select({ id: changeEvents.id }).from(changeEvents).orderBy(desc(changeEvents.id)).limit(1);
  return newest?.id ?? (await prunedThrough(db));
}

/** The highest event id the prune removed: resuming from below it would miss events. */
export async function prunedThrough(db: Db): Promise<number> {
  const [row] = await db.select({ through: changeEventsPruned.through }).from(changeEventsPruned).limit(1);
  return row?.through ?? 0;
}

/** Default age after which events are pruned: a browser away longer reloads what it shows. */
export const DEFAULT_EVENT_MAX_AGE_MS = 24 * 3_600_000;

/**
 * Removes events older than `maxAgeMs` and records the highest id removed, in one statement. Any
 * node may run it, at any time.
 */
export async function pruneChangeEvents(db: Db, maxAgeMs = DEFAULT_EVENT_MAX_AGE_MS): Promise<void> {
  await db.execute(sql`
    with gone as (delete from change_events where created_at < now() - make_interval(secs => ${maxAgeMs / 1000}) returning id)
    insert into change_events_pruned (id, through) select 1, max(id) from gone having count(*) > 0
    on conflict (id) do update set through = greatest(change_events_pruned.through, excluded.through)`);
}
