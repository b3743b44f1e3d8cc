// A vendor's fleet-management sync as the mirroring log keeps it (docs/mirroring-log.md): failed
// (the service unreachable, the account refused) or synced, with the vendor and how many trucks.
import type { FleetService } from '../../adapters/fms.ts';
import type { MirrorNote } from '../../../contract/mirroring.ts';
import type { DbOrTx } from '../freight/tx.ts';
import { recordExchange } from './record.ts';

export function fmsExchange(fms: FleetService, vendorId: number, requestId: string, at: Date) {
  const base = { direction: 'OUT', kind: 'FMS_SYNC', counterpart: fms.name ?? 'FMS', requestId, at } as const;
  return {
    failed: (db: DbOrTx, why: MirrorNote) => recordExchange(db, { ...base, failure: why, related: { vendor_id: vendorId } }),
    synced: (db: DbOrTx, vehicles: number) => recordExchange(db, { ...base, failure: null, note: 'SYNCED', related: { vendor_id: vendorId, vehicles } }),
  };
}
