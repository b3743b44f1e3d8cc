// Role dashboards (spec 1 §7 "Dashboards", issue 25): figures scoped to the caller's organisation.
// What each figure counts, over which WIB days, and what an empty denominator answers: docs/dashboards.md.
import { z } from 'zod';
import { roles } from './access.ts';
import { activityRow } from './activity-log.ts';
import { call, dataAnswer, isoDate } from './lib.ts';
import { text } from './fields.ts';
import { INVOICE_STATES, ORDER_STATES, SHIPMENT_STATES, SHIPMENT_VENDOR_STATES } from './states.ts';
import { nettoFigures } from './weighbridge.ts';

// The states are declared with their transitions in states.ts; the dashboards count by them.
export const ORDER_STATUSES = ORDER_STATES;
export const SHIPMENT_STATUSES = SHIPMENT_STATES;
export const SHIPMENT_VENDOR_STATUSES = SHIPMENT_VENDOR_STATES;
/** A shipping company sees only the invoices published to it (docs/invoices.md), never a draft. */
export const SC_INVOICE_STATUSES = INVOICE_STATES.filter((s) => s !== 'DRAFT') as ['PUBLISHED'];

/** The days the figures "in the last N days" look back over: today and the N - 1 WIB days before. */
export const RECENT_DAYS = 30;
export const ACTIVITY_DAYS = 7;
/** How many rows the recent lists answer. */
export const RECENT_ROWS = 10;
export const RECENT_ACTIVITY_ROWS = 5;

const count = z.number().int();
const countsOf = <T extends readonly string[]>(keys: T) => z.object(Object.fromEntries(keys.map((k) => [k, count])) as Record<T[number], typeof count>);

const orderCounts = countsOf(ORDER_STATUSES);
const shipmentCounts = countsOf(SHIPMENT_STATUSES);

/** part / whole as a percentage (exact decimal text, 2 places); null when whole is 0 (shown "–"). */
export const share = z.object({ part: count, whole: count, percent: z.string().nullable() });
export type Share = z.infer<typeof share>;

/**
 * Netto loaded and delivered (kg, exact decimal text) over complete trips, the loss in kg and per
 * cent of the pickup: the weighbridge's figures (docs/weighbridge.md); null without a trip.
 */
export const nettoTotals = nettoFigures.pick({ pickup: true, dropoff: true, loss_kg: true, loss_percent: true });
export type NettoTotals = z.infer<typeof nettoTotals>;

const searchQuery = z.object({
  search_key: text(100).optional(),
  search_columns: z.literal('identity').optional(),
});

export const recentItem = z.object({ id: z.number().int(), identity: z.string(), status: z.string(), created_at: isoDate });

/** Sign-ins and changes in the activity log (docs/activity-log.md), by WIB day. */
export const activityFigures = z.object({
  sign_ins_today: count,
  sign_ins_7_days: count,
  active_users_7_days: count,
  changes_7_days: count,
});

export const adminDashboard = z.object({
  logistics_service_providers: count,
  shipment_companies: count,
  vendors: count,
  users: count,
  orders: orderCounts,
  shipments: shipmentCounts,
  activity: activityFigures,
  recent_activity: z.array(activityRow).max(RECENT_ACTIVITY_ROWS),
});

export const lspDashboard = z.object({
  orders: orderCounts,
  shipments: shipmentCounts,
  customers: count,
  vendors_collaborating: count,
  vendors_proposed: count,
  vehicles: count,
  vehicle_details: count,
  drivers: count,
  trucks_on_the_road: count,
  /** Shipments with a truck that lost more than its customer's tolerance. */
  shipments_beyond_tolerance: count,
});

export const scDashboard = z.object({
  orders: orderCounts,
  products: count,
  locations: count,
  /** Its orders delivered in the last 30 days. */
  orders_delivered_30_days: count,
  /** Trucks ON_THE_WAY carrying its orders. */
  trucks_on_the_road: count,
  /** Over the trucks of its orders delivered in the last 30 days. */
  netto_30_days: nettoTotals,
  /** Shipments of its orders delivered in the last 30 days with a truck of its beyond tolerance. */
  shipments_beyond_tolerance_30_days: count,
  invoices: countsOf(SC_INVOICE_STATUSES),
  recent_orders: z.array(recentItem).max(RECENT_ROWS),
});

export const vendorDashboard = z.object({
  requests: countsOf(SHIPMENT_VENDOR_STATUSES),
  vehicles: count,
  vehicle_details: count,
  drivers: count,
  lsp_collaborations: count,
  /** Its tracks ON_THE_WAY. */
  trucks_on_the_road: count,
  /** Of its requests made in the last 30 days: accepted / answered (accepted or rejected). */
  requests_accepted_30_days: share,
  /** Of the same requests: trucks assigned (tracks not removed) / trucks asked. */
  trucks_assigned_30_days: share,
  /** Over its trucks that finished a trip in the last 30 days. */
  netto_30_days: nettoTotals,
  recent_shipments: z.array(recentItem).max(RECENT_ROWS),
});

export const dashboard = {
  admin: call({ method: 'GET', path: '/v1/dashboard/admin', summary: 'Platform totals and recent activity', access: roles.admin, response: dataAnswer(adminDashboard) }),
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
    summary: "The shipping company's totals, deliveries, netto, invoices and recent orders (search by identity)",
    access: roles.shipper,
    query: searchQuery,
    response: dataAnswer(scDashboard),
  }),
  vendor: call({
    method: 'GET',
    path: '/v1/dashboard/vendor',
    summary: "The vendor's totals, acceptance, netto and recent shipment requests (search by identity)",
    access: roles.vendor,
    query: searchQuery,
    response: dataAnswer(vendorDashboard),
  }),
};
