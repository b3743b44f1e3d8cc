// The shipment's own actions in the detail page's toolbar: the dispatch note and the marker list
// (for every reader), and for the LSP what the states table allows: move trucks to another order,
// another trip (ritase), remove several trucks at once.
import { useState } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import GridOnIcon from '@mui/icons-material/GridOn';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import ReplayIcon from '@mui/icons-material/Replay';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlined';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { Role } from '../../../../contract/lib.ts';
import type { ShipmentDetail } from '../../../../contract/shipment.ts';
import { request } from '../../../api/http.ts';
import { ActionBar, type ActionItem } from './ActionBar.tsx';
import { activeTracks, shipmentAllows, useMayRework } from './allowed.ts';
import { detailPath, moveVehiclePath } from './paths.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { saveFile } from '../../../components/saveFile.ts';
import { useFileDownload } from '../../../components/useFileDownload.ts';
import { TrackPicker } from './TrackPicker.tsx';
import { useAreaNavigate } from './useAreaNavigate.ts';
import { useShipmentWrite } from './useShipmentWrite.ts';

type Asking = 'reopen' | 'bulkRemove' | null;

function useDownloads(shipment: ShipmentDetail) {
  const { busy, run } = useFileDownload();
  return {
    busy,
    // The spec's one message for a failed PDF (spec 2 §8), whatever the server said.
    dispatchNote: () => run(async () => saveFile(await request(contract.shipment.download, { params: { id: shipment.id } }), `dispatch-note-${shipment.identity}.pdf`), () => 'actions.pdfFailed'),
    markerList: () => run(async () => saveFile(await request(contract.shipment.exportListMarker, { params: { id: shipment.id } }), `marker-list-${shipment.id}.xlsx`), (e) => e.message),
  };
}

export function ShipmentActions({ shipment, role }: { shipment: ShipmentDetail; role: Role }) {
  const translate = useTranslate();
  const goTo = useAreaNavigate();
  const mayRework = useMayRework(role);
  const downloads = useDownloads(shipment);
  const [asking, setAsking] = useState<Asking>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const trucks = activeTracks(shipment);
  const close = () => {
    setAsking(null);
    setChosen([]);
  };
  const reopen = useShipmentWrite((note: string) => request(contract.shipment.reopen, { params: { id: shipment.id }, body: { note } }), () => {
    close();
    goTo(detailPath(shipment.id));
  });
  const bulkRemove = useShipmentWrite((reason: string) => request(contract.tracks.bulkRemove, { body: { track_ids: chosen, reason } }), close);

  const items: ActionItem[] = [
    { key: 'dispatchNote', label: translate('actions.dispatchNote'), icon: <DescriptionIcon />, onClick: downloads.dispatchNote, disabled: downloads.busy },
    { key: 'markerList', label: translate('actions.markerList'), icon: <GridOnIcon />, onClick: downloads.markerList, disabled: downloads.busy },
  ];
  if (mayRework && shipmentAllows(shipment, 'moveVehicle', role) && trucks.length > 0)
    items.push({ key: 'move', label: translate('actions.move.action'), icon: <MoveUpIcon />, onClick: () => goTo(moveVehiclePath(shipment.id)) });
  if (mayRework && shipmentAllows(shipment, 'reopen', role) && shipment.shipment_vendors.some((p) => p.status === 'ACCEPTED'))
    items.push({ key: 'reopen', label: translate('actions.reopen.action'), icon: <ReplayIcon />, onClick: () => setAsking('reopen') });
  if (mayRework && shipmentAllows(shipment, 'removeTrack', role) && trucks.length > 0)
    items.push({ key: 'bulkRemove', label: translate('actions.bulkRemove.action'), icon: <RemoveCircleIcon />, onClick: () => setAsking('bulkRemove'), color: 'error' });

  return (
    <>
      <ActionBar items={items} menuLabel={translate('actions.menuOf', { name: shipment.identity })} />
      <ReasonDialog
        open={asking === 'reopen'}
        title={translate('actions.reopen.title', { identity: shipment.identity })}
        content={translate('actions.reopen.content', { ritase: shipment.ritase + 1 })}
        confirm={translate('actions.reopen.confirm')}
        reasonLabel={translate('actions.note')}
        busy={reopen.isPending}
        onConfirm={(note) => reopen.mutate(note)}
        onClose={close}
      />
      <ReasonDialog
        open={asking === 'bulkRemove'}
        title={translate('actions.bulkRemove.title', { identity: shipment.identity })}
        content={translate('actions.bulkRemove.content')}
        confirm={translate('actions.bulkRemove.confirm', { smart_count: chosen.length })}
        busy={bulkRemove.isPending}
        ready={chosen.length > 0}
        onConfirm={(reason) => bulkRemove.mutate(reason)}
        onClose={close}
      >
        <TrackPicker tracks={trucks} chosen={chosen} onChange={setChosen} label={translate('actions.trucks')} />
      </ReasonDialog>
    </>
  );
}
