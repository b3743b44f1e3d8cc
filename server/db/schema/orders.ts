// Orders, shipments, tracks, weights and invoices.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { DIMENSION_TOTAL, DISTANCE, MONEY, QUALITY, QUANTITY } from '../../../contract/fields.ts';
import { ACTIVE_TRACK_STATES } from '../../../contract/states.ts';
import { createdAt, id, ref, ts, updatedAt } from './columns.ts';
import { shortGramsIndex } from './search.ts';
import { logisticsServiceProviders, shipmentCompanies, users, vendors } from './accounts.ts';
import { drivers, locations, products, vehicleDetails, vehicles } from './master.ts';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    identity: varchar('identity', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    shipmentCompanyId: ref('shipment_company_id').references(() => shipmentCompanies.id),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id),
    note: text('note'),
    isSelected: integer('is_selected').notNull().default(0),
    totalDimensionLength: numeric('total_dimension_length', DIMENSION_TOTAL),
    totalDimensionWidth: numeric('total_dimension_width', DIMENSION_TOTAL),
    totalDimensionHeight: numeric('total_dimension_height', DIMENSION_TOTAL),
    totalVolume: numeric('total_volume', QUANTITY),
    totalWeight: numeric('total_weight', QUANTITY),
    /** The earliest PICKUP stop's estimation: kept by the database on every write of suborders
     * (triggers of migration 0011), so lists sort by an indexed column. */
    estimationDate: ts('estimation_date'),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A list's order ends with the id (server/lib/list.ts), so each sort index does too: a page is
    // read from the index in order and nothing is sorted, however deep the page.
    index('orders_lsp_identity_idx').on(t.logisticsServiceProviderId, t.identity, t.id),
    index('orders_lsp_status_idx').on(t.logisticsServiceProviderId, t.status, t.identity, t.id),
    index('orders_sc_idx').on(t.shipmentCompanyId),
    index('orders_created_idx').on(t.logisticsServiceProviderId, t.createdAt, t.id),
    // Lists filtered by status and sorted by date walk this index and stop after one page.
    index('orders_lsp_status_created_idx').on(t.logisticsServiceProviderId, t.status, t.createdAt, t.id),
    // The LSP's create-shipment list: its PUBLISHED orders, newest published first (no sort of them all).
    index('orders_lsp_status_published_idx').on(t.logisticsServiceProviderId, t.status, t.publishedAt, t.id),
    // ... and sorted by estimation date: a page read from the index, not 40k orders sorted.
    index('orders_lsp_status_estimation_idx').on(t.logisticsServiceProviderId, t.status, t.estimationDate, t.id),
    index('orders_identity_trgm').using('gin', sql`${t.identity} gin_trgm_ops`),
    shortGramsIndex('orders_identity_grams', t.identity),
    uniqueIndex('orders_lsp_identity_uq').on(t.logisticsServiceProviderId, t.identity),
  ],
);

export const suborders = pgTable(
  'suborders',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull(),
    locationId: ref('pickup_dropoff_location_point_id')
      .notNull()
      .references(() => locations.id),
    estimationDate: ts('estimation_date'),
    /** The delivery order number given when the destination changed. */
    orderNumber: varchar('order_number', { length: 64 }),
    /** Why the destination changed. */
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('suborders_order_idx').on(t.orderId), index('suborders_location_idx').on(t.locationId)],
);

export const suborderProducts = pgTable(
  'suborder_products',
  {
    id: id(),
    suborderId: ref('suborder_id')
      .notNull()
      .references(() => suborders.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    quantity: numeric('quantity', QUANTITY).notNull(),
  },
  (t) => [index('suborder_products_suborder_idx').on(t.suborderId), index('suborder_products_product_idx').on(t.productId)],
);

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    identity: varchar('identity', { length: 64 }).notNull(),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id),
    status: varchar('status', { length: 16 }).notNull().default('WAITING'),
    ritase: integer('ritase').notNull().default(1),
    note: text('note'),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // As orders' (migration 0007): each sort of the history list ends with the id, so a page, however
    // deep, is read from the index in order (a page 1,000 deep sorted 9,500 shipments: 13 ms).
    index('shipments_lsp_status_created_idx').on(t.logisticsServiceProviderId, t.status, t.createdAt, t.id),
    index('shipments_lsp_created_idx').on(t.logisticsServiceProviderId, t.createdAt, t.id),
    index('shipments_lsp_updated_idx').on(t.logisticsServiceProviderId, t.updatedAt, t.id),
    index('shipments_identity_trgm').using('gin', sql`${t.identity} gin_trgm_ops`),
    shortGramsIndex('shipments_identity_grams', t.identity),
    uniqueIndex('shipments_lsp_identity_uq').on(t.logisticsServiceProviderId, t.identity),
  ],
);

export const shipmentOrders = pgTable(
  'shipment_orders',
  {
    shipmentId: ref('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.orderId] }), index('shipment_orders_order_idx').on(t.orderId)],
);

/** One vendor's part of a shipment: the trucks asked of it and its answer. */
export const shipmentVendors = pgTable(
  'shipment_vendors',
  {
    id: id(),
    shipmentId: ref('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    vendorId: ref('vendor_id')
      .notNull()
      .references(() => vendors.id),
    status: varchar('status', { length: 16 }).notNull().default('REQUESTED'),
    type: varchar('type', { length: 16 }).notNull().default('REGULAR'),
    weight: numeric('weight', QUANTITY),
    ritaseIdentity: varchar('ritase_identity', { length: 64 }),
    /** The trip this part is on (a reopen moves its accepted parts to the next one). */
    ritase: integer('ritase').notNull().default(1),
    note: text('note'),
    /** The vendor's reason for a reject, or the LSP's for a cancel. */
    reason: text('reason'),
    expiredAt: ts('expired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipment_vendors_shipment_idx').on(t.shipmentId),
    index('shipment_vendors_vendor_status_idx').on(t.vendorId, t.status),
    index('shipment_vendors_vendor_created_idx').on(t.vendorId, t.createdAt),
  ],
);

export const shipmentVendorVehicles = pgTable(
  'shipment_vendor_vehicles',
  {
    id: id(),
    shipmentVendorId: ref('shipment_vendor_id')
      .notNull()
      .references(() => shipmentVendors.id, { onDelete: 'cascade' }),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('svv_sv_idx').on(t.shipmentVendorId), uniqueIndex('svv_sv_vehicle_uq').on(t.shipmentVendorId, t.vehicleId), index('svv_vehicle_idx').on(t.vehicleId)],
);

/** `status in ('ASSIGNED', 'ON_THE_WAY')`: the track holds its plate and driver. */
const activeTrackStates = sql.raw(`status in (${ACTIVE_TRACK_STATES.map((s) => `'${s}'`).join(', ')})`);

/** One truck on one shipment: plate + driver, with its GPS source. */
export const tracks = pgTable(
  'tracks',
  {
    id: id(),
    shipmentId: ref('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    shipmentVendorId: ref('shipment_vendor_id').references(() => shipmentVendors.id, { onDelete: 'cascade' }),
    orderId: ref('order_id').references(() => orders.id),
    vehicleId: ref('vehicle_id').references(() => vehicles.id),
    vehicleDetailId: ref('vehicle_detail_id').references(() => vehicleDetails.id),
    driverId: ref('driver_id').references(() => drivers.id),
    status: varchar('status', { length: 16 }).notNull().default('ASSIGNED'),
    /** The trip (ritase) of the shipment this track drives. */
    ritase: integer('ritase').notNull().default(1),
    source: varchar('source', { length: 8 }).notNull().default('MAPBOX'),
    startedAt: ts('started_at'),
    arrivedAt: ts('arrived_at'),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tracks_shipment_idx').on(t.shipmentId),
    index('tracks_sv_idx').on(t.shipmentVendorId),
    index('tracks_vd_idx').on(t.vehicleDetailId),
    index('tracks_driver_idx').on(t.driverId),
    index('tracks_order_idx').on(t.orderId),
    // A plate and a driver are on at most one active track (docs/states.md): two assignments
    // racing for the same truck end as one success and one refusal, on PGlite and PostgreSQL.
    uniqueIndex('tracks_active_plate_uq').on(t.vehicleDetailId).where(activeTrackStates),
    uniqueIndex('tracks_active_driver_uq').on(t.driverId).where(activeTrackStates),
    // The trucks on the road in track order: a large incoming-trucks export reads them a page at a
    // time from here, never past the page (server/lib/tracking/incoming.ts).
    index('tracks_active_id_idx').on(t.id).where(activeTrackStates),
  ],
);

/** The timeline of a shipment: who changed what, when and why (GET /v1/shipment-history). */
export const shipmentHistories = pgTable(
  'shipment_histories',
  {
    id: id(),
    shipmentId: ref('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The vendor part the entry is about (its vendor sees it); null: the whole shipment. */
    shipmentVendorId: ref('shipment_vendor_id').references(() => shipmentVendors.id, { onDelete: 'set null' }),
    /**
     * The shipment's LSP, copied at insert (a shipment never changes LSP): the LSP's history list is
     * one walk of (lsp, created_at, id) instead of a join to shipments or a scan of every entry.
     */
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id),
    /** The vendors that see the entry besides the whole shipment's; empty: every vendor of the shipment. */
    vendorIds: integer('vendor_ids').array().notNull().default(sql`'{}'::int[]`),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 32 }).notNull(),
    reason: text('reason'),
    /** [{field, from, to}] and the values the summary sentence is made of. */
    changes: jsonb('changes').notNull().default([]),
    values: jsonb('values').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipment_histories_shipment_idx').on(t.shipmentId, t.createdAt),
    index('shipment_histories_sv_idx').on(t.shipmentVendorId),
    // Ends with the id: the list's tie-breaker (server/lib/list.ts), so a page is read in order, no sort step.
    index('shipment_histories_lsp_created_idx').on(t.logisticsServiceProviderId, t.createdAt, t.id),
  ],
);

/**
 * Every position a truck's device reported, attached to the plate's active track at arrival
 * (docs/tracking.md). Read by (track_id, recorded_at) only: a playback or a live map never scans.
 */
export const gpsPositions = pgTable(
  'gps_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trackId: ref('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    recordedAt: ts('recorded_at').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** km/h */
    speed: doublePrecision('speed'),
    heading: doublePrecision('heading'),
    altitude: doublePrecision('altitude'),
    accuracy: doublePrecision('accuracy'),
    /** percent */
    battery: doublePrecision('battery'),
    /** Out of range or a jump no truck makes: kept, left out of distance and alerts. */
    absurd: boolean('absurd').notNull().default(false),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [index('gps_track_time_idx').on(t.trackId, t.recordedAt)],
);

/**
 * The newest position of each track, written at most once a second per track: the live map's read
 * and, through its change trigger, what tells browsers a truck moved (docs/tracking.md).
 */
export const trackLive = pgTable('track_live', {
  trackId: ref('track_id')
    .primaryKey()
    .references(() => tracks.id, { onDelete: 'cascade' }),
  recordedAt: ts('recorded_at').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  speed: doublePrecision('speed'),
  heading: doublePrecision('heading'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Devices that reported with an id no plate has: counted for the vendors setting them up. */
export const gpsUnknownDevices = pgTable(
  'gps_unknown_devices',
  {
    deviceId: varchar('device_id', { length: 64 }).primaryKey(),
    firstSeenAt: ts('first_seen_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    reports: integer('reports').notNull().default(1),
  },
  (t) => [index('gps_unknown_last_idx').on(t.lastSeenAt)],
);

/**
 * Weighbridge tickets: LOAD at the mill, DELIVER at the refinery (docs/weighbridge.md). A track has
 * at most one ACTIVE ticket of each kind; a correction makes the one it replaces CORRECTED and
 * points to it (`replaces_id`), with who (`created_by`) and why (`correction_reason`).
 */
export const weighbridgeTickets = pgTable(
  'weighbridge_tickets',
  {
    id: id(),
    trackId: ref('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** MANUAL: typed by the LSP; AUTO: posted by weighbridge software. */
    source: varchar('source', { length: 8 }).notNull().default('MANUAL'),
    status: varchar('status', { length: 16 }).notNull().default('ACTIVE'),
    ticketNumber: varchar('ticket_number', { length: 64 }).notNull(),
    driverName: varchar('driver_name', { length: 191 }),
    truckNumber: varchar('truck_number', { length: 32 }),
    simNumber: varchar('sim_number', { length: 64 }),
    vendorName: varchar('vendor_name', { length: 191 }),
    /** LOAD: the sum of its items' delivery weights; DELIVER: the refinery's net weight (kg). */
    netto: numeric('netto', QUANTITY),
    dobiQuality: numeric('dobi_quality', QUALITY),
    ffaQuality: numeric('ffa_quality', QUALITY),
    waterQuality: numeric('water_quality', QUALITY),
    inTime: ts('in_time'),
    outTime: ts('out_time'),
    note: text('note'),
    /** [{do_number, weight}]: the delivery orders on the ticket and their weights (kg, decimal text). */
    items: jsonb('items').notNull().default([]),
    file: text('file'),
    replacesId: ref('replaces_id'),
    correctionReason: text('correction_reason'),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wb_track_idx').on(t.trackId),
    // The trucks loaded on a weighbridge machine (the scorecard's auto WB, docs/performance.md): a
    // fifth of the loads, read whole by each vendor performance call instead of every ticket.
    index('wb_auto_load_idx').on(t.trackId).where(sql`kind = 'LOAD' and source = 'AUTO'`),
    // One ticket of each kind in force per track: two entries racing end as one success and one 409.
    uniqueIndex('wb_track_kind_active_uq').on(t.trackId, t.kind).where(sql`status = 'ACTIVE'`),
  ],
);

/**
 * An invoice: what the LSP bills one shipping company for one delivered shipment (docs/invoices.md).
 * DRAFT without a number; publishing gives it the next number of the LSP's year
 * (invoice_number_counters) and from then on nothing of it changes.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** "INV/2026/000001": null while DRAFT. */
    number: varchar('number', { length: 64 }),
    shipmentId: ref('shipment_id')
      .notNull()
      .references(() => shipments.id),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id),
    shipmentCompanyId: ref('shipment_company_id').references(() => shipmentCompanies.id),
    /** Rupiah per kg of loss beyond tolerance, the customer's when drafted (docs/invoices.md "Losses and claims"); null: no claim. */
    claimPrice: numeric('claim_price', MONEY),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    publishedAt: ts('published_at'),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_lsp_created_idx').on(t.logisticsServiceProviderId, t.createdAt, t.id),
    index('invoices_sc_idx').on(t.shipmentCompanyId, t.status),
    index('invoices_shipment_idx').on(t.shipmentId),
    uniqueIndex('invoices_lsp_number_uq').on(t.logisticsServiceProviderId, t.number),
    // One invoice per shipment and shipping company (a shipment may carry several companies' orders).
    uniqueIndex('invoices_shipment_company_uq').on(t.shipmentId, t.shipmentCompanyId),
  ],
);

/** The last invoice number given per LSP and year: locked FOR UPDATE while publishing (gap-free, unlike a sequence). */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.logisticsServiceProviderId, t.year] })],
);

/** One line of an invoice: one order carried by one plate (truck) of one vendor. */
export const invoiceDetails = pgTable(
  'invoice_details',
  {
    id: id(),
    invoiceId: ref('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    vehicleDetailId: ref('vehicle_detail_id').references(() => vehicleDetails.id),
    /** The vendor whose truck ran the line: it sees this line (and no other vendor's). */
    vendorId: ref('vendor_id').references(() => vendors.id),
    cost: numeric('cost', MONEY).notNull().default('0'),
    totalOdometer: numeric('total_odometer', DISTANCE),
    /** The netto of the line's trucks when drafted (kg, weighbridge tickets in force): loaded, delivered, allowed by the tolerance (null: none set). */
    nettoPickup: numeric('netto_pickup', QUANTITY),
    nettoDropoff: numeric('netto_dropoff', QUANTITY),
    allowedLoss: numeric('allowed_loss', QUANTITY),
    /** The loss beyond tolerance times the invoice's claim price, rounded to the sen: deducted from the line. */
    claim: numeric('claim', MONEY).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('invoice_details_invoice_idx').on(t.invoiceId, t.id), index('invoice_details_vendor_idx').on(t.vendorId, t.invoiceId)],
);

export const invoiceFees = pgTable(
  'invoice_fees',
  {
    id: id(),
    invoiceId: ref('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    invoiceDetailId: ref('invoice_detail_id').references(() => invoiceDetails.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    cost: numeric('cost', MONEY).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_fees_invoice_idx').on(t.invoiceId, t.id)],
);

/** Who has opened a published invoice: the shipping company, or a vendor (its lines). The menu badges count the others. */
export const invoiceReads = pgTable(
  'invoice_reads',
  {
    invoiceId: ref('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** 'COMPANY' or 'VENDOR'. */
    party: varchar('party', { length: 8 }).notNull(),
    partyId: integer('party_id').notNull(),
    readAt: ts('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.party, t.partyId] })],
);

/**
 * A key weighbridge software posts tickets with (docs/weighbridge.md "Machine tickets"): one LSP's,
 * shown once when made; only its sha256 is kept (a 256-bit random secret needs no slow hash) and
 * its first characters, to tell keys apart in the list. Revoked keys stay listed, refused.
 */
export const weighbridgeApiKeys = pgTable(
  'weighbridge_api_keys',
  {
    id: id(),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('wb_api_keys_hash_uq').on(t.hash), index('wb_api_keys_lsp_idx').on(t.logisticsServiceProviderId, t.id)],
);

/**
 * Every ticket weighbridge software posted, as it posted it (`payload`), matched to a truck
 * (MATCHED, with the weighbridge ticket it made) or kept for the LSP to match by hand (UNMATCHED,
 * with why). One row per LSP, kind and ticket number: the same ticket posted again is recorded once.
 */
export const weighbridgeMachineTickets = pgTable(
  'weighbridge_machine_tickets',
  {
    id: id(),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    apiKeyId: ref('api_key_id').references(() => weighbridgeApiKeys.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    ticketNumber: varchar('ticket_number', { length: 64 }).notNull(),
    plateNumber: varchar('plate_number', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('UNMATCHED'),
    /** Why it is not matched: a message key (no truck of that plate carrying those DOs, or the truck's refusal). */
    problem: varchar('problem', { length: 64 }),
    payload: jsonb('payload').notNull(),
    ticketId: ref('ticket_id').references(() => weighbridgeTickets.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wb_machine_ticket_uq').on(t.logisticsServiceProviderId, t.kind, t.ticketNumber),
    index('wb_machine_status_idx').on(t.logisticsServiceProviderId, t.status, t.id),
  ],
);
