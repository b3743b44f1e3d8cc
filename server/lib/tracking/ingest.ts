// Positions in (docs/tracking.md "Positions in"): one report of the OsmAnd protocol (query, form or
// Traccar Client's JSON) made into a position, attached to the device's plate's ACTIVE track,
// marked absurd when out of range or a jump no truck makes, and the truck's live row moved at
// most once a second. Unknown devices are counted, quietly; each device is rate-limited.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ACTIVE_TRACK_STATES } from '../../../contract/states.ts';
import { osmandFields, parsePositionTime, traccarClientBody, type OsmandFields, type TraccarClientBody } from '../../../contract/tracking.ts';
import type { z } from 'zod';
import { haversineM, isJump, onEarth } from '../../../contract/geo.ts';
import type { Db } from '../../db/open.ts';
import { rowsOf } from '../bulk.ts';
import { HttpError, invalid } from '../errors.ts';

const KNOTS_TO_KMH = 1.852;
const MS_TO_KMH = 3.6;

export interface Report {
  deviceId: string;
  at: Date;
  latitude: number;
  longitude: number;
  /** km/h */
  speed: number | null;
  heading: number | null;
  altitude: number | null;
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

async function countUnknown(db: Db, deviceId: string, now: Date) {
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

// ---- storing ---------------------------------------------------------------------------------

const ACTIVE = sql.raw(ACTIVE_TRACK_STATES.map((s) => `'${s}'`).join(', '));
/** The live row moves at most this often per truck: what browsers are told of, coalesced at the source. */
export const LIVE_EVERY_MS = 1000;

export type Stored = { kind: 'stored'; trackId: number; absurd: boolean } | { kind: 'no-trip' } | { kind: 'unknown' };

/**
 * Stores one report: the device's plate, its active track and the position just before this one
 * (the nearest earlier sane one, so out-of-order reports are judged against their own
 * neighbour) in one read, then the position and the live row in one statement.
 */
export async function storeReport(db: Db, r: Report, now: Date): Promise<Stored> {
  const [found] = await rowsOf<{ track_id: number | null; lat: number | null; lon: number | null; at: Date | string | null }>(
    db,
    sql`select t.id as track_id, p.latitude as lat, p.longitude as lon, p.recorded_at as at
        from vehicle_details vd
        left join tracks t on t.vehicle_detail_id = vd.id and t.status in (${ACTIVE})
        left join lateral (
          select g.latitude, g.longitude, g.recorded_at from gps_positions g
          where g.track_id = t.id and not g.absurd and g.recorded_at <= ${r.at}
          order by g.recorded_at desc limit 1
        ) p on true
        where vd.gps_device_id = ${r.deviceId}`,
  );
  if (!found) {
    await countUnknown(db, r.deviceId, now);
    return { kind: 'unknown' };
  }
  if (found.track_id === null) return { kind: 'no-trip' };
  const trackId = Number(found.track_id);
  const jump = found.lat !== null && found.lon !== null && found.at !== null && isJump(haversineM(found.lat, found.lon, r.latitude, r.longitude), (r.at.getTime() - new Date(found.at).getTime()) / 1000);
  const absurd = !onEarth(r.latitude, r.longitude) || jump;
  const liveBefore = new Date(now.getTime() - LIVE_EVERY_MS);
  // The live row: only a sane position newer than the one shown, and at most once a second.
  const live = absurd
    ? sql``
    : sql`, live as (
        insert into track_live (track_id, recorded_at, latitude, longitude, speed, heading, updated_at)
        values (${trackId}, ${r.at}, ${r.latitude}, ${r.longitude}, ${r.speed}, ${r.heading}, ${now})
        on conflict (track_id) do update set recorded_at = excluded.recorded_at, latitude = excluded.latitude, longitude = excluded.longitude,
          speed = excluded.speed, heading = excluded.heading, updated_at = excluded.updated_at
        where track_live.recorded_at < excluded.recorded_at and track_live.updated_at <= ${liveBefore}
        returning 1)`;
  await db.execute(sql`
    with pos as (
      insert into gps_positions (track_id, recorded_at, latitude, longitude, speed, heading, altitude, accuracy, battery, absurd, received_at)
      values (${trackId}, ${r.at}, ${r.latitude}, ${r.longitude}, ${r.speed}, ${r.heading}, ${r.altitude}, ${r.accuracy}, ${r.battery}, ${absurd}, ${now})
      returning 1)${live}
    select 1`);
  return { kind: 'stored', trackId, absurd };
}
