import { describe, expect, it } from 'vitest';
import { read } from '@e965/xlsx';
import { escapeFormula, writeSheet } from '../../../src/imports/exportSheet.ts';

describe('formula escaping of written sheets (CWE-1236)', () => {
  it('prefixes text cells that would start a formula', () => {
    for (const s of ['=1+2', '+1', '-2+3', '@SUM(A1)', '\tx', '\0x', '=HYPERLINK("http://x")']) expect(escapeFormula(s)).toBe(`'${s}`);
    expect(escapeFormula('Rice = good')).toBe('Rice = good');
    expect(escapeFormula(-5)).toBe(-5);
    expect(escapeFormula('')).toBe('');
  });

  it('writes a CSV template whose cells cannot run', async () => {
    const csv = new TextDecoder().decode(await writeSheet([['identity', '=cmd|" /C calc"!A0'], ['-1', 3]], 'csv'));
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(`identity,"'=cmd|"" /C calc""!A0"`);
    expect(lines[1]).toBe(`'-1,3`);
  });

  it('writes an xlsx with the header row as text, no formulas', async () => {
    const bytes = await writeSheet([['identity', 'name', '@weight']]);
    const sheet = read(bytes, { type: 'array', dense: true }).Sheets.Sheet1;
    const cells = (sheet['!data'] as { v: unknown; f?: string }[][])[0];
    expect(cells.map((c) => c.v)).toEqual(['identity', 'name', "'@weight"]);
    expect(cells.every((c) => !c.f)).toBe(true);
  });
});
