// The contract's rules for decimals and id lists (issue 20 §3, §4), as forms, the import preview and
// the server apply them: a number's decimals are read from its shortest decimal form, and a list
// names each id once.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIMENSION, QUANTITY, decimalsOf, distinctIds, idList, optionalNumber, requiredId } from '../../contract/fields.ts';
import { positiveQuantity } from '../../contract/freight-fields.ts';

const said = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('decimals of a number', () => {
  it('are read from its shortest decimal form: exponents counted, trailing zeros not, float artefacts kept', () => {
    expect([0.0004, 1e-7, 1.5e-7, 2.5, 12, 1e21, 99999999999.999].map(decimalsOf)).toEqual([4, 7, 8, 1, 0, 0, 3]);
    // 1.005 is 1.005, whatever 1.005 * 1000 gives; 0.1 + 0.2 (0.30000000000000004) is a computed cell's 0.3.
    expect(decimalsOf(1.005)).toBe(3);
    expect(decimalsOf(0.1 + 0.2)).toBe(1);
    expect(decimalsOf(1.2345678901234567)).toBe(14);
  });

  it('a decimal field refuses more than its column keeps, from a number or from decimal text', () => {
    const quantity = positiveQuantity();
    for (const v of [0.0001, '0,0004', '0.0004', '1e-7', 0.1 + 0.0004]) expect(said(quantity, v), String(v)).toEqual([['', 'validation.decimals?max=3']]);
    for (const v of [0.001, '0,001', '1e-3', '2.500', 99_999_999_999.999]) expect(said(quantity, v), String(v)).toEqual([]);
    expect(said(optionalNumber(DIMENSION), '1,005')).toEqual([['', 'validation.decimals?max=2']]);
    expect(said(optionalNumber(QUANTITY), '')).toEqual([]);
  });
});

describe('lists of ids', () => {
  it('refuse an id listed twice: a list of ids once per id, on the list; a list keyed by an id on each repeat', () => {
    expect(said(idList(), [3, 1, 3, 3, 1])).toEqual([
      ['', 'validation.listedTwice?id=3'],
      ['', 'validation.listedTwice?id=1'],
    ]);
    expect(said(idList(), '4, 4')).toEqual([['', 'validation.listedTwice?id=4']]);
    expect(said(idList(), [1, 2])).toEqual([]);
    const tracks = distinctIds(z.array(z.object({ track_id: requiredId(), note: z.string() })), 'track_id');
    expect(said(tracks, [{ track_id: 5, note: 'a' }, { track_id: '5', note: 'b' }, { track_id: 5, note: 'c' }])).toEqual([
      ['1.track_id', 'validation.listedTwice?id=5'],
      ['2.track_id', 'validation.listedTwice?id=5'],
    ]);
    // Said with the items' other faults too.
    expect(said(tracks, [{ track_id: 5 }, { track_id: 5 }])).toContainEqual(['1.track_id', 'validation.listedTwice?id=5']);
  });
});
