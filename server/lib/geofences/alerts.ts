// The LSP's geofence alerts: the list (spec 1: GET /v1/alert/geofencing, its `search` and
// `vendor_id` read as the list conventions' search_key and filter), its export, and the alert's
// life cycle (contract/states.ts geofenceAlertMachine: acknowledge, resolve).
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ALERT_EXPORT_MAX, geofenceAlertList, type GeofenceAlertExportQuery, type geofenceAlertQuery, type GeofenceAlertRecord } from '../../../contract/geofence.ts';
import { MAX_ENTRIES, type ListQuery } from '../../../contract/lib.ts';
import { geofenceAlertMachine } from '../../../contract/states.ts';
import type { Db } from '../../db/open.ts';
import { geofenceAlerts, geofences, shipments, users, vendors } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { notFound } from '../errors.ts';
import { answerList, col, localDayStart, planList, type ListContext, type ListSource } from '../list.ts';
import { applyTransition, assertTransition } from '../transitions.ts';
import { translate, type Locale } from '../../../contract/messages.ts';
import { iso, wibClock } from '../values.ts';
import { lspOf } from './fences.ts';

type Col = (typeof geofenceAlertList.search)[number] | (typeof geofenceAlertList.sort)[number] | (typeof geofenceAlertList.filter)[number];
type AlertQuery = z.output<typeof geofenceAlertQuery>;
/** The list's query, or the export's (every page: no page, cursor or page size). */
type AlertFilters = GeofenceAlertExportQuery & Partial<Pick<AlertQuery, 'page' | 'cursor' | 'entries'>>;

const ackUser = alias(users, 'ack_user');
const resUser = alias(users, 'res_user');
const a = geofenceAlerts;

const select = {
  alert: a,
  geofenceName: geofences.name,
  geofenceKind: geofences.kind,
  identity: shipments.identity,
  vendorName: vendors.name,
  ackBy: ackUser.name,
  resBy: resUser.name,
};
type Raw = { alert: typeof a.$inferSelect; geofenceName: string; geofenceKind: string; identity: string | null; vendorName: string | null; ackBy: string | null; resBy: string | null };

function toAlert(r: Raw): GeofenceAlertRecord {
  const x = r.alert;
  return {
    id: x.id,
    type: x.type as GeofenceAlertRecord['type'],
    status: x.status as GeofenceAlertRecord['status'],
    geofence: { id: x.geofenceId, name: r.geofenceName, kind: r.geofenceKind as GeofenceAlertRecord['geofence']['kind'] },
    track_id: x.trackId,
    shipment: x.shipmentId !== null && r.identity !== null ? { id: x.shipmentId, identity: r.identity } : null,
    plate_number: x.plateNumber,
    driver_name: x.driverName,
    vendor: x.vendorId !== null && r.vendorName !== null ? { id: x.vendorId, name: r.vendorName } : null,
    latitude: x.latitude,
    longitude: x.longitude,
    started_at: x.startedAt.toISOString(),
    raised_at: x.createdAt.toISOString(),
    acknowledged_by: r.ackBy,
    acknowledged_at: iso(x.acknowledgedAt),
    resolved_by: r.resBy,
    resolved_at: iso(x.resolvedAt),
  };
}

const rows = (db: Db) =>
  db
    .select(select)
    .from(a)
    .innerJoin(geofences, eq(geofences.id, a.geofenceId))
    .leftJoin(shipments, eq(shipments.id, a.shipmentId))
    .leftJoin(vendors, eq(vendors.id, a.vendorId))
    .leftJoin(ackUser, eq(ackUser.id, a.acknowledgedBy))
    .leftJoin(resUser, eq(resUser.id, a.resolvedBy))
    .$dynamic();

export const alertSource = (db: Db): ListSource<Col, Raw, GeofenceAlertRecord> => ({
  what: 'geofence-alerts',
  db,
  decl: geofenceAlertList,
  columns: {
    plate_number: col(a.plateNumber),
    driver_name: col(a.driverName),
    'geofence.name': col(geofences.name),
    raised_at: col(a.createdAt),
    started_at: col(a.startedAt),
    type: col(a.type),
    status: col(a.status),
    vendor_id: col(a.vendorId),
    geofence_id: col(a.geofenceId),
  },
  idColumn: a.id,
  rows: () => rows(db),
  keys: () => db.select({ id: a.id }).from(a).innerJoin(geofences, eq(geofences.id, a.geofenceId)).$dynamic(),
  toRow: toAlert,
});

/** The caller's alerts only. */
export const alertScope = (caller: Caller): SQL => eq(a.logisticsServiceProviderId, lspOf(caller));

/** The spec's `search` and `vendor_id` as the list conventions' search_key and a filter. */
export function alertListQuery(q: AlertFilters): ListQuery {
  const { search, vendor_id, ...rest } = q;
  const vendor = vendor_id === undefined ? null : String(vendor_id);
  return {
    ...rest,
    search_key: rest.search_key ?? search,
    filter_columns: vendor ? [...rest.filter_columns, 'vendor_id'] : rest.filter_columns,
    filter_keys: vendor ? [...rest.filter_keys, vendor] : rest.filter_keys,
  };
}

/**
 * The export's filters as it is recorded (kind GEOFENCE_ALERTS, docs/exports.md), checked against
 * the list now (an unknown column or a bad value is 400 before anything is written): the list's
 * parameters as the call takes them (lists as comma text), its dates as the instants the caller's
 * timezone makes of them, so that the job, which has no timezone, reads the same alerts.
 */
export function alertExportFilters(db: Db, lspId: number, q: GeofenceAlertExportQuery, tzOffsetMinutes: number): Record<string, string | number> {
  const source = alertSource(db);
  planList(source.decl, source.columns, alertListQuery(q), { what: source.what, scope: eq(a.logisticsServiceProviderId, lspId), idColumn: source.idColumn, tzOffsetMinutes });
  // A day-only end date includes its whole day: its last millisecond (list.ts reads an instant end as included).
  // The first and last days a list date names ("from 0001-01-01", "until 9999-12-31": no bound) are kept as days.
  const day = (v: string, end: boolean) => {
    const at = new Date(localDayStart(v, tzOffsetMinutes).getTime() + (end ? 86_400_000 - 1 : 0));
    return /^\d{4}-\d{2}-\d{2}$/.test(v) && at.getUTCFullYear() > 1 && at.getUTCFullYear() < 9999 ? at.toISOString() : v;
  };
  const filters: Record<string, string | number | undefined> = {
    ...q,
    search_columns: q.search_columns.join(','),
    filter_columns: q.filter_columns.join(','),
    filter_keys: q.filter_keys.join(','),
    filter_date_start: q.filter_date_start && day(q.filter_date_start, false),
    filter_date_end: q.filter_date_end && day(q.filter_date_end, true),
  };
  return Object.fromEntries(Object.entries(filters).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ''));
}

/** The alerts the filters select, newest first, page after page up to ALERT_EXPORT_MAX (the export). */
export async function alertsToExport(db: Db, q: AlertFilters, ctx: ListContext): Promise<GeofenceAlertRecord[]> {
  const rows: GeofenceAlertRecord[] = [];
  for (let page = 1; rows.length < ALERT_EXPORT_MAX; page++) {
    const { data, meta } = await answerList(alertSource(db), { ...alertListQuery(q), cursor: undefined, page, entries: MAX_ENTRIES }, ctx);
    rows.push(...data);
    if (page >= meta.last_page) break;
  }
  return rows.slice(0, ALERT_EXPORT_MAX);
}

async function alertOf(db: Db, caller: Caller, id: number): Promise<GeofenceAlertRecord> {
  const [row] = await rows(db).where(and(eq(a.id, id), alertScope(caller)));
  if (!row) throw notFound();
  return toAlert(row);
}

/** Acknowledges or resolves an alert of the caller's: 404 outside them, 409 when its state does not allow it. */
export async function moveAlert(db: Db, caller: Caller, id: number, action: 'acknowledge' | 'resolve', now: Date): Promise<GeofenceAlertRecord> {
  const alert = await alertOf(db, caller, id);
  assertTransition(geofenceAlertMachine, alert.status, action, caller.role);
  const set = action === 'acknowledge' ? { acknowledgedBy: caller.userId, acknowledgedAt: now } : { resolvedBy: caller.userId, resolvedAt: now };
  await db.transaction((tx) => applyTransition(tx, geofenceAlertMachine, [id], action, now, set));
  return alertOf(db, caller, id);
}

const EXPORT_COLUMNS = ['type', 'status', 'geofence', 'kind', 'shipment', 'plate_number', 'driver', 'vendor', 'latitude', 'longitude', 'started_at', 'raised_at', 'acknowledged_by', 'resolved_by'] as const;

/** The alerts' spreadsheet rows (the first the header) in `locale`, times in WIB. */
export function alertSheetRows(alerts: readonly GeofenceAlertRecord[], locale: Locale): unknown[][] {
  const label = (key: string) => translate(locale, `geofence.${key}`);
  const rows = alerts.map((x) => [label(x.type), translate(locale, `state.${x.status}`), x.geofence.name, label(x.geofence.kind), x.shipment?.identity ?? null, x.plate_number, x.driver_name, x.vendor?.name ?? null, x.latitude, x.longitude, wibClock(x.started_at), wibClock(x.raised_at), x.acknowledged_by, x.resolved_by]);
  return [EXPORT_COLUMNS.map(label), ...rows];
}
