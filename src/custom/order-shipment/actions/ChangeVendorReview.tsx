// change-vendor/review: what will be sent, and the one button that sends it (the confirmation);
// then back to the shipment. A failure keeps the form and shows the server's message.
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { request } from '../../../api/http.ts';
import { wibText } from '../../../components/wibInstant.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { changeVendorBody, chosenVehicles } from './changeVendorDraft.ts';
import { PageFrame } from './PageFrame.tsx';
import { changeVendorPath, detailPath } from './paths.ts';
import { useAreaNavigate } from './useAreaNavigate.ts';
import { useChangeVendor } from './useChangeVendor.ts';
import { usePartnerVendors, useVendorVehicles } from './useFleet.ts';
import { useShipmentWrite } from './useShipmentWrite.ts';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {value}
    </Typography>
  );
}

export function ChangeVendorReview() {
  const translate = useTranslate();
  const goTo = useAreaNavigate();
  const { shipmentId, partId, shipment, part, loading, problem, draft, clear } = useChangeVendor();
  const vendor = usePartnerVendors().data?.find((v) => v.id === draft.new_vendor_id);
  const vehicles = useVendorVehicles(draft.new_vendor_id === '' ? null : draft.new_vendor_id).data ?? [];
  const send = useShipmentWrite(
    () => request(contract.shipment.changeVendor, { params: { id: shipmentId! }, body: changeVendorBody(draft, partId, part!.vendor.id) as never }),
    () => {
      clear();
      goTo(detailPath(shipmentId!));
    },
  );
  const incomplete = draft.new_vendor_id === '' || chosenVehicles(draft).length === 0 || draft.note.trim() === '';
  const nameOf = (id: number) => vehicles.find((v) => v.id === id)?.name ?? `#${id}`;

  return (
    <PageFrame title={translate('actions.changeVendor.reviewTitle', { identity: shipment?.identity ?? '' })} shipmentId={shipmentId} loading={loading} problem={problem ?? (incomplete ? translate('actions.changeVendor.incomplete') : null)}>
      {part && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Line label={translate('actions.changeVendor.oldVendor')} value={part.vendor.name} />
          <Line label={translate('actions.changeVendor.newVendor')} value={vendor?.name ?? ''} />
          <Line label={translate('actions.weight')} value={draft.new_vendor_weight ? `${formatNumber(Number(draft.new_vendor_weight))} kg` : '-'} />
          <Line label={translate('actions.vehicles')} value={chosenVehicles(draft).map((v) => `${v.quantity} × ${nameOf(v.vehicle_id)}`).join(', ')} />
          <Line label={translate('actions.note')} value={draft.note} />
          <Line label={translate('actions.changeVendor.expires')} value={draft.expires ? wibText(draft.expires) : translate('actions.changeVendor.expiresDefault')} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            <Button onClick={() => goTo(changeVendorPath(shipmentId!, partId))}>{translate('actions.edit')}</Button>
            <Button variant="contained" disabled={send.isPending} onClick={() => send.mutate(undefined)}>
              {translate('actions.changeVendor.confirm')}
            </Button>
          </Box>
        </Box>
      )}
    </PageFrame>
  );
}
