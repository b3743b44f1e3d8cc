// Reading an order sheet on the server (POST /v1/request-order/preview): the upload is guarded
// before SheetJS parses it (an .xlsx's declared unpacked size and parts: contract/zip-guard.ts; a
// .csv must be UTF-8 text), only the first sheet's first rows are read, no formula is evaluated, and
// the header row names the columns (case and spaces do not matter).
import { SSF, read, utils } from '@e965/xlsx';
import { formatBytes } from '../../../contract/fields.ts';
import { messageRef } from '../../../contract/messages.ts';
import { orderImportColumns } from '../../../contract/order.ts';
import { ZIP_LIMITS, checkZip, isZip } from '../../../contract/zip-guard.ts';
import { invalid } from '../errors.ts';

export interface SheetRows {
  columns: string[];
  rows: Record<string, string>[];
}

const refuse = (message: string) => invalid({ file: [message] });

/** "Identity Order", "identity-order" -> "identity_order". */
const keyOf = (header: unknown) =>
  String(header ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-_]+/g, '_');

/** A cell as the text a row schema reads; a date cell (an Excel day number) of `estimation` as YYYY-MM-DD. */
function cellText(key: string, value: unknown): string {
  if (typeof value === 'number' && key === 'estimation') {
    const d = SSF.parse_date_code(value);
    if (d) return `${String(d.y).padStart(4, '0')}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
  }
  return typeof value === 'string' ? value.trim() : String(value ?? '');
}

/** The data rows of the first sheet keyed by column (at most `maxRows`; one more is a 422). */
export function readOrderSheet(bytes: Uint8Array, maxRows: number): SheetRows {
  const zip = isZip(bytes);
  if (zip) {
    const check = checkZip(bytes);
    if (!check.ok) throw refuse(check.reason === 'tooLarge' ? messageRef('server.sheetTooLarge', { max: formatBytes(ZIP_LIMITS.maxUncompressedBytes) }) : 'server.sheetUnreadable');
  } else {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (text.includes('\u0000')) throw new Error('binary');
    } catch {
      throw refuse('server.sheetUnreadable');
    }
  }
  let table: unknown[][];
  try {
    // raw for CSV: "=1+2" stays text. sheetRows: a sheet of a million rows is not read past the limit.
    const book = read(bytes, { type: 'buffer', dense: true, raw: !zip, cellFormula: false, cellHTML: false, sheets: 0, sheetRows: maxRows + 2 });
    const sheet = book.Sheets[book.SheetNames[0]!];
    table = sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false }) : [];
  } catch {
    throw refuse('server.sheetUnreadable');
  }
  const [header = [], ...data] = table;
  if (data.length > maxRows) throw refuse(messageRef('validation.maxRows', { max: maxRows }));
  if (!data.length) throw refuse('validation.required');
  const known = new Set<string>(orderImportColumns.keys);
  const keys = header.map((h) => (known.has(keyOf(h)) ? keyOf(h) : undefined));
  return {
    columns: orderImportColumns.keys,
    rows: data.map((cells) => Object.fromEntries(orderImportColumns.keys.map((key) => [key, cellText(key, cells[keys.indexOf(key)] ?? '')]))),
  };
}
