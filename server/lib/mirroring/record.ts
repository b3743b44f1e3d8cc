// Writes the activity mirroring log (docs/mirroring-log.md): one row per machine-to-machine
// exchange, in the exchange's own transaction where it has one (pass its tx), with the request id.
import { MIRROR_COUNTERPART_MAX, MIRROR_REASON_MAX, type MirrorDirection, type MirrorKind, type MirrorNote } from '../../../contract/mirroring.ts';
import { mirroringLogs } from '../../db/schema/index.ts';
import type { DbOrTx } from '../freight/tx.ts';

export interface Exchange {
  direction: MirrorDirection;
  kind: MirrorKind;
  counterpart: string;
  /** null: it went through; otherwise why it did not. */
  failure: string | null;
  /** A note on an exchange that went through (e.g. "already kept"). */
  note?: MirrorNote | null;
  related: Record<string, string | number>;
  lspId?: number | null;
  payload?: unknown;
  requestId: string | null;
  at: Date;
}

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

const valuesOf = (e: Exchange) => ({
  direction: e.direction,
  kind: e.kind,
  counterpart: cut(e.counterpart, MIRROR_COUNTERPART_MAX),
  outcome: e.failure === null ? 'OK' : 'FAILED',
  reason: (e.failure ?? e.note) ? cut((e.failure ?? e.note)!, MIRROR_REASON_MAX) : null,
  related: e.related,
  payload: e.payload ?? null,
  logisticsServiceProviderId: e.lspId ?? null,
  requestId: e.requestId ? e.requestId.slice(0, 64) : null,
  createdAt: e.at,
});

/** Records exchanges (one statement whatever their number). */
export async function recordExchanges(db: DbOrTx, exchanges: readonly Exchange[]): Promise<void> {
  if (exchanges.length) await db.insert(mirroringLogs).values(exchanges.map(valuesOf));
}

export const recordExchange = (db: DbOrTx, e: Exchange) => recordExchanges(db, [e]);
