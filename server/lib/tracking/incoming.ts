// Incoming trucks (docs/tracking.md "Incoming trucks"): the LSP's trucks on the road with the stop
// each heads to (not loaded yet: its order's first pickup; loaded: its first drop-off), filtered
// by the spec's parameters in SQL, then the distance to go, the ETA from the recent speed and the
// lateness (contract/incoming.ts) computed, sorted and paged here. Bounded like the live map: at
// most LIVE_TRUCKS_MAX trucks, one row each; the recent speed reads each truck's last minutes of
// positions on its (track_id, recorded_at) index.
import { sql, type SQL } from 'drizzle-orm';
import { etaOf, INCOMING_ENTRIES, isLate, RECENT_SPEED_MINUTES, type IncomingExportQuery, type IncomingQuery, type IncomingTruck } from '../../../contract/incoming.ts';
import { LIVE_TRUCKS_MAX } from '../../../contract/tracking.ts';
import { haversineM } from '../../../contract/geo.ts';
import { wibDay } from '../../../contract/wib.ts';
import type { Db } from '../../db/open.ts';
import type { Caller } from '../auth.ts';
import { rowsOf } from '../bulk.ts';
import { containsPattern } from '../list.ts';
import { anyOf } from '../prepared.ts';
import { iso, num, pageOf, wibClock } from '../values.ts';
import { activeTracks } from '../freight/shipments.ts';
import { liveTruckOf, type LiveRaw } from './live.ts';

type Raw = LiveRaw & {
  o_id: number | null; o_est: Date | string | null; o_open: string | null; o_close: string | null;
  d_id: number | null; d_est: Date | string | null; d_open: string | null; d_close: string | null;
  recent_kmh: number | null; order_id: number | string | null; owner_id: number | null; owner_name: string | null;
  /** Its order's products (productsOf), set after the read. */
  products: Product[];
};
type Product = { id: number; name: string };

const stop = (type: 'PICKUP' | 'DROPOFF', alias: string) => sql.raw(`left join lateral (select x.id, x.latitude, x.longitude, x.name, sub.estimation_date as est, x.start_operation_hour as open, x.end_operation_hour as close
  from suborders sub join pickup_dropoff_locations x on x.id = sub.pickup_dropoff_location_point_id
  where sub.order_id = t.order_id and sub.type = '${type}' order by sub.id limit 1) ${alias} on true`);

function filtersOf(q: IncomingQuery): SQL[] {
  const f: SQL[] = [];
  if (q.incoming_type) f.push(q.incoming_type === 'PICKUP' ? sql`t.status = 'ASSIGNED'` : sql`t.status = 'ON_THE_WAY'`);
  if (q.vendor) f.push(sql`p.vendor_id = ${q.vendor}`);
  if (q.driver) f.push(sql`t.driver_id = ${q.driver}`);
  if (q.mill) f.push(sql`o.id = ${q.mill}`);
  if (q.refinery) f.push(sql`d.id = ${q.refinery}`);
  if (q.product_owner) f.push(sql`ord.shipment_company_id = ${q.product_owner}`);
  if (q.plate_number) f.push(sql`vd.plate_number ilike ${containsPattern(q.plate_number)}`);
  if (q.product) f.push(sql`exists (select 1 from suborders s2 join suborder_products sp on sp.suborder_id = s2.id where s2.order_id = t.order_id and sp.product_id = ${q.product})`);
  if (q.search) {
    const like = containsPattern(q.search);
    f.push(sql`(vd.plate_number ilike ${like} or u.name ilike ${like} or v.name ilike ${like} or s.identity ilike ${like} or ord.identity ilike ${like})`);
  }
  return f;
}

/** The joins and conditions every read of the incoming trucks shares (the stops `o` and `d`, the order `ord`). */
function incomingFrom(caller: Caller, q: IncomingQuery): SQL {
  const where = [sql`s.logistics_service_provider_id = ${caller.lspId ?? -1}`, sql`t.status in ${activeTracks}`, ...filtersOf(q)];
  return sql`from tracks t
        join shipments s on s.id = t.shipment_id
        left join orders ord on ord.id = t.order_id
        left join shipment_companies sc on sc.id = ord.shipment_company_id
        left join shipment_vendors p on p.id = t.shipment_vendor_id left join vendors v on v.id = p.vendor_id
        left join vehicle_details vd on vd.id = t.vehicle_detail_id
        left join drivers dr on dr.id = t.driver_id left join users u on u.id = dr.user_id
        ${stop('PICKUP', 'o')}
        ${stop('DROPOFF', 'd')}
        where ${sql.join(where, sql` and `)}`;
}

/**
 * Each order's products by name: one read for the orders of some trucks, not one per truck (the
 * trucks of a shipment share their order's).
 */
async function productsOf(db: Db, orderIds: number[]): Promise<Map<number, Product[]>> {
  const byOrder = new Map<number, Product[]>();
  if (!orderIds.length) return byOrder;
  const rows = await rowsOf<{ order_id: number | string; id: number | string; name: string }>(
    db,
    sql`select distinct s3.order_id, pd.id, pd.name from suborders s3 join suborder_products sp3 on sp3.suborder_id = s3.id join products pd on pd.id = sp3.product_id
        where ${anyOf(sql`s3.order_id`, orderIds)}`,
  );
  for (const r of rows) {
    const order = Number(r.order_id);
    if (!byOrder.has(order)) byOrder.set(order, []);
    byOrder.get(order)!.push({ id: Number(r.id), name: r.name });
  }
  for (const list of byOrder.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return byOrder;
}

/** The matching trucks in track order: the first LIVE_TRUCKS_MAX, or those among some tracks (a page of a large export). */
async function incomingRows(db: Db, caller: Caller, now: Date, q: IncomingQuery, among?: number[]): Promise<Raw[]> {
  const since = new Date(now.getTime() - RECENT_SPEED_MINUTES * 60_000);
  const rows = await rowsOf<Raw>(
    db,
    sql`select m.*, l.latitude as lat, l.longitude as lon, l.speed, l.heading, l.recorded_at, rs.kmh as recent_kmh
        from (
          select t.id as track_id, t.order_id, t.shipment_id, s.identity as shipment_identity, t.status, t.source,
            vd.plate_number, u.name as driver_name, v.name as vendor_name,
            o.id as o_id, o.latitude as o_lat, o.longitude as o_lon, o.name as o_name, o.est as o_est, o.open as o_open, o.close as o_close,
            d.id as d_id, d.latitude as d_lat, d.longitude as d_lon, d.name as d_name, d.est as d_est, d.open as d_open, d.close as d_close,
            sc.id as owner_id, sc.name as owner_name
          ${incomingFrom(caller, q)}${among ? sql` and ${anyOf(sql`t.id`, among)}` : sql``}
          order by t.id limit ${LIVE_TRUCKS_MAX}
        ) m
        left join track_live l on l.track_id = m.track_id
        left join lateral (select avg(coalesce(g.speed, 0)) as kmh from gps_positions g
          where g.track_id = m.track_id and g.recorded_at > ${since} and not g.absurd) rs on true
        order by m.track_id`,
  );
  const products = await productsOf(db, [...new Set(rows.flatMap((r) => (r.order_id === null ? [] : [Number(r.order_id)])))]);
  for (const r of rows) r.products = (r.order_id !== null && products.get(Number(r.order_id))) || [];
  return rows;
}

/**
 * The next `limit` trucks on the road of the LSP after track `after`, by the cheap conditions only
 * (read in the tracks' order, never past the page): a large export's next page of candidates.
 */
async function nextTracks(db: Db, caller: Caller, after: number, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number | string }>(
    db,
    // The LSP's check per track (a subquery the planner keeps as one): a join would be planned as
    // "every active track of the LSP, then sorted", whole for each page (75 ms a page at 100k).
    sql`select t.id from tracks t
        where t.status in ${activeTracks} and t.id > ${after} and (select s.logistics_service_provider_id from shipments s where s.id = t.shipment_id) = ${caller.lspId ?? -1}
        order by t.id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** How many trucks match (before the day filter, which reads each truck's stop). */
async function incomingCount(db: Db, caller: Caller, q: IncomingQuery): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n ${incomingFrom(caller, q)}`);
  return Number(row?.n ?? 0);
}

function truckOf(r: Raw, now: Date): IncomingTruck | null {
  const pickup = r.status === 'ASSIGNED';
  const [id, lat, lon, name, est, open, close] = pickup ? [r.o_id, r.o_lat, r.o_lon, r.o_name, r.o_est, r.o_open, r.o_close] : [r.d_id, r.d_lat, r.d_lon, r.d_name, r.d_est, r.d_open, r.d_close];
  if (id === null || lat === null || lon === null) return null;
  const truck = liveTruckOf(r, now);
  const position = truck.position;
  const distance = position ? haversineM(position.latitude, position.longitude, Number(lat), Number(lon)) : null;
  const recent = num(r.recent_kmh);
  // A silent truck's last speed says nothing about now: no ETA.
  const eta = truck.signal === 'SILENT' ? null : etaOf(distance, recent, now);
  const estimation = iso(est);
  return {
    ...truck,
    incoming_type: pickup ? 'PICKUP' : 'DROPOFF',
    target: { id: Number(id), name: name ?? '', latitude: Number(lat), longitude: Number(lon), estimation_date: estimation, start_operation_hour: open, end_operation_hour: close },
    products: r.products,
    product_owner: r.owner_id === null ? null : { id: Number(r.owner_id), name: r.owner_name ?? '' },
    distance_m: distance === null ? null : Math.round(distance),
    recent_kmh: recent === null ? null : Math.round(recent * 10) / 10,
    eta: eta?.toISOString() ?? null,
    // No ETA is never late: the stop's day is not worked out for it (an export asks for 100,000).
    late: eta !== null && isLate(eta, estimation ? wibDay(estimation) : null, close, open),
  };
}

/** The estimation days a query keeps (WIB), or null for any. */
function dayRange(q: IncomingQuery, now: Date): [string, string] | null {
  if (q.filter_day) {
    const d = wibDay(new Date(now.getTime() + (q.filter_day === 'TOMORROW' ? 86_400_000 : 0)));
    return [d, d];
  }
  if (q.start_date || q.end_date) return [q.start_date ?? '0000-01-01', q.end_date ?? '9999-12-31'];
  return null;
}

const SORTS: Record<NonNullable<IncomingQuery['sort_by']>, (t: IncomingTruck) => number | string | null> = {
  eta: (t) => (t.eta ? Date.parse(t.eta) : null),
  distance: (t) => t.distance_m,
  estimation: (t) => (t.target.estimation_date ? Date.parse(t.target.estimation_date) : null),
  plate: (t) => t.plate_number,
};

/** Unknown values (no ETA, no position) last whichever the order. */
function compare(key: (t: IncomingTruck) => number | string | null, desc: boolean) {
  return (a: IncomingTruck, b: IncomingTruck) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? a.track_id - b.track_id : x === null ? 1 : -1;
    const c = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return (desc ? -c : c) || a.track_id - b.track_id;
  };
}

/** The trucks of some rows, those of the query's stop days. */
function trucksOf(rows: Raw[], now: Date, q: IncomingQuery): IncomingTruck[] {
  const range = dayRange(q, now);
  return rows
    .map((r) => truckOf(r, now))
    .filter((t): t is IncomingTruck => t !== null)
    .filter((t) => {
      if (!range) return true;
      const d = t.target.estimation_date ? wibDay(t.target.estimation_date) : null;
      return d !== null && d >= range[0] && d <= range[1];
    });
}

/** Every incoming truck matching `q`, sorted (at most LIVE_TRUCKS_MAX). */
async function incomingTrucks(db: Db, caller: Caller, now: Date, q: IncomingQuery): Promise<IncomingTruck[]> {
  return trucksOf(await incomingRows(db, caller, now, q), now, q).sort(compare(SORTS[q.sort_by ?? 'eta'], q.sort_order === 'desc'));
}

export async function lspIncomingTrucks(db: Db, caller: Caller, now: Date, q: IncomingQuery) {
  return pageOf(await incomingTrucks(db, caller, now, q), q.page, q.entries ?? INCOMING_ENTRIES);
}

/** Trucks a large export reads at a time. */
export const SHEET_PAGE = 1000;

const SHEET_COLUMNS = ['plate_number', 'signal', 'incoming_type', 'target', 'estimation', 'hours', 'distance_km', 'eta', 'late', 'driver', 'vendor', 'products', 'owner', 'shipment'];

function sheetRow(t: IncomingTruck, label: (key: string) => string): unknown[] {
  return [
    t.plate_number,
    label(t.signal),
    label(t.incoming_type),
    t.target.name,
    t.target.estimation_date ? wibDay(t.target.estimation_date) : null,
    t.target.start_operation_hour && t.target.end_operation_hour ? `${t.target.start_operation_hour}-${t.target.end_operation_hour}` : null,
    t.distance_m === null ? null : Math.round(t.distance_m / 100) / 10,
    t.eta ? wibClock(t.eta) : null,
    label(t.late ? 'yes' : 'no'),
    t.driver_name,
    t.vendor_name,
    t.products.map((p) => p.name).join(', '),
    t.product_owner?.name ?? null,
    t.shipment_identity,
  ];
}

/**
 * The spreadsheet in `label`'s language (docs/exports.md "Incoming trucks"): its header, every
 * matching truck (pages of rows) and how many there are about to be (the progress). Up to
 * LIVE_TRUCKS_MAX trucks in the list's order, one page; more are read SHEET_PAGE at a time in the
 * order they were assigned, so memory stays flat whatever their number.
 */
export async function incomingSheet(db: Db, caller: Caller, now: Date, q: IncomingExportQuery, label: (key: string) => string) {
  const { vendor_id, driver_id, ...rest } = q;
  const query: IncomingQuery = { ...rest, vendor: vendor_id, driver: driver_id };
  const header = SHEET_COLUMNS.map(label);
  const total = await incomingCount(db, caller, query);
  if (total <= LIVE_TRUCKS_MAX) {
    const trucks = await incomingTrucks(db, caller, now, query);
    return { header, pages: [trucks.map((t) => sheetRow(t, label))], total: trucks.length };
  }
  const pageAfter = async (after: number) => {
    const ids = await nextTracks(db, caller, after, SHEET_PAGE);
    return { ids, rows: ids.length ? await incomingRows(db, caller, now, query, ids) : [] };
  };
  async function* pages() {
    let next = pageAfter(0);
    for (;;) {
      const page = await next;
      if (page.ids.length === 0) return;
      // The next page is read while this one is written: the database works meanwhile, on another core.
      next = pageAfter(page.ids.at(-1)!);
      // Heard when awaited; unheard only when the writer stopped early (its error is the one that counts).
      next.catch(() => {});
      yield trucksOf(page.rows, now, query).map((t) => sheetRow(t, label));
    }
  }
  return { header, pages: pages(), total };
}
