// The backup's container: a gzip-compressed tar (ustar), written and read with Node's zlib. No tar
// package is installed, and the format is small: a 512-byte header per entry, the bytes padded to
// 512, two empty blocks at the end. An operator can list or unpack a backup with `tar -tzf FILE`.
// The gzip trailer's CRC catches damage; a stream cut off ends without its trailer or end blocks,
// and reading it fails.
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';

const BLOCK = 512;
/** Largest entry the reader accepts (a header saying more is damage): table parts are cut at 8 MB, files are uploads. */
export const MAX_ENTRY_BYTES = 1 << 30;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** ustar keeps names up to 100 bytes, plus a 155-byte prefix split at a slash. */
function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { name: rest, prefix };
  }
  throw new Error(`name too long for the backup archive: ${name}`);
}

function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const split = splitName(name);
  h.write(split.name, 0, 100, 'utf8');
  h.write('0000644\0', 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(split.prefix, 345, 155, 'utf8');
  h.write(octal(checksum(h), 7) + ' ', 148, 'ascii');
  return h;
}

/** The sum of the header's bytes with its checksum field read as spaces. */
function checksum(h: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
  return sum;
}

const cString = (b: Buffer) => {
  const end = b.indexOf(0);
  return b.subarray(0, end < 0 ? b.length : end).toString('utf8');
};

/** Writes entries one after another; `finish` ends the archive. */
export class TarGzWriter {
  private readonly gzip: Gzip;
  private readonly out: WriteStream;
  private readonly done: Promise<void>;
  private readonly mtime = Date.now();

  constructor(file: string) {
    this.gzip = createGzip({ level: 6 });
    this.out = createWriteStream(file, { flags: 'wx' });
    this.done = pipeline(this.gzip, this.out);
    this.done.catch(() => {});
  }

  async add(name: string, data: Uint8Array): Promise<void> {
    await this.write(header(name, data.byteLength, this.mtime));
    await this.write(data);
    const pad = (BLOCK - (data.byteLength % BLOCK)) % BLOCK;
    if (pad) await this.write(Buffer.alloc(pad));
  }

  private async write(chunk: Uint8Array): Promise<void> {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  async finish(): Promise<void> {
    await this.write(Buffer.alloc(2 * BLOCK));
    this.gzip.end();
    await this.done;
  }

  /** Stops writing (the caller removes the file). */
  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => {});
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/**
 * The entries of a tar.gz, in order. Throws when the gzip stream is damaged or cut off, when a
 * header's checksum is wrong, or when the archive ends before its two end blocks.
 */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(file), gunzip);
  reading.catch(() => {});
  const chunks: Buffer[] = [];
  let length = 0;
  const take = (n: number): Buffer => {
    const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
    chunks.length = 0;
    if (all.length > n) chunks.push(all.subarray(n));
    length = all.length - n;
    return all.subarray(0, n);
  };
  let entry: { name: string; size: number } | null = null;
  let ended = false;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      if (ended) continue;
      chunks.push(chunk);
      length += chunk.length;
      for (;;) {
        if (!entry) {
          if (length < BLOCK) break;
          const h = take(BLOCK);
          if (h.every((b) => b === 0)) {
            ended = true;
            break;
          }
          const stored = parseInt(cString(h.subarray(148, 156)).trim(), 8);
          if (stored !== checksum(h)) throw new Error('a header of the archive is damaged');
          const size = parseInt(cString(h.subarray(124, 136)).trim() || '0', 8);
          if (!Number.isSafeInteger(size) || size < 0 || size > MAX_ENTRY_BYTES) throw new Error('a header of the archive gives an impossible size');
          const prefix = cString(h.subarray(345, 500));
          const name = cString(h.subarray(0, 100));
          entry = { name: prefix ? `${prefix}/${name}` : name, size };
        }
        const padded = entry.size + ((BLOCK - (entry.size % BLOCK)) % BLOCK);
        if (length < padded) break;
        const data = Buffer.from(take(padded).subarray(0, entry.size));
        const done = entry;
        entry = null;
        yield { name: done.name, data };
      }
    }
    await reading;
  } finally {
    gunzip.destroy();
  }
  if (!ended) throw new Error('the archive ends before its end marker');
}
