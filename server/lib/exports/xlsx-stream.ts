// Large exports are written row by row to a file (exceljs's streaming WorkbookWriter): memory
// stays flat whatever the row count. Each row is committed as soon as it is added, shared strings
// are off (a table of every distinct text would grow with the file), and text that a spreadsheet
// would run as a formula is escaped (contract/sheet-safety.ts). Numbers stay numbers.
import ExcelJS from 'exceljs';
import { escapeFormula } from '../../../contract/sheet-safety.ts';

export type CellValue = string | number | null;

export interface SheetColumn {
  /** The header, in the reader's language. */
  header: string;
  /** Characters, for the column's width. */
  width?: number;
}

export interface StreamedSheet {
  /** The rows written so far (the header not counted). */
  readonly rows: number;
  add(row: readonly CellValue[]): void;
  /** Ends the file; resolves once every byte is on disk. */
  close(): Promise<void>;
}

/** An .xlsx written to `path` as rows come: one sheet named `sheetName`, its first row the headers. */
export function streamXlsx(path: string, sheetName: string, columns: readonly SheetColumn[]): StreamedSheet {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: true });
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), width: c.width ?? Math.min(40, Math.max(10, c.header.length + 2)) }));
  const header = sheet.addRow(columns.map((c) => escapeFormula(c.header)));
  header.font = { bold: true };
  header.commit();
  let rows = 0;
  return {
    get rows() {
      return rows;
    },
    add(row) {
      if (row.length !== columns.length) throw new Error(`an export row has ${row.length} cells for ${columns.length} columns`);
      sheet.addRow(row.map((v) => (typeof v === 'number' && !Number.isFinite(v) ? null : escapeFormula(v)))).commit();
      rows += 1;
    },
    async close() {
      sheet.commit();
      await book.commit();
    },
  };
}
