// Exact list totals without recounting on every page. A total is cached under the change stamps
// of the tables it counts (db/schema/changes.ts): any committed write to one of them, by this
// server, another API node or a manual SQL session, moves the stamp, so the next request counts
// again. Nothing needs to remember to invalidate: the write itself does, through the trigger.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';

/** The change stamps of some tables, as one string (one query). */
export type StampReader = (tables: readonly string[]) => Promise<string>;

export class CountCache {
  private entries = new Map<string, number>();
  constructor(
    private readonly stamps: StampReader,
    private readonly max = 2000,
  ) {}

  async get(key: string, tables: readonly string[], compute: () => Promise<number>): Promise<number> {
    // The stamp is read before counting: a write committed in between is counted but kept under
    // the older stamp, which later readers no longer see. Never a stale total.
    const full = `${await this.stamps(tables)}|${key}`;
    const hit = this.entries.get(full);
    if (hit !== undefined) {
      // Most recently used last: the oldest entry goes first when the cache is full.
      this.entries.delete(full);
      this.entries.set(full, hit);
      return hit;
    }
    const value = await compute();
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(full, value);
    return value;
  }
}

/** Reads the stamps from the change log: changes still in it plus those the prune folded away. */
export function stampsFrom(db: Pick<Db, 'execute'>): StampReader {
  return async (tables) => {
    const parts = tables.map(
      (t) => sql`(select count(*) from table_changes c where c.table_name = ${t}) + coalesce((select pruned from table_change_totals p where p.table_name = ${t}), 0)`,
    );
    const res = (await db.execute(sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as stamp`)) as unknown as { rows: { stamp: string }[] };
    return res.rows[0]?.stamp ?? '';
  };
}

/**
 * Folds the change log into per-table totals, keeping stamps as they are (one statement: readers
 * see the rows or the totals, never neither). Run now and then; any node may run it.
 */
export async function pruneTableChanges(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    with gone as (delete from table_changes returning table_name),
    folded as (select table_name, count(*) as n from gone group by table_name)
    insert into table_change_totals (table_name, pruned)
    select table_name, n from folded
    on conflict (table_name) do update set pruned = table_change_totals.pruned + excluded.pruned`);
}
