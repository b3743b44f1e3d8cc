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

interface StyleTable {
  addStyleModel(model: object | undefined, cellType?: number): number;
}

/**
 * A cell without a style of its own takes the default style (0) at once. exceljs gives every cell a
 * fresh empty style object and looks each one up in its style table (its weak map only knows objects
 * it has seen): about half of the time of a 100,000-row export (bench/export.mjs). Only the bold
 * header has a style here, and our cells are text and numbers, never dates (whose default style
 * differs).
 */
function defaultStyleForPlainCells(book: ExcelJS.stream.xlsx.WorkbookWriter) {
  const styles = (book as unknown as { styles: StyleTable }).styles;
  const add = styles.addStyleModel.bind(styles);
  styles.addStyleModel = (model, cellType) => (model && Object.keys(model).length === 0 ? 0 : add(model, cellType));
}

/** An .xlsx written to `path` as rows come: one sheet named `sheetName`, its first row the headers. */
export function streamXlsx(path: string, sheetName: string, columns: readonly SheetColumn[]): StreamedSheet {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: true });
  defaultStyleForPlainCells(book);
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
