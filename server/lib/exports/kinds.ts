// What each kind of export writes: its file name, sheet, headers (in the asker's language) and rows.
// A kind reads the filters the export was asked with, scoped to the export's LSP, as its list does.
import { incomingExportQuery, type IncomingExportQuery } from '../../../contract/incoming.ts';
import { translate, type Locale } from '../../../contract/messages.ts';
import type { ExportKind } from '../../../contract/exports.ts';
import type { Caller } from '../auth.ts';
import type { Services } from '../services.ts';
import { incomingSheet } from '../tracking/incoming.ts';
import type { CellValue } from './xlsx-stream.ts';

export interface ExportSource {
  sheet: string;
  header: string[];
  rows: Iterable<readonly CellValue[]> | AsyncIterable<readonly CellValue[]>;
  /** How many rows will come, when known (progress). */
  total: number | null;
}

export interface ExportAsk {
  lspId: number;
  userId: number | null;
  filters: Record<string, unknown>;
  locale: Locale;
}

interface KindSpec {
  /** The file's name without extension ("incoming-trucks"). */
  fileName: string;
  source(s: Services, ask: ExportAsk): Promise<ExportSource>;
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

/** A source's rows as cells, read as they come. */
async function* cellsOf(rows: Iterable<unknown[]> | AsyncIterable<unknown[]>) {
  for await (const r of rows) yield r.map(cell);
}

export const EXPORT_KIND_SPECS: Record<ExportKind, KindSpec> = {
  INCOMING_TRUCKS: {
    fileName: 'incoming-trucks',
    async source(s, ask) {
      const label = (key: string) => translate(ask.locale, `incomingSheet.${key}`);
      // The filters were validated when asked; read again, a stored export is never trusted blindly.
      const q: IncomingExportQuery = incomingExportQuery.parse(ask.filters);
      const { header, rows, total } = await incomingSheet(s.db, readerOf(ask), s.clock(), q, label);
      return { sheet: label('sheet'), header, rows: cellsOf(rows), total };
    },
  },
};
