// The timeline of a shipment (spec 2 §7 GET /v1/shipment-history, page default 15): every change,
// who made it, when, what changed and why. A vendor sees the entries of its own parts and those of
// the whole shipment; a shipping company those of shipments carrying its orders.
import { z } from 'zod';
import { roles } from './access.ts';
import { ROLES, call, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';

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
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** A before and after of one thing an entry changed ("status", "vendor", "plate of track 12"). */
export const historyChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type HistoryChange = z.infer<typeof historyChange>;

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
};
