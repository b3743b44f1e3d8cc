// A zip made to test guards: its central directory declares entries of any size, with no data.

/** A zip whose central directory declares the given entries (no real data: the guard reads only the directory). */
export function declaredZip(entries: { name: string; size: number }[], { zip64 = false } = {}): Uint8Array {
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
