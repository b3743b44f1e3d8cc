// Writing spreadsheets (import templates, later exports). Text cells that a spreadsheet would run
// as a formula get a leading ' (CWE-1236). SheetJS is loaded only when a file is written.

import { escapeRows } from '../../contract/sheet-safety.ts';
import { saveFile } from '../components/saveFile.ts';

// The escaping is shared with the server's exports.
export { escapeFormula, escapeRows } from '../../contract/sheet-safety.ts';

export type BookType = 'xlsx' | 'csv';

/** Rows (first one the header) -> file bytes of one sheet. */
export async function writeSheet(rows: readonly (readonly unknown[])[], bookType: BookType = 'xlsx', sheetName = 'Sheet1'): Promise<Uint8Array> {
  const { utils, write } = await import('@e965/xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(escapeRows(rows)), sheetName);
  if (bookType === 'csv') return new TextEncoder().encode(write(book, { bookType: 'csv', type: 'string' }) as string);
  return new Uint8Array(write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer);
}

const MIME: Record<BookType, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** Hands bytes to the browser as a download. */
export function saveBytes(bytes: Uint8Array, fileName: string, bookType: BookType = 'xlsx') {
  saveFile(new Blob([bytes as BlobPart], { type: MIME[bookType] }), fileName);
}

/** An import template: one header row with the column keys the server announced. */
export async function downloadTemplate(keys: readonly string[], fileName: string) {
  saveBytes(await writeSheet([keys]), fileName);
}
