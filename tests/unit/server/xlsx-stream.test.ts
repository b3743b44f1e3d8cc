// The streaming export writer: read back with SheetJS, as a user's spreadsheet would open it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { read, utils } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { streamXlsx } from '../../../server/lib/exports/xlsx-stream.ts';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('streamXlsx', () => {
  it('writes the headers, numbers as numbers and formula-like text as text', async () => {
    const path = join(dir, 'a.xlsx');
    const sheet = streamXlsx(path, 'Incoming trucks', [{ header: 'Nama' }, { header: 'Netto (kg)' }, { header: '=header' }]);
    sheet.add(['=HYPERLINK("http://x","y")', 29870.5, '+62 812']);
    sheet.add(['PT Sawit', 0, null]);
    sheet.add(['@SUM(A1)', Number.NaN, '-1']);
    await sheet.close();
    expect(sheet.rows).toBe(3);
    const book = read(readFileSync(path), { cellFormula: true });
    const ws = book.Sheets['Incoming trucks']!;
    expect(utils.sheet_to_json(ws, { header: 1, defval: null })).toEqual([
      ['Nama', 'Netto (kg)', "'=header"],
      ['\'=HYPERLINK("http://x","y")', 29870.5, "'+62 812"],
      ['PT Sawit', 0, null],
      ["'@SUM(A1)", null, "'-1"],
    ]);
    for (const [address, cell] of Object.entries(ws)) if (!address.startsWith('!')) expect(cell.f, address).toBeUndefined();
    expect(ws.B2.t).toBe('n');
    expect(ws.A2.t).toBe('s');
    // The header is bold; the rows keep the default style (xlsx-stream.ts defaultStyleForPlainCells).
    // (SheetJS's community build reads no fonts: exceljs reads them.)
    const styled = (await new ExcelJS.Workbook().xlsx.readFile(path)).getWorksheet('Incoming trucks')!;
    expect(styled.getCell('A1').font?.bold).toBe(true);
    expect(styled.getCell('A2').font?.bold).toBeFalsy();
    expect(styled.getCell('B2').numFmt ?? 'General').toBe('General');
  });

  it('refuses a row that does not match the columns', async () => {
    const sheet = streamXlsx(join(dir, 'b.xlsx'), 'S', [{ header: 'A' }]);
    expect(() => sheet.add(['x', 'y'])).toThrow(/2 cells for 1 columns/);
    await sheet.close();
  });
});
