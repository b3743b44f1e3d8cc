// Which rework actions the viewer is offered on a shipment, a vendor's part and a truck: the states
// table of the contract (actionsFor) for the viewer's own role, and only for a user who may change
// shipments (a READ_ONLY user reads). These dialogs and pages are the LSP's planning tools (its
// routes, its wording): a vendor takes its part of the same actions on its dispatching screen, a
// shipping company takes none, so both see the detail page without them (issue 22).
// The server refuses anything else with 403/409 all the same.
import type { Role } from '../../../../contract/lib.ts';
import { actionsFor, shipmentMachine, shipmentVendorMachine, trackMachine, type ActionOf } from '../../../../contract/states.ts';
import type { ShipmentDetail, ShipmentPart } from '../../../../contract/shipment.ts';
import type { TrackRecord } from '../../../../contract/track.ts';
import { useAllowed } from '../../../components/useAllowed.ts';

export const LSP = 'LOGISTIC_SERVICE_PROVIDER' as const;
/** The access resource of the LSP's shipment screens (nested slugs inherit it). */
export const SHIPMENT_RESOURCE = 'order-shipment';

export type ShipmentAction = ActionOf<typeof shipmentMachine>;
export type PartAction = ActionOf<typeof shipmentVendorMachine>;
export type TrackAction = ActionOf<typeof trackMachine>;

/** May the signed-in user rework shipments here at all (the LSP, not READ_ONLY)? */
export const useMayRework = (role: Role) => {
  const allowed = useAllowed('edit', SHIPMENT_RESOURCE);
  return role === LSP && allowed;
};

export const shipmentAllows = (shipment: Pick<ShipmentDetail, 'status'>, action: ShipmentAction, role: Role) => actionsFor(shipmentMachine, shipment.status, role).includes(action);

/** The part's own state and its shipment's both allow it (e.g. assign needs an ACCEPTED part of an ON_PROGRESS shipment). */
export const partAllows = (shipment: Pick<ShipmentDetail, 'status'>, part: Pick<ShipmentPart, 'status'>, role: Role, action: PartAction, onShipment: ShipmentAction = action as ShipmentAction) =>
  actionsFor(shipmentVendorMachine, part.status, role).includes(action) && shipmentAllows(shipment, onShipment, role);

export const trackAllows = (shipment: Pick<ShipmentDetail, 'status'>, track: Pick<TrackRecord, 'status'>, role: Role, action: TrackAction, onShipment: ShipmentAction) =>
  actionsFor(trackMachine, track.status, role).includes(action) && shipmentAllows(shipment, onShipment, role);

/** The trucks of a shipment that still hold a plate and a driver (removable, movable, changeable). */
export const activeTracks = (shipment: Pick<ShipmentDetail, 'tracks'>) => shipment.tracks.filter((t) => t.status === 'ASSIGNED' || t.status === 'ON_THE_WAY');
