// The truck assignments behind the scorecard (docs/performance.md "The rows", detail entry): the
// scope's tracks, newest request first, filtered and paged in one query that also counts them (a
// page past the last answers the last, like every list).
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { PERFORMANCE_DETAIL_ENTRIES, type PerformanceDetailQuery, type PerformanceDetailRow } from '../../../contract/performance.ts';
import type { Db } from '../../db/open.ts';
import { rowsOf } from '../bulk.ts';
import { containsKey } from '../list.ts';
import { drivers, orders, shipments, users, vehicleDetails, vendors } from '../../db/schema/index.ts';
import { iso } from '../values.ts';
import { lossFigures, ticketsInForce } from '../weighbridge/losses.ts';
import { countedPage, partsWhere, type PerformanceScope } from './scope.ts';
import { keptRowsWhere } from './vendors.ts';

interface Raw {
  total: number | string;
  track_id: number | null;
  status: PerformanceDetailRow['status'];
  ritase: number;
  requested_at: Date | string;
  shipment_id: number;
  shipment_identity: string;
  order_id: number | null;
  order_identity: string | null;
  vendor_id: number;
  vendor_name: string;
  plate_number: string | null;
  driver_name: string | null;
  load_source: PerformanceDetailRow['load_source'];
  pickup: string | null;
  dropoff: string | null;
}

function rowOf(r: Raw): PerformanceDetailRow {
  const netto = lossFigures(r.pickup === null ? null : new Decimal(r.pickup), r.dropoff === null ? null : new Decimal(r.dropoff), null);
  return {
    track_id: Number(r.track_id),
    status: r.status,
    ritase: Number(r.ritase),
    requested_at: iso(r.requested_at)!,
    shipment: { id: Number(r.shipment_id), identity: r.shipment_identity },
    order: r.order_id === null ? null : { id: Number(r.order_id), identity: r.order_identity ?? '' },
    vendor: { id: Number(r.vendor_id), name: r.vendor_name },
    plate_number: r.plate_number,
    driver_name: r.driver_name,
    load_source: r.load_source,
    pickup: netto.pickup,
    dropoff: netto.dropoff,
    loss_kg: netto.loss_kg,
    loss_percent: netto.loss_percent,
  };
}

/**
 * A search in the truck's vendor, plate, driver, shipment and order: each name's matches found first
 * (by the trigram or, for a key of one or two characters, the short-grams indexes of those columns),
 * not every truck joined to five tables to test its names (a year's search: 350 ms -> see
 * docs/performance.md).
 */
const searchedFor = (key: string) =>
  sql`(p.vendor_id in (select ${vendors.id} from ${vendors} where ${containsKey(vendors.name, key)})
    or t.vehicle_detail_id in (select ${vehicleDetails.id} from ${vehicleDetails} where ${containsKey(vehicleDetails.plateNumber, key)})
    or t.driver_id in (select ${drivers.id} from ${drivers} join ${users} on ${users.id} = ${drivers.userId} where ${containsKey(users.name, key)})
    or p.shipment_id in (select ${shipments.id} from ${shipments} where ${containsKey(shipments.identity, key)})
    or t.order_id in (select ${orders.id} from ${orders} where ${containsKey(orders.identity, key)}))`;

/**
 * The page's track ids as CTEs `n` (the total) and `page`, from the scope's trucks themselves: a
 * search reads each truck's names.
 */
function searchedPage(scope: PerformanceScope, q: PerformanceDetailQuery, key: string, entries: number, offset: number) {
  const where = [partsWhere(scope), ...(q.status ? [sql`t.status = ${q.status}`] : []), searchedFor(key)];
  return sql`m as (
          select t.id as track_id, p.created_at as requested_at
          from shipment_vendors p join shipments s on s.id = p.shipment_id
          join tracks t on t.shipment_vendor_id = p.id
          where ${sql.join(where, sql` and `)}
        ),
        n as (select count(*)::int as total from m),
        page as (
          select m.track_id from m, n order by m.requested_at desc, m.track_id desc
          limit ${entries} offset least(${offset}, (select greatest(ceil(n.total::numeric / ${entries})::int - 1, 0) * ${entries} from n))
        )`;
}

/**
 * The same without a search, from the trucks kept per request (all of them, `trucks`) or per request
 * and state (migration 0038): the total summed, then the request times newest first with the trucks
 * up to each, read in the index's order only until the page is covered (each time kept here has a
 * truck or more, so the page's times are at most `entries` past the skipped ones); only the trucks
 * of those times are then read and sorted. A year's page read every one of 60,000 trucks before.
 * The order is the same: time, then truck, newest first.
 */
function keptPage(scope: PerformanceScope, q: PerformanceDetailQuery, entries: number, offset: number) {
  const kept = keptRowsWhere(scope, q.status);
  const rows = q.status ? sql`vendor_request_state_figures f` : sql`vendor_request_figures f`;
  const trucksOf = q.status ? sql`join tracks t on t.shipment_vendor_id = f.shipment_vendor_id and t.status = f.status` : sql`join tracks t on t.shipment_vendor_id = f.shipment_vendor_id`;
  return sql`n as (select coalesce(sum(f.trucks), 0)::int as total from ${rows} where ${kept}),
        o as (select least(${offset}, greatest(ceil(n.total::numeric / ${entries})::int - 1, 0) * ${entries}) as skip from n),
        c as (
          select k.requested_at, k.trucks, (sum(k.trucks) over (order by k.requested_at desc rows unbounded preceding))::int as upto
          from (select f.requested_at, sum(f.trucks)::int as trucks from ${rows} where ${kept} and f.trucks > 0 group by f.requested_at order by f.requested_at desc) k
        ),
        span as (select c.requested_at, c.upto - c.trucks as before from c, o where c.upto > o.skip order by c.requested_at desc limit ${entries}),
        page as (
          select t.id as track_id from ${rows} ${trucksOf}
          where ${kept} and f.requested_at = any(array(select requested_at from span))
          order by f.requested_at desc, t.id desc
          limit ${entries} offset (select o.skip - coalesce(min(span.before), 0) from o, span group by o.skip)
        )`;
}

export async function performanceDetail(db: Db, scope: PerformanceScope, q: PerformanceDetailQuery) {
  const entries = q.entries ?? PERFORMANCE_DETAIL_ENTRIES;
  const offset = ((q.page ?? 1) - 1) * entries;
  const chosen = q.search ? searchedPage(scope, q, q.search, entries, offset) : keptPage(scope, q, entries, offset);
  // Counted and paged on the keys alone; the page's ten rows are then read whole: a year is 60,000
  // trucks, and reading the orders, drivers and tickets of all of them to show ten took a second.
  const rows = await rowsOf<Raw>(
    db,
    sql`with ${chosen}
        select n.total, x.* from n left join lateral (
          select t.id as track_id, t.status, t.ritase, p.created_at as requested_at, s.id as shipment_id, s.identity as shipment_identity,
            o.id as order_id, o.identity as order_identity, v.id as vendor_id, v.name as vendor_name, vd.plate_number, u.name as driver_name,
            lt.source as load_source, lt.netto::text as pickup, dt.netto::text as dropoff
          from page pg join tracks t on t.id = pg.track_id
          join shipment_vendors p on p.id = t.shipment_vendor_id join shipments s on s.id = p.shipment_id join vendors v on v.id = p.vendor_id
          left join orders o on o.id = t.order_id
          left join vehicle_details vd on vd.id = t.vehicle_detail_id
          left join drivers dr on dr.id = t.driver_id left join users u on u.id = dr.user_id
          ${ticketsInForce}
        ) x on true
        order by x.requested_at desc, x.track_id desc`,
  );
  return countedPage(rows, (r) => r.track_id !== null, rowOf, q.page, entries);
}
