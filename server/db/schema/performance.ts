// What each vendor request's trucks did, kept as they change (docs/performance.md "Figures kept per
// request"): the vendor performance calls sum a period's rows here instead of joining a year of
// trucks to their tickets. Written only by the database's own triggers (migration 0037), from the
// tracks, their tickets in force and the request's vehicles; never by the server. Each row also
// carries whose request it is and when it was made, so that a scorecard reads this table alone
// (migration 0038), not the requests and their shipments as well.
import { boolean, index, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { QUANTITY } from '../../../contract/fields.ts';
import { ts } from './columns.ts';
import { shipmentVendors } from './orders.ts';

/**
 * The request's LSP (its shipment's), vendor, creation and units asked, and the freight its shipment
 * carries (the vendor report's filters), copied from the request.
 */
const requestOf = () => ({
  logisticsServiceProviderId: integer('logistics_service_provider_id').notNull(),
  vendorId: integer('vendor_id').notNull(),
  requestedAt: ts('requested_at').notNull(),
  /** Units asked: the vehicles' quantities times the request's trips (at least one). */
  requestUnit: integer('request_unit').notNull(),
  /** The pickups (mills) and drop-offs (refineries) of the shipment's orders, their products and owners (shipment companies). */
  pickupLocationIds: integer('pickup_location_ids').array().notNull(),
  dropoffLocationIds: integer('dropoff_location_ids').array().notNull(),
  productIds: integer('product_ids').array().notNull(),
  productOwnerIds: integer('product_owner_ids').array().notNull(),
});

/** What trucks did, the same columns for a request and for its trucks in one state. */
const truckFigures = () => ({
  /** Every truck, removed ones too (the detail list's count). */
  trucks: integer('trucks').notNull(),
  /** Trucks not removed. */
  accepted: integer('accepted').notNull(),
  /** Of those, with a load ticket in force. */
  came: integer('came').notNull(),
  /** Of those, whose load was weighed by a machine (an AUTO load ticket). */
  autoWb: integer('auto_wb').notNull(),
  /** Trucks with both tickets in force (a finished trip). */
  trips: integer('trips').notNull(),
  /** Orders on the load tickets in force. */
  orders: integer('orders').notNull(),
  /** Netto at pickup and at dropoff of the finished trips, kg (a request's few trucks: a ticket's size is ample). */
  pickup: numeric('pickup', QUANTITY).notNull(),
  dropoff: numeric('dropoff', QUANTITY).notNull(),
});

export const vendorRequestFigures = pgTable(
  'vendor_request_figures',
  {
    shipmentVendorId: integer('shipment_vendor_id')
      .primaryKey()
      .references(() => shipmentVendors.id, { onDelete: 'cascade' }),
    ...requestOf(),
    ...truckFigures(),
  },
  (t) => [index('vendor_request_figures_lsp_idx').on(t.logisticsServiceProviderId, t.requestedAt), index('vendor_request_figures_requested_idx').on(t.requestedAt)],
);

/**
 * The same figures of a request's trucks in one state (the vendor report's truck-state filter): one
 * row per request and state its trucks are in; the truck columns but `trucks` count only trucks not
 * removed, like the request's own row (a REMOVED row has zeros but its `trucks`, and tells that the
 * request has such a truck). The units asked are the whole request's.
 */
export const vendorRequestStateFigures = pgTable(
  'vendor_request_state_figures',
  {
    shipmentVendorId: integer('shipment_vendor_id')
      .notNull()
      .references(() => shipmentVendors.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    ...requestOf(),
    ...truckFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentVendorId, t.status] }),
    index('vendor_request_state_figures_lsp_idx').on(t.logisticsServiceProviderId, t.status, t.requestedAt),
    index('vendor_request_state_figures_requested_idx').on(t.status, t.requestedAt),
  ],
);

/**
 * The requests whose figures a transaction has yet to compute (migration 0041): the triggers of the
 * tracks, tickets, vehicles and freight note a request here, and the figures are computed once per
 * request when the transaction commits, not once per statement (a weighbridge ticket inserts its
 * ticket and moves its truck: two statements, one computation). Emptied by the transaction that
 * filled it before it commits; unlogged, since no row outlives its transaction.
 */
export const vendorRequestFiguresDue = pgTable('vendor_request_figures_due', {
  shipmentVendorId: integer('shipment_vendor_id').primaryKey(),
  /** The shipment's freight may have changed (vendor_requests_asked reads it again). */
  freight: boolean('freight').notNull(),
});
