import { describe, expect, it } from 'vitest';
import { placeServerErrors } from '../../../src/imports/serverErrors.ts';

describe('server errors on preview rows', () => {
  it('places "products.3.name" on row 3, column name; the rest is general', () => {
    const { byRow, general } = placeServerErrors({ 'products.3.name': ['Too long'], 'products.0': ['Duplicate identity'], products: ['Required.'], other: ['x'] }, 'products');
    expect(byRow.get(3)).toEqual({ name: 'Too long' });
    expect(byRow.get(0)).toEqual({ '': 'Duplicate identity' });
    expect(general).toEqual(['Required.', 'x']);
  });
});
