// Multipart field names become nested values through qs (server/lib/multipart.ts nestFields).
import { describe, expect, it } from 'vitest';
import { nestFields } from '../../../server/lib/multipart.ts';

const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

describe('nestFields (multipart field names)', () => {
  it('keeps plain fields', () => {
    expect(plain(nestFields({ name: 'CPO', _method: 'PUT' }))).toEqual({ name: 'CPO', _method: 'PUT' });
  });
  it('turns name[] into a list', () => {
    expect(plain(nestFields({ 'ids[]': ['1', '2'] }))).toEqual({ ids: ['1', '2'] });
    expect(plain(nestFields({ 'ids[]': '7' }))).toEqual({ ids: ['7'] });
    expect(plain(nestFields({ 'feature_ids[0]': '1', 'feature_ids[1]': '3' }))).toEqual({ feature_ids: ['1', '3'] });
  });
  it('builds lists of objects', () => {
    expect(
      plain(nestFields({ 'licenses[0][license_category_id]': '2', 'licenses[0][license_number]': 'A1', 'licenses[1][license_number]': 'B2' })),
    ).toEqual({ licenses: [{ license_category_id: '2', license_number: 'A1' }, { license_number: 'B2' }] });
  });
  it('builds nested objects', () => {
    expect(plain(nestFields({ 'user[name]': 'Budi', 'user[phone][number]': '812' }))).toEqual({ user: { name: 'Budi', phone: { number: '812' } } });
  });
  it('keeps the bare key of an emptied list as the empty text', () => {
    expect(plain(nestFields({ licenses: '' }))).toEqual({ licenses: '' });
  });

  it('never reaches a prototype, and builds objects without one', () => {
    const out = nestFields({ '__proto__[alias]': 'X', 'constructor[prototype][selfService]': 'true', '__proto__[ownId]': 'id', 'a[__proto__][b]': 'c' });
    expect(Object.getPrototypeOf(out)).toBeNull();
    expect(({} as Record<string, unknown>).alias).toBeUndefined();
    expect(({} as Record<string, unknown>).selfService).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('refuses names nested deeper than the contract uses', () => {
    expect(() => nestFields({ 'a[b][c][d][e][f]': 'x' })).toThrow();
  });
});
