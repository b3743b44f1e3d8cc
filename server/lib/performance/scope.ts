// What every vendor performance call reads (docs/performance.md "Which vendors, which records,
// which day"): the vendor requests made in the period (WIB days), with their trucks' tickets in
// force, of the token's LSP (every LSP for the administrator's vendor report). The period is
// checked here once its missing ends are filled.
import { sql, type SQL } from 'drizzle-orm';
import { addDays, periodOf, periodProblem } from '../../../contract/performance.ts';
import { wibDay, wibDayStart } from '../../../contract/wib.ts';
import type { Caller } from '../auth.ts';
import { HttpError } from '../errors.ts';
import { ownOrg } from '../tenant.ts';

export interface PerformanceScope {
  /** null: every LSP (only the administrator's vendor report). */
  lspId: number | null;
  /** The first instant of the period and the first after it. */
  from: Date;
  to: Date;
  vendor?: number;
  /** Only the requests whose shipment carries this freight (the vendor report's filters). */
  freight?: Freight;
  /** More conditions on the requests `p` and their shipment `s` (the vendor report's searches). */
  parts?: SQL[];
  /** Conditions on the trucks `t` (their plate `vd`): only those trucks count, and only the requests with one. */
  trucks?: SQL[];
  /** Only the trucks in this state count, and only the requests with one (with `trucks`, one more of them). */
  truckState?: string;
  /** Only the vendors asked in the scope, not every partner (a partner asked nothing has a row of zeros otherwise). */
  askedOnly?: boolean;
}

/** A stop (mill: pickup, refinery: drop-off), product and owner (shipment company) of the orders a shipment carries. */
export interface Freight {
  mill?: number;
  refinery?: number;
  product?: number;
  productOwner?: number;
}

/** A condition on the orders the request's shipment carries (`so` its shipment_orders, `o` the orders). */
const carries = (condition: SQL, extraJoin: SQL = sql``) =>
  sql`exists (select 1 from shipment_orders so join orders o on o.id = so.order_id ${extraJoin} where so.shipment_id = p.shipment_id and ${condition})`;
const stopAt = (type: 'PICKUP' | 'DROPOFF', location: number) =>
  carries(sql`sub.type = ${type} and sub.pickup_dropoff_location_point_id = ${location}`, sql`join suborders sub on sub.order_id = o.id`);

/** The freight's conditions on the requests `p`, from the shipment's orders. */
const freightWhere = (f: Freight): SQL[] => [
  ...(f.mill ? [stopAt('PICKUP', f.mill)] : []),
  ...(f.refinery ? [stopAt('DROPOFF', f.refinery)] : []),
  ...(f.product ? [carries(sql`sp.product_id = ${f.product}`, sql`join suborders sub on sub.order_id = o.id join suborder_products sp on sp.suborder_id = sub.id`)] : []),
  ...(f.productOwner ? [carries(sql`o.shipment_company_id = ${f.productOwner}`)] : []),
];

/** The same conditions on a kept figures row `f`, from the freight it copies of its request (migration 0038). */
export const keptFreightWhere = (f: Freight): SQL[] => [
  ...(f.mill ? [sql`${f.mill} = any(f.pickup_location_ids)`] : []),
  ...(f.refinery ? [sql`${f.refinery} = any(f.dropoff_location_ids)`] : []),
  ...(f.product ? [sql`${f.product} = any(f.product_ids)`] : []),
  ...(f.productOwner ? [sql`${f.productOwner} = any(f.product_owner_ids)`] : []),
];

/** The scope of `lspId` (null: every LSP) for a period; 400 for a period the contract could not check alone. */
export function periodScope(lspId: number | null, now: Date, q: { start_date?: string; end_date?: string; vendor?: number }): PerformanceScope {
  const { start, end } = periodOf(q, wibDay(now));
  const problem = periodProblem(start, end);
  if (problem) throw new HttpError(400, 'server.invalidInput', {}, { end_date: [problem] });
  return { lspId, from: new Date(wibDayStart(start)), to: new Date(wibDayStart(addDays(end, 1))), vendor: q.vendor };
}

/** The LSP caller's scope for a query; 403 without an LSP. */
export const scopeOf = (caller: Caller, now: Date, q: { start_date?: string; end_date?: string; vendor?: number }): PerformanceScope =>
  periodScope(ownOrg(caller.lspId), now, q);

/** The conditions on the trucks `t` of a scope, or true. */
export function trucksWhere(scope: PerformanceScope): SQL {
  const all = [...(scope.trucks ?? []), ...(scope.truckState ? [sql`t.status = ${scope.truckState}`] : [])];
  return all.length ? sql.join(all, sql` and `) : sql`true`;
}

/** Whether only the trucks' state narrows them: the figures kept per state answer it (vendors.ts). */
export const stateOnly = (scope: PerformanceScope): scope is PerformanceScope & { truckState: string } => !scope.trucks?.length && scope.truckState !== undefined;

/** The scope's vendor requests as `p` (with their shipment `s`). */
export const partsWhere = (scope: PerformanceScope): SQL =>
  sql.join(
    [
      ...(scope.lspId === null ? [] : [sql`s.logistics_service_provider_id = ${scope.lspId}`]),
      sql`p.created_at >= ${scope.from}`,
      sql`p.created_at < ${scope.to}`,
      ...(scope.vendor ? [sql`p.vendor_id = ${scope.vendor}`] : []),
      ...freightWhere(scope.freight ?? {}),
      ...(scope.parts ?? []),
      ...(scope.trucks?.length
        ? [sql`exists (select 1 from tracks t left join vehicle_details vd on vd.id = t.vehicle_detail_id where t.shipment_vendor_id = p.id and ${trucksWhere(scope)})`]
        : []),
      ...(stateOnly(scope) ? [sql`exists (select 1 from vendor_request_state_figures x where x.shipment_vendor_id = p.id and x.status = ${scope.truckState})`] : []),
    ],
    sql` and `,
  );

/** A page of rows read with their total (each row's `total`; a row that `has` nothing is the total alone: an empty page). */
export function countedPage<R extends { total: number | string }, T>(rows: R[], has: (r: R) => boolean, map: (r: R) => T, page: number | undefined, entries: number) {
  const total = Number(rows[0]?.total ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / entries));
  return { data: rows.filter(has).map(map), meta: { current_page: Math.min(page ?? 1, lastPage), last_page: lastPage, total } };
}
