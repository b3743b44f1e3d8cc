// The vendor rows of the scorecard (docs/performance.md "The figures"): one aggregate query per
// call groups the scope's requests and trucks per vendor in the database (weights summed over the
// numeric columns, as text); the rates and the loss are finished with exact decimals, the loss with
// the weighbridge's own lossFigures.
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { PerformanceQuery, RateRow, TransporterRow, VendorReportRow } from '../../../contract/performance.ts';
import type { Db } from '../../db/open.ts';
import { rowsOf } from '../bulk.ts';
import { containsPattern } from '../list.ts';
import { percentOf } from '../percent.ts';
import { pageOf } from '../values.ts';
import { lossFigures, ticketsInForce } from '../weighbridge/losses.ts';
import { keptFreightWhere, partsWhere, stateOnly, trucksWhere, type PerformanceScope } from './scope.ts';

export interface Raw {
  id: number;
  name: string;
  request_unit: number | string;
  accepted: number | string;
  came: number | string;
  auto_wb: number | string;
  trips: number | string;
  orders: number | string;
  pickup: string;
  dropoff: string;
}

/**
 * The figures of the vendor requests of CTE `parts` (its `id`, `vendor_id`), as CTE `figures`
 * (weights numeric), one row per request (`per` 'part') or per vendor ('vendor'), its `key` the
 * request's or the vendor's id: what was asked, and what its trucks (not REMOVED, and matching the
 * scope's truck conditions) did. Each table is read once and grouped (no lookup per request or per
 * truck): a year of requests is 20,000 of them and 60,000 trucks.
 */
export const figuresCte = (scope: PerformanceScope, per: 'part' | 'vendor' = 'part') => {
  const keyOf = (alias: string) => sql.raw(`${alias}.${per === 'part' ? 'id' : 'vendor_id'}`);
  if (scope.trucks?.length) return liveFigures(scope, keyOf);
  return keptFigures(keyOf, stateOnly(scope) ? scope.truckState : undefined);
};

/**
 * The figures kept per request (vendor_request_figures, written by the database's triggers:
 * migration 0037), summed: a period's few thousand rows instead of its trucks and their tickets.
 * With a truck state, the trucks' figures are those of that state's rows (the units asked stay the
 * request's).
 */
const keptFigures = (keyOf: (alias: string) => SQL, state: string | undefined) => {
  const trucks = state === undefined ? sql.raw('f') : sql.raw('x');
  return sql`
  figures as (
    select ${keyOf('p')} as key, coalesce(sum(f.request_unit), 0) as request_unit, coalesce(sum(${trucks}.accepted), 0) as accepted,
      coalesce(sum(${trucks}.came), 0) as came, coalesce(sum(${trucks}.auto_wb), 0) as auto_wb, coalesce(sum(${trucks}.trips), 0) as trips,
      coalesce(sum(${trucks}.orders), 0) as orders, coalesce(sum(${trucks}.pickup), 0) as pickup, coalesce(sum(${trucks}.dropoff), 0) as dropoff
    from parts p left join vendor_request_figures f on f.shipment_vendor_id = p.id
    ${state === undefined ? sql`` : sql`left join vendor_request_state_figures x on x.shipment_vendor_id = p.id and x.status = ${state}`}
    group by 1
  )`;
};

/**
 * The same figures computed from the trucks: when only some trucks count (the vendor report's truck
 * filters), and to check the kept ones (tests/server/performance.test.ts).
 */
export const liveFigures = (scope: PerformanceScope, keyOf: (alias: string) => SQL) => sql`
  asked as (
    select ${keyOf('a')} as key, sum(a.quantity * greatest(1, coalesce(r.trips, 0))) as request_unit
    from (select p.id, p.vendor_id, sum(q.quantity) as quantity from parts p join shipment_vendor_vehicles q on q.shipment_vendor_id = p.id group by p.id, p.vendor_id) a
    left join (select x.id, count(*) as trips from (select distinct t.shipment_vendor_id as id, t.ritase from parts p join tracks t on t.shipment_vendor_id = p.id) x group by x.id) r on r.id = a.id
    group by 1
  ),
  trucks as (
    select ${keyOf('p')} as key, lt.id as load_id, (lt.id is not null and dt.id is not null) as finished, lt.netto as pickup, dt.netto as dropoff, jsonb_array_length(lt.items) as orders,
      t.id in (select a.track_id from weighbridge_tickets a where a.kind = 'LOAD' and a.source = 'AUTO') as auto
    from parts p join tracks t on t.shipment_vendor_id = p.id and t.status <> 'REMOVED'
    ${scope.trucks?.length ? sql`left join vehicle_details vd on vd.id = t.vehicle_detail_id` : sql``}
    ${ticketsInForce}
    where ${trucksWhere(scope)}
  ),
  done as (
    select key, count(*) as accepted, count(load_id) as came, count(*) filter (where auto and load_id is not null) as auto_wb,
      count(*) filter (where finished) as trips, coalesce(sum(orders), 0) as orders,
      sum(pickup) filter (where finished) as pickup, sum(dropoff) filter (where finished) as dropoff
    from trucks group by key
  ),
  figures as (
    select k.key, coalesce(a.request_unit, 0) as request_unit, coalesce(d.accepted, 0) as accepted, coalesce(d.came, 0) as came,
      coalesce(d.auto_wb, 0) as auto_wb, coalesce(d.trips, 0) as trips, coalesce(d.orders, 0) as orders,
      coalesce(d.pickup, 0) as pickup, coalesce(d.dropoff, 0) as dropoff
    from (select distinct ${keyOf('p')} as key from parts p) k left join asked a on a.key = k.key left join done d on d.key = k.key
  )`;

/**
 * The kept rows `f` of a scope's requests, by the columns they copy of their request (of one truck
 * state: a vendor_request_state_figures row), its freight included. Only for a scope without searches
 * or truck filters.
 */
export const keptRowsWhere = (scope: PerformanceScope, state?: string): SQL =>
  sql.join(
    [
      ...(scope.lspId === null ? [] : [sql`f.logistics_service_provider_id = ${scope.lspId}`]),
      ...(state === undefined ? [] : [sql`f.status = ${state}`]),
      sql`f.requested_at >= ${scope.from}`,
      sql`f.requested_at < ${scope.to}`,
      ...(scope.vendor ? [sql`f.vendor_id = ${scope.vendor}`] : []),
      ...keptFreightWhere(scope.freight ?? {}),
    ],
    sql` and `,
  );

/**
 * The kept figures of each vendor of a scope that narrows the requests by their LSP, period, vendor
 * and freight alone (the scorecard's calls; a vendor report without searches or truck filters): the kept
 * rows summed straight from their table, which carries those columns (migration 0038), as CTE
 * `figures` keyed by vendor. A year of one LSP: 23,000 rows summed, no join.
 */
const keptByVendor = (scope: PerformanceScope) => {
  const state = stateOnly(scope) ? scope.truckState : undefined;
  return sql`
  figures as (
    select f.vendor_id as key, sum(f.request_unit) as request_unit, sum(f.accepted) as accepted, sum(f.came) as came, sum(f.auto_wb) as auto_wb,
      sum(f.trips) as trips, sum(f.orders) as orders, sum(f.pickup) as pickup, sum(f.dropoff) as dropoff
    from ${state === undefined ? sql.raw('vendor_request_figures') : sql.raw('vendor_request_state_figures')} f
    where ${keptRowsWhere(scope, state)}
    group by 1
  )`;
};

/** The figures of every vendor of the scope, by name (a `search` on the vendor's name). */
async function vendorFigures(db: Db, scope: PerformanceScope, search: string | undefined): Promise<Raw[]> {
  const partners = sql`select c.vendor_id from vendor_collaborations c where c.status = 'COLLABORATE'${scope.lspId === null ? sql`` : sql` and c.logistics_service_provider_id = ${scope.lspId}`}${scope.vendor ? sql` and c.vendor_id = ${scope.vendor}` : sql``}`;
  const narrowed = Boolean(scope.parts?.length || scope.trucks?.length);
  // `figures` has a row for each vendor asked in the scope.
  return rowsOf<Raw>(
    db,
    sql`with ${narrowed ? sql`parts as (select p.id, p.vendor_id from shipment_vendors p join shipments s on s.id = p.shipment_id where ${partsWhere(scope)}), ${figuresCte(scope, 'vendor')}` : keptByVendor(scope)},
        chosen as (${scope.askedOnly ? sql`select key as vendor_id from figures` : sql`${partners} union select key from figures`})
        select v.id, v.name, coalesce(f.request_unit, 0) as request_unit, coalesce(f.accepted, 0) as accepted, coalesce(f.came, 0) as came,
          coalesce(f.auto_wb, 0) as auto_wb, coalesce(f.trips, 0) as trips, coalesce(f.orders, 0) as orders,
          coalesce(f.pickup, 0)::text as pickup, coalesce(f.dropoff, 0)::text as dropoff
        from chosen c join vendors v on v.id = c.vendor_id
        left join figures f on f.key = v.id
        ${search ? sql`where v.name ilike ${containsPattern(search)}` : sql``}
        order by v.name, v.id`,
  );
}

/** Every figure of one vendor (or one request), by its docs/performance.md name. */
export function figuresOf(r: Raw) {
  const [requested, accepted, came, auto, trips] = [r.request_unit, r.accepted, r.came, r.auto_wb, r.trips].map(Number) as [number, number, number, number, number];
  const netto = lossFigures(new Decimal(r.pickup), new Decimal(r.dropoff), null, trips > 0);
  const rates: RateRow = {
    vendor: { id: Number(r.id), name: r.name },
    request_unit: requested,
    acc_by_transporter: accepted,
    acc_by_actual_coming: came,
    auto_wb: auto,
    order_acceptance_rate: percentOf(accepted, requested),
    order_commitment_rate: percentOf(came, accepted),
    order_accuracy_rate: percentOf(auto, came),
  };
  return {
    rates,
    total_netto_pickup: netto.pickup!,
    total_netto_dropoff: netto.dropoff!,
    total_netto_loss: netto.loss_kg ?? '0.000',
    netto_loss_percentage: netto.loss_percent,
    total_order_trip: Number(r.orders),
    total_shipment_track_trip: trips,
  };
}

type Figures = ReturnType<typeof figuresOf>;

const transporterRowOf = ({ rates, total_netto_loss: _loss, ...rest }: Figures): TransporterRow => ({ ...rates, ...rest });
export const vendorReportRowOf = (f: Figures): VendorReportRow => ({
  vendor: f.rates.vendor,
  total_order_requested: f.rates.request_unit,
  total_order_accepted: f.rates.acc_by_transporter,
  order_acceptance_rate: f.rates.order_acceptance_rate,
  total_netto_pickup: f.total_netto_pickup,
  total_netto_dropoff: f.total_netto_dropoff,
  total_netto_loss: f.total_netto_loss,
  netto_loss_percentage: f.netto_loss_percentage,
  total_shipment_track_trip: f.total_shipment_track_trip,
  total_order_trip: f.total_order_trip,
});

export const VENDOR_ROWS = { vendors: transporterRowOf, acceptanceRates: (f: Figures): RateRow => f.rates, report: vendorReportRowOf } as const;

/** Every vendor row of one kind, by the vendor's name (the exports: docs/exports.md). */
export async function allVendorRows<K extends keyof typeof VENDOR_ROWS>(db: Db, scope: PerformanceScope, search: string | undefined, kind: K) {
  return (await vendorFigures(db, scope, search)).map((r) => VENDOR_ROWS[kind](figuresOf(r)) as ReturnType<(typeof VENDOR_ROWS)[K]>);
}

/** One page of one kind of vendor row (entries=-1: all of them). */
export async function vendorRows<K extends keyof typeof VENDOR_ROWS>(db: Db, scope: PerformanceScope, q: Pick<PerformanceQuery, 'search' | 'page' | 'entries'>, kind: K) {
  const rows = await allVendorRows(db, scope, q.search, kind);
  return pageOf(rows, q.page, q.entries === undefined || q.entries === -1 ? Math.max(rows.length, 1) : q.entries);
}
