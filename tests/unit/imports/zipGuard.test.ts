import { describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { checkZip, isZip } from '../../../src/imports/zipGuard.ts';
import { declaredZip } from '../../support/declared-zip.ts';

describe('zip guard', () => {
  it('passes a real xlsx', () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['identity', 'name'], ['P-1', 'Rice']]), 'S');
    const file = new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(isZip(file)).toBe(true);
    const check = checkZip(file);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.entries).toBeGreaterThan(3);
  });

  it('refuses more than 50 MB uncompressed', () => {
    expect(checkZip(declaredZip([{ name: 'a.xml', size: 30e6 }, { name: 'b.xml', size: 30e6 }]))).toEqual({ ok: false, reason: 'tooLarge' });
    expect(checkZip(declaredZip([{ name: 'a.xml', size: 49e6 }])).ok).toBe(true);
  });

  it('reads zip64 sizes', () => {
    expect(checkZip(declaredZip([{ name: 'huge.xml', size: 5 * 2 ** 32 }], { zip64: true }))).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('refuses more than 1000 entries', () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}`, size: 1 }));
    expect(checkZip(declaredZip(many))).toEqual({ ok: false, reason: 'tooManyEntries' });
    expect(checkZip(declaredZip(many.slice(0, 1000))).ok).toBe(true);
  });

  it('calls anything else unreadable', () => {
    expect(checkZip(new TextEncoder().encode('PK\x03\x04 not really a zip at all, no directory'))).toEqual({ ok: false, reason: 'unreadable' });
    expect(isZip(new TextEncoder().encode('identity,name'))).toBe(false);
  });
});
