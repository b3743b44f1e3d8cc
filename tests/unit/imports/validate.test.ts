import { describe, expect, it } from 'vitest';
import { matchHeaders } from '../../../src/imports/headers.ts';
import { productImport } from '../../../src/imports/kinds.ts';
import { REQUIRED_DATA_EMPTY, cellText, markDuplicates, toPreviewRows, validateRow } from '../../../src/imports/validate.ts';

describe('row validation (the contract schema)', () => {
  it('accepts a complete row and parses numbers', () => {
    const { data, errors } = validateRow({ identity: 'P-1', name: 'Rice 5 kg', weight: '5', volume: '12,5', alias: '' }, productImport);
    expect(errors).toEqual({});
    expect(data).toMatchObject({ identity: 'P-1', name: 'Rice 5 kg', weight: 5, volume: 12.5 });
    expect(data).not.toHaveProperty('alias', '');
  });

  it('marks a blank required cell "Required Data is Empty" and sends nothing', () => {
    const { data, errors } = validateRow({ identity: 'P-2', name: '   ', weight: '1' }, productImport);
    expect(data).toBeUndefined();
    expect(errors).toEqual({ name: REQUIRED_DATA_EMPTY });
  });

  it('refuses text in a number column', () => {
    const { data, errors } = validateRow({ identity: 'P-3', name: 'Sugar', weight: 'heavy', dimension_width: '-1' }, productImport);
    expect(data).toBeUndefined();
    expect(errors).toEqual({ weight: 'validation.number', dimension_width: 'validation.nonNegative' });
  });

  it('refuses more decimals than the column keeps, with the limit, as the server does (issue 20 §3)', () => {
    const { data, errors } = validateRow({ identity: 'P-4', name: 'Salt', weight: '0,0004', dimension_length: '1.005', volume: cellText(0.001) }, productImport);
    expect(data).toBeUndefined();
    expect(errors).toEqual({ weight: 'validation.decimals?max=3', dimension_length: 'validation.decimals?max=2' });
  });

  it('reads cells as trimmed text', () => {
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText('  a ')).toBe('a');
    expect(cellText(null)).toBe('');
  });

  it('builds preview rows with sheet line numbers and skips blank rows', () => {
    const match = matchHeaders(['identity', 'name', 'weight'], productImport.columns);
    const rows = toPreviewRows([['P-1', 'Rice', 5], ['', ' ', ''], ['P-3', '', 'x']], match, productImport);
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    expect(rows[0].data).toMatchObject({ weight: 5 });
    expect(rows[1].errors).toEqual({ name: REQUIRED_DATA_EMPTY, weight: 'validation.number' });
  });

  it('marks a repeated identity in the same sheet, as the server would', () => {
    const match = matchHeaders(['identity', 'name'], productImport.columns);
    const rows = toPreviewRows([['P-1', 'Rice'], ['p-1', 'Rice again'], ['P-2', 'Salt']], match, productImport);
    markDuplicates(rows, productImport.unique);
    expect(rows.map((r) => r.errors)).toEqual([{}, { identity: 'validation.duplicate' }, {}]);
    expect(rows[1].data).toBeUndefined();
  });
});
