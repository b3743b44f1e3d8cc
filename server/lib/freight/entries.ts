// What the freight flow records of a change (a history entry, and who hears of it), apart from
// events.ts which writes them, so that concerned.ts (which events.ts asks who is concerned) can
// name them without importing events.ts back.
import type { HistoryAction, HistoryChange } from '../../../contract/shipment-history.ts';
import type { MessageVars } from '../../../contract/messages.ts';

/**
 * A change as stored: the contract's, and for a vendor's request the part it made, so that each
 * vendor reads only its own request in an entry the whole shipment shares (routes/shipment-history).
 */
export type StoredChange = HistoryChange & { part?: number };

export interface HistoryEntry {
  shipmentId: number;
  /** The vendor part it is about. */
  partId?: number | null;
  /** The vendors that see it; absent: every vendor taking part in the shipment. */
  vendorIds?: number[];
  /** The orders it is about, whose companies hear of it (concerned.ts); absent: every order of the shipment. */
  orderIds?: number[];
  action: HistoryAction;
  reason?: string | null;
  changes?: StoredChange[];
  /** The values of the entry's summary sentence (messages `history.<action>`). */
  values?: MessageVars;
  /** Values only its notifications say (concerned.ts names the others they take). */
  notice?: MessageVars;
}

/** The organisations a notification goes to: all their enabled users of the matching role. */
export interface Audience {
  lsps?: number[];
  vendors?: number[];
  companies?: number[];
}
