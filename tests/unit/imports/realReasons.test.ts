// Issue 9: every import's preview names its columns in the reader's language, and a negative
// number ("-5", as text, as a number cell, or with the typographic minus some sheets write) is
// refused with the real reason ("must be zero or more", or "more than 0" for an order quantity),
// never "Must be a number". Checked for every import kind, so a new one is covered too.
import { describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { translate } from '../../../contract/messages.ts';
import { orderImportColumns, orderImportRow } from '../../../contract/order.ts';
import { en } from '../../../src/i18n/en/index.ts';
import { id } from '../../../src/i18n/id/index.ts';
import { importKinds } from '../../../src/imports/kinds.ts';
import { parseImportFile } from '../../../src/imports/parse.ts';
import type { ImportKind } from '../../../src/imports/types.ts';
import { validateRow } from '../../../src/imports/validate.ts';
import { validatorsFor } from '../../../src/components/crud/validators.ts';
import { productFields } from '../../../contract/product.ts';
import { vehicleFields } from '../../../contract/vehicle.ts';

const orders: ImportKind = { name: 'orders', columns: orderImportColumns, row: orderImportRow, maxRows: 5000, unique: [] };
const kinds: ImportKind[] = [...Object.values(importKinds), orders];

/** The columns of a kind that take a number: "5" passes there, "abc" does not. */
const numberColumns = (kind: ImportKind) =>
  kind.columns.keys.filter((key) => validateRow({ [key]: 'abc' }, kind).errors[key] !== undefined && validateRow({ [key]: '5' }, kind).errors[key] === undefined);

describe('import preview column names', () => {
  it.each(kinds.map((k) => [k.name, k] as const))('%s: every column has a label in English and in Indonesian', (_name, kind) => {
    const labels = { en: en.imports.columns as Record<string, string>, id: id.imports.columns as Record<string, string> };
    for (const key of kind.columns.keys) {
      expect(labels.en[key], `en ${key}`).toEqual(expect.any(String));
      expect(labels.id[key], `id ${key}`).toEqual(expect.any(String));
      expect(labels.en[key], `en ${key} is a label, not the key`).not.toBe(key);
    }
  });
});

describe('a negative number in an import', () => {
  it('every kind has number columns to check', () => {
    expect(Object.fromEntries(kinds.map((k) => [k.name, numberColumns(k)]))).toEqual({
      vehicle: ['length', 'width', 'height', 'max_volume', 'max_weight'],
      plate: [],
      product: ['weight', 'volume', 'dimension_length', 'dimension_width', 'dimension_height'],
      location: ['latitude', 'longitude'],
      orders: ['quantity'],
    });
  });

  it.each(kinds.map((k) => [k.name, k] as const))('%s: "-5" is refused for what it is, not as "not a number"', (_name, kind) => {
    for (const key of numberColumns(kind)) {
      for (const minus of ['-5', '−5', ' -5 ']) {
        const error = validateRow({ [key]: minus }, kind).errors[key];
        expect(error, `${key} ${JSON.stringify(minus)}`).not.toBe('validation.number');
      }
    }
    const reasons = Object.fromEntries(numberColumns(kind).map((key) => [key, validateRow({ [key]: '-5' }, kind).errors[key]]));
    for (const [key, reason] of Object.entries(reasons)) {
      // Coordinates may be negative (south, west); quantities are more than 0; measures zero or more.
      const expected = key === 'latitude' || key === 'longitude' ? undefined : key === 'quantity' ? 'validation.positive' : 'validation.nonNegative';
      expect(reason, key).toBe(expected);
    }
  });

  it('says so in the reader\'s language', () => {
    expect(translate('en', 'validation.nonNegative')).toBe('Must be zero or more.');
    expect(translate('id', 'validation.nonNegative')).toBe('Harus nol atau lebih.');
    expect(translate('en', 'validation.positive')).toBe('Must be more than 0.');
    expect(translate('id', 'validation.positive')).toBe('Harus lebih dari 0.');
  });

  it('a sheet with -5 as a number cell and as text gives the same reason', () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['identity', 'name', 'weight', 'volume'], ['P-1', 'Rice', -5, '-5'], ['P-2', 'Salt', '−5', 0]]), 'Products');
    const bytes = new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = parseImportFile(bytes, 'products.xlsx', 'product');
    expect(result.rows.map((r) => r.errors)).toEqual([{ weight: 'validation.nonNegative', volume: 'validation.nonNegative' }, { weight: 'validation.nonNegative' }]);
  });

  it('the forms give the same reason, with or without a contract schema', () => {
    const first = (validators: ReturnType<typeof validatorsFor>, value: unknown) => validators.map((v) => v(value)).find(Boolean);
    expect(first(validatorsFor({ source: 'weight', kind: 'number' }, productFields), -5)).toBe('validation.nonNegative');
    expect(first(validatorsFor({ source: 'max_weight', kind: 'number' }, vehicleFields), '-5')).toBe('validation.nonNegative');
    expect(first(validatorsFor({ source: 'x', kind: 'number' }), -5)).toBe('validation.nonNegative');
    expect(first(validatorsFor({ source: 'x', kind: 'number' }), 'abc')).toBe('validation.number');
  });
});
