// The administrators' user activity log (spec 1 §7 GET /v1/log/activities, menu "user activity
// log"; docs/activity-log.md): sign-ins, sign-outs, and every create, update, delete and state
// change a signed-in user made to the tables below, with who, their role and organisation then,
// the record, the changed fields as before and after, the address and the request id.
import { z } from 'zod';
import { roles } from './access.ts';
import { readInteger, text } from './fields.ts';
import { ROLES, call, isoDate, listDate, listDecl, listQuery, MAX_ENTRIES, pagedAnswer } from './lib.ts';
import { messageRef } from './message-ref.ts';

export const ACTIVITY_TYPES = ['SIGN_IN', 'SIGN_OUT', 'CREATE', 'UPDATE', 'DELETE', 'STATE_CHANGE'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * The tables whose changes are logged (their SQL names; migration 0029 gives each a trigger, a
 * server test checks the database has exactly these). What a person keeps and changes: accounts,
 * organisations, master data, the freight flow, weights, invoices, geofences. Not logged: the log
 * itself, sessions and secrets, notifications, GPS positions and other bookkeeping.
 */
export const AUDITED_TABLES = [
  'logistics_service_providers',
  'shipment_companies',
  'vendors',
  'vendor_collaborations',
  'users',
  'permissions',
  'settings',
  'products',
  'location_groups',
  'pickup_dropoff_locations',
  'vehicle_types',
  'vehicle_features',
  'license_categories',
  'vehicles',
  'drivers',
  'driver_licenses',
  'vehicle_details',
  'geofences',
  'points_of_interest',
  'orders',
  'suborders',
  'shipments',
  'shipment_vendors',
  'shipment_vendor_vehicles',
  'tracks',
  'weighbridge_tickets',
  'invoices',
  'invoice_fees',
  'weighbridge_api_keys',
  'geofence_alerts',
] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];

/** A field's value before and after (one record); neither when several records changed differently. */
export const activityChange = z.object({ before: z.unknown().optional(), after: z.unknown().optional() });

export const activityRow = z.object({
  id: z.number().int(),
  type_activity: z.enum(ACTIVITY_TYPES),
  /** The table changed (one of AUDITED_TABLES); null for a sign-in or sign-out. */
  entity: z.string().nullable(),
  /** The records' ids (or keys), at most 20, and how many the change touched in all. */
  record_keys: z.array(z.string()),
  record_count: z.number().int(),
  /** Field name -> before / after (a single record; secrets never kept). */
  changes: z.record(z.string(), activityChange).nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The role and organisation the user acted in, as they were then. */
  role: z.enum(ROLES).nullable(),
  organisation: z.object({ kind: z.enum(['LOGISTIC_SERVICE_PROVIDER', 'SHIPMENT_COMPANY', 'VENDOR']), id: z.number().int(), name: z.string().nullable() }).nullable(),
  ip: z.string().nullable(),
  /** The browser of a sign-in or sign-out (its User-Agent, cut to 300 characters). */
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: isoDate,
});
export type ActivityRow = z.infer<typeof activityRow>;

export const activityList = listDecl({
  search: ['user.name', 'user.email'],
  defaultSearch: ['user.name'],
  sort: ['created_at'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['type_activity', 'user_id', 'entity'],
  dates: ['created_at'],
  defaultEntries: 15,
});

/** The spec's own names (per_page, search, type_activity, from_date, to_date) next to the list's. */
export const activityQuery = listQuery.extend({
  per_page: z.preprocess(
    readInteger,
    z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(1, messageRef('validation.min', { min: 1 }))
      .max(MAX_ENTRIES, messageRef('validation.max', { max: MAX_ENTRIES }))
      .optional(),
  ),
  search: text(200).optional(),
  type_activity: z.enum(ACTIVITY_TYPES, { error: 'validation.invalid' }).optional(),
  from_date: listDate(),
  to_date: listDate(),
});
export type ActivityQuery = z.output<typeof activityQuery>;

export const activityLog = {
  list: call({
    method: 'GET',
    path: '/v1/log/activities',
    summary: 'The user activity log, newest first: sign-ins, sign-outs and every change made by a signed-in user (administrators)',
    access: roles.admin,
    query: activityQuery,
    response: pagedAnswer(activityRow),
  }),
};
