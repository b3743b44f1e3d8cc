// The menu's dot on Dispatching Shipment (spec 1 §2): while a request waits for the vendor's answer
// (REQUESTED and not expired). The newest page decides; asked again every minute and after an
// answer (accepting or rejecting invalidates the call).
import { contract } from '../../../../contract/index.ts';
import { useCall } from '../../../api/useCall.ts';

export function useOpenRequestsBadge(): boolean {
  const open = useCall(
    contract.shipmentVendors.list,
    { query: { filter_columns: 'status', filter_keys: 'REQUESTED', sort_column: 'created_at', sort_type: 'desc', entries: 9 } },
    { refetchInterval: 60_000 },
  );
  return !!open.data?.data.some((r) => !r.expired);
}
