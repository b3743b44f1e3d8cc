// A vendor's shipment requests ("Dispatching Shipment"): GET /v1/shipment-vendors, and the LSP's
// cancel of one vendor's part of a shipment: DELETE /v1/shipment-vendors/{id}.
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';
import { optionalText } from './fields.ts';
import { NOTE_MAX } from './freight-fields.ts';
import { SHIPMENT_VENDOR_STATUSES } from './dashboard.ts';

export const shipmentVendorRow = z.object({
  id: z.number().int(),
  status: z.enum(SHIPMENT_VENDOR_STATUSES),
  type: z.string(),
  shipment: z.object({ id: z.number().int(), identity: z.string(), status: z.string() }),
  logistics_service_provider: z.object({ id: z.number().int(), name: z.string() }),
  vehicles: z.array(z.object({ vehicle_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
  pickup: z.string().nullable(),
  dropoff: z.string().nullable(),
  weight: z.number().nullable(),
  expired_at: isoDate.nullable(),
  /** REQUESTED and past expired_at: it can no longer be accepted. */
  expired: z.boolean(),
  created_at: isoDate,
});
export type ShipmentVendorRow = z.infer<typeof shipmentVendorRow>;

export const shipmentVendorList = listDecl({
  search: ['shipment.identity', 'logistics_service_provider.name'],
  defaultSearch: ['shipment.identity'],
  sort: ['created_at', 'status', 'shipment.identity'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['status'],
  dates: ['created_at'],
  defaultEntries: 9,
  cursor: true,
});

/** mode: all (default); open = still waiting for the vendor's answer (REQUESTED and not expired). */
export const SHIPMENT_VENDOR_MODES = ['all', 'open'] as const;
export const shipmentVendorListQuery = listQuery.extend({ mode: z.enum(SHIPMENT_VENDOR_MODES).optional() });

export const shipmentVendors = {
  list: call({
    method: 'GET',
    path: '/v1/shipment-vendors',
    summary: "Shipment requests addressed to the caller's vendor (LSP: those of its shipments)",
    access: roles.carriers,
    query: shipmentVendorListQuery,
    response: pagedAnswer(shipmentVendorRow),
  }),
  remove: call({
    method: 'DELETE',
    path: '/v1/shipment-vendors/:id',
    summary: "Cancel one vendor's part of a shipment (its trucks are freed); the last part in play cancels the shipment",
    access: roles.lsp,
    params: idParams,
    body: z.object({ reason: optionalText(NOTE_MAX) }).nullish(),
    response: dataAnswer(z.object({ shipment_id: z.number().int(), shipment_status: z.string() })).extend({ message: z.string() }),
  }),
};
