// One vendor's part of the shipment, for the LSP: give it to another vendor (a request nobody
// took), add trucks, change plates or drivers of its trucks (with a supporting file), or cancel it.
// Each only when the states table allows it for the part and its shipment.
import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutlined';
import CancelIcon from '@mui/icons-material/Cancel';
import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { Role } from '../../../../contract/lib.ts';
import type { ShipmentDetail, ShipmentPart } from '../../../../contract/shipment.ts';
import { request } from '../../../api/http.ts';
import { ActionBar, type ActionItem } from './ActionBar.tsx';
import { activeTracks, partAllows, useMayRework } from './allowed.ts';
import { changeVendorPath } from './paths.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { trackLabel } from './TrackPicker.tsx';
import { TruckFields, truckChosen, type TruckChoice } from './TruckFields.tsx';
import { useAreaNavigate } from './useAreaNavigate.ts';
import { useShipmentWrite } from './useShipmentWrite.ts';

type Asking = 'assign' | 'changeVehicles' | 'cancel' | null;
const EMPTY: TruckChoice = { vehicle_detail_id: '', driver_id: '' };

/** Trucks the part still lacks: the models asked minus the trucks it has. */
const missingTrucks = (part: ShipmentPart) => Math.max(0, part.vehicles.reduce((n, v) => n + v.pivot.quantity, 0) - part.tracks_count);

export function VendorPartActions({ shipment, part, role }: { shipment: ShipmentDetail; part: ShipmentPart; role: Role }) {
  const translate = useTranslate();
  const goTo = useAreaNavigate();
  const mayRework = useMayRework(role);
  const [asking, setAsking] = useState<Asking>(null);
  const [lines, setLines] = useState<TruckChoice[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const trucks = activeTracks(shipment).filter((t) => t.shipment_vendor_id === part.id);
  const close = () => {
    setAsking(null);
    setLines([]);
    setFile(null);
  };
  const open = (what: Asking, n: number) => {
    setLines(Array.from({ length: n }, () => EMPTY));
    setAsking(what);
  };
  const setLine = (i: number, v: TruckChoice) => setLines((all) => all.map((l, j) => (j === i ? v : l)));

  const assign = useShipmentWrite(
    () => request(contract.shipment.assign, { params: { id: shipment.id }, body: { tracks: lines.filter(truckChosen).map((l) => ({ ...l, shipment_vendor_id: part.id }) as never) } }),
    close,
  );
  const changeVehicles = useShipmentWrite(
    (note: string) =>
      request(contract.shipment.changeVehicles, {
        params: { id: shipment.id },
        body: { tracks: trucks.map((t, i) => ({ track_id: t.id, ...lines[i] })).filter(truckChosen) as never, note, ...(file ? { file } : {}) },
      }),
    close,
  );
  const cancel = useShipmentWrite((reason: string) => request(contract.shipmentVendors.remove, { params: { id: part.id }, body: { reason } }), close);

  if (!mayRework) return null;
  const items: ActionItem[] = [];
  if (partAllows(shipment, part, role, 'changeVendor'))
    items.push({ key: 'changeVendor', label: translate('actions.changeVendor.action'), icon: <SwapHorizIcon />, onClick: () => goTo(changeVendorPath(shipment.id, part.id)) });
  if (partAllows(shipment, part, role, 'assign') && missingTrucks(part) > 0)
    items.push({ key: 'assign', label: translate('actions.assign.action'), icon: <AddIcon />, onClick: () => open('assign', missingTrucks(part)) });
  if (partAllows(shipment, part, role, 'changeVehicles') && trucks.length > 0)
    items.push({ key: 'changeVehicles', label: translate('actions.changeVehicles.action'), icon: <PublishedWithChangesIcon />, onClick: () => open('changeVehicles', trucks.length) });
  if (partAllows(shipment, part, role, 'cancel', 'cancelPart'))
    items.push({ key: 'cancel', label: translate('actions.cancelPart.action'), icon: <CancelIcon />, onClick: () => setAsking('cancel'), color: 'error' });

  const vendor = { vendor: part.vendor.name };
  return (
    <>
      <ActionBar items={items} menuLabel={translate('actions.menuOf', { name: part.vendor.name })} />
      <ReasonDialog
        open={asking === 'cancel'}
        title={translate('actions.cancelPart.title', vendor)}
        content={translate('actions.cancelPart.content', vendor)}
        confirm={translate('actions.cancelPart.confirm')}
        busy={cancel.isPending}
        onConfirm={(reason) => cancel.mutate(reason)}
        onClose={close}
      />
      <ReasonDialog
        open={asking === 'assign'}
        title={translate('actions.assign.title', vendor)}
        content={translate('actions.assign.content', { ...vendor, smart_count: missingTrucks(part) })}
        confirm={translate('actions.assign.confirm')}
        noReason
        busy={assign.isPending}
        ready={lines.some(truckChosen)}
        onConfirm={() => assign.mutate(undefined)}
        onClose={close}
      >
        {lines.map((line, i) => (
          <TruckFields key={i} vendorId={part.vendor.id} value={line} onChange={(v) => setLine(i, v)} label={translate('actions.truckN', { n: i + 1 })} />
        ))}
      </ReasonDialog>
      <ReasonDialog
        open={asking === 'changeVehicles'}
        title={translate('actions.changeVehicles.title', vendor)}
        content={translate('actions.changeVehicles.content')}
        confirm={translate('actions.changeVehicles.confirm')}
        busy={changeVehicles.isPending}
        ready={lines.some(truckChosen)}
        onConfirm={(note) => changeVehicles.mutate(note)}
        onClose={close}
      >
        {trucks.map((t, i) => (
          <div key={t.id}>
            <Typography variant="subtitle2">{trackLabel(t)}</Typography>
            <TruckFields vendorId={part.vendor.id} value={lines[i] ?? EMPTY} onChange={(v) => setLine(i, v)} label={translate('actions.replacementFor', { truck: trackLabel(t) })} />
          </div>
        ))}
        <Button component="label" variant="outlined" size="small">
          {file ? file.name : translate('actions.changeVehicles.file')}
          <input hidden type="file" accept="image/*,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
      </ReasonDialog>
    </>
  );
}
