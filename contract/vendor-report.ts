// The vendor report (spec 1 §3 "Vendor report row (admin/LSP view)", §7 and spec 2 §7 "Vendors":
// GET /v1/vendor/report, GET /v1/vendor/report-order-shipment; docs/performance.md "The vendor
// report"): the scorecard's vendor rows narrowed by the freight they served (mill, refinery,
// product, product owner, driver, plate, truck state), and each vendor's requests one by one.
// The LSP reads its own; the administrator every LSP's.
import { z } from 'zod';
import { roles } from './access.ts';
import { optionalId } from './fields.ts';
import { incomingQuery } from './incoming.ts';
import { call, isoDate, pagedAnswer } from './lib.ts';
import { checkPeriod, entriesParam, PERFORMANCE_DETAIL_ENTRIES_MAX, PERFORMANCE_VENDOR_ENTRIES_MAX, vendorReportRow } from './performance.ts';
import { SHIPMENT_VENDOR_STATES, TRACK_STATES } from './states.ts';

/** ALL: every vendor working with the LSP, a row of zeros when it was asked nothing; ACTIVE: only the vendors asked in the scope. */
export const VENDOR_REPORT_TYPES = ['ALL', 'ACTIVE'] as const;
/** What `search` looks in: the vendor's name, the shipment's identity, or an order's identity. */
export const VENDOR_REPORT_SEARCH_FIELDS = ['VENDOR', 'SHIPMENT', 'ORDER'] as const;
/** The most orders a request row names (a shipment carries a handful; `orders_total` says how many). */
export const REPORT_ORDERS_SHOWN = 20;

const { start_date, end_date, search, page, mill, refinery, plate_number, product, product_owner } = incomingQuery.shape;
const id = optionalId();

/** The report's filters (docs/performance.md "The vendor report"). */
const vendorReportFilters = z.object({
  type: z.enum(VENDOR_REPORT_TYPES, { error: 'validation.invalid' }).optional(),
  filter_by: z.enum(VENDOR_REPORT_SEARCH_FIELDS, { error: 'validation.invalid' }).optional(),
  search,
  start_date,
  end_date,
  vendor_id: id,
  driver_id: id,
  mill,
  refinery,
  plate_number,
  product,
  product_owner,
  /** A truck state: only the trucks in it count (and the requests that have one). */
  status: z.enum(TRACK_STATES, { error: 'validation.invalid' }).optional(),
});

export const vendorReportQuery = vendorReportFilters.extend({ page, entries: entriesParam(PERFORMANCE_VENDOR_ENTRIES_MAX, true) }).superRefine(checkPeriod);
export type VendorReportQuery = z.output<typeof vendorReportQuery>;

/** The export's filters: the report's, every vendor row (no page). */
export const vendorReportExportQuery = vendorReportFilters.superRefine(checkPeriod);
export type VendorReportExportQuery = z.output<typeof vendorReportExportQuery>;

export const reportOrderShipmentQuery = z
  .object({ start_date, end_date, vendor_id: id, page, entries: entriesParam(PERFORMANCE_DETAIL_ENTRIES_MAX, false) })
  .superRefine(checkPeriod);
export type ReportOrderShipmentQuery = z.output<typeof reportOrderShipmentQuery>;

/** One vendor request (a vendor asked on a shipment) with the vendor report's figures of that request alone. */
export const reportOrderShipmentRow = vendorReportRow.extend({
  id: z.number().int(),
  requested_at: isoDate,
  status: z.enum(SHIPMENT_VENDOR_STATES),
  shipment: z.object({ id: z.number().int(), identity: z.string() }),
  /** The shipment's orders, at most REPORT_ORDERS_SHOWN. */
  orders: z.array(z.object({ id: z.number().int(), identity: z.string() })),
  orders_total: z.number().int(),
});
export type ReportOrderShipmentRow = z.infer<typeof reportOrderShipmentRow>;

export const vendorReport = {
  rows: call({
    method: 'GET',
    path: '/v1/vendor/report',
    summary: 'The vendor report over a period: one row per vendor, narrowed by mill, refinery, product, product owner, driver, plate and truck state (the LSP its own; the administrator every LSP)',
    access: roles.adminAndLsp,
    query: vendorReportQuery,
    response: pagedAnswer(vendorReportRow),
  }),
  orderShipments: call({
    method: 'GET',
    path: '/v1/vendor/report-order-shipment',
    summary: "A vendor's requests over a period, newest first, each with the vendor report's figures of that request, paged",
    access: roles.adminAndLsp,
    query: reportOrderShipmentQuery,
    response: pagedAnswer(reportOrderShipmentRow),
  }),
  exportRows: call({
    method: 'GET',
    path: '/v1/vendor/report/export-excel',
    summary: "The vendor report's rows for its filters as a spreadsheet (vendor-report.xlsx): the LSP's kept in its export files (docs/exports.md), the administrator's (every LSP's vendors) answered at once",
    access: roles.adminAndLsp,
    query: vendorReportExportQuery,
    file: true,
    response: z.any(),
  }),
};
