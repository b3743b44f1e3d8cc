// Notifications, exports, logs and geofence alerts.
import { index, jsonb, pgTable, text, varchar, doublePrecision } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, ts } from './columns.ts';
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

export const exportFiles = pgTable(
  'export_files',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 191 }).notNull(),
    file: text('file'),
    status: varchar('status', { length: 16 }).notNull().default('READY'),
    createdAt: createdAt(),
  },
  (t) => [index('export_files_user_idx').on(t.userId)],
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

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    typeActivity: varchar('type_activity', { length: 32 }).notNull(),
    description: text('description').notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('activity_logs_created_idx').on(t.createdAt), index('activity_logs_user_idx').on(t.userId)],
);

export const geofenceAlerts = pgTable(
  'geofence_alerts',
  {
    id: id(),
    geofenceId: ref('geofence_id')
      .notNull()
      .references(() => geofences.id, { onDelete: 'cascade' }),
    trackId: ref('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('geofence_alerts_geofence_idx').on(t.geofenceId), index('geofence_alerts_track_idx').on(t.trackId)],
);
