// What the change-vendor page and its review share: the shipment and part from the URL, whether the
// part may be given to another vendor now, and the form's state kept in the area's store.
import { useParams, useSearchParams } from 'react-router';
import { useRemoveFromStore, useTranslate } from 'react-admin';
import { useStoredState } from '../../../components/useStoredState.ts';
import { LSP, partAllows, useMayRework } from './allowed.ts';
import { changeVendorKey, emptyChangeVendor, type ChangeVendorDraft } from './changeVendorDraft.ts';
import { useShipment } from './useShipment.ts';

export function useChangeVendor() {
  const translate = useTranslate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const shipmentId = Number(id);
  const partId = Number(search.get('part'));
  const shipment = useShipment(Number.isInteger(shipmentId) ? shipmentId : null);
  const mayRework = useMayRework(LSP);
  const [draft, setDraft] = useStoredState<ChangeVendorDraft>(changeVendorKey(partId), emptyChangeVendor);
  const remove = useRemoveFromStore();
  const clear = () => remove(changeVendorKey(partId));
  const part = shipment.data?.shipment_vendors.find((p) => p.id === partId);
  const problem = shipment.isError
    ? shipment.error.message
    : shipment.data && (!part || !mayRework || !partAllows(shipment.data, part, LSP, 'changeVendor'))
      ? translate('actions.changeVendor.notNow')
      : null;
  return { shipmentId: Number.isInteger(shipmentId) ? shipmentId : null, partId, shipment: shipment.data, part, loading: shipment.isPending && !shipment.isError, problem, draft, setDraft, clear };
}
