// The trucks on the road with their live positions (docs/tracking.md "Reads"): the LSP's live map
// and truck status, and a shipment's trucks with their path so far. Each truck is one row of
// track_live (its newest position): no read scans positions except one track's own range.
import { sql, type SQL } from 'drizzle-orm';
import { LIVE_TRUCKS_MAX, PATH_POINTS_MAX, SHIPPING_STATUS_ENTRIES, SILENT_AFTER_MS, STOPPED_BELOW_KMH, shippingStatusOrder, type LiveTruck } from '../../../contract/tracking.ts';
import type { Db } from '../../db/open.ts';
import type { Caller } from '../auth.ts';
import { rowsOf } from '../bulk.ts';
import type { Counts } from '../count-cache.ts';
import { containsPattern } from '../list.ts';
import { anyOf } from '../prepared.ts';
import { iso, num, pageOf } from '../values.ts';
import { trackView } from '../freight/viewer.ts';
import { activeTracks, shipmentScope } from '../freight/shipments.ts';
import { findStops, thinByStride } from './trip.ts';


/** A truck on the road as the live reads select it. */
export type LiveRaw = {
  track_id: number; shipment_id: number; shipment_identity: string; status: LiveTruck['status']; source: string;
  plate_number: string | null; driver_name: string | null; vendor_name: string | null;
  o_lat: number | null; o_lon: number | null; o_name: string | null; d_lat: number | null; d_lon: number | null; d_name: string | null;
  lat: number | null; lon: number | null; speed: number | null; heading: number | null; recorded_at: Date | string | null;
};

/** The active tracks `where` selects, with plate, driver, vendor, first pickup and dropoff, and live position. */
async function liveRows(db: Db, where: SQL): Promise<LiveRaw[]> {
  return rowsOf<LiveRaw>(db, liveQuery(where));
}

function liveQuery(where: SQL): SQL {
  return sql`select t.id as track_id, t.shipment_id, s.identity as shipment_identity, t.status, t.source,
          vd.plate_number, u.name as driver_name, v.name as vendor_name,
          o.latitude as o_lat, o.longitude as o_lon, o.name as o_name, d.latitude as d_lat, d.longitude as d_lon, d.name as d_name,
          l.latitude as lat, l.longitude as lon, l.speed, l.heading, l.recorded_at
        from tracks t
        join shipments s on s.id = t.shipment_id
        left join shipment_vendors p on p.id = t.shipment_vendor_id left join vendors v on v.id = p.vendor_id
        left join vehicle_details vd on vd.id = t.vehicle_detail_id
        left join drivers dr on dr.id = t.driver_id left join users u on u.id = dr.user_id
        left join track_live l on l.track_id = t.id
        left join lateral (select x.latitude, x.longitude, x.name from suborders sub join pickup_dropoff_locations x on x.id = sub.pickup_dropoff_location_point_id
          where sub.order_id = t.order_id and sub.type = 'PICKUP' order by sub.id limit 1) o on true
        left join lateral (select x.latitude, x.longitude, x.name from suborders sub join pickup_dropoff_locations x on x.id = sub.pickup_dropoff_location_point_id
          where sub.order_id = t.order_id and sub.type = 'DROPOFF' order by sub.id limit 1) d on true
        where t.status in ${activeTracks} and ${where}
        order by t.id limit ${LIVE_TRUCKS_MAX}`;
}


function signalOf(r: LiveRaw, now: Date): LiveTruck['signal'] {
  if (r.recorded_at === null) return 'NO_SIGNAL';
  if (now.getTime() - new Date(r.recorded_at).getTime() > SILENT_AFTER_MS) return 'SILENT';
  return (num(r.speed) ?? 0) < STOPPED_BELOW_KMH ? 'STOPPED' : 'MOVING';
}

export const liveTruckOf = (r: LiveRaw, now: Date): LiveTruck => ({
  track_id: Number(r.track_id),
  shipment_id: Number(r.shipment_id),
  shipment_identity: r.shipment_identity,
  status: r.status,
  source: r.source,
  plate_number: r.plate_number,
  driver_name: r.driver_name,
  vendor_name: r.vendor_name,
  origin: r.o_lat === null ? null : { latitude: Number(r.o_lat), longitude: Number(r.o_lon), name: r.o_name ?? '' },
  destination: r.d_lat === null ? null : { latitude: Number(r.d_lat), longitude: Number(r.d_lon), name: r.d_name ?? '' },
  position: r.lat === null ? null : { latitude: Number(r.lat), longitude: Number(r.lon), speed: num(r.speed), heading: num(r.heading), recorded_at: iso(r.recorded_at)! },
  signal: signalOf(r, now),
});

/**
 * Bytes the rows of the LSPs' trucks on the road may take, kept (services.liveRows): 5,000 trucks
 * (LIVE_TRUCKS_MAX) are about 4.5 MB as the cache counts them, so several LSPs' fit.
 */
export const LIVE_ROWS_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The rows of the LSP's trucks on the road. Kept under the change stamps of the tables they are
 * read from (server/lib/count-cache.ts `keptFor`): the live map, the truck status and the shipping
 * status all read them, on every open dashboard of the LSP, again after each second of reports, so
 * one read serves them all until one of those tables changes (a write is never missed: the stamps
 * are read first). The rows, not the trucks: a truck's signal moves with the clock.
 */
async function lspLiveRows(db: Db, caller: Caller, counts: Counts | undefined): Promise<LiveRaw[]> {
  const where = sql`s.logistics_service_provider_id = ${caller.lspId ?? -1}`;
  if (!counts) return liveRows(db, where);
  return counts.keptFor(JSON.stringify(['lsp live trucks', caller.lspId ?? -1]), async () => ({ queries: [liveQuery(where)], extra: 'lsp live trucks', compute: () => liveRows(db, where) }));
}

/** Every truck on the road of the caller's LSP; `counts`: the cache that keeps the rows (services.liveRows, bound to the request). */
export async function lspLiveTrucks(db: Db, caller: Caller, now: Date, counts?: Counts): Promise<LiveTruck[]> {
  return (await lspLiveRows(db, caller, counts)).map((r) => liveTruckOf(r, now));
}

/**
 * The shipping status of trucks, a page at a time: the live map's trucks (at most LIVE_TRUCKS_MAX,
 * one row each) searched and ordered by the contract's rule, so the page and the map agree.
 */
export async function lspShippingStatus(db: Db, caller: Caller, now: Date, q: { page?: number; entries?: number; search?: string }, counts?: Counts) {
  const trucks = shippingStatusOrder(await lspLiveTrucks(db, caller, now, counts), q.search);
  return pageOf(trucks, q.page, q.entries ?? SHIPPING_STATUS_ENTRIES);
}

export async function lspTruckStatus(db: Db, caller: Caller, now: Date, counts?: Counts) {
  const trucks = await lspLiveTrucks(db, caller, now, counts);
  const count = (s: LiveTruck['signal']) => trucks.filter((t) => t.signal === s).length;
  return { total: trucks.length, moving: count('MOVING'), stopped: count('STOPPED'), silent: count('SILENT'), no_signal: count('NO_SIGNAL') };
}

/**
 * The positions a shipment's live read takes from the database at most, shared by its trucks (each
 * at least PATH_POINTS_MAX): its stops are found on them, and its drawn path thinned from them.
 */
export const SHIPMENT_LIVE_POSITIONS_MAX = 40_000;

/**
 * A shipment's trucks on the road as the caller sees them (a vendor its own, a shipping company those
 * carrying its orders), each with its path so far (sane positions, thinned) and its stops; null when
 * the shipment is not the caller's.
 */
export async function shipmentLiveTrucks(db: Db, caller: Caller, shipmentId: number, now: Date) {
  const [visible] = await rowsOf(db, sql`select 1 from shipments s0 where s0.id = ${shipmentId} and ${shipmentScope(caller, sql`s0.id`)}`);
  if (!visible) return null;
  const rows = await liveRows(db, sql`t.shipment_id = ${shipmentId} and ${trackView(caller, { part: sql`t.shipment_vendor_id`, order: sql`t.order_id` })}`);
  // Every truck's sane positions in one read (each track's range on the (track_id, recorded_at)
  // index), then split by track: no query per truck. A long trip is thinned in the database to at
  // most `perTrack` positions, evenly by count, its first and last kept: this read goes out again
  // each second while trucks report, and a trip reported every second for three days is 260,000 rows.
  type Pt = { t: number; lat: number; lon: number; speed: number | null };
  const byTrack = new Map<number, Pt[]>(rows.map((r) => [Number(r.track_id), []]));
  if (rows.length) {
    const perTrack = Math.max(PATH_POINTS_MAX, Math.floor(SHIPMENT_LIVE_POSITIONS_MAX / rows.length));
    const pts = await rowsOf<{ track_id: number; at: Date | string; lat: number; lon: number; speed: number | null }>(
      db,
      sql`select track_id, at, lat, lon, speed from (
            select track_id, recorded_at as at, latitude as lat, longitude as lon, speed,
                   row_number() over (partition by track_id order by recorded_at, id) - 1 as k,
                   count(*) over (partition by track_id) as n
            from gps_positions where ${anyOf(sql`track_id`, [...byTrack.keys()])} and not absurd
          ) x
          where n <= ${perTrack}::bigint or k % ((n + ${perTrack - 1}::bigint) / ${perTrack}::bigint) = 0 or k = n - 1
          order by track_id, k`,
    );
    for (const p of pts) byTrack.get(Number(p.track_id))?.push({ t: new Date(p.at).getTime(), lat: Number(p.lat), lon: Number(p.lon), speed: num(p.speed) });
  }
  return rows.map((r) => {
    const points = byTrack.get(Number(r.track_id)) ?? [];
    return {
      ...liveTruckOf(r, now),
      path: thinByStride(points, PATH_POINTS_MAX).map((p) => [p.lat, p.lon] as [number, number]),
      stops: findStops(points).map((s) => ({ latitude: s.lat, longitude: s.lon, started_at: new Date(s.from).toISOString(), seconds: (s.to - s.from) / 1000 })),
    };
  });
}

/** The caller's LSP's points of interest, by name. */
export async function pointsOfInterest(db: Db, caller: Caller, search: string | undefined, max: number) {
  const rows = await rowsOf<{ id: number; name: string; category: string | null; latitude: number; longitude: number }>(
    db,
    sql`select id, name, category, latitude, longitude from points_of_interest
        where logistics_service_provider_id = ${caller.lspId ?? -1} ${search ? sql`and name ilike ${containsPattern(search)}` : sql``}
        order by name, id limit ${max}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), latitude: Number(r.latitude), longitude: Number(r.longitude) }));
}
