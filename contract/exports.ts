// Spreadsheet exports as records (spec 1 §7 "Notifications and exports list", issue 25; docs/exports.md):
// every export an LSP's user asks for is kept with its filters, rows, size and state, listed in the
// LSP's /export-files and downloadable again until deleted. Large ones are written by a background
// job (pg-boss) on whichever API process is free; the life cycle is `exportFileMachine` (states.ts).
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';
import { geofenceAlertExportQuery } from './geofence.ts';
import { incomingExportQuery } from './incoming.ts';
import { performanceExportQuery } from './performance.ts';
import { vendorReportExportQuery } from './vendor-report.ts';
import { EXPORT_FILE_STATES } from './states.ts';

/**
 * What is exported; each kind has its call: the incoming trucks GET /v1/dashboard/lsp/export-excel,
 * the transporter report .../performance-vendor-export-excel, the vendor report
 * .../performance-vendor-report-export-excel, the geofence alerts GET /v1/alert/geofencing/export-excel.
 */
export const EXPORT_KINDS = ['INCOMING_TRUCKS', 'PERFORMANCE_VENDOR', 'PERFORMANCE_VENDOR_REPORT', 'VENDOR_REPORT', 'GEOFENCE_ALERTS'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The folder of the documents area that holds the files. */
export const EXPORT_FOLDER = 'exports';
/** The most rows one export writes; past it the export fails with a message (narrow the filters). */
export const EXPORT_MAX_ROWS = 1_000_000;
/** The most exports of one LSP waiting or being written at once (QUEUED + RUNNING): one more is refused (429) until one ends or is deleted. */
export const EXPORTS_PER_LSP_MAX = 5;
/** How long an export call waits for its file before answering that it goes on in the background (the server's EXPORT_WAIT_MS, by default). */
export const EXPORT_WAIT_MS = 8_000;

export const exportFileRow = z.object({
  id: z.number().int(),
  kind: z.enum(EXPORT_KINDS),
  name: z.string(),
  /** The filters it was asked with. */
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  status: z.enum(EXPORT_FILE_STATES),
  /** 0-100 while RUNNING, 100 when DONE. */
  progress: z.number().int(),
  rows: z.number().int().nullable(),
  /** Bytes. */
  size: z.number().int().nullable(),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: isoDate,
  finished_at: isoDate.nullable(),
});
export type ExportFileRow = z.infer<typeof exportFileRow>;

export const exportList = listDecl({
  search: ['name'],
  defaultSearch: ['name'],
  sort: ['created_at'],
  defaultSort: { column: 'created_at', type: 'desc' },
  filter: ['status', 'kind'],
  dates: ['created_at'],
  defaultEntries: 9,
});

/** What to export and with which filters: each kind's filters are those of its list. */
export const exportAsk = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('INCOMING_TRUCKS'), filters: incomingExportQuery.default({}) }),
    z.object({ kind: z.literal('PERFORMANCE_VENDOR'), filters: performanceExportQuery.default({}) }),
    z.object({ kind: z.literal('PERFORMANCE_VENDOR_REPORT'), filters: performanceExportQuery.default({}) }),
    z.object({ kind: z.literal('VENDOR_REPORT'), filters: vendorReportExportQuery.default({}) }),
    z.object({ kind: z.literal('GEOFENCE_ALERTS'), filters: geofenceAlertExportQuery.default({ search_columns: [], filter_columns: [], filter_keys: [] }) }),
  ],
  { error: 'validation.invalid' },
);
export type ExportAskBody = z.output<typeof exportAsk>;

export const exportFiles = {
  start: call({
    method: 'POST',
    path: '/v1/exports',
    summary: 'Asks for an export: it is written in the background and listed with its progress; download it once DONE',
    access: roles.lsp,
    body: exportAsk,
    response: dataAnswer(exportFileRow).extend({ message: z.string() }),
  }),
  list: call({ method: 'GET', path: '/v1/exports', summary: "The LSP's exports, newest first (entries, page; search on the name; filter status or kind)", access: roles.lsp, query: listQuery, response: pagedAnswer(exportFileRow) }),
  one: call({ method: 'GET', path: '/v1/exports/:id', summary: 'One export with its state and progress', access: roles.lsp, params: idParams, response: dataAnswer(exportFileRow) }),
  remove: call({ method: 'DELETE', path: '/v1/exports/:id', summary: 'Deletes an export and its file (one still running stops)', access: roles.lsp, params: idParams, response: z.object({ message: z.string() }) }),
  file: call({ method: 'GET', path: '/v1/exports/:id/file', summary: "A finished export's spreadsheet (.xlsx); 404 until it is DONE", access: roles.lsp, params: idParams, file: true, response: z.any() }),
};
