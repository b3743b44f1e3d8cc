// Zips crafted byte by byte to test the archive guard: each entry's sizes in the local header, the
// data descriptor and the central directory are whatever the test says, over real deflated data.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';

export interface CraftedEntry {
  name: string;
  /** The entry's bytes as stored (raw deflate for method 8). */
  data: Uint8Array;
  /** The true unpacked size (what an honest archive declares everywhere). */
  size: number;
  crc?: number;
  method?: 0 | 8;
  /** Sizes the central directory declares instead of the true ones. */
  central?: { size?: number; compressedSize?: number };
  /** Sizes the local header declares instead of the true ones. */
  local?: { size?: number; compressedSize?: number };
  /** Flag bit 3: the local header says 0 and a data descriptor after the data holds the (true) sizes. */
  descriptor?: boolean;
}

/** An honest deflated entry of `bytes`. */
export function deflatedEntry(name: string, bytes: Uint8Array): CraftedEntry {
  return { name, data: deflateRawSync(bytes, { level: 9 }), size: bytes.length, crc: crc32(bytes) };
}

/**
 * Raw deflate of `mib` MiB of zeros in about a kilobyte per MiB: one MiB compressed once as a
 * non-final block (sync flush, byte-aligned, no reference before itself), repeated, then an empty
 * final block. 1 GiB of zeros is a 1 MB upload.
 */
export function zerosDeflated(mib: number): Uint8Array {
  const block = deflateRawSync(new Uint8Array(1 << 20), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const end = Uint8Array.from([0x03, 0x00]);
  const out = new Uint8Array(block.length * mib + end.length);
  for (let i = 0; i < mib; i++) out.set(block, i * block.length);
  out.set(end, block.length * mib);
  return out;
}

/** The parts of a real .xlsx (SheetJS's own output), unpacked: the honest material a test lies about. */
export function xlsxParts(xlsx: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(xlsx);
}

export function craftZip(entries: CraftedEntry[]): Uint8Array {
  const out: number[] = [];
  const u16 = (v: number) => out.push(v & 0xff, (v >>> 8) & 0xff);
  const u32 = (v: number) => { u16(v & 0xffff); u16((v >>> 16) & 0xffff); };
  const put = (b: Uint8Array) => { for (const x of b) out.push(x); };
  const central: number[][] = [];
  for (const e of entries) {
    const name = new TextEncoder().encode(e.name);
    const method = e.method ?? 8;
    const crc = e.crc ?? 0;
    const flags = 0x800 | (e.descriptor ? 0x08 : 0);
    const at = out.length;
    u32(0x04034b50); u16(20); u16(flags); u16(method); u16(0); u16(0x21);
    u32(e.descriptor ? 0 : crc);
    u32(e.local?.compressedSize ?? (e.descriptor ? 0 : e.data.length));
    u32(e.local?.size ?? (e.descriptor ? 0 : e.size));
    u16(name.length); u16(0); put(name);
    put(e.data);
    if (e.descriptor) { u32(0x08074b50); u32(crc); u32(e.data.length); u32(e.size); }
    const header: number[] = [];
    const h16 = (v: number) => header.push(v & 0xff, (v >>> 8) & 0xff);
    const h32 = (v: number) => { h16(v & 0xffff); h16((v >>> 16) & 0xffff); };
    h32(0x02014b50); h16(20); h16(20); h16(flags); h16(method); h16(0); h16(0x21); h32(crc);
    h32(e.central?.compressedSize ?? e.data.length); h32(e.central?.size ?? e.size);
    h16(name.length); h16(0); h16(0); h16(0); h16(0); h32(0); h32(at);
    header.push(...name);
    central.push(header);
  }
  const directoryAt = out.length;
  for (const h of central) for (const x of h) out.push(x);
  const directorySize = out.length - directoryAt;
  u32(0x06054b50); u16(0); u16(0); u16(entries.length); u16(entries.length); u32(directorySize); u32(directoryAt); u16(0);
  return Uint8Array.from(out);
}
