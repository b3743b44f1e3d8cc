import { describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { checkSheetRows, parseImportFile, readFirstSheet } from '../../../src/imports/parse.ts';
import { productImport } from '../../../src/imports/kinds.ts';
import { ImportFileError } from '../../../src/imports/types.ts';

const xlsx = (rows: unknown[][]) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'First');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['ignored']]), 'Second');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};
const text = (s: string) => new TextEncoder().encode(s);
const problemOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof ImportFileError ? e.problem.key : String(e);
  }
  return undefined;
};

describe('parse', () => {
  it('reads the first sheet of an xlsx into checked rows', () => {
    const result = parseImportFile(xlsx([['Identity', ' NAME ', 'Weight'], ['P-1', 'Rice', 5], ['P-2', '', 'abc']]), 'products.xlsx', 'product');
    expect(result.problems).toEqual([]);
    expect(result.rows).toHaveLength(2);
    expect(result.rows[0].data).toMatchObject({ identity: 'P-1', name: 'Rice', weight: 5 });
    expect(result.rows[1].errors).toEqual({ name: 'validation.requiredDataEmpty', weight: 'validation.number' });
    expect(result.errorRows).toBe(1);
  });

  it('keeps "=1+2" in a CSV as text', () => {
    const rows = readFirstSheet(text('identity,name\nP-1,=1+2\n'), 'p.csv');
    expect(rows[1]).toEqual(['P-1', '=1+2']);
  });

  it('refuses other file types: "File type not allowed"', () => {
    expect(problemOf(() => readFirstSheet(text('identity'), 'p.txt'))).toBe('validation.fileType');
    expect(problemOf(() => readFirstSheet(text('identity'), 'noextension'))).toBe('validation.fileType');
  });

  it('refuses an .xlsx that is not a zip', () => {
    expect(problemOf(() => readFirstSheet(text('identity,name'), 'p.xlsx'))).toBe('imports.errors.unreadable');
  });

  it('reports missing columns, empty sheets and too many rows', () => {
    expect(checkSheetRows([['name'], ['Rice']], productImport).problems.map((p) => p.key)).toEqual(['imports.errors.missingColumns']);
    expect(checkSheetRows([['identity', 'name']], productImport).problems.map((p) => p.key)).toEqual(['imports.errors.empty']);
    const small = { ...productImport, maxRows: 1 };
    expect(checkSheetRows([['identity', 'name'], ['a', 'b'], ['c', 'd']], small).problems).toEqual([{ key: 'imports.errors.tooManyRows', vars: { count: 2, max: 1 } }]);
  });
});
