// Vendor performance, the LSP's scorecard of its transporters (spec 1 §2 "Dashboards (content)",
// §3 transporter and vendor report rows, §7 "Vendor performance"; docs/performance.md defines every
// figure): per vendor over a period of WIB days, what was asked, taken, came, weighed by a machine,
// and the netto lost on the road; and the truck assignments behind them, paged.
import { z } from 'zod';
import { roles } from './access.ts';
import { readInteger } from './fields.ts';
import { incomingQuery } from './incoming.ts';
import { call, isoDate, pagedAnswer } from './lib.ts';
import { messageRef } from './message-ref.ts';
import { TRACK_STATES } from './states.ts';

/** The longest period one call covers (days, both ends included). */
export const PERFORMANCE_MAX_DAYS = 366;
/** The period without dates: this many WIB days ending today. */
export const PERFORMANCE_DEFAULT_DAYS = 30;
/** The most vendor rows one page holds; entries=-1, the default, asks them all (one row per vendor, bounded by the LSP's vendors). */
export const PERFORMANCE_VENDOR_ENTRIES_MAX = 100;
export const PERFORMANCE_DETAIL_ENTRIES = 10;
export const PERFORMANCE_DETAIL_ENTRIES_MAX = 100;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** The WIB day `days` after `day` (YYYY-MM-DD; negative: before). */
export const addDays = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** Why a period is refused (a message reference), or null: the end before the start, or longer than PERFORMANCE_MAX_DAYS. */
export function periodProblem(start: string, end: string): string | null {
  const days = dayNumber(end) - dayNumber(start) + 1;
  return days < 1 || days > PERFORMANCE_MAX_DAYS ? messageRef('validation.dateRange', { days: PERFORMANCE_MAX_DAYS }) : null;
}

/** The period a query asks, its missing ends filled (docs/performance.md): the end today, the start PERFORMANCE_DEFAULT_DAYS before the end. */
export function periodOf(q: { start_date?: string; end_date?: string }, today: string): { start: string; end: string } {
  const end = q.end_date ?? today;
  return { start: q.start_date ?? addDays(end, 1 - PERFORMANCE_DEFAULT_DAYS), end };
}

// The dashboard's filters are the incoming-truck list's (spec 1 §3 "Dashboard filter"): one parsing of each.
const { start_date, end_date, vendor, search, page } = incomingQuery.shape;
/** `entries`: 1..max, or -1 (all) where `all`. */
export const entriesParam = (max: number, all: boolean) =>
  z.preprocess(
    readInteger,
    z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .refine((n) => (all && n === -1) || (n >= 1 && n <= max), messageRef('server.badEntries', { max }))
      .optional(),
  );

const periodQuery = z.object({ start_date, end_date, vendor, search, page });
type PeriodShape = { start_date?: string; end_date?: string };
/** Both ends given: refused here already (the server checks the filled period too). */
export const checkPeriod = (q: PeriodShape, ctx: z.core.$RefinementCtx<PeriodShape>) => {
  const problem = q.start_date && q.end_date ? periodProblem(q.start_date, q.end_date) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['end_date'], message: problem });
};

export const performanceQuery = periodQuery.extend({ entries: entriesParam(PERFORMANCE_VENDOR_ENTRIES_MAX, true) }).superRefine(checkPeriod);
export type PerformanceQuery = z.output<typeof performanceQuery>;

export const performanceDetailQuery = periodQuery
  .extend({ entries: entriesParam(PERFORMANCE_DETAIL_ENTRIES_MAX, false), status: z.enum(TRACK_STATES, { error: 'validation.invalid' }).optional() })
  .superRefine(checkPeriod);
export type PerformanceDetailQuery = z.output<typeof performanceDetailQuery>;

/** The export calls' filters (docs/exports.md): the vendor rows' period, vendor and search; every vendor row, so no page. */
export const performanceExportQuery = z.object({ start_date, end_date, vendor, search }).superRefine(checkPeriod);
export type PerformanceExportQuery = z.output<typeof performanceExportQuery>;

export const named = z.object({ id: z.number().int(), name: z.string() });
/** Kilograms as decimal text, 3 decimals ("29870.500"). */
const kg = z.string();
/** Per cent as decimal text, 2 decimals half up ("66.67"); null on a zero denominator. */
const percent = z.string().nullable();
const count = z.number().int();

/** The assignment figures and their rates (the rate view, docs/performance.md "The figures"). */
export const rateRow = z.object({
  vendor: named,
  request_unit: count,
  acc_by_transporter: count,
  acc_by_actual_coming: count,
  auto_wb: count,
  order_acceptance_rate: percent,
  order_commitment_rate: percent,
  order_accuracy_rate: percent,
});
export type RateRow = z.infer<typeof rateRow>;

/** The transporter report row (spec 1 §3). */
export const transporterRow = rateRow.extend({
  total_netto_pickup: kg,
  total_netto_dropoff: kg,
  netto_loss_percentage: percent,
  total_order_trip: count,
  total_shipment_track_trip: count,
});
export type TransporterRow = z.infer<typeof transporterRow>;

/** The vendor report row (spec 1 §3): total_order_requested is request_unit, total_order_accepted acc_by_transporter. */
export const vendorReportRow = z.object({
  vendor: named,
  total_order_requested: count,
  total_order_accepted: count,
  order_acceptance_rate: percent,
  total_netto_pickup: kg,
  total_netto_dropoff: kg,
  total_netto_loss: kg,
  netto_loss_percentage: percent,
  total_shipment_track_trip: count,
  total_order_trip: count,
});
export type VendorReportRow = z.infer<typeof vendorReportRow>;

/** One truck assignment behind the figures. */
export const performanceDetailRow = z.object({
  track_id: z.number().int(),
  status: z.enum(TRACK_STATES),
  ritase: z.number().int(),
  /** When its vendor request was made (the day it counts on). */
  requested_at: isoDate,
  shipment: z.object({ id: z.number().int(), identity: z.string() }),
  order: z.object({ id: z.number().int(), identity: z.string() }).nullable(),
  vendor: named,
  plate_number: z.string().nullable(),
  driver_name: z.string().nullable(),
  load_source: z.enum(['MANUAL', 'AUTO']).nullable(),
  pickup: kg.nullable(),
  dropoff: kg.nullable(),
  loss_kg: kg.nullable(),
  loss_percent: percent,
});
export type PerformanceDetailRow = z.infer<typeof performanceDetailRow>;

const lspCall = <R extends z.ZodType, Q extends z.ZodType>(path: string, summary: string, query: Q, row: R) =>
  call({ method: 'GET', path: `/v1/dashboard/lsp/${path}`, summary, access: roles.lsp, query, response: pagedAnswer(row) });

/** An export of vendor rows (docs/exports.md): recorded in the LSP's export files; the file when ready within EXPORT_WAIT_MS, else 202 with the record. */
const exportCall = (path: string, summary: string) =>
  call({ method: 'GET', path: `/v1/dashboard/lsp/${path}`, summary, access: roles.lsp, query: performanceExportQuery, file: true, response: z.any() });

export const vendorPerformance = {
  vendors: lspCall('performance-vendor', "The LSP's vendors' performance over a period: one transporter report row per vendor", performanceQuery, transporterRow),
  acceptanceRates: lspCall('performance-vendor-acceptance-rate', "The LSP's vendors' assignment figures and rates over a period", performanceQuery, rateRow),
  report: lspCall('performance-vendor-report', "The LSP's vendor report over a period: one row per vendor", performanceQuery, vendorReportRow),
  exportVendors: exportCall('performance-vendor-export-excel', "The transporter report rows of a period as a spreadsheet (performance-vendor.xlsx), in the caller's language; kept in Export files"),
  exportReport: exportCall('performance-vendor-report-export-excel', "The vendor report rows of a period as a spreadsheet (performance-vendor-report.xlsx), in the caller's language; kept in Export files"),
  detail: lspCall('performance-detail-order', 'The truck assignments behind the vendor performance figures, newest request first, paged', performanceDetailQuery, performanceDetailRow),
};
