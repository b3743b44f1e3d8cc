// Role dashboards (spec 1 §7 "Dashboards"): counts scoped to the caller's organisation.
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, isoDate } from './lib.ts';
import { text } from './fields.ts';
import { ORDER_STATES, SHIPMENT_STATES, SHIPMENT_VENDOR_STATES } from './states.ts';

// The states are declared with their transitions in states.ts; the dashboards count by them.
export const ORDER_STATUSES = ORDER_STATES;
export const SHIPMENT_STATUSES = SHIPMENT_STATES;
export const SHIPMENT_VENDOR_STATUSES = SHIPMENT_VENDOR_STATES;

const countsOf = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<T[number], z.ZodNumber>);

const orderCounts = countsOf(ORDER_STATUSES);
const shipmentCounts = countsOf(SHIPMENT_STATUSES);

const searchQuery = z.object({
  search_key: text(100).optional(),
  search_columns: z.literal('identity').optional(),
});

export const recentItem = z.object({ id: z.number().int(), identity: z.string(), status: z.string(), created_at: isoDate });

export const adminDashboard = z.object({
  logistics_service_providers: z.number().int(),
  shipment_companies: z.number().int(),
  vendors: z.number().int(),
  users: z.number().int(),
  orders: orderCounts,
  shipments: shipmentCounts,
});

export const lspDashboard = z.object({
  orders: orderCounts,
  shipments: shipmentCounts,
  customers: z.number().int(),
  vendors_collaborating: z.number().int(),
  vendors_proposed: z.number().int(),
  vehicles: z.number().int(),
  vehicle_details: z.number().int(),
  drivers: z.number().int(),
  trucks_on_the_road: z.number().int(),
  /** Shipments with a truck that lost more than its customer's tolerance. */
  shipments_beyond_tolerance: z.number().int(),
});

export const scDashboard = z.object({
  orders: orderCounts,
  products: z.number().int(),
  locations: z.number().int(),
  recent_orders: z.array(recentItem),
});

export const vendorDashboard = z.object({
  requests: countsOf(SHIPMENT_VENDOR_STATUSES),
  vehicles: z.number().int(),
  vehicle_details: z.number().int(),
  drivers: z.number().int(),
  lsp_collaborations: z.number().int(),
  recent_shipments: z.array(recentItem),
});

export const dashboard = {
  admin: call({ method: 'GET', path: '/v1/dashboard/admin', summary: 'Platform totals', access: roles.admin, response: dataAnswer(adminDashboard) }),
  lsp: call({
    method: 'GET',
    path: '/v1/dashboard/lsp',
    summary: "The LSP's totals",
    access: roles.lsp,
    response: dataAnswer(lspDashboard),
  }),
  sc: call({
    method: 'GET',
    path: '/v1/dashboard/sc',
    summary: "The shipping company's totals and recent orders (search by identity)",
    access: roles.shipper,
    query: searchQuery,
    response: dataAnswer(scDashboard),
  }),
  vendor: call({
    method: 'GET',
    path: '/v1/dashboard/vendor',
    summary: "The vendor's totals and recent shipment requests (search by identity)",
    access: roles.vendor,
    query: searchQuery,
    response: dataAnswer(vendorDashboard),
  }),
};
