// The detail page's actions (change vendor, vehicles, move, reopen, cancel a part, remove trucks,
// dispatch note, marker list): built in this folder by its own work. Until then, the agreed
// interface renders nothing, so the history screens can place them.
import type { ReactElement } from 'react';
import type { ShipmentDetail, ShipmentPart } from '../../../../contract/shipment.ts';
import type { TrackRecord } from '../../../../contract/track.ts';

export interface ShipmentActionsProps {
  shipment: ShipmentDetail;
}
export interface VendorPartActionsProps extends ShipmentActionsProps {
  part: ShipmentPart;
}
export interface TrackActionsProps extends VendorPartActionsProps {
  track: TrackRecord;
}

/** In the detail page's header: actions on the whole shipment. */
export function ShipmentActions(_: ShipmentActionsProps): ReactElement | null {
  return null;
}

/** On each vendor's card: actions on that vendor's part. */
export function VendorPartActions(_: VendorPartActionsProps): ReactElement | null {
  return null;
}

/** On each truck row: actions on that track. */
export function TrackActions(_: TrackActionsProps): ReactElement | null {
  return null;
}

/** Screens of the actions, paths relative to the LSP area (mounted by src/areas/lsp.tsx). */
export const actionRoutes: ReactElement[] = [];
