// Notifications, exports, logs and geofence alerts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar, doublePrecision } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, ts, updatedAt } from './columns.ts';
import { logisticsServiceProviders, users } from './accounts.ts';
import { geofences } from './master.ts';
import { shipments, tracks } from './orders.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Title and HTML body in each language (spec 1 §2: the drawer shows them in the reader's
    // language); server/lib/notifications.ts writes both from one message key and its values.
    titleEn: varchar('title_en', { length: 191 }).notNull(),
    titleId: varchar('title_id', { length: 191 }).notNull(),
    bodyEn: text('body_en').notNull(),
    bodyId: text('body_id').notNull(),
    tag: varchar('tag', { length: 32 }),
    shipmentId: ref('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A spreadsheet export (docs/exports.md) of an LSP's user, listed in the LSP's /export-files and
 * downloadable until deleted. Its life cycle is `exportFileMachine` (contract/states.ts); the file
 * lives in the documents area (`file`), never public.
 */
export const exportFiles = pgTable(
  'export_files',
  {
    id: id(),
    logisticsServiceProviderId: ref('logistics_service_provider_id').references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    /** Who asked for it; kept null when that user is deleted (the export stays the LSP's). */
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 32 }).notNull().default('INCOMING_TRUCKS'),
    name: varchar('name', { length: 191 }).notNull(),
    /** The filters the export was asked with, as the call received them (validated). */
    filters: jsonb('filters').notNull().default({}),
    /** The language of its headers and labels. */
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    file: text('file'),
    status: varchar('status', { length: 16 }).notNull().default('QUEUED'),
    /** 0-100 while RUNNING. */
    progress: integer('progress').notNull().default(0),
    rows: integer('rows'),
    size: integer('size'),
    /** Why it FAILED (a message key, never a stack). */
    error: varchar('error', { length: 191 }),
    /** Runs taken so far: a stopped process's job is taken up again, up to a limit. */
    attempts: integer('attempts').notNull().default(0),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('export_files_user_idx').on(t.userId), index('export_files_lsp_created_idx').on(t.logisticsServiceProviderId, t.createdAt)],
);

/** System and integration logs (weighbridge pushes, mirroring). */
export const logs = pgTable(
  'logs',
  {
    id: id(),
    logisticsServiceProviderId: ref('logistics_service_provider_id').references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    body: text('body').notNull(),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('logs_type_created_idx').on(t.type, t.createdAt)],
);

/**
 * The activity mirroring log (docs/mirroring-log.md): one row per machine-to-machine exchange (a
 * weighbridge machine's ticket in, a weighbridge log pushed out, a fleet-management sync), written
 * in the exchange's transaction where it has one: which way, with whom, what, how it went (a short
 * reason when it failed), the records it concerns and the request that made it.
 */
export const mirroringLogs = pgTable(
  'mirroring_logs',
  {
    id: id(),
    direction: varchar('direction', { length: 8 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** Who was on the other side: a key's name, an endpoint's host, the local recorder, the FMS. */
    counterpart: varchar('counterpart', { length: 191 }).notNull(),
    outcome: varchar('outcome', { length: 8 }).notNull(),
    /** Why it failed, or a note on how it went (at most MIRROR_REASON_MAX characters). */
    reason: varchar('reason', { length: 200 }),
    /** The records it concerns: { log_id, ticket_id, machine_ticket_id, vendor_id, ... }. */
    related: jsonb('related').notNull().default({}),
    /** What was sent out (a push), as sent. */
    payload: jsonb('payload'),
    logisticsServiceProviderId: ref('logistics_service_provider_id'),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('mirroring_logs_created_idx').on(t.createdAt), index('mirroring_logs_kind_created_idx').on(t.kind, t.createdAt)],
);

/**
 * The administrators' user activity log (docs/activity-log.md): sign-ins and sign-outs written by
 * the auth calls, and every create, update, delete and state change a signed-in user's request
 * makes to an audited table, written by the table's trigger in the same transaction as the change
 * (server/lib/activity/). Who acted is kept as they were then: role and organisation ids.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: varchar('role', { length: 32 }),
    logisticsServiceProviderId: ref('logistics_service_provider_id'),
    shipmentCompanyId: ref('shipment_company_id'),
    vendorId: ref('vendor_id'),
    typeActivity: varchar('type_activity', { length: 32 }).notNull(),
    /** The audited table's name (null for a sign-in or sign-out). */
    entity: varchar('entity', { length: 64 }),
    /** The records the statement touched: their ids (or keys; at most 20 kept) and how many in all. */
    recordKeys: text('record_keys').array(),
    recordCount: integer('record_count').notNull().default(1),
    /** Of a single record: { column: { before, after } }, secrets and bookkeeping columns left out. */
    changes: jsonb('changes'),
    description: text('description').notNull().default(''),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt),
    index('activity_logs_user_idx').on(t.userId, t.createdAt),
    index('activity_logs_type_created_idx').on(t.typeActivity, t.createdAt),
  ],
);

/**
 * A geofence alert (docs/tracking.md "Geofences and alerts"). The truck's plate, driver and vendor
 * are kept as they were when it was raised: the alert is a record of that moment.
 */
export const geofenceAlerts = pgTable(
  'geofence_alerts',
  {
    id: id(),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    geofenceId: ref('geofence_id')
      .notNull()
      .references(() => geofences.id, { onDelete: 'cascade' }),
    trackId: ref('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    shipmentId: ref('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    vendorId: ref('vendor_id'),
    plateNumber: varchar('plate_number', { length: 32 }),
    driverName: varchar('driver_name', { length: 191 }),
    type: varchar('type', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('NEW'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    acknowledgedBy: ref('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: ts('acknowledged_at'),
    resolvedBy: ref('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    /** When it was raised. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the LSP's users were told (the bell); null: not yet (lib/geofences/tell.ts, off the GPS ingest's path). */
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    index('geofence_alerts_geofence_idx').on(t.geofenceId),
    // The alerts still to tell: few at any moment, found without reading the others.
    index('geofence_alerts_untold_idx').on(t.id).where(sql`notified_at is null`),
    // One alert per stay: two API processes judging the same positions raise it once (raise.ts inserts
    // with "on conflict do nothing"). It serves the track's alerts too (track_id leads).
    uniqueIndex('geofence_alerts_stay_unique').on(t.trackId, t.geofenceId, t.type, t.startedAt),
    index('geofence_alerts_lsp_created_idx').on(t.logisticsServiceProviderId, t.createdAt),
  ],
);

/**
 * Where each truck stands towards each geofence it is in or was just in: what detection needs to
 * go on from one batch of positions to the next (server/lib/geofences/detect.ts). A row is deleted
 * once the truck is out and nothing is pending, so the table holds only trucks near a geofence.
 */
export const geofencePresence = pgTable(
  'geofence_presence',
  {
    trackId: ref('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    geofenceId: ref('geofence_id')
      .notNull()
      .references(() => geofences.id, { onDelete: 'cascade' }),
    /** Inside without a break since (kept through a short excursion after the enter alert). */
    insideSince: ts('inside_since'),
    /** Outside without a break since (while an enter alert waits for its exit). */
    outsideSince: ts('outside_since'),
    /** Still (under STOPPED_BELOW_KMH or within STOP_RADIUS_M of this point) since. */
    stillSince: ts('still_since'),
    stillLat: doublePrecision('still_lat'),
    stillLon: doublePrecision('still_lon'),
    /** The newest position judged: older ones (out of order) change nothing. */
    lastSeenAt: ts('last_seen_at').notNull(),
    entered: boolean('entered').notNull().default(false),
    mafiaRaised: boolean('mafia_raised').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.geofenceId] }), index('geofence_presence_geofence_idx').on(t.geofenceId)],
);
