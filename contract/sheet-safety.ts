// Spreadsheets are read and written by the browser and the server alike; these rules are theirs
// both. Imports nothing: SheetJS is loaded by whoever writes or reads.

const FORMULA_START = /^[=+\-@\t\r\0]/;

/** A text cell that a spreadsheet would run as a formula gets a leading ' (CWE-1236); other values stay. */
export function escapeFormula<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export const escapeRows = (rows: readonly (readonly unknown[])[]) => rows.map((row) => row.map(escapeFormula));
