// One truck of the shipment, for the LSP: take it off (the plate and driver are free again), with
// a reason the vendor and the history read.
import { useState } from 'react';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlined';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { Role } from '../../../../contract/lib.ts';
import type { ShipmentDetail, ShipmentPart } from '../../../../contract/shipment.ts';
import type { TrackRecord } from '../../../../contract/track.ts';
import { request } from '../../../api/http.ts';
import { ActionBar } from './ActionBar.tsx';
import { trackAllows, useMayRework } from './allowed.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { trackLabel } from './TrackPicker.tsx';
import { useShipmentWrite } from './useShipmentWrite.ts';

export function TrackActions({ shipment, track, role }: { shipment: ShipmentDetail; part?: ShipmentPart; track: TrackRecord; role: Role }) {
  const translate = useTranslate();
  const mayRework = useMayRework(role);
  const [asking, setAsking] = useState(false);
  const remove = useShipmentWrite((reason: string) => request(contract.tracks.remove, { params: { id: track.id }, body: { reason } }), () => setAsking(false));
  if (!mayRework || !trackAllows(shipment, track, role, 'remove', 'removeTrack')) return null;
  const truck = { truck: trackLabel(track) };
  return (
    <>
      <ActionBar
        items={[{ key: 'remove', label: translate('actions.removeTrack.action'), icon: <RemoveCircleIcon />, onClick: () => setAsking(true), color: 'error' }]}
        menuLabel={translate('actions.menuOf', { name: trackLabel(track) })}
      />
      <ReasonDialog
        open={asking}
        title={translate('actions.removeTrack.title', truck)}
        content={translate('actions.removeTrack.content', truck)}
        confirm={translate('actions.removeTrack.confirm')}
        busy={remove.isPending}
        onConfirm={(reason) => remove.mutate(reason)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
