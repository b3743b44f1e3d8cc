// Orders requested from a sheet (spec 2 §7 "Orders"; issue 11 step 2): the LSP (or a shipping
// company for itself) uploads a sheet, the server reads and checks every row and answers each row
// with its errors in the caller's language (preview); then the rows are imported, all or none.
import { z } from 'zod';
import { roles } from './access.ts';
import { importCalls } from './import-calls.ts';
import { call, dataAnswer } from './lib.ts';
import { fileField, optionalId, type FileRule } from './fields.ts';
import { MAX_ORDER_IMPORT_ROWS, orderImportAnswer, orderImportRow } from './order.ts';

/** The status imported orders get: sent to the LSP at once (default) or kept as drafts. */
export const REQUEST_ORDER_TYPES = ['PUBLISHED', 'DRAFT'] as const;
const requestType = z.enum(REQUEST_ORDER_TYPES, { error: 'validation.invalid' }).optional();

/** An order sheet: .xlsx or .csv, at most 5 MB as sent. */
export const ORDER_SHEET_FILE: FileRule = { accept: ['spreadsheet'], maxBytes: 5 * 1024 * 1024 };

/** A previewed row: the cells as read, and the errors of each field in the caller's language. */
export const previewRow = z.object({
  /** The row's position among the data rows (0 = the first row under the header). */
  index: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.array(z.string())),
});

const writers = roles.shipperDataWriters;

/**
 * The order sheet: one product of one stop per row; the server reads and checks the file (preview),
 * so the family has no template call. Imported orders are PUBLISHED unless `type` says DRAFT.
 */
export const orderImports = importCalls({
  name: 'order', path: '/v1/request-order/import', access: writers, list: 'orders', fields: orderImportRow,
  maxRows: MAX_ORDER_IMPORT_ROWS, unique: [], extra: { type: requestType, shipment_company_id: optionalId() }, answer: orderImportAnswer,
  summary: 'Import the previewed rows as orders (type PUBLISHED or DRAFT), all or none',
});

export const requestOrder = {
  preview: call({
    method: 'POST',
    path: '/v1/request-order/preview',
    summary: 'Read an order sheet (multipart file) and answer every row with its errors; nothing is saved',
    access: writers,
    multipart: true,
    // The sheet is read by the parse worker (server/lib/parse-worker/): with its queue full, 503.
    mayBeBusy: true,
    body: z.object({ file: fileField(ORDER_SHEET_FILE), type: requestType, shipment_company_id: optionalId() }),
    response: dataAnswer(
      z.object({
        rows: z.array(previewRow),
        valid: z.boolean(),
        orders: z.number().int(),
        max_rows: z.number().int(),
        columns: z.array(z.string()),
      }),
    ),
  }),
  import: orderImports.calls.import,
};
