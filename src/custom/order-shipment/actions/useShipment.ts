// The shipment a rework page works on (GET /v1/shipment/{id}/details): the same read as the
// detail page's, so both share one answer.
import { contract } from '../../../../contract/index.ts';
import { useCall } from '../../../api/useCall.ts';

export function useShipment(id: number | null) {
  return useCall(contract.shipment.details, { params: { id: id ?? 0 } }, { enabled: id !== null && Number.isInteger(id), select: (answer) => answer.data });
}
