// The life cycles of the freight flow, declared once: for each entity its states and, per action,
// the states it may start from, the state it leads to and the roles that may take it. The server
// refuses any other transition with 409 (server/lib/transitions.ts) and changes nothing; the
// client shows only the actions `actionsFor` answers. Why each rule: docs/states.md.
import type { Role } from './lib.ts';

export const ORDER_STATES = ['DRAFT', 'PUBLISHED', 'ON_SHIPMENT', 'DELIVERED', 'CANCELLED'] as const;
export const SHIPMENT_STATES = ['WAITING', 'ON_PROGRESS', 'DELIVERED', 'CANCELLED'] as const;
export const SHIPMENT_VENDOR_STATES = ['REQUESTED', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export const TRACK_STATES = ['ASSIGNED', 'ON_THE_WAY', 'FINISHED', 'REMOVED'] as const;
export const INVOICE_STATES = ['DRAFT', 'PUBLISHED'] as const;
export const WEIGHBRIDGE_TICKET_STATES = ['ACTIVE', 'CORRECTED'] as const;
export const MACHINE_TICKET_STATES = ['UNMATCHED', 'MATCHED'] as const;
export const GEOFENCE_ALERT_STATES = ['NEW', 'ACKNOWLEDGED', 'RESOLVED'] as const;
export const EXPORT_FILE_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const FMS_LINK_STATES = ['PULLING', 'FAILING', 'REFUSED'] as const;

export type OrderState = (typeof ORDER_STATES)[number];
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
export type ShipmentVendorState = (typeof SHIPMENT_VENDOR_STATES)[number];
export type TrackState = (typeof TRACK_STATES)[number];
export type InvoiceState = (typeof INVOICE_STATES)[number];
export type WeighbridgeTicketState = (typeof WEIGHBRIDGE_TICKET_STATES)[number];
export type MachineTicketState = (typeof MACHINE_TICKET_STATES)[number];
export type GeofenceAlertState = (typeof GEOFENCE_ALERT_STATES)[number];
export type ExportFileState = (typeof EXPORT_FILE_STATES)[number];
export type FmsLinkState = (typeof FMS_LINK_STATES)[number];

/** The entities with a life cycle; also the message keys `entity.<name>`. */
export type Entity = 'order' | 'shipment' | 'shipmentVendor' | 'track' | 'invoice' | 'weighbridgeTicket' | 'machineTicket' | 'geofenceAlert' | 'exportFile' | 'fmsLink';

export interface Transition<S extends string = string, A extends string = string> {
  action: A;
  from: readonly S[];
  /** The state after the action; 'same' when the action changes the record but not its state. */
  to: S | 'same';
  /**
   * Roles that may take the action. Empty: only the system takes it, as the effect of another
   * event (an order and a shipment are delivered by the deliver ticket of their last truck; a
   * truck started by GPS tracking, which comes later); no call makes it directly.
   */
  by: readonly Role[];
}

export interface Machine<S extends string = string, A extends string = string> {
  entity: Entity;
  states: readonly S[];
  /** The states a record is made in (by create, import, or another entity's action). */
  initial: readonly S[];
  transitions: readonly Transition<S, A>[];
}

function machine<const S extends string, const A extends string>(m: Machine<S, A>): Machine<S, A> {
  const actions = m.transitions.map((t) => t.action);
  if (new Set(actions).size !== actions.length) throw new Error(`${m.entity}: an action is declared twice`);
  return m;
}

const SC = 'SHIPMENT_COMPANY';
const LSP = 'LOGISTIC_SERVICE_PROVIDER';
const VENDOR = 'VENDOR';

export const orderMachine = machine({
  entity: 'order',
  states: ORDER_STATES,
  // Created as DRAFT; an import makes PUBLISHED (or DRAFT) orders; a move makes one ON_SHIPMENT.
  initial: ['DRAFT', 'PUBLISHED', 'ON_SHIPMENT'],
  transitions: [
    { action: 'edit', from: ['DRAFT'], to: 'same', by: [SC, LSP] },
    { action: 'publish', from: ['DRAFT'], to: 'PUBLISHED', by: [SC, LSP] },
    { action: 'cancel', from: ['DRAFT', 'PUBLISHED'], to: 'CANCELLED', by: [SC, LSP] },
    { action: 'changeDestination', from: ['PUBLISHED', 'ON_SHIPMENT'], to: 'same', by: [SC, LSP] },
    { action: 'ship', from: ['PUBLISHED'], to: 'ON_SHIPMENT', by: [LSP] },
    { action: 'release', from: ['ON_SHIPMENT'], to: 'PUBLISHED', by: [LSP] },
    // The effect of a deliver ticket: every truck carrying the order has delivered (docs/weighbridge.md).
    { action: 'deliver', from: ['ON_SHIPMENT'], to: 'DELIVERED', by: [] },
  ],
});

export const shipmentMachine = machine({
  entity: 'shipment',
  states: SHIPMENT_STATES,
  // WAITING when made from orders; ON_PROGRESS when made by a move of trucks already on the road.
  initial: ['WAITING', 'ON_PROGRESS'],
  transitions: [
    { action: 'accept', from: ['WAITING', 'ON_PROGRESS'], to: 'ON_PROGRESS', by: [VENDOR] },
    { action: 'reject', from: ['WAITING', 'ON_PROGRESS'], to: 'same', by: [VENDOR] },
    { action: 'assign', from: ['ON_PROGRESS'], to: 'same', by: [LSP, VENDOR] },
    { action: 'changeVendor', from: ['WAITING', 'ON_PROGRESS'], to: 'same', by: [LSP] },
    { action: 'changeVehicles', from: ['ON_PROGRESS'], to: 'same', by: [LSP] },
    { action: 'moveVehicle', from: ['ON_PROGRESS'], to: 'same', by: [LSP] },
    { action: 'removeTrack', from: ['ON_PROGRESS'], to: 'same', by: [LSP, VENDOR] },
    { action: 'cancelPart', from: ['WAITING', 'ON_PROGRESS'], to: 'same', by: [LSP] },
    { action: 'reopen', from: ['ON_PROGRESS'], to: 'same', by: [LSP] },
    { action: 'cancel', from: ['WAITING', 'ON_PROGRESS'], to: 'CANCELLED', by: [LSP] },
    // The effect of a deliver ticket: every order of the shipment is delivered.
    { action: 'deliver', from: ['ON_PROGRESS'], to: 'DELIVERED', by: [] },
  ],
});

export const shipmentVendorMachine = machine({
  entity: 'shipmentVendor',
  states: SHIPMENT_VENDOR_STATES,
  // REQUESTED when asked; ACCEPTED when a move brings trucks already on the road; REJECTED for the
  // rest of a partial accept (the trucks the vendor did not give), open to change vendor.
  initial: ['REQUESTED', 'ACCEPTED', 'REJECTED'],
  transitions: [
    { action: 'accept', from: ['REQUESTED'], to: 'ACCEPTED', by: [VENDOR] },
    { action: 'reject', from: ['REQUESTED'], to: 'REJECTED', by: [VENDOR] },
    { action: 'changeVendor', from: ['REQUESTED', 'REJECTED'], to: 'CANCELLED', by: [LSP] },
    { action: 'assign', from: ['ACCEPTED'], to: 'same', by: [LSP, VENDOR] },
    { action: 'changeVehicles', from: ['ACCEPTED'], to: 'same', by: [LSP] },
    { action: 'moveVehicle', from: ['ACCEPTED'], to: 'same', by: [LSP] },
    { action: 'reopen', from: ['ACCEPTED'], to: 'same', by: [LSP] },
    { action: 'cancel', from: ['REQUESTED', 'ACCEPTED', 'REJECTED'], to: 'CANCELLED', by: [LSP] },
  ],
});

export const trackMachine = machine({
  entity: 'track',
  states: TRACK_STATES,
  initial: ['ASSIGNED'],
  transitions: [
    { action: 'start', from: ['ASSIGNED'], to: 'ON_THE_WAY', by: [] },
    { action: 'changeVehicle', from: ['ASSIGNED', 'ON_THE_WAY'], to: 'same', by: [LSP] },
    { action: 'move', from: ['ASSIGNED', 'ON_THE_WAY'], to: 'same', by: [LSP] },
    { action: 'remove', from: ['ASSIGNED', 'ON_THE_WAY'], to: 'REMOVED', by: [LSP, VENDOR] },
    // Reopening a shipment ends the trip its trucks are on (the next ritase starts).
    { action: 'finish', from: ['ASSIGNED', 'ON_THE_WAY'], to: 'FINISHED', by: [LSP] },
    // The weighbridge (docs/weighbridge.md): the load ticket puts the truck on the road, the deliver
    // ticket ends its trip. A second ticket of a kind is a correction of the first, not this action.
    { action: 'load', from: ['ASSIGNED'], to: 'ON_THE_WAY', by: [LSP] },
    { action: 'deliver', from: ['ON_THE_WAY'], to: 'FINISHED', by: [LSP] },
  ],
});

/** A weighbridge ticket: in force until a correction replaces it (and keeps it, with who and why). */
export const weighbridgeTicketMachine = machine({
  entity: 'weighbridgeTicket',
  states: WEIGHBRIDGE_TICKET_STATES,
  initial: ['ACTIVE'],
  transitions: [{ action: 'correct', from: ['ACTIVE'], to: 'CORRECTED', by: [LSP] }],
});

/**
 * A ticket weighbridge software posted (docs/weighbridge.md "Machine tickets"): MATCHED when it
 * found its truck as it came in (made so), else UNMATCHED until the LSP matches it to a truck by
 * hand. A matched ticket is never matched again: a wrong one is corrected like a typed ticket.
 */
export const machineTicketMachine = machine({
  entity: 'machineTicket',
  states: MACHINE_TICKET_STATES,
  initial: ['UNMATCHED', 'MATCHED'],
  transitions: [{ action: 'match', from: ['UNMATCHED'], to: 'MATCHED', by: [LSP] }],
});

/**
 * A geofence alert (docs/tracking.md "Geofences and alerts"): raised NEW by the detection, never by
 * a call; the LSP acknowledges it (seen, someone is on it) and resolves it, or resolves it at once.
 */
export const geofenceAlertMachine = machine({
  entity: 'geofenceAlert',
  states: GEOFENCE_ALERT_STATES,
  initial: ['NEW'],
  transitions: [
    { action: 'acknowledge', from: ['NEW'], to: 'ACKNOWLEDGED', by: [LSP] },
    { action: 'resolve', from: ['NEW', 'ACKNOWLEDGED'], to: 'RESOLVED', by: [LSP] },
  ],
});

/**
 * A spreadsheet export (docs/exports.md): asked for QUEUED, written by whichever API process takes
 * its job. Only the job runner moves it: `start` again from RUNNING when a stopped process's job
 * is taken up anew; a run that cannot finish is FAILED, never left RUNNING. Deleting removes it.
 */
export const exportFileMachine = machine({
  entity: 'exportFile',
  states: EXPORT_FILE_STATES,
  initial: ['QUEUED'],
  transitions: [
    { action: 'start', from: ['QUEUED', 'RUNNING'], to: 'RUNNING', by: [] },
    { action: 'finish', from: ['RUNNING'], to: 'DONE', by: [] },
    { action: 'fail', from: ['QUEUED', 'RUNNING'], to: 'FAILED', by: [] },
  ],
});

/**
 * A vendor's FMS link for its trucks' positions (docs/tracking.md "FMS positions"): made PULLING by
 * a sync, moved by the puller after each pull (server/lib/fms/pull.ts), started afresh by a sync
 * again whatever its state; unsync deletes it. A REFUSED link is not pulled.
 */
export const fmsLinkMachine = machine({
  entity: 'fmsLink',
  states: FMS_LINK_STATES,
  initial: ['PULLING'],
  transitions: [
    { action: 'pull', from: ['PULLING', 'FAILING'], to: 'PULLING', by: [] },
    { action: 'fail', from: ['PULLING', 'FAILING'], to: 'FAILING', by: [] },
    { action: 'refuse', from: ['PULLING', 'FAILING'], to: 'REFUSED', by: [] },
    { action: 'sync', from: ['PULLING', 'FAILING', 'REFUSED'], to: 'PULLING', by: [VENDOR] },
  ],
});

// ---- invoices (docs/invoices.md) ----------------------------------------------------------------

export const invoiceMachine = machine({
  entity: 'invoice',
  states: INVOICE_STATES,
  // Made as DRAFT from a delivered shipment (POST /v1/invoices).
  initial: ['DRAFT'],
  transitions: [
    // Lines' cost, odometer and plate; fees added, changed or removed.
    { action: 'edit', from: ['DRAFT'], to: 'same', by: [LSP] },
    // Takes the next number of the LSP's year; from then on the invoice never changes.
    { action: 'publish', from: ['DRAFT'], to: 'PUBLISHED', by: [LSP] },
  ],
});

/** Track states that hold a plate and a driver: at most one such track per plate and per driver. */
export const ACTIVE_TRACK_STATES = ['ASSIGNED', 'ON_THE_WAY'] as const satisfies readonly TrackState[];
/** Shipment-vendor parts still in play: asked of the vendor or accepted by it. */
export const LIVE_PART_STATES = ['REQUESTED', 'ACCEPTED'] as const satisfies readonly ShipmentVendorState[];

export type ActionOf<M> = M extends Machine<string, infer A> ? A : never;
export type StateOf<M> = M extends Machine<infer S, string> ? S : never;

export function transitionOf<S extends string, A extends string>(m: Machine<S, A>, action: A): Transition<S, A> {
  const t = m.transitions.find((x) => x.action === action);
  if (!t) throw new Error(`${m.entity}: no action ${action}`);
  return t;
}

/** The state after `action` from `state`, or null when the table does not allow it. */
export function nextState<S extends string, A extends string>(m: Machine<S, A>, state: S, action: A): S | null {
  const t = transitionOf(m, action);
  if (!t.from.includes(state)) return null;
  return t.to === 'same' ? state : t.to;
}

/** The actions a role may take on a record in `state` (what the client offers). */
export function actionsFor<S extends string, A extends string>(m: Machine<S, A>, state: S, role: Role): A[] {
  return m.transitions.filter((t) => t.from.includes(state) && t.by.includes(role)).map((t) => t.action);
}
