// Storing reports (docs/tracking.md "Positions in"), a batch at a time: the reports that arrive
// together (serial-batcher.ts, one batch in flight per process) cost one read and one write, so
// one commit and, for the live rows, one change event (whose commit step is serialised by the
// change stream's lock: server/changes/triggers.ts) per batch instead of per report. The rules
// are those of one report after another in arrival order: each position goes to its plate's
// ACTIVE track, is judged absurd against the nearest earlier sane position (earlier reports of
// the batch included), and the live row moves at most once a second per truck.
import { sql } from 'drizzle-orm';
import { haversineM, isAhead, isJump, onEarth } from '../../../contract/geo.ts';
import type { Db } from '../../db/open.ts';
import { gpsPositions, trackLive } from '../../db/schema/index.ts';
import { insertRows, rowsOf } from '../bulk.ts';
import { SerialBatcher } from '../serial-batcher.ts';
import { actingAsNobody } from '../../db/actor.ts';
import { textList } from '../values.ts';
import { activeTracks } from '../freight/shipments.ts';
import { countUnknown, type Report } from './ingest.ts';
import { detectGeofences, type Sighting } from '../geofences/detect.ts';

/** The live row moves at most this often per truck: what browsers are told of, coalesced at the source. */
export const LIVE_EVERY_MS = 1000;

export type Stored = { kind: 'stored'; trackId: number; absurd: boolean } | { kind: 'no-trip' } | { kind: 'unknown' };

/** One report and the time it arrived. */
export interface Arrival {
  report: Report;
  now: Date;
}

interface Fix {
  lat: number;
  lon: number;
  at: number;
}

interface Found {
  i: number;
  plate: number | null;
  track_id: number | null;
  lat: number | null;
  lon: number | null;
  at: Date | string | null;
  /** The LSP of the track's shipment (whose geofences the position is judged against). */
  lsp: number | null;
  /** The truck has a geofence presence row (geofences/detect.ts). */
  near: boolean | null;
}

/** Per report (in order): its plate, its active track, its LSP and the stored sane position just before it. */
function findAll(db: Db, arrivals: readonly Arrival[]): Promise<Found[]> {
  const devices = textList(arrivals.map((a) => a.report.deviceId));
  const times = sql`${sql.param(arrivals.map((a) => a.report.at.toISOString()))}::timestamptz[]`;
  const plates = sql`${sql.param(arrivals.map((a) => a.report.plateId ?? null))}::int[]`;
  // A device's report finds its plate by the device id; an FMS position names its plate.
  return rowsOf<Found>(
    db,
    sql`select q.i::int as i, vd.id as plate, t.id as track_id, p.latitude as lat, p.longitude as lon, p.recorded_at as at,
          s.logistics_service_provider_id as lsp, exists (select 1 from geofence_presence gp where gp.track_id = t.id) as near
        from unnest(${devices}, ${times}, ${plates}) with ordinality q(device_id, at, plate_id, i)
        left join vehicle_details vd on vd.id = coalesce(q.plate_id, (select d.id from vehicle_details d where d.gps_device_id = q.device_id))
        left join tracks t on t.vehicle_detail_id = vd.id and t.status in ${activeTracks}
        left join shipments s on s.id = t.shipment_id
        left join lateral (
          select g.latitude, g.longitude, g.recorded_at from gps_positions g
          where g.track_id = t.id and not g.absurd and g.recorded_at <= q.at
          order by g.recorded_at desc limit 1
        ) p on true
        order by q.i`,
  );
}

/** The nearest fix at or before `at`: the stored one or one of the batch's earlier sane reports. */
function previousOf(stored: Fix | null, earlier: readonly Fix[] | undefined, at: number): Fix | null {
  let best = stored;
  for (const f of earlier ?? []) if (f.at <= at && (!best || f.at >= best.at)) best = f;
  return best;
}

/**
 * Stores a batch of reports: answers, per report in order, what became of it. Positions are
 * inserted in arrival order (duplicates and late ones kept); per truck the newest sane report of
 * the batch is offered to the live row.
 */
export async function storeReports(db: Db, arrivals: readonly Arrival[], warn: (e: unknown) => void = () => {}, alertsRaised: () => void = () => {}): Promise<Stored[]> {
  const found = await findAll(db, arrivals);
  const results: Stored[] = [];
  const positions: Record<string, unknown>[] = [];
  const live = new Map<number, Report>();
  const saneSoFar = new Map<number, Fix[]>();
  const sightings: Sighting[] = [];
  for (const [i, { report: r, now }] of arrivals.entries()) {
    const f = found[i]!;
    if (f.plate === null) {
      // A plate deleted since the FMS pull named it is not an unknown device.
      if (r.plateId === undefined) await countUnknown(db, r.deviceId, now);
      results.push({ kind: 'unknown' });
      continue;
    }
    if (f.track_id === null) {
      results.push({ kind: 'no-trip' });
      continue;
    }
    const trackId = Number(f.track_id);
    const at = r.at.getTime();
    const stored = f.lat !== null && f.lon !== null && f.at !== null ? { lat: f.lat, lon: f.lon, at: new Date(f.at).getTime() } : null;
    const previous = previousOf(stored, saneSoFar.get(trackId), at);
    const jump = previous !== null && isJump(haversineM(previous.lat, previous.lon, r.latitude, r.longitude), (at - previous.at) / 1000);
    const absurd = !onEarth(r.latitude, r.longitude) || jump || isAhead(at, now.getTime());
    positions.push({ trackId, recordedAt: r.at.toISOString(), latitude: r.latitude, longitude: r.longitude, speed: r.speed, heading: r.heading, altitude: r.altitude, accuracy: r.accuracy, battery: r.battery, absurd, receivedAt: now.toISOString() });
    if (!absurd) {
      const fix = { lat: r.latitude, lon: r.longitude, at };
      const sane = saneSoFar.get(trackId);
      if (sane) sane.push(fix);
      else saneSoFar.set(trackId, [fix]);
      const shown = live.get(trackId);
      if (!shown || shown.at.getTime() < at) live.set(trackId, r);
      if (f.lsp !== null) sightings.push({ trackId, lspId: Number(f.lsp), near: Boolean(f.near), lat: r.latitude, lon: r.longitude, at, speed: r.speed });
    }
    results.push({ kind: 'stored', trackId, absurd });
  }
  if (!positions.length) return results;
  const now = new Date(Math.max(...arrivals.map((a) => a.now.getTime())));
  await writeAll(db, positions, live, now);
  // The positions are stored: a failing detection is logged, never a failed report (nor stored twice).
  const raised = await detectGeofences(db, sightings, now).catch((e) => {
    warn(e);
    return 0;
  });
  if (raised) alertsRaised();
  return results;
}

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * A batch that fails (a track deleted between the read and the write) is stored again one report
 * at a time, so that one bad report fails alone.
 */
async function storeOrEach(db: Db, arrivals: readonly Arrival[], warn?: (e: unknown) => void, alertsRaised?: () => void): Promise<(Stored | Error)[]> {
  try {
    return await storeReports(db, arrivals, warn, alertsRaised);
  } catch (e) {
    if (arrivals.length === 1) return [asError(e)];
    const each: (Stored | Error)[] = [];
    for (const a of arrivals) each.push(await storeReports(db, [a], warn, alertsRaised).then(([stored]) => stored!, asError));
    return each;
  }
}

/** GPS_BATCH_MS: how long an idle ingest gathers reports before storing them (default 2). */
export const BATCH_WINDOW_MS = Number(process.env.GPS_BATCH_MS ?? 2);
/** The most reports one statement stores. */
export const BATCH_MAX = 500;

/**
 * The ingest of one API process: reports stored a batch at a time, each answered once its batch is
 * written. A batch gathers many callers' reports: it is written by nobody (no activity log).
 * `alertsRaised` is told when a batch raised geofence alerts (their notifications are sent after).
 */
export const reportBatcher = (db: Db, warn?: (e: unknown) => void, alertsRaised?: () => void) =>
  new SerialBatcher<Arrival, Stored>((arrivals) => actingAsNobody(() => storeOrEach(db, arrivals, warn, alertsRaised)), { windowMs: BATCH_WINDOW_MS, maxBatch: BATCH_MAX });

/** The positions and the live rows in one statement: one commit, one change event for the batch. */
async function writeAll(db: Db, positions: Record<string, unknown>[], live: Map<number, Report>, now: Date): Promise<void> {
  const liveRows = [...live].map(([trackId, r]) => ({ trackId, recordedAt: r.at.toISOString(), latitude: r.latitude, longitude: r.longitude, speed: r.speed, heading: r.heading, updatedAt: now.toISOString() }));
  const liveBefore = new Date(now.getTime() - LIVE_EVERY_MS);
  // The live row: only a sane position newer than the one shown, and at most once a second.
  const liveWrite = liveRows.length
    ? sql`, live as (
        ${insertRows(trackLive, ['trackId', 'recordedAt', 'latitude', 'longitude', 'speed', 'heading', 'updatedAt'], liveRows)}
        on conflict (track_id) do update set recorded_at = excluded.recorded_at, latitude = excluded.latitude, longitude = excluded.longitude,
          speed = excluded.speed, heading = excluded.heading, updated_at = excluded.updated_at
        where track_live.recorded_at < excluded.recorded_at and track_live.updated_at <= ${liveBefore}
        returning 1)`
    : sql``;
  await db.execute(sql`
    with pos as (
      ${insertRows(gpsPositions, ['trackId', 'recordedAt', 'latitude', 'longitude', 'speed', 'heading', 'altitude', 'accuracy', 'battery', 'absurd', 'receivedAt'], positions)}
      returning 1)${liveWrite}
    select 1`);
}
