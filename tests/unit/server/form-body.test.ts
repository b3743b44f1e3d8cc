import { describe, expect, it } from 'vitest';
import { unflatten } from '../../../server/lib/form-body.ts';

describe('unflatten (multipart field names)', () => {
  it('keeps plain fields', () => {
    expect(unflatten({ name: 'CPO', _method: 'PUT' })).toEqual({ name: 'CPO', _method: 'PUT' });
  });
  it('turns name[] into a list', () => {
    expect(unflatten({ 'ids[]': ['1', '2'] })).toEqual({ ids: ['1', '2'] });
    expect(unflatten({ 'ids[]': '7' })).toEqual({ ids: ['7'] });
    expect(unflatten({ 'feature_ids[0]': '1', 'feature_ids[1]': '3' })).toEqual({ feature_ids: ['1', '3'] });
  });
  it('builds lists of objects', () => {
    expect(
      unflatten({ 'licenses[0][license_category_id]': '2', 'licenses[0][license_number]': 'A1', 'licenses[1][license_number]': 'B2' }),
    ).toEqual({ licenses: [{ license_category_id: '2', license_number: 'A1' }, { license_number: 'B2' }] });
  });
  it('builds nested objects', () => {
    expect(unflatten({ 'user[name]': 'Budi', 'user[phone][number]': '812' })).toEqual({ user: { name: 'Budi', phone: { number: '812' } } });
  });
});
