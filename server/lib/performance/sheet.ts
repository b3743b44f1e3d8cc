// The vendor performance spreadsheets (docs/exports.md, kinds PERFORMANCE_VENDOR and
// PERFORMANCE_VENDOR_REPORT): the transporter or vendor report rows of a period, the same rows the
// calls answer (vendors.ts), headers in the asker's language; counts, weights and rates are numbers
// (a rate with nothing to divide by an empty cell).
import { periodOf, type PerformanceExportQuery, type TransporterRow, type VendorReportRow } from '../../../contract/performance.ts';
import { translate, type Locale } from '../../../contract/messages.ts';
import { wibDay } from '../../../contract/wib.ts';
import type { Db } from '../../db/open.ts';
import type { Caller } from '../auth.ts';
import type { CellValue } from '../exports/xlsx-stream.ts';
import { scopeOf, type PerformanceScope } from './scope.ts';
import { allVendorRows } from './vendors.ts';

const COLUMNS = {
  vendors: [
    'vendor',
    'total_netto_pickup',
    'total_netto_dropoff',
    'netto_loss_percentage',
    'total_order_trip',
    'total_shipment_track_trip',
    'request_unit',
    'acc_by_actual_coming',
    'acc_by_transporter',
    'auto_wb',
    'order_acceptance_rate',
    'order_commitment_rate',
    'order_accuracy_rate',
  ] satisfies readonly (keyof TransporterRow)[],
  report: [
    'vendor',
    'total_order_requested',
    'total_order_accepted',
    'order_acceptance_rate',
    'total_netto_pickup',
    'total_netto_dropoff',
    'total_netto_loss',
    'netto_loss_percentage',
    'total_shipment_track_trip',
    'total_order_trip',
  ] satisfies readonly (keyof VendorReportRow)[],
} as const;

export type VendorSheetKind = keyof typeof COLUMNS;

/**
 * The export's filters as it is recorded: the period with both ends filled (the export covers the
 * days it was asked for, whenever its job runs, and the list shows them), the vendor and the search
 * when given. 400 for a period the query could not check alone (scopeOf), before anything is written.
 */
export function performanceFilters(caller: Caller, now: Date, q: PerformanceExportQuery): Record<string, string | number> {
  return { ...filledPeriod(caller, now, q), ...(q.vendor ? { vendor: q.vendor } : {}), ...(q.search ? { search: q.search } : {}) };
}

/** A period with both ends filled, checked (400) before anything is written. */
export function filledPeriod(caller: Caller, now: Date, q: { start_date?: string; end_date?: string }) {
  const { start, end } = periodOf(q, wibDay(now));
  scopeOf(caller, now, { start_date: start, end_date: end });
  return { start_date: start, end_date: end };
}

/** Decimal text as a number ("29870.500" -> 29870.5); null stays an empty cell. */
const figure = (v: string | number | null): CellValue => (v === null ? null : Number(v));

/** The sheet of one kind of vendor row of a scope (a vendor-name `search`): its name, headers and rows. */
export async function vendorSheet(db: Db, scope: PerformanceScope, search: string | undefined, kind: VendorSheetKind, locale: Locale) {
  const label = (key: string) => translate(locale, `performanceFigures.${key}`);
  const rows = await allVendorRows(db, scope, search, kind === 'vendors' ? 'vendors' : 'report');
  const columns: readonly string[] = COLUMNS[kind];
  return {
    sheet: translate(locale, `performanceSheet.${kind}`),
    header: columns.map(label),
    rows: rows.map((r) => columns.map((c) => (c === 'vendor' ? r.vendor.name : figure((r as unknown as Record<string, string | number | null>)[c]!)))),
  };
}
