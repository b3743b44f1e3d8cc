import { describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { checkZip, isZip } from '../../../src/imports/zipGuard.ts';

/** A zip whose central directory declares the given entries (no real data: the guard reads only the directory). */
function declaredZip(entries: { name: string; size: number }[], { zip64 = false } = {}): Uint8Array {
  const parts: number[] = [];
  const u16 = (v: number) => parts.push(v & 0xff, (v >> 8) & 0xff);
  const u32 = (v: number) => { u16(v & 0xffff); u16(Math.floor(v / 0x10000) & 0xffff); };
  const u64 = (v: number) => { u32(v % 0x100000000); u32(Math.floor(v / 0x100000000)); };
  const bytes = (s: string) => [...new TextEncoder().encode(s)].forEach((b) => parts.push(b));
  // one local header so that it starts like a zip
  u32(0x04034b50); for (let i = 0; i < 26; i++) parts.push(0);
  const directoryAt = parts.length;
  for (const e of entries) {
    const big = zip64 && e.size >= 0xffffffff;
    u32(0x02014b50); u16(45); u16(45); u16(0); u16(8); u32(0); u32(0); u32(0);
    u32(big ? 0xffffffff : e.size);
    u16(e.name.length); u16(big ? 12 : 0); u16(0); u16(0); u16(0); u32(0); u32(0);
    bytes(e.name);
    if (big) { u16(0x0001); u16(8); u64(e.size); }
  }
  const directorySize = parts.length - directoryAt;
  u32(0x06054b50); u16(0); u16(0); u16(entries.length); u16(entries.length); u32(directorySize); u32(directoryAt); u16(0);
  return new Uint8Array(parts);
}

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
