// Reading an order sheet (POST /v1/request-order/preview), in the parse worker
// (server/lib/parse-worker/): an .xlsx is unpacked by the archive guard (server/lib/archives.ts)
// and SheetJS reads the stored re-pack of what it inflated; a .csv must be UTF-8 text. Only the
// first sheet's first rows are read, no formula is evaluated, and the header row names the columns
// (case and spaces do not matter). A refusal is an answer (a message reference for the file field),
// not a throw: it crosses the thread boundary as plain data.
import { SSF, read, utils } from '@e965/xlsx';
import { formatBytes } from '../../../contract/fields.ts';
import { messageRef } from '../../../contract/messages.ts';
import { orderImportColumns } from '../../../contract/order.ts';
import { ZIP_LIMITS } from '../../../contract/zip-guard.ts';
import { ArchiveRefused, looksLikeZip, storedZip, unpackArchive, type ArchiveRefusal } from '../archives.ts';

export interface SheetRows {
  columns: string[];
  rows: Record<string, string>[];
}

/** The rows, or the message (reference) that refuses the file. */
export type SheetOutcome = { ok: true; sheet: SheetRows } | { ok: false; message: string };

const REFUSALS: Record<ArchiveRefusal, string> = {
  tooLarge: messageRef('server.sheetTooLarge', { max: formatBytes(ZIP_LIMITS.maxUncompressedBytes) }),
  tooManyEntries: messageRef('server.sheetTooManyParts', { max: ZIP_LIMITS.maxEntries }),
  damaged: 'server.sheetDamaged',
  unreadable: 'server.sheetUnreadable',
};

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

const isText = (bytes: Uint8Array) => {
  try {
    return !new TextDecoder('utf-8', { fatal: true }).decode(bytes).includes('\u0000');
  } catch {
    return false;
  }
};

/** The data rows of the first sheet keyed by column (at most `maxRows`; one more is refused). */
export async function parseOrderSheet(bytes: Uint8Array, maxRows: number): Promise<SheetOutcome> {
  const zip = looksLikeZip(bytes);
  let readable = bytes;
  if (zip) {
    try {
      readable = storedZip(await unpackArchive(bytes));
    } catch (e) {
      if (e instanceof ArchiveRefused) return { ok: false, message: REFUSALS[e.reason] };
      throw e;
    }
  } else if (!isText(bytes)) return { ok: false, message: 'server.sheetUnreadable' };
  let table: unknown[][];
  try {
    // raw for CSV: "=1+2" stays text. sheetRows: a sheet of a million rows is not read past the limit.
    const book = read(readable, { type: 'buffer', dense: true, raw: !zip, cellFormula: false, cellHTML: false, sheets: 0, sheetRows: maxRows + 2 });
    const sheet = book.Sheets[book.SheetNames[0]!];
    table = sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false }) : [];
  } catch {
    return { ok: false, message: 'server.sheetUnreadable' };
  }
  const [header = [], ...data] = table;
  if (data.length > maxRows) return { ok: false, message: messageRef('validation.maxRows', { max: maxRows }) };
  if (!data.length) return { ok: false, message: 'validation.required' };
  const known = new Set<string>(orderImportColumns.keys);
  const keys = header.map((h) => (known.has(keyOf(h)) ? keyOf(h) : undefined));
  return {
    ok: true,
    sheet: {
      columns: orderImportColumns.keys,
      rows: data.map((cells) => Object.fromEntries(orderImportColumns.keys.map((key) => [key, cellText(key, cells[keys.indexOf(key)] ?? '')]))),
    },
  };
}
