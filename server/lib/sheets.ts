// Spreadsheets the server writes (exports): one sheet of rows, text cells that would start a
// formula escaped (contract/sheet-safety.ts), no formula anywhere.
import { utils, write } from '@e965/xlsx';
import { escapeRows } from '../../contract/sheet-safety.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows (the first one the header) -> the bytes of an .xlsx with one sheet. */
export function xlsxOf(rows: readonly (readonly unknown[])[], sheetName: string): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(escapeRows(rows)), sheetName.slice(0, 31));
  return write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
}
