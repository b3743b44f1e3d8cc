// Reads an uploaded sheet into checked preview rows. Runs in the import worker; callable directly
// (tests, browsers without workers). Loads SheetJS, so import it only lazily from the page.
import { read, utils } from '@e965/xlsx';
import { extensionOf, isAllowedFile } from './fileType.ts';
import { matchHeaders } from './headers.ts';
import { importKinds } from './kinds.ts';
import { ImportFileError, type ImportKind, type ParseProgress, type ParseResult, type Problem } from './types.ts';
import { markDuplicates, toPreviewRows } from './validate.ts';
import { ZIP_LIMITS, checkZip, isZip } from './zipGuard.ts';

export const MAX_FILE_BYTES = ZIP_LIMITS.maxUncompressedBytes;

const fail = (key: string, vars?: Problem['vars']): never => {
  throw new ImportFileError({ key, vars });
};

/** The first sheet as rows of cell values (header row first). */
export function readFirstSheet(bytes: Uint8Array, fileName: string): unknown[][] {
  if (!isAllowedFile(fileName)) fail('validation.fileType');
  if (bytes.byteLength > MAX_FILE_BYTES) fail('imports.errors.tooLarge', { mb: MAX_FILE_BYTES / 1024 / 1024 });
  if (isZip(bytes)) {
    const zip = checkZip(bytes);
    if (!zip.ok) fail(`imports.errors.${zip.reason}`, { mb: ZIP_LIMITS.maxUncompressedBytes / 1024 / 1024, entries: ZIP_LIMITS.maxEntries });
  } else if (extensionOf(fileName) === 'xlsx') fail('imports.errors.unreadable');

  const csv = extensionOf(fileName) === 'csv';
  let sheet;
  try {
    // raw for CSV: "=1+2" stays text instead of becoming a formula. dense: far less memory.
    const book = read(bytes, { type: 'array', dense: true, raw: csv, cellFormula: false, cellHTML: false, sheets: 0 });
    sheet = book.Sheets[book.SheetNames[0]];
  } catch {
    return fail('imports.errors.unreadable');
  }
  if (!sheet) return fail('imports.errors.empty');
  return utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false });
}

/** Header matching and row checks on rows already read (the part of the parse SheetJS is not in). */
export function checkSheetRows(sheetRows: unknown[][], kind: ImportKind, onProgress?: (ratio: number) => void): ParseResult {
  const [headers = [], ...dataRows] = sheetRows;
  const match = matchHeaders(headers, kind.columns);
  const problems: Problem[] = [];
  if (match.missingRequired.length) problems.push({ key: 'imports.errors.missingColumns', vars: { columns: match.missingRequired.join(', ') } });
  const rows = toPreviewRows(dataRows, match, kind, { onProgress });
  markDuplicates(rows, kind.unique);
  if (rows.length === 0) problems.push({ key: 'imports.errors.empty' });
  if (rows.length > kind.maxRows) problems.push({ key: 'imports.errors.tooManyRows', vars: { count: rows.length, max: kind.maxRows } });
  return { rows, problems, ignoredHeaders: match.ignored, errorRows: rows.filter((r) => !r.data).length };
}

/** The whole parse: file bytes -> preview rows, reporting progress by phase. */
export function parseImportFile(bytes: Uint8Array, fileName: string, kindName: string, onProgress: (p: ParseProgress) => void = () => {}): ParseResult {
  const kind = importKinds[kindName];
  if (!kind) throw new Error(`Unknown import kind ${kindName}`);
  onProgress({ phase: 'parsing', ratio: 0.1 });
  const sheetRows = readFirstSheet(bytes, fileName);
  onProgress({ phase: 'validating', ratio: 0.6 });
  return checkSheetRows(sheetRows, kind, (r) => onProgress({ phase: 'validating', ratio: 0.6 + 0.4 * r }));
}
