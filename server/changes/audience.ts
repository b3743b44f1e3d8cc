// Who hears of an event: the rule every stream applies (docs/realtime.md "Who receives what").
// A user hears of events that concern their own organisation (an LSP user: its LSP; a shipping
// company user: its company, not the LSP it belongs to; a vendor user: its vendor), those naming
// them as a user, and shared data (catalogs). Administrators manage every organisation: they hear
// of every event. Events carry no row data, only the table and the operation.
import type { Role } from '../../contract/lib.ts';
import type { ChangeEvent } from './events.ts';

export interface Listener {
  role: Role;
  userId: number;
  lspId: number | null;
  shipmentCompanyId: number | null;
  vendorId: number | null;
}

export function reaches(event: ChangeEvent, who: Listener): boolean {
  if (who.role === 'ADMIN' || event.everyone || event.userIds.includes(who.userId)) return true;
  const own = { LOGISTIC_SERVICE_PROVIDER: [who.lspId, event.lspIds], SHIPMENT_COMPANY: [who.shipmentCompanyId, event.companyIds], VENDOR: [who.vendorId, event.vendorIds] } as const;
  const [id, ids] = own[who.role as keyof typeof own] ?? [null, []];
  return id !== null && ids.includes(id);
}
