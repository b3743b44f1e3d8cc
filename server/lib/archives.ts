// The one door for every zip the server opens (an .xlsx today; scans, exports read back, backups
// tomorrow): nothing else inflates an uploaded archive. yauzl reads the central directory; the
// archive is refused before a byte is inflated when it has more than 1,000 parts, when the sizes
// its parts declare add up past 50 MB, or when a part's local header disagrees with the directory
// (a data descriptor may leave the header's sizes at 0). Then each part is inflated through yauzl's
// size-checked stream: it errors as soon as a part gives more (or fewer) bytes than the directory
// declares, and the total is counted against the cap and stops there, whatever any header says.
// What comes out is the inflated parts; a parser is handed those (re-packed, see storedZip), never
// the archive an uploader wrote, so no parser inflates anything an attacker wrote.
import { Buffer } from 'node:buffer';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { zipSync } from 'fflate';
import { ZIP_LIMITS } from '../../contract/zip-guard.ts';

export type ArchiveRefusal = 'tooLarge' | 'tooManyEntries' | 'damaged' | 'unreadable';

export class ArchiveRefused extends Error {
  constructor(
    readonly reason: ArchiveRefusal,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export interface ArchiveLimits {
  maxUncompressedBytes: number;
  maxEntries: number;
}

/** Flag bit 3: the sizes and CRC follow the data (a data descriptor); the local header may say 0. */
const DESCRIPTOR_FLAG = 0x08;
/** A zip64 size in a 32-bit field: the real one is in an extra field yauzl has already read. */
const ZIP64_SIZE = 0xffffffff;

/**
 * Bytes a zip reader would take for a zip: "PK" then two bytes under 9 (a local header, a spanning
 * marker, an empty archive), SheetJS's own test: whatever SheetJS would unzip comes here first.
 */
export const looksLikeZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2]! < 9 && bytes[3]! < 9;

/** The parts of the zip `bytes`, inflated under `limits` (directories left out); refusals throw ArchiveRefused. */
export async function unpackArchive(bytes: Uint8Array, limits: ArchiveLimits = ZIP_LIMITS): Promise<Map<string, Uint8Array>> {
  let zip: ZipFile;
  try {
    // strictFileNames: a name with a backslash is refused rather than rewritten; absolute names and
    // ".." are refused by yauzl in any case.
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, strictFileNames: true, validateEntrySizes: true });
  } catch (e) {
    throw new ArchiveRefused('unreadable', (e as Error).message);
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw new ArchiveRefused('tooManyEntries', `${zip.entryCount} parts`);
    const entries = await declaredEntries(zip, limits);
    const parts = new Map<string, Uint8Array>();
    let total = 0;
    for (const entry of entries) {
      await checkLocalHeader(zip, entry);
      const data = await inflate(zip, entry, limits.maxUncompressedBytes - total);
      total += data.length;
      parts.set(entry.fileName, data);
    }
    return parts;
  } catch (e) {
    throw e instanceof ArchiveRefused ? e : new ArchiveRefused('unreadable', (e as Error).message);
  } finally {
    zip.close();
  }
}

/**
 * The same parts as a zip of stored (not deflated) entries: what a zip parser is handed. Its
 * sizes are the ones just inflated, so the parser copies bytes and inflates nothing.
 */
export function storedZip(parts: Map<string, Uint8Array>): Uint8Array {
  return zipSync(Object.fromEntries(parts), { level: 0 });
}

/** Every file entry of the directory, refused at once when their declared sizes add up past the limit or a name repeats. */
async function declaredEntries(zip: ZipFile, limits: ArchiveLimits): Promise<Entry[]> {
  const entries: Entry[] = [];
  const names = new Set<string>();
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    // Two parts of one name: which one a parser would read is its own choice.
    if (names.has(entry.fileName)) throw new ArchiveRefused('unreadable', `"${entry.fileName}" twice`);
    names.add(entry.fileName);
    if (entry.isEncrypted() || !entry.canDecodeFileData()) throw new ArchiveRefused('unreadable', `"${entry.fileName}" is encrypted or uses method ${entry.compressionMethod}`);
    declared += entry.uncompressedSize;
    if (declared > limits.maxUncompressedBytes) throw new ArchiveRefused('tooLarge', `${declared} bytes declared`);
    entries.push(entry);
  }
  return entries;
}

/** The local header repeats the directory's method, CRC and sizes (all 0 when a data descriptor follows). */
async function checkLocalHeader(zip: ZipFile, entry: Entry): Promise<void> {
  const local = await zip.readLocalFileHeaderPromise(entry);
  const descriptor = (local.generalPurposeBitFlag & DESCRIPTOR_FLAG) !== 0;
  const agrees = (localValue: number, centralValue: number) => localValue === centralValue || localValue === ZIP64_SIZE || (descriptor && localValue === 0);
  const same =
    local.compressionMethod === entry.compressionMethod &&
    agrees(local.crc32, entry.crc32) &&
    agrees(local.compressedSize, entry.compressedSize) &&
    agrees(local.uncompressedSize, entry.uncompressedSize);
  if (!same) throw new ArchiveRefused('damaged', `"${entry.fileName}": the local header disagrees with the directory`);
}

/** One part's bytes; stops (and refuses) past the directory's size or past `room` bytes, whichever comes first. */
async function inflate(zip: ZipFile, entry: Entry, room: number): Promise<Uint8Array> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > room) throw new ArchiveRefused('tooLarge', `"${entry.fileName}" passes the cap`);
      chunks.push(chunk);
    }
  } catch (e) {
    if (e instanceof ArchiveRefused) throw e;
    // yauzl's size check ("too many bytes in the stream…", "not enough bytes…") or zlib's own
    // (data that does not inflate): either way the part is not what the directory declares.
    throw new ArchiveRefused('damaged', `"${entry.fileName}": ${(e as Error).message}`);
  } finally {
    stream.destroy();
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}
