// A vendor's FMS link (docs/tracking.md "FMS positions"): kept by a sync with the token sealed,
// dropped by an unsync, read by the vendor's FMS dialog.
import { eq, sql } from 'drizzle-orm';
import type { FmsLinkRecord, FmsPullState } from '../../../contract/fms.ts';
import type { FmsLinkState } from '../../../contract/states.ts';
import type { Db } from '../../db/open.ts';
import { fmsLinks, vendors } from '../../db/schema/index.ts';
import type { DbOrTx } from '../freight/tx.ts';
import { iso } from '../values.ts';
import { seal, type SealingKey } from './sealing.ts';

/** Keeps the token a sync signed in with; the pulls start afresh (from now, at once). */
export async function keepLink(db: DbOrTx, key: SealingKey, vendorId: number, token: string, now: Date): Promise<void> {
  // fmsLinkMachine: made PULLING, and PULLING again from any state by a sync.
  const values = { token: seal(key, vendorId, token), state: 'PULLING' as const, cursor: null, leaseUntil: null, refusedAt: null, failingSince: null, updatedAt: now };
  await db
    .insert(fmsLinks)
    .values({ vendorId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: fmsLinks.vendorId, set: values });
}

export async function dropLink(db: DbOrTx, vendorId: number): Promise<void> {
  await db.delete(fmsLinks).where(eq(fmsLinks.vendorId, vendorId));
}

/** The vendor's link, or null when it has not synced; `pulling`: whether this server pulls positions at all. */
export async function linkOf(db: Db, vendorId: number, pulling: boolean): Promise<FmsLinkRecord | null> {
  const [row] = await db
    .select({ email: vendors.fmsEmail, syncedAt: vendors.fmsSyncedAt, link: fmsLinks })
    .from(vendors)
    .leftJoin(fmsLinks, eq(fmsLinks.vendorId, vendors.id))
    .where(sql`${vendors.id} = ${vendorId} and ${vendors.fmsEmail} is not null`);
  if (!row?.email) return null;
  const l = row.link;
  // A link synced before tokens were kept has none: as refused, the vendor signs in again.
  const pull: FmsPullState = !pulling ? 'OFF' : !l ? 'REFUSED' : (l.state as FmsLinkState);
  return {
    email: row.email,
    synced_at: iso(row.syncedAt),
    pull,
    failing_since: iso(l?.failingSince),
    last_pulled_at: iso(l?.lastPulledAt),
    last_position_at: iso(l?.lastPositionAt),
    positions_stored: l?.positionsStored ?? 0,
  };
}
