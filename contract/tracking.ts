// Live tracking (issue 24, docs/tracking.md): positions in over the OsmAnd protocol (Traccar Client,
// OsmAnd, Traccar's position forwarding), a plate's device id, the trucks' live positions and the
// playback of a track. Imports only zod: the browser bundles this file.
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate, pagedAnswer, writtenAsBuilt } from './lib.ts';
import { hasNoControlCharacters, readDecimal, readInteger, text } from './fields.ts';
import { messageRef } from './message-ref.ts';

// ---- the device id ---------------------------------------------------------------------------

/** A device id set on a plate: long and random, since the protocol carries no other secret. */
export const DEVICE_ID_MIN = 16;
export const DEVICE_ID_MAX = 64;
const DEVICE_ID = /^[A-Za-z0-9_-]+$/;
/** At least this many different characters: "aaaaaaaaaaaaaaaa" or "1234567890123456"-like runs are guessable. */
const DEVICE_ID_DISTINCT = 8;

export const isStrongDeviceId = (s: string) => s.length >= DEVICE_ID_MIN && s.length <= DEVICE_ID_MAX && DEVICE_ID.test(s) && new Set(s).size >= DEVICE_ID_DISTINCT;

/** The id a device reports with (any id the apps send, up to 64 characters: unknown ones are only counted). */
const reportedId = z.string().trim().min(1).max(DEVICE_ID_MAX).refine(hasNoControlCharacters, 'validation.controlChars');

// ---- positions in (OsmAnd protocol) ----------------------------------------------------------

/**
 * A number of the protocol, as query text or JSON number, within a sane bound. Latitude outside
 * -90..90 (but within the bound) is stored and marked, not refused (docs/tracking.md).
 */
const protocolNumber = (bound: number) =>
  z.preprocess(readDecimal, z.number({ error: 'validation.positionNumber' }).finite('validation.positionNumber').min(-bound, 'validation.positionNumber').max(bound, 'validation.positionNumber').optional());

/** seconds, milliseconds (both since 1970) or an ISO date and time. */
const positionTime = z
  .union([z.number(), text(40)], { error: 'validation.positionTime' })
  .optional()
  .refine((v) => v === undefined || parsePositionTime(v) !== null, 'validation.positionTime');

/** The instant a protocol timestamp stands for, or null. Seconds below 1e11, milliseconds above. */
export function parsePositionTime(v: number | string): Date | null {
  const n = typeof v === 'number' ? v : /^\d{1,16}(\.\d+)?$/.test(v) ? Number(v) : NaN;
  const ms = Number.isFinite(n) ? (n < 1e11 ? n * 1000 : n) : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v) ? Date.parse(v) : NaN;
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  return d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100 ? d : null;
}

/** OsmAnd / Traccar Client (before 9) parameters, in the query or a form body. Unknown ones are ignored. */
export const osmandFields = z.object({
  id: reportedId.optional(),
  deviceid: reportedId.optional(),
  lat: protocolNumber(1e6),
  lon: protocolNumber(1e6),
  timestamp: positionTime,
  /** knots */
  speed: protocolNumber(1e5),
  bearing: protocolNumber(1e5),
  heading: protocolNumber(1e5),
  altitude: protocolNumber(1e6),
  accuracy: protocolNumber(1e7),
  hdop: protocolNumber(1e5),
  /** battery, percent */
  batt: protocolNumber(1e5),
  charge: z.union([z.boolean(), text(8)]).optional(),
});
export type OsmandFields = z.infer<typeof osmandFields>;

/** Traccar Client 9 and later: a JSON body. speed in m/s (-1: unknown), battery level 0..1. */
export const traccarClientBody = z.object({
  device_id: reportedId,
  location: z.object({
    timestamp: positionTime,
    coords: z.object({
      latitude: protocolNumber(1e6),
      longitude: protocolNumber(1e6),
      speed: protocolNumber(1e5),
      heading: protocolNumber(1e5),
      altitude: protocolNumber(1e6),
      accuracy: protocolNumber(1e7),
    }),
    battery: z.object({ level: protocolNumber(1e3), is_charging: z.boolean().optional() }).optional(),
    is_moving: z.boolean().optional(),
    odometer: protocolNumber(1e10),
    event: z.string().max(64).optional(),
  }),
});
export type TraccarClientBody = z.infer<typeof traccarClientBody>;

/** The largest position body: a Traccar Client location is a few hundred bytes. */
export const POSITION_BODY_BYTES = 16 * 1024;

/** Where devices report: the server address shown with the id (and as a QR code later). */
export const OSMAND_PATH = '/v1/positions/osmand';

const ingestAnswer = z.object({ message: z.string() });

// ---- reads -----------------------------------------------------------------------------------

export { livePosition, liveTruck, type LiveTruck } from './live-truck.ts';
import { liveTruck, type LiveTruck } from './live-truck.ts';
import { incomingExportQuery, incomingQuery, incomingTruck } from './incoming.ts';

/** Silent: no position for this long. */
export const SILENT_AFTER_MS = 15 * 60_000;
/** Stopped: slower than this (km/h). */
export const STOPPED_BELOW_KMH = 2;
/** The most trucks one live answer holds (hundreds are expected). */
export const LIVE_TRUCKS_MAX = 5000;

/** Silent and never-reported trucks are the ones a dispatcher calls: they stand out and come first. */
export const needsAttention = (signal: LiveTruck['signal']) => signal === 'SILENT' || signal === 'NO_SIGNAL';

/** The shipping status of trucks' page size (spec 1 §7: entries default 8). */
export const SHIPPING_STATUS_ENTRIES = 8;
export const SHIPPING_STATUS_ENTRIES_MAX = 100;

/**
 * The shipping status of trucks (spec 1 §2): the trucks on the road matching `search` (plate,
 * driver, vendor or shipment, any case), those needing attention first, then by plate.
 */
export function shippingStatusOrder(trucks: readonly LiveTruck[], search: string | undefined): LiveTruck[] {
  const needle = (search ?? '').trim().toLocaleLowerCase('id');
  const matches = needle
    ? trucks.filter((t) => [t.plate_number, t.driver_name, t.vendor_name, t.shipment_identity].some((v) => v?.toLocaleLowerCase('id').includes(needle)))
    : [...trucks];
  return matches.sort((a, b) => Number(needsAttention(b.signal)) - Number(needsAttention(a.signal)) || (a.plate_number ?? '').localeCompare(b.plate_number ?? ''));
}

export const shippingStatusQuery = z.object({
  page: z.preprocess(readInteger, z.number({ error: 'validation.integer' }).int('validation.integer').min(1, messageRef('validation.min', { min: 1 })).max(100_000, messageRef('validation.max', { max: 100_000 })).optional()),
  entries: z.preprocess(readInteger, z.number({ error: 'validation.integer' }).int('validation.integer').min(1, messageRef('validation.min', { min: 1 })).max(SHIPPING_STATUS_ENTRIES_MAX, messageRef('validation.max', { max: SHIPPING_STATUS_ENTRIES_MAX })).optional()),
  search: text(100).optional(),
});

export const truckStatus = z.object({
  total: z.number().int(),
  moving: z.number().int(),
  stopped: z.number().int(),
  silent: z.number().int(),
  no_signal: z.number().int(),
});

/** A shipment's truck, with the path driven so far (thinned to at most PATH_POINTS_MAX points). */
export const shipmentLiveTrack = liveTruck.extend({
  /** [latitude, longitude] pairs in time order; absurd positions left out. */
  path: z.array(z.tuple([z.number(), z.number()])),
  stops: z.array(z.object({ latitude: z.number(), longitude: z.number(), started_at: isoDate, seconds: z.number() })),
});
export const PATH_POINTS_MAX = 2000;

// ---- playback --------------------------------------------------------------------------------

/** A stop: still (under STOPPED_BELOW_KMH, within STOP_RADIUS_M) for over 5 minutes. */
export const STOP_MIN_SECONDS = 5 * 60;
export const STOP_RADIUS_M = 50;
/** A gap: no position for over 5 minutes while the trip went on. */
export const GAP_MIN_SECONDS = 5 * 60;
/** The most positions one playback answer holds (about 45 bytes each): past it, read on from next_from. */
export const PLAYBACK_POINTS_MAX = 200_000;
/** The longest range one playback asks for. */
export const PLAYBACK_MAX_DAYS = 31;

const wibDate = z.iso.date({ error: 'validation.date' });
const wibTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'validation.hourFormat');

export const playbackQuery = z.object({
  /** The range in WIB (spec 1 §9): dates YYYY-MM-DD, times HH:mm or HH:mm:ss. */
  from_date: wibDate,
  from_time: wibTime.optional(),
  to_date: wibDate,
  to_time: wibTime.optional(),
  /** Thin for drawing: leave out points closer than this many metres to the line (Douglas-Peucker); absent: every position. */
  simplify_m: z.preprocess(readDecimal, z.number().finite().min(0).max(10_000).optional()),
  /** Read on from here (the previous answer's next_from). */
  after: z.iso.datetime({ offset: true }).optional(),
});

export const playbackAnswer = z.object({
  track_id: z.number().int(),
  source: z.string(),
  /** The instant `points`' seconds count from (the first position's), null when empty. */
  start: isoDate.nullable(),
  /** [seconds after start, latitude, longitude, speed km/h or null, heading or null, 1 when absurd else 0], time order. */
  points: z.array(z.tuple([z.number(), z.number(), z.number(), z.number().nullable(), z.number().nullable(), z.number().int()])),
  thinned: z.boolean(),
  /** Indices into points (of the unthinned answer when thinned is false). */
  stops: z.array(z.object({ started_at: isoDate, ended_at: isoDate, seconds: z.number(), latitude: z.number(), longitude: z.number() })),
  gaps: z.array(z.object({ started_at: isoDate, ended_at: isoDate, seconds: z.number() })),
  summary: z.object({
    positions: z.number().int(),
    /** haversine, R = 6371000 m (spec 1 §9); absurd positions left out */
    distance_m: z.number(),
    driving_seconds: z.number(),
    stopped_seconds: z.number(),
    stops: z.number().int(),
    absurd: z.number().int(),
  }),
  /** More positions in the range: ask again with after = next_from. */
  next_from: isoDate.nullable(),
});
export type PlaybackAnswer = z.infer<typeof playbackAnswer>;

// ---- devices ---------------------------------------------------------------------------------

export const gpsDevice = z.object({
  vehicle_detail_id: z.number().int(),
  device_id: z.string().nullable(),
  /** The address devices report to (this server's OsmAnd endpoint). */
  server_url: z.string(),
  last_position_at: isoDate.nullable(),
});

export const deviceIdBody = z.object({
  device_id: text(DEVICE_ID_MAX)
    .refine(isStrongDeviceId, 'validation.deviceId')
    .nullable(),
});

export const unknownDevice = z.object({ device_id: z.string(), first_seen_at: isoDate, last_seen_at: isoDate, reports: z.number().int() });
/** The unknown devices listed: the most recent ones, seen within a day. */
export const UNKNOWN_DEVICES_MAX = 100;

export const pointOfInterest = z.object({ id: z.number().int(), name: z.string(), category: z.string().nullable(), latitude: z.number(), longitude: z.number() });
export const POI_MAX = 2000;

const searchQuery = z.object({ search_key: text(100).optional() });

export const tracking = {
  ingestGet: call({
    method: 'GET',
    path: OSMAND_PATH,
    summary: 'A position over the OsmAnd protocol (query: id or deviceid, lat, lon, timestamp, speed in knots…); no token, the device id is the credential',
    access: 'public',
    query: osmandFields,
    response: ingestAnswer,
  }),
  ingestPost: call({
    method: 'POST',
    path: OSMAND_PATH,
    summary: 'A position: OsmAnd parameters in the query or a form body, or the JSON body of Traccar Client 9+ ({device_id, location})',
    access: 'public',
    query: osmandFields,
    // Read by the server as Traccar Client's JSON when it has its keys, else as OsmAnd fields
    // (traccarClientBody / osmandFields, checked there with field errors): one body, two shapes.
    body: z.record(z.string(), z.unknown()).optional(),
    maxBodyBytes: POSITION_BODY_BYTES,
    response: ingestAnswer,
  }),
  proposeDeviceId: call({ method: 'GET', path: '/v1/gps-devices/proposal', summary: 'A long random device id to set on a plate, and the address devices report to', access: roles.vendor, response: dataAnswer(z.object({ device_id: z.string(), server_url: z.string() })) }),
  unknownDevices: call({ method: 'GET', path: '/v1/gps-devices/unknown', summary: 'Devices that reported in the last day with an id no plate has (at most 100, newest first)', access: roles.vendor, response: dataAnswer(z.array(unknownDevice)) }),
  deviceOf: call({ method: 'GET', path: '/v1/vehicle-detail/:id/gps-device', summary: "A plate's device id (its vendor only)", access: roles.vendor, params: idParams, response: dataAnswer(gpsDevice) }),
  setDevice: call({ method: 'PUT', path: '/v1/vehicle-detail/:id/gps-device', summary: "Set (or clear with null) a plate's device id: at least 16 random characters, unique", access: roles.vendor, params: idParams, body: deviceIdBody, response: dataAnswer(gpsDevice).extend({ message: z.string() }) }),
  playback: call({ method: 'GET', path: '/v1/tracks/:id/playbacks', summary: "A track's positions in a range (WIB), whole or thinned for drawing, with stops, gaps and a trip summary", access: roles.freightParties, params: idParams, query: playbackQuery, response: writtenAsBuilt(dataAnswer(playbackAnswer)) }),
  pointsOfInterest: call({ method: 'GET', path: '/v1/point_of_interest', summary: "The LSP's points of interest (search_key: name)", access: roles.lsp, query: searchQuery, response: dataAnswer(z.array(pointOfInterest)) }),
  shipmentLive: call({ method: 'GET', path: '/v1/shipment/:id/live-tracking', summary: "Each truck of a shipment: live position, path driven so far, stops", access: roles.freightParties, params: idParams, response: dataAnswer(z.array(shipmentLiveTrack)) }),
  truckStatus: call({ method: 'GET', path: '/v1/dashboard/lsp/truck-status', summary: "The LSP's trucks on the road by signal: moving, stopped, silent, never reported", access: roles.lsp, response: dataAnswer(truckStatus) }),
  shippingStatusTrucks: call({ method: 'GET', path: '/v1/dashboard/lsp/shipping-status-trucks', summary: "The LSP's trucks on the road, a page at a time (entries default 8): silent and never-reported first, then by plate; search over plate, driver, vendor and shipment", access: roles.lsp, query: shippingStatusQuery, response: pagedAnswer(liveTruck) }),
  incomingTrucks: call({ method: 'GET', path: '/v1/dashboard/lsp/incoming-truck', summary: "The LSP's trucks heading to their mill (not loaded) or refinery (loaded): distance to go, ETA from the recent speed, late against the stop's day and hours; filters of spec 1 §7, paged", access: roles.lsp, query: incomingQuery, response: pagedAnswer(incomingTruck) }),
  exportIncomingTrucks: call({ method: 'GET', path: '/v1/dashboard/lsp/export-excel', summary: "The incoming trucks as a spreadsheet (incoming-trucks.xlsx, every matching truck), in the caller's language", access: roles.lsp, query: incomingExportQuery, file: true, response: z.any() }),
  liveTracking: call({ method: 'GET', path: '/v1/dashboard/lsp/live-tracking', summary: "Every truck on the road of the LSP with its live position", access: roles.lsp, response: dataAnswer(z.array(liveTruck)) }),
};

