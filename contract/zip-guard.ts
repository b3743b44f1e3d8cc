// An .xlsx is a zip: before SheetJS inflates a file the user picked in the browser, read the zip's
// central directory and refuse archives that declare more than the limits (a "zip bomb", ASVS
// 5.2.3). A cheap first look, no more: the sizes read here are the ones the archive declares. The
// server trusts none of it: its guard (server/lib/archives.ts) inflates under a hard cap with the
// same limits, ZIP_LIMITS below. Imports nothing: the browser and the server both load it.

export const ZIP_LIMITS = { maxUncompressedBytes: 50 * 1024 * 1024, maxEntries: 1000 } as const;

export type ZipCheck =
  | { ok: true; entries: number; uncompressedBytes: number }
  | { ok: false; reason: 'tooLarge' | 'tooManyEntries' | 'unreadable' };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_EXTRA = 0x0001;

/** True when the bytes start like a zip (local file header "PK\x03\x04"). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) if (view.getUint32(at, true) === EOCD) return at;
  return -1;
}

const u64 = (view: DataView, at: number) => Number(view.getBigUint64(at, true));

export function checkZip(bytes: Uint8Array, limits: { maxUncompressedBytes: number; maxEntries: number } = ZIP_LIMITS): ZipCheck {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 22) return { ok: false, reason: 'unreadable' };
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) return { ok: false, reason: 'unreadable' };

  let entries = view.getUint16(eocd + 10, true);
  let directoryAt = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || directoryAt === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) return { ok: false, reason: 'unreadable' };
    const zip64 = u64(view, locator + 8);
    if (zip64 + 56 > view.byteLength || view.getUint32(zip64, true) !== ZIP64_EOCD) return { ok: false, reason: 'unreadable' };
    entries = u64(view, zip64 + 32);
    directoryAt = u64(view, zip64 + 48);
  }
  if (entries > limits.maxEntries) return { ok: false, reason: 'tooManyEntries' };

  let at = directoryAt;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL_HEADER) return { ok: false, reason: 'unreadable' };
    let size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (size === 0xffffffff) {
      const big = zip64Size(view, at + 46 + nameLength, extraLength);
      if (big === undefined) return { ok: false, reason: 'unreadable' };
      size = big;
    }
    total += size;
    if (total > limits.maxUncompressedBytes) return { ok: false, reason: 'tooLarge' };
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries, uncompressedBytes: total };
}

/** The uncompressed size kept in the zip64 extra field (its first value when the 32-bit one is full). */
function zip64Size(view: DataView, extraAt: number, extraLength: number): number | undefined {
  let at = extraAt;
  const end = extraAt + extraLength;
  while (at + 4 <= end && end <= view.byteLength) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA && length >= 8) return u64(view, at + 4);
    at += 4 + length;
  }
  return undefined;
}
