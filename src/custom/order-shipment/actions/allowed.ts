// Which rework actions the LSP is offered on a shipment, a vendor's part and a truck: the states
// table of the contract (actionsFor) for the role, and only for a user who may change shipments
// (a READ_ONLY user reads). The server refuses anything else with 409 all the same.
import { actionsFor, shipmentMachine, shipmentVendorMachine, trackMachine, type ActionOf } from '../../../../contract/states.ts';
import type { ShipmentDetail, ShipmentPart } from '../../../../contract/shipment.ts';
import type { TrackRecord } from '../../../../contract/track.ts';
import { useAllowed } from '../../../components/useAllowed.ts';

const LSP = 'LOGISTIC_SERVICE_PROVIDER';
/** The access resource of the LSP's shipment screens (nested slugs inherit it). */
export const SHIPMENT_RESOURCE = 'order-shipment';

export type ShipmentAction = ActionOf<typeof shipmentMachine>;
export type PartAction = ActionOf<typeof shipmentVendorMachine>;
export type TrackAction = ActionOf<typeof trackMachine>;

/** May the signed-in user change shipments at all (role area and permission level)? */
export const useMayRework = () => useAllowed('edit', SHIPMENT_RESOURCE);

export const shipmentAllows = (shipment: Pick<ShipmentDetail, 'status'>, action: ShipmentAction) => actionsFor(shipmentMachine, shipment.status, LSP).includes(action);

/** The part's own state and its shipment's both allow it (e.g. assign needs an ACCEPTED part of an ON_PROGRESS shipment). */
export const partAllows = (shipment: Pick<ShipmentDetail, 'status'>, part: Pick<ShipmentPart, 'status'>, action: PartAction, onShipment: ShipmentAction = action as ShipmentAction) =>
  actionsFor(shipmentVendorMachine, part.status, LSP).includes(action) && shipmentAllows(shipment, onShipment);

export const trackAllows = (shipment: Pick<ShipmentDetail, 'status'>, track: Pick<TrackRecord, 'status'>, action: TrackAction, onShipment: ShipmentAction) =>
  actionsFor(trackMachine, track.status, LSP).includes(action) && shipmentAllows(shipment, onShipment);

/** The trucks of a shipment that still hold a plate and a driver (removable, movable, changeable). */
export const activeTracks = (shipment: Pick<ShipmentDetail, 'tracks'>) => shipment.tracks.filter((t) => t.status === 'ASSIGNED' || t.status === 'ON_THE_WAY');
