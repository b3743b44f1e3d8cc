// The shipment a rework page works on (GET /v1/shipment/{id}/details).
import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../../contract/index.ts';
import { request } from '../../../api/http.ts';

export function useShipment(id: number | null) {
  return useQuery({
    queryKey: ['lsi', 'actions', 'shipment', id],
    enabled: id !== null && Number.isInteger(id),
    queryFn: ({ signal }) => request(contract.shipment.details, { params: { id: id! }, signal }),
    select: (answer) => answer.data,
  });
}
