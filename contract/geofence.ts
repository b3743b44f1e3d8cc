// Geofences (issue 24, docs/tracking.md "Geofences and alerts"): areas an LSP draws on the map (a
// mill, a refinery, a forbidden zone where cargo gets stolen) and the alerts its trucks raise by
// entering, leaving or stopping inside one. Imports only zod: the browser bundles this file.
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { boundedNumber, optionalId, optionalText, readInteger, requiredText, text } from './fields.ts';
import { messageRef } from './message-ref.ts';
import { GEOFENCE_ALERT_STATES } from './states.ts';

export const GEOFENCE_KINDS = ['MILL', 'REFINERY', 'FORBIDDEN', 'OTHER'] as const;
export const GEOFENCE_SHAPES = ['CIRCLE', 'POLYGON'] as const;
export const GEOFENCE_ALERT_TYPES = ['geofence_enter', 'geofence_exit', 'geofence_mafia'] as const;
export type GeofenceKind = (typeof GEOFENCE_KINDS)[number];
export type GeofenceShape = (typeof GEOFENCE_SHAPES)[number];
export type GeofenceAlertType = (typeof GEOFENCE_ALERT_TYPES)[number];

export const RADIUS_MIN_M = 50;
export const RADIUS_MAX_M = 50_000;
export const POLYGON_MIN_POINTS = 3;
export const POLYGON_MAX_POINTS = 100;
export const DWELL_DEFAULT_S = 120;
export const DWELL_MAX_S = 3600;
/** A truck still inside a forbidden zone for this long at least (or its dwell, if longer) raises the mafia alert. */
export const MAFIA_MIN_STILL_S = 300;
/** The most geofences one LSP keeps, and so the most one list answers. */
export const GEOFENCES_MAX = 500;
/** The most rows an alert export holds (the newest first): past it, narrower filters. */
export const ALERT_EXPORT_MAX = 5000;

const latitude = boundedNumber(-90, 90, 'validation.latitude');
const longitude = boundedNumber(-180, 180, 'validation.longitude');
const point = z.tuple([latitude, longitude], { error: 'validation.geofencePoint' });

const sameSpot = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** A polygon that encloses something: enough distinct corners, not all on one line. */
export function polygonProblem(points: readonly (readonly number[])[]): 'validation.geofenceDistinct' | 'validation.geofenceFlat' | null {
  const distinct = points.filter((p, i) => !points.slice(0, i).some((q) => sameSpot(p, q)));
  if (distinct.length < POLYGON_MIN_POINTS) return 'validation.geofenceDistinct';
  let twiceArea = 0;
  for (const [i, p] of distinct.entries()) {
    const q = distinct[(i + 1) % distinct.length]!;
    twiceArea += p[1]! * q[0]! - q[1]! * p[0]!;
  }
  // Under ~1 m² (in squared degrees at the equator): the corners are on one line.
  return Math.abs(twiceArea) < 1e-10 ? 'validation.geofenceFlat' : null;
}

const dwell = z.preprocess(
  readInteger,
  z.number({ error: 'validation.integer' }).int('validation.integer').min(0, messageRef('validation.min', { min: 0 })).max(DWELL_MAX_S, messageRef('validation.max', { max: DWELL_MAX_S })),
);

/** What the LSP sends to make or change a geofence; the shape's fields are checked by shape. */
export const geofenceBody = z
  .object({
    name: requiredText(191),
    kind: z.enum(GEOFENCE_KINDS, { error: messageRef('validation.choice', { choices: GEOFENCE_KINDS.join(', ') }) }),
    shape: z.enum(GEOFENCE_SHAPES, { error: messageRef('validation.choice', { choices: GEOFENCE_SHAPES.join(', ') }) }),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    /** Whole metres. */
    radius_m: z
      .preprocess(
        readInteger,
        z.number({ error: 'validation.integer' }).int('validation.integer').min(RADIUS_MIN_M, messageRef('validation.min', { min: RADIUS_MIN_M })).max(RADIUS_MAX_M, messageRef('validation.max', { max: RADIUS_MAX_M })),
      )
      .optional(),
    points: z.array(point).max(POLYGON_MAX_POINTS, 'validation.geofencePoints').optional(),
    dwell_seconds: dwell.optional().default(DWELL_DEFAULT_S),
    note: optionalText(1000),
  })
  .superRefine((b, ctx) => {
    const need = (path: string, message = 'validation.required') => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.shape === 'CIRCLE') {
      if (b.latitude === undefined) need('latitude');
      if (b.longitude === undefined) need('longitude');
      if (b.radius_m === undefined) need('radius_m', 'validation.geofenceRadius');
      return;
    }
    if (!b.points || b.points.length < POLYGON_MIN_POINTS) return need('points', 'validation.geofencePoints');
    const problem = polygonProblem(b.points);
    if (problem) need('points', problem);
  });
export type GeofenceBody = z.input<typeof geofenceBody>;

export const geofenceRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(GEOFENCE_KINDS),
  shape: z.enum(GEOFENCE_SHAPES),
  /** The centre of a circle; of a polygon, the middle of its bounding box (where the map zooms to). */
  latitude: z.number(),
  longitude: z.number(),
  radius_m: z.number().nullable(),
  points: z.array(z.tuple([z.number(), z.number()])).nullable(),
  dwell_seconds: z.number().int(),
  note: z.string().nullable(),
  created_at: isoDate,
});
export type GeofenceRecord = z.infer<typeof geofenceRecord>;

export const geofenceList = listDecl({
  search: ['name'],
  defaultSearch: ['name'],
  sort: ['name', 'created_at'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['kind'],
  // Every geofence of the LSP on one page (the map shows them all); at most GEOFENCES_MAX exist.
  defaultEntries: GEOFENCES_MAX,
});

// ---- alerts ---------------------------------------------------------------------------------

export const geofenceAlertRecord = z.object({
  id: z.number().int(),
  type: z.enum(GEOFENCE_ALERT_TYPES),
  status: z.enum(GEOFENCE_ALERT_STATES),
  geofence: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(GEOFENCE_KINDS) }),
  track_id: z.number().int(),
  shipment: z.object({ id: z.number().int(), identity: z.string() }).nullable(),
  plate_number: z.string().nullable(),
  driver_name: z.string().nullable(),
  vendor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** When the truck entered, left or stopped (the start of the dwell that raised the alert). */
  started_at: isoDate,
  raised_at: isoDate,
  acknowledged_by: z.string().nullable(),
  acknowledged_at: isoDate.nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: isoDate.nullable(),
});
export type GeofenceAlertRecord = z.infer<typeof geofenceAlertRecord>;

export const geofenceAlertList = listDecl({
  search: ['plate_number', 'driver_name', 'geofence.name'],
  defaultSearch: ['plate_number', 'driver_name', 'geofence.name'],
  sort: ['raised_at', 'started_at'],
  defaultSort: { column: 'raised_at', type: 'desc' },
  filter: ['type', 'status', 'vendor_id', 'geofence_id'],
  dates: ['raised_at'],
  defaultEntries: 10,
});

/** The list query, with the spec's `search` and `vendor_id` (spec 1: GET /v1/alert/geofencing). */
export const geofenceAlertQuery = listQuery.extend({ search: text(200).optional(), vendor_id: optionalId() });
/** The export's filters (kind GEOFENCE_ALERTS, docs/exports.md): the list's, every matching alert up to ALERT_EXPORT_MAX (no page, cursor or page size). */
export const geofenceAlertExportQuery = geofenceAlertQuery.omit({ page: true, cursor: true, entries: true });
export type GeofenceAlertExportQuery = z.output<typeof geofenceAlertExportQuery>;

const alertCall = (action: 'acknowledge' | 'resolve') =>
  call({ method: 'PUT', path: `/v1/alert/geofencing/:id/${action}`, summary: `Marks an alert ${action === 'acknowledge' ? 'acknowledged (seen, being handled)' : 'resolved'} (states table: geofenceAlert)`, access: roles.lsp, params: idParams, response: dataAnswer(geofenceAlertRecord).extend({ message: z.string() }) });

export const geofences = {
  list: call({ method: 'GET', path: '/v1/geofences', summary: "The LSP's geofences (search_key: name, case-insensitive contains; at most 500)", access: roles.lsp, query: listQuery, response: pagedAnswer(geofenceRecord) }),
  create: call({ method: 'POST', path: '/v1/geofences', summary: 'Draw a geofence: a circle (centre, radius 50..50,000 m) or a polygon (3..100 points)', access: roles.lsp, body: geofenceBody, response: dataAnswer(geofenceRecord).extend({ message: z.string() }) }),
  update: call({ method: 'PUT', path: '/v1/geofences/:id', summary: 'Change a geofence (the whole of it, as POST)', access: roles.lsp, params: idParams, body: geofenceBody, response: dataAnswer(geofenceRecord).extend({ message: z.string() }) }),
  remove: call({ method: 'DELETE', path: '/v1/geofences/:id', summary: 'Delete a geofence and its alerts', access: roles.lsp, params: idParams, response: messageSchema }),
  alerts: call({ method: 'GET', path: '/v1/alert/geofencing', summary: "The LSP's geofence alerts, newest first (search: plate, driver, geofence; filter_columns=type&filter_keys=geofence_mafia; vendor_id; status)", access: roles.lsp, query: geofenceAlertQuery, response: pagedAnswer(geofenceAlertRecord) }),
  exportAlerts: call({ method: 'GET', path: '/v1/alert/geofencing/export-excel', summary: "The alerts the list's filters select as a spreadsheet (geofence-alerts.xlsx, at most 5,000 rows), in the caller's language; kept in Export files", access: roles.lsp, query: geofenceAlertQuery, file: true, response: z.any() }),
  acknowledge: alertCall('acknowledge'),
  resolve: alertCall('resolve'),
};
