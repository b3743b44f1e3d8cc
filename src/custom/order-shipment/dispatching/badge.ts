// The menu's dot on Dispatching Shipment (spec 1 §2): while a request waits for the vendor's answer
// (REQUESTED and not expired). The server answers whether there is one (mode=open, however old and
// however many expired ones are newer); read again when a request of the vendor changes
// (src/realtime) and after an answer (accepting or rejecting invalidates the call).
import { contract } from '../../../../contract/index.ts';
import { useCall } from '../../../api/useCall.ts';

export function useOpenRequestsBadge(): boolean {
  const open = useCall(contract.shipmentVendors.list, { query: { mode: 'open', entries: 1 } });
  return (open.data?.data.length ?? 0) > 0;
}
