// The menu's dot on Create Shipment (spec 1 §2): while a published order is new (less than 15
// minutes since it was sent). The newest one decides; asked again every minute, and after a
// shipment is made (Review invalidates the call).
import { contract } from '../../../../contract/index.ts';
import { useCall } from '../../../api/useCall.ts';
import { isNew, useNow } from './newMarker.ts';

export function useNewOrdersBadge(): boolean {
  const now = useNow();
  const newest = useCall(contract.shipment.activeOrders, { query: { sort_column: 'published_at', sort_type: 'desc', entries: 1 } }, { refetchInterval: 60_000 });
  const first = newest.data?.data[0];
  return !!first && isNew(first.published_at, now);
}
