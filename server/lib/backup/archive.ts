// The backup's container: a gzip-compressed tar, the tar written and read by tar-stream (a
// maintained implementation of the format) and compressed by Node's zlib. An operator can list or
// unpack a backup with `tar -tzf FILE`. Entries are streamed both ways: the writer waits until the
// file has taken each entry, the reader hands out one entry at a time as its bytes arrive, so a
// backup of any size is never held in memory. The gzip trailer's CRC catches damage; a stream cut
// off ends without its trailer, and reading it fails.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack, type Extract, type Pack } from 'tar-stream';

/** Largest entry read whole into memory (table parts are cut at 8 MB; the manifest is small): a header saying more is damage. */
export const MAX_BUFFERED_BYTES = 1 << 30;

/** The chunks of a stream that Node's pipeline reads as a plain async iterable (tar-stream's streams are streamx ones). */
async function* chunksOf(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const chunk of source) yield chunk;
}

/** Writes entries one after another; `finish` ends the archive. */
export class ArchiveWriter {
  private readonly tar: Pack = pack();
  private readonly done: Promise<void>;
  private readonly mtime = new Date();

  constructor(file: string) {
    this.done = pipeline(chunksOf(this.tar as unknown as AsyncIterable<Buffer>), createGzip({ level: 6 }), createWriteStream(file, { flags: 'wx' }));
    this.done.catch(() => {});
  }

  /** Adds an entry; resolves once the archive has taken its bytes (backpressure from the file). */
  async add(name: string, data: Uint8Array): Promise<void> {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const written = new Promise<void>((resolve, reject) => this.tar.entry({ name, mtime: this.mtime }, bytes, (err) => (err ? reject(err) : resolve())));
    await Promise.race([written, this.done.then(() => Promise.reject(new Error('the archive was closed')))]);
  }

  async finish(): Promise<void> {
    this.tar.finalize();
    await this.done;
  }

  /** Stops writing (the caller removes the file). */
  async abort(): Promise<void> {
    this.tar.destroy();
    await this.done.catch(() => {});
  }
}

export interface ArchiveEntry {
  name: string;
  /** The size its header gives. */
  size: number;
  /** Its bytes as they are read. An entry not read before the next is asked for is skipped. */
  chunks: AsyncIterable<Buffer>;
}

/** Waits until `tar` takes more input, or is gone. */
function drained(tar: Extract): Promise<void> {
  if (tar.destroying) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      tar.off('drain', done);
      tar.off('close', done);
      resolve();
    };
    tar.on('drain', done);
    tar.on('close', done);
  });
}

/**
 * The entries of a tar.gz, in order. Throws when the gzip stream is damaged or cut off, when a
 * header is damaged, or when the archive ends inside an entry.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const tar = extract();
  const feeding = pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      if (tar.destroying) return;
      if (!tar.write(chunk)) await drained(tar);
    }
    tar.end(null); // streamx types want an argument; null writes nothing
  });
  feeding.catch((e: Error) => tar.destroy(e));
  try {
    for await (const entry of tar) {
      const stream = entry as unknown as AsyncIterable<Buffer> & { header: { name: string; size: number }; resume(): void };
      yield { name: stream.header.name, size: stream.header.size, chunks: stream };
      stream.resume();
    }
    await feeding;
  } finally {
    tar.destroy();
    await feeding.catch(() => {});
  }
}

/** An entry's bytes, whole. */
export async function entryBytes(entry: ArchiveEntry): Promise<Buffer> {
  if (entry.size > MAX_BUFFERED_BYTES) throw new Error(`a header of the archive gives an impossible size (${entry.name})`);
  const chunks: Buffer[] = [];
  for await (const chunk of entry.chunks) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** An entry's length and SHA-256, read through without keeping its bytes; `each` sees every chunk. */
export async function entryDigest(entry: ArchiveEntry, each?: (chunk: Buffer) => Promise<void> | void): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of entry.chunks) {
    hash.update(chunk);
    bytes += chunk.length;
    if (each) await each(chunk);
  }
  return { bytes, sha256: hash.digest('hex') };
}
