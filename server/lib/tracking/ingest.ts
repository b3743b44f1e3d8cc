// Positions in (docs/tracking.md "Positions in"): one report of the OsmAnd protocol (query, form or
// Traccar Client's JSON) made into a position, attached to the device's plate's ACTIVE track,
// marked absurd when out of range or a jump no truck makes, and the truck's live row moved at
// most once a second (storing: store.ts). Unknown devices are counted, quietly; each device is
// rate-limited.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { osmandFields, parsePositionTime, traccarClientBody, type OsmandFields, type TraccarClientBody } from '../../../contract/tracking.ts';
import type { z } from 'zod';
import type { ReportedFix } from '../../../contract/geo.ts';
import type { Db } from '../../db/open.ts';
import { HttpError, invalid } from '../errors.ts';

const KNOTS_TO_KMH = 1.852;
const MS_TO_KMH = 3.6;

export interface Report extends ReportedFix {
  /** The device's id (OsmAnd, Traccar); for an FMS position, a name for logs ("fms:<plate>"). */
  deviceId: string;
  /** An FMS position's plate (vehicle_details.id): it is found by that, not by the device id. */
  plateId?: number;
  accuracy: number | null;
  /** percent */
  battery: number | null;
}

const orNull = (v: number | undefined) => (v === undefined ? null : v);

/** A body as Traccar Client's JSON (it has its keys) or OsmAnd fields; 422 with each field's message. */
export function bodyOf(raw: Record<string, unknown> | undefined): TraccarClientBody | OsmandFields | undefined {
  if (raw === undefined) return undefined;
  const parsed: z.ZodSafeParseResult<TraccarClientBody | OsmandFields> = 'device_id' in raw || 'location' in raw ? traccarClientBody.safeParse(raw) : osmandFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  throw invalid(errors);
}

/**
 * The report a request carries: Traccar Client's JSON body, else OsmAnd parameters from the form
 * body over the query. A missing id, latitude or longitude is a 400 naming the field.
 */
export function reportOf(query: OsmandFields, body: TraccarClientBody | OsmandFields | undefined, now: Date): Report {
  if (body && 'location' in body) {
    const { location: l } = body;
    const missing = { ...(l.coords.latitude === undefined ? { 'location.coords.latitude': ['validation.required'] } : {}), ...(l.coords.longitude === undefined ? { 'location.coords.longitude': ['validation.required'] } : {}) };
    if (Object.keys(missing).length) throw invalid(missing);
    const speed = l.coords.speed;
    return {
      deviceId: body.device_id,
      at: (l.timestamp !== undefined && parsePositionTime(l.timestamp)) || now,
      latitude: l.coords.latitude!,
      longitude: l.coords.longitude!,
      // -1: unknown (the platform's own convention)
      speed: speed === undefined || speed < 0 ? null : speed * MS_TO_KMH,
      heading: l.coords.heading === undefined || l.coords.heading < 0 ? null : l.coords.heading,
      altitude: orNull(l.coords.altitude),
      accuracy: orNull(l.coords.accuracy),
      battery: l.battery?.level === undefined || l.battery.level < 0 ? null : l.battery.level * 100,
    };
  }
  const f: OsmandFields = { ...query, ...(body ?? {}) };
  const deviceId = f.id ?? f.deviceid;
  const errors: Record<string, string[]> = {};
  if (!deviceId) errors.id = ['validation.required'];
  if (f.lat === undefined) errors.lat = ['validation.required'];
  if (f.lon === undefined) errors.lon = ['validation.required'];
  if (Object.keys(errors).length) throw new HttpError(400, 'server.invalidInput', {}, errors);
  return {
    deviceId: deviceId!,
    at: (f.timestamp !== undefined && parsePositionTime(f.timestamp)) || now,
    latitude: f.lat!,
    longitude: f.lon!,
    speed: f.speed === undefined || f.speed < 0 ? null : f.speed * KNOTS_TO_KMH,
    heading: orNull(f.bearing ?? f.heading),
    altitude: orNull(f.altitude),
    accuracy: orNull(f.accuracy ?? f.hdop),
    battery: orNull(f.batt),
  };
}

// ---- rate limit per device -------------------------------------------------------------------

/** A device may send a burst of this many (a phone catching up after a tunnel), then this many a second. */
export const DEVICE_BURST = 60;
/** GPS_DEVICE_PER_SECOND: the steady rate a device may report at (default 2). */
export const DEVICE_PER_SECOND = Number(process.env.GPS_DEVICE_PER_SECOND) || 2;

/** Token buckets per device id, per API process; the least recently seen forgotten first. */
const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 100_000 });

/** Takes one report from the device's allowance; false: over it (429). */
export function allowReport(deviceId: string, nowMs: number): boolean {
  const b = buckets.get(deviceId) ?? { tokens: DEVICE_BURST, at: nowMs };
  b.tokens = Math.min(DEVICE_BURST, b.tokens + ((nowMs - b.at) / 1000) * DEVICE_PER_SECOND);
  b.at = nowMs;
  if (b.tokens < 1) {
    buckets.set(deviceId, b);
    return false;
  }
  b.tokens -= 1;
  buckets.set(deviceId, b);
  return true;
}

/** Forgets every allowance (tests). */
export const resetAllowances = () => buckets.clear();

// ---- unknown devices -------------------------------------------------------------------------

/** An unknown id is written at most once a minute per process: a misconfigured phone costs one row, not a storm. */
const UNKNOWN_WRITE_EVERY_MS = 60_000;
const unknownSeen = new LRUCache<string, { at: number; pending: number }>({ max: 10_000 });
/** Unknown ids not seen for this long are deleted (each write prunes a few). */
const UNKNOWN_KEEP_MS = 7 * 86_400_000;

/** Counts a report of an unknown id (docs/tracking.md "Positions in", 404). */
export async function countUnknown(db: Db, deviceId: string, now: Date) {
  const seen = unknownSeen.get(deviceId);
  if (seen && now.getTime() - seen.at < UNKNOWN_WRITE_EVERY_MS) {
    seen.pending++;
    return;
  }
  const reports = (seen?.pending ?? 0) + 1;
  unknownSeen.set(deviceId, { at: now.getTime(), pending: 0 });
  await db.execute(sql`
    with pruned as (delete from gps_unknown_devices where device_id in (select device_id from gps_unknown_devices where last_seen_at < ${new Date(now.getTime() - UNKNOWN_KEEP_MS)} limit 10))
    insert into gps_unknown_devices (device_id, first_seen_at, last_seen_at, reports) values (${deviceId}, ${now}, ${now}, ${reports})
    on conflict (device_id) do update set last_seen_at = excluded.last_seen_at, reports = gps_unknown_devices.reports + excluded.reports`);
}

export const forgetUnknownSeen = () => unknownSeen.clear();
