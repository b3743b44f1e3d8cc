// A vendor's shipment requests ("Dispatching Shipment"): GET /v1/shipment-vendors.
import { z } from 'zod';
import { call, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';
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
});

export const shipmentVendors = {
  list: call({
    method: 'GET',
    path: '/v1/shipment-vendors',
    summary: "Shipment requests addressed to the caller's vendor (LSP: those of its shipments)",
    access: ['VENDOR', 'LOGISTIC_SERVICE_PROVIDER'],
    query: listQuery,
    response: pagedAnswer(shipmentVendorRow),
  }),
};
