// The vendor report (docs/performance.md "The vendor report"): the scorecard's vendor rows, its
// requests narrowed by the freight their shipment carries (mill, refinery, product, owner, a
// shipment or order identity) and its trucks by driver, plate and state; and one vendor's requests
// one by one, paged in the database with their figures computed for that page only.
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/messages.ts';
import { PERFORMANCE_DETAIL_ENTRIES } from '../../../contract/performance.ts';
import { REPORT_ORDERS_SHOWN, type ReportOrderShipmentQuery, type ReportOrderShipmentRow, type VendorReportExportQuery, type VendorReportQuery } from '../../../contract/vendor-report.ts';
import type { Db } from '../../db/open.ts';
import type { Caller } from '../auth.ts';
import { rowsOf } from '../bulk.ts';
import { containsPattern } from '../list.ts';
import { xlsxOf } from '../sheets.ts';
import { wibDay } from '../../../contract/wib.ts';
import { ownOrg } from '../tenant.ts';
import { iso } from '../values.ts';
import { countedPage, periodScope, type PerformanceScope } from './scope.ts';
import { filledPeriod, vendorSheet } from './sheet.ts';
import { figuresCte, figuresOf, keptRowsWhere, vendorReportRowOf, vendorRows, type Raw } from './vendors.ts';

/** The reader's scope for a period and a vendor: the administrator every LSP, an LSP its own, anyone else 403. */
const readerScope = (caller: Caller, now: Date, q: { start_date?: string; end_date?: string; vendor_id?: number }) =>
  periodScope(caller.role === 'ADMIN' ? null : ownOrg(caller.lspId), now, { start_date: q.start_date, end_date: q.end_date, vendor: q.vendor_id });

/** The report's scope: the period, the vendor, the requests' and trucks' filters. */
export function reportScopeOf(caller: Caller, now: Date, q: VendorReportExportQuery): PerformanceScope {
  const scope = readerScope(caller, now, q);
  const search = q.search ? containsPattern(q.search) : null;
  const parts: SQL[] = [
    ...(search && q.filter_by === 'SHIPMENT' ? [sql`s.identity ilike ${search}`] : []),
    ...(search && q.filter_by === 'ORDER' ? [sql`exists (select 1 from shipment_orders so join orders o on o.id = so.order_id where so.shipment_id = p.shipment_id and o.identity ilike ${search})`] : []),
  ];
  const trucks: SQL[] = [
    ...(q.driver_id ? [sql`t.driver_id = ${q.driver_id}`] : []),
    ...(q.plate_number ? [sql`vd.plate_number ilike ${containsPattern(q.plate_number)}`] : []),
  ];
  const freight = { mill: q.mill, refinery: q.refinery, product: q.product, productOwner: q.product_owner };
  return { ...scope, freight, parts, trucks, truckState: q.status, askedOnly: q.type === 'ACTIVE' };
}

/** The vendor-name search of a report (the other searches narrow its requests: reportScopeOf). */
export const reportSearch = (q: VendorReportExportQuery) => (q.filter_by && q.filter_by !== 'VENDOR' ? undefined : q.search);

/** GET /v1/vendor/report: one vendor report row per vendor, paged (entries=-1: all). */
export const vendorReportRows = (db: Db, caller: Caller, now: Date, q: VendorReportQuery) =>
  vendorRows(db, reportScopeOf(caller, now, q), { search: reportSearch(q), page: q.page, entries: q.entries }, 'report');

/**
 * The administrator's vendor report export (docs/exports.md "The administrator's report"): an
 * administrator has no LSP's Export files to keep it in, so the sheet is written now and answered,
 * every LSP's vendors in it. As the list with entries=-1: one row per vendor.
 */
export async function reportSheetNow(db: Db, caller: Caller, now: Date, q: VendorReportExportQuery, locale: Locale): Promise<{ name: string; bytes: Buffer }> {
  const { sheet, header, rows } = await vendorSheet(db, reportScopeOf(caller, now, q), reportSearch(q), 'report', locale);
  return { name: `vendor-report-${wibDay(now)}.xlsx`, bytes: xlsxOf([header, ...rows], sheet) };
}

/** The report export's filters as recorded (docs/exports.md): the period with both ends filled, the rest as given. */
export function reportFilters(caller: Caller, now: Date, q: VendorReportExportQuery): Record<string, string | number> {
  const given = Object.entries(q).filter(([k, v]) => v !== undefined && k !== 'start_date' && k !== 'end_date') as [string, string | number][];
  return { ...filledPeriod(caller, now, q), ...Object.fromEntries(given) };
}

type RequestRaw = Raw & {
  total: number | string;
  part_id: number | null;
  requested_at: Date | string;
  status: ReportOrderShipmentRow['status'];
  shipment_id: number;
  shipment_identity: string;
  order_list: { id: number; identity: string }[] | string | null;
  orders_total: number | string;
};

function requestRowOf(r: RequestRaw): ReportOrderShipmentRow {
  const orders = typeof r.order_list === 'string' ? (JSON.parse(r.order_list) as { id: number; identity: string }[]) : (r.order_list ?? []);
  return {
    ...vendorReportRowOf(figuresOf(r)),
    id: Number(r.part_id),
    requested_at: iso(r.requested_at)!,
    status: r.status,
    shipment: { id: Number(r.shipment_id), identity: r.shipment_identity },
    orders: orders.map((o) => ({ id: Number(o.id), identity: o.identity })),
    orders_total: Number(r.orders_total),
  };
}

/** GET /v1/vendor/report-order-shipment: the scope's requests, newest first, a page of them with their figures. */
export async function reportOrderShipments(db: Db, caller: Caller, now: Date, q: ReportOrderShipmentQuery) {
  const scope = readerScope(caller, now, q);
  const entries = q.entries ?? PERFORMANCE_DETAIL_ENTRIES;
  const offset = ((q.page ?? 1) - 1) * entries;
  const rows = await rowsOf<RequestRaw>(
    db,
    // Counted and paged on the kept rows alone (they carry the request's LSP, vendor and time); only
    // the page's requests are read.
    sql`with scoped as (select f.shipment_vendor_id as id, f.requested_at from vendor_request_figures f where ${keptRowsWhere(scope)}),
        n as (select count(*)::int as total from scoped),
        parts as (
          select p.id, p.vendor_id, p.shipment_id, p.created_at, p.status
          from (
            select id from scoped order by requested_at desc, id desc
            limit ${entries} offset least(${offset}, (select greatest(ceil(total::numeric / ${entries})::int - 1, 0) * ${entries} from n))
          ) pg join shipment_vendors p on p.id = pg.id
        ),
        ${figuresCte(scope)}
        select n.total, x.* from n left join lateral (
          select p.id as part_id, p.created_at as requested_at, p.status, p.shipment_id, sh.identity as shipment_identity, v.id, v.name,
            f.request_unit, f.accepted, f.came, f.auto_wb, f.trips, f.orders, f.pickup::text as pickup, f.dropoff::text as dropoff,
            os.order_list, (select count(*) from shipment_orders c where c.shipment_id = p.shipment_id) as orders_total
          from parts p join figures f on f.key = p.id join shipments sh on sh.id = p.shipment_id join vendors v on v.id = p.vendor_id
          left join lateral (
            select json_agg(json_build_object('id', o.id, 'identity', o.identity) order by o.identity, o.id) as order_list
            from (select o.id, o.identity from shipment_orders so join orders o on o.id = so.order_id where so.shipment_id = p.shipment_id order by o.identity, o.id limit ${REPORT_ORDERS_SHOWN}) o
          ) os on true
        ) x on true
        order by x.requested_at desc, x.part_id desc`,
  );
  return countedPage(rows, (r) => r.part_id !== null, requestRowOf, q.page, entries);
}
