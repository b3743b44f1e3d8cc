// What each kind of export writes: its file name, sheet, headers (in the asker's language) and rows,
// and the filters it is recorded with. A kind reads the filters the export was asked with, scoped
// to the export's LSP, as its list does.
import type { ExportAskBody, ExportKind } from '../../../contract/exports.ts';
import { geofenceAlertExportQuery } from '../../../contract/geofence.ts';
import { incomingExportQuery, type IncomingExportQuery } from '../../../contract/incoming.ts';
import { translate, type Locale } from '../../../contract/messages.ts';
import { performanceExportQuery } from '../../../contract/performance.ts';
import { vendorReportExportQuery } from '../../../contract/vendor-report.ts';
import type { Caller } from '../auth.ts';
import { alertExportFilters, alertScope, alertSheetRows, alertsToExport } from '../geofences/alerts.ts';
import { reportFilters, reportScopeOf, reportSearch } from '../performance/report.ts';
import { scopeOf } from '../performance/scope.ts';
import { performanceFilters, vendorSheet, type VendorSheetKind } from '../performance/sheet.ts';
import type { Services } from '../services.ts';
import { incomingSheet } from '../tracking/incoming.ts';
import type { CellValue } from './xlsx-stream.ts';

/** Rows a page at a time: a large export's pages come as they are read, without a promise per row. */
type RowPages = Iterable<readonly (readonly CellValue[])[]> | AsyncIterable<readonly (readonly CellValue[])[]>;

export interface ExportSource {
  sheet: string;
  header: string[];
  pages: RowPages;
  /** How many rows will come, when known (progress). */
  total: number | null;
}

export interface ExportAsk {
  lspId: number;
  userId: number | null;
  filters: Record<string, unknown>;
  locale: Locale;
}

/** Who asks for an export: the LSP, the user, their language and timezone. */
export interface Asker {
  lspId: number;
  userId: number;
  locale: Locale;
  /** The caller's timezone (the `timezone-offset` header): how its list dates are read. */
  tzOffsetMinutes: number;
}

type StoredFilters = Record<string, string | number | boolean | null>;
type FiltersOf<K extends ExportKind> = Extract<ExportAskBody, { kind: K }>['filters'];

/** What a kind reads its rows with: all an export job needs besides its documents (run.ts), and all
 * the export child builds (child-task.ts). */
export type ExportReadServices = Pick<Services, 'db' | 'clock' | 'counts'>;

interface KindSpec<K extends ExportKind> {
  /** The file's name without extension ("incoming-trucks"). */
  fileName: string;
  /** The filters as recorded (plain values, read again by `source` through the kind's schema); throws 400 for what the schema could not check alone. */
  stored(s: Services, who: Asker, filters: FiltersOf<K>): StoredFilters;
  source(s: ExportReadServices, ask: ExportAsk): Promise<ExportSource>;
}

/** The export runs as the LSP's reader: its tenant, never more. */
const readerOf = (ask: ExportAsk): Caller => ({
  userId: ask.userId ?? 0,
  sessionId: 0,
  role: 'LOGISTIC_SERVICE_PROVIDER',
  name: '',
  isMainAdmin: false,
  permission: 'READ_ONLY',
  mustChangePassword: false,
  lspId: ask.lspId,
  shipmentCompanyId: null,
  vendorId: null,
});

const cell = (v: unknown): CellValue => (v === null || v === undefined ? null : typeof v === 'number' ? v : String(v));

/** A source's pages of rows as cells, read as they come (each row's values made cells in place: its array is the page's own). */
async function* cellsOf(pages: Iterable<unknown[][]> | AsyncIterable<unknown[][]>) {
  for await (const page of pages) {
    for (const r of page) for (let i = 0; i < r.length; i++) r[i] = cell(r[i]);
    yield page as CellValue[][];
  }
}

/** A sheet of rows already gathered (bounded by the kind's own limits): one page. */
const gathered = (sheet: string, header: readonly unknown[], rows: readonly (readonly unknown[])[]): ExportSource => ({ sheet, header: header.map(String), pages: [rows.map((r) => r.map(cell))], total: rows.length });

/** The kind's labels in the asker's language, each translated once (an export asks for them per row). */
function labelsOf(locale: Locale, prefix: string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let text = known.get(key);
    if (text === undefined) known.set(key, (text = translate(locale, `${prefix}.${key}`)));
    return text;
  };
}

/** The transporter or vendor report rows of the period (server/lib/performance/sheet.ts). */
const vendorReport = <K extends 'PERFORMANCE_VENDOR' | 'PERFORMANCE_VENDOR_REPORT'>(fileName: string, kind: VendorSheetKind): KindSpec<K> => ({
  fileName,
  stored: (s, who, filters) => performanceFilters(readerOf({ ...who, filters: {} }), s.clock(), filters),
  async source(s, ask) {
    const q = performanceExportQuery.parse(ask.filters);
    const { sheet, header, rows } = await vendorSheet(s.db, scopeOf(readerOf(ask), s.clock(), q), q.search, kind, ask.locale);
    return gathered(sheet, header, rows);
  },
});

export const EXPORT_KIND_SPECS: { [K in ExportKind]: KindSpec<K> } = {
  INCOMING_TRUCKS: {
    fileName: 'incoming-trucks',
    stored: (_s, _who, filters) => filters,
    async source(s, ask) {
      const label = labelsOf(ask.locale, 'incomingSheet');
      // The filters were validated when asked; read again, a stored export is never trusted blindly.
      const q: IncomingExportQuery = incomingExportQuery.parse(ask.filters);
      const { header, pages, total } = await incomingSheet(s.db, readerOf(ask), s.clock(), q, label);
      return { sheet: label('sheet'), header, pages: cellsOf(pages), total };
    },
  },
  PERFORMANCE_VENDOR: vendorReport('performance-vendor', 'vendors'),
  PERFORMANCE_VENDOR_REPORT: vendorReport('performance-vendor-report', 'report'),
  VENDOR_REPORT: {
    fileName: 'vendor-report',
    stored: (s, who, filters) => reportFilters(readerOf({ ...who, filters: {} }), s.clock(), filters),
    async source(s, ask) {
      const q = vendorReportExportQuery.parse(ask.filters);
      const { sheet, header, rows } = await vendorSheet(s.db, reportScopeOf(readerOf(ask), s.clock(), q), reportSearch(q), 'report', ask.locale);
      return gathered(sheet, header, rows);
    },
  },
  GEOFENCE_ALERTS: {
    fileName: 'geofence-alerts',
    stored: (s, who, filters) => alertExportFilters(s.db, who.lspId, filters, who.tzOffsetMinutes),
    async source(s, ask) {
      // Its dates were recorded as instants (alertExportFilters): no timezone to read them in.
      const alerts = await alertsToExport(s.db, geofenceAlertExportQuery.parse(ask.filters), { scope: alertScope(readerOf(ask)), tzOffsetMinutes: 0, viewer: '', counts: s.counts });
      const [header, ...rows] = alertSheetRows(alerts, ask.locale);
      return gathered(translate(ask.locale, 'geofence.sheet'), header!, rows);
    },
  },
};

/** The ask's filters as its kind records them. */
export const storedFilters = (s: Services, who: Asker, ask: ExportAskBody): StoredFilters => (EXPORT_KIND_SPECS[ask.kind] as KindSpec<ExportKind>).stored(s, who, ask.filters as never);
