// The menu's dot on Dispatching Shipment (spec 1 §2): while a request waits for the vendor's answer
// (REQUESTED and not expired). The server answers whether there is one (mode=open, however old and
// however many expired ones are newer); asked again every minute and after an answer (accepting or
// rejecting invalidates the call).
import { contract } from '../../../../contract/index.ts';
import { useCall } from '../../../api/useCall.ts';

export function useOpenRequestsBadge(): boolean {
  const open = useCall(contract.shipmentVendors.list, { query: { mode: 'open', entries: 1 } }, { refetchInterval: 60_000 });
  return (open.data?.data.length ?? 0) > 0;
}
