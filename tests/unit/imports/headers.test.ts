import { describe, expect, it } from 'vitest';
import { matchHeaders, normalizeHeader } from '../../../src/imports/headers.ts';
import { productImports } from '../../../contract/product.ts';

const productImportColumns = productImports.columns;

describe('header matching', () => {
  it('normalizes case, outer spaces and separators', () => {
    expect(normalizeHeader('  Dimension Length ')).toBe('dimension_length');
    expect(normalizeHeader('dimension-length')).toBe('dimension_length');
    expect(normalizeHeader('NAME')).toBe('name');
    expect(normalizeHeader(undefined)).toBe('');
  });

  it('maps each header to its key, case-insensitively and trimmed', () => {
    const match = matchHeaders([' IDENTITY', 'Name ', 'weight', 'dimension_length', 'colour'], productImportColumns);
    expect(match.keyAt).toEqual(['identity', 'name', 'weight', 'dimension_length', undefined]);
    expect(match.missingRequired).toEqual([]);
    expect(match.ignored).toEqual(['colour']);
  });

  it('reports required columns no header matches', () => {
    const match = matchHeaders(['name', 'alias'], productImportColumns);
    expect(match.missingRequired).toEqual(['identity']);
  });

  it('keeps the first of two headers with the same key and accepts aliases', () => {
    const match = matchHeaders(['Nama', 'name', 'identity'], productImportColumns, { name: ['Nama'] });
    expect(match.keyAt).toEqual(['name', undefined, 'identity']);
    expect(match.ignored).toEqual(['name']);
  });
});
