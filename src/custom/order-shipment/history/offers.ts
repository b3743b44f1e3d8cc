// Which action slots the detail page shows, from the life cycles of contract/states.ts: a part's
// or a truck's actions appear only when the shipment and the record are in a state where the
// viewer's role may take one of them (a closed shipment shows none).
import type { Role } from '../../../../contract/lib.ts';
import type { ShipmentDetail, ShipmentPart } from '../../../../contract/shipment.ts';
import { actionsFor, shipmentMachine, shipmentVendorMachine, trackMachine } from '../../../../contract/states.ts';
import type { TrackRecord } from '../../../../contract/track.ts';

const shipmentOpen = (shipment: ShipmentDetail, role: Role) => actionsFor(shipmentMachine, shipment.status, role).length > 0;

export const offersPartActions = (shipment: ShipmentDetail, part: ShipmentPart, role: Role) =>
  shipmentOpen(shipment, role) && actionsFor(shipmentVendorMachine, part.status, role).length > 0;

export const offersTrackActions = (shipment: ShipmentDetail, track: TrackRecord, role: Role) =>
  shipmentOpen(shipment, role) && actionsFor(trackMachine, track.status, role).length > 0;
