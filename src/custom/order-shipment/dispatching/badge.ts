// The menu's dot on Dispatching Shipment (spec 1 §2): while a request waits for the vendor's answer
// (REQUESTED and not expired). The server answers whether there is one (mode=open, however old and
// however many expired ones are newer); asked again every minute and after an answer.
import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../../contract/index.ts';
import { request } from '../../../api/http.ts';

export const OPEN_REQUESTS_BADGE_KEY = ['dispatch', 'badge', 'open-requests'];

export function useOpenRequestsBadge(): boolean {
  const open = useQuery({
    queryKey: OPEN_REQUESTS_BADGE_KEY,
    queryFn: ({ signal }) => request(contract.shipmentVendors.list, { query: { mode: 'open', entries: 1 }, signal }),
    refetchInterval: 60_000,
  });
  return (open.data?.data.length ?? 0) > 0;
}
