// The menu's dot on Create Shipment (spec 1 §2): while a published order is new (less than 15
// minutes since it was sent). The newest one decides; read again when an order of the LSP changes
// (src/realtime) and after a shipment is made (Review invalidates the call); the clock (useNow)
// turns the dot off when the newest order is 15 minutes old.
import { contract } from '../../../../contract/index.ts';
import { useCall } from '../../../api/useCall.ts';
import { isNew, useNow } from './newMarker.ts';

export function useNewOrdersBadge(): boolean {
  const now = useNow();
  const newest = useCall(contract.shipment.activeOrders, { query: { sort_column: 'published_at', sort_type: 'desc', entries: 1 } });
  const first = newest.data?.data[0];
  return !!first && isNew(first.published_at, now);
}
