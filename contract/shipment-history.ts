// The timeline of a shipment (spec 2 §7 GET /v1/shipment-history, page default 15): every change,
// who made it, when, what changed and why. A vendor sees the entries of its own parts and those of
// the whole shipment; a shipping company those of shipments carrying its orders.
import { z } from 'zod';
import { roles } from './access.ts';
import { ROLES, call, idParams, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';
import { ORDER_STATES, SHIPMENT_STATES, SHIPMENT_VENDOR_STATES, TRACK_STATES } from './states.ts';

export const HISTORY_ACTIONS = [
  'CREATED',
  'ACCEPTED',
  'REJECTED',
  'VENDOR_CHANGED',
  'VEHICLES_CHANGED',
  'VEHICLES_MOVED_OUT',
  'VEHICLES_MOVED_IN',
  'VENDORS_ADDED',
  'REOPENED',
  'PART_CANCELLED',
  'CANCELLED',
  'TRACKS_ASSIGNED',
  'TRACKS_REMOVED',
  'DESTINATION_CHANGED',
  'WB_LOADED',
  'WB_DELIVERED',
  'WB_CORRECTED',
  'DELIVERED',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * A truck as the entry saw it at the time (the timeline is a record): its plate and its driver.
 * Both null in entries written before the names were kept: the reader sees "a truck".
 */
export const historyTruck = z.object({ plate: z.string().nullable(), driver: z.string().nullable() });
export type HistoryTruck = z.infer<typeof historyTruck>;

/** What a vendor was asked: trucks in all, per vehicle model (by name), and the weight (kg) if given. */
export const historyRequest = z.object({
  trucks: z.number().int(),
  weight: z.number().nullable(),
  vehicles: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type HistoryRequest = z.infer<typeof historyRequest>;

export const historyState = z.enum([...ORDER_STATES, ...SHIPMENT_STATES, ...SHIPMENT_VENDOR_STATES, ...TRACK_STATES]);
/** Any state of the freight flow (an entry's `status` change). */
export type HistoryState = z.infer<typeof historyState>;
const none = z.null().optional();
const change = <F extends string, V extends z.ZodType, S extends z.ZodType>(field: F, value: V, subject: S) =>
  z.object({ field: z.literal(field), subject, from: value.nullable(), to: value.nullable() });

/**
 * A before and after of one thing an entry changed, in the values a person knows (names, plates,
 * shipment identities), never a database id. `field` is a key of the client's history.fields;
 * `subject` names what it is about when an entry changes several (a vendor's request, a truck).
 */
export const historyChange = z.discriminatedUnion('field', [
  /** The state of the part or the shipment, or of one truck (`subject`). */
  change('status', historyState, historyTruck.nullable().optional()),
  /** The vendor a request went from and to (names). */
  change('vendor', z.string(), none),
  /** What `subject` (a vendor's name; null in older entries) was asked. */
  change('request', historyRequest, z.string().nullable().optional()),
  change('expired_at', isoDate, none),
  change('ritase', z.number().int(), none),
  /** Another plate or driver on a truck. */
  change('truck', historyTruck, none),
  /** The trucks given to a part or freed from it. */
  change('tracks', z.array(historyTruck), none),
  /** The shipment `subject` (a truck) moved from and to (identities). */
  change('shipment', z.string(), historyTruck),
  /** The place a stop of the order goes to (names). */
  change('stop', z.string(), none),
]);
export type HistoryChange = z.infer<typeof historyChange>;
export type HistoryField = HistoryChange['field'];

export const historyRow = z.object({
  id: z.number().int(),
  shipment: z.object({ id: z.number().int(), identity: z.string() }),
  shipment_vendor_id: z.number().int().nullable(),
  vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.enum(HISTORY_ACTIONS),
  /** One sentence in the caller's language ("CV Trans Andalas accepted with 2 trucks."). */
  summary: z.string(),
  reason: z.string().nullable(),
  changes: z.array(historyChange),
  user: z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) }).nullable(),
  /**
   * The supporting file the change was made with (change vehicles, move vehicles): the address of
   * shipmentHistory.file, read with the caller's bearer token; null when there is none.
   */
  file_url: z.string().nullable(),
  created_at: isoDate,
});
export type HistoryRow = z.infer<typeof historyRow>;

export const historyList = listDecl({
  search: ['reason', 'shipment.identity'],
  defaultSearch: ['shipment.identity'],
  sort: ['created_at'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['shipment_id', 'shipment_vendor_id', 'action'],
  dates: ['created_at'],
  defaultEntries: 15,
  cursor: true,
});

export const shipmentHistory = {
  list: call({
    method: 'GET',
    path: '/v1/shipment-history',
    summary: 'Changes of the shipments the caller takes part in, newest first (filter shipment_id for one timeline)',
    access: roles.freightParties,
    query: listQuery,
    response: pagedAnswer(historyRow),
  }),
  file: call({
    method: 'GET',
    path: '/v1/shipment-history/:id/file',
    summary: "The supporting file of a change (an image or PDF), to those who see the entry; anyone else 404",
    access: roles.freightParties,
    params: idParams,
    file: true,
    response: z.any(),
  }),
};

/** The address of an entry's supporting file (shipmentHistory.file). */
export const historyFileUrl = (id: number) => `/v1/shipment-history/${id}/file`;
