// Where uploaded files live. Two areas: public assets (logos, banners, avatars, product and vehicle
// photos) in `uploads`, served at /v1/files/; documents of a tenant's records (a change's
// supporting file, a ticket scan, a finished export) in `documents`, never served as files, only
// through a signed-in call that checks the caller may see the record (docs/security.md "Files").
// The areas are folders of DATA_DIR (folderStorage, the default) or prefixes of an S3 bucket
// (s3-storage.ts, STORAGE=s3), which every API node reaches (docs/operations.md "File storage").
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { dirname, join, posix, relative, resolve } from 'node:path';

export interface Storage {
  /** Saves bytes under a folder ("logos") and answers the stored path ("logos/ab12.png"). */
  save(folder: string, ext: string, bytes: Uint8Array): Promise<string>;
  /** Moves a finished local file (a large export written on disk) into a folder; answers the stored path. */
  saveFile(folder: string, ext: string, localPath: string): Promise<string>;
  /** Writes bytes at exactly this path (the demo's logos). */
  put(path: string, bytes: Uint8Array): Promise<void>;
  /** Moves a local file to exactly this path (a restored backup's files). */
  place(path: string, localPath: string): Promise<void>;
  remove(path: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(path: string): Promise<Uint8Array | null>;
  /** The stored file as a stream and its size, or null when there is no such file (a large download, not in memory). */
  open(path: string): Promise<{ stream: Readable; size: number } | null>;
  /** Every stored path, sorted (a backup's files). */
  list(): Promise<string[]>;
}

/** The areas: `uploads` (public, /v1/files/) and `documents` (never served as files). */
export type StorageArea = 'uploads' | 'documents';

/** What an implementation provides; save and saveFile name the new file (withNewNames). */
export type StoredFiles = Omit<Storage, 'save' | 'saveFile'>;

/**
 * A stored path made plain ("a/./b" is "a/b"), refused when it would leave its area (".." past
 * the top, a leading "/", nothing at all): every implementation checks a path the same way.
 */
export function safePath(path: string): string {
  const plain = posix.normalize(path);
  if (plain === '.' || plain === '..' || plain.startsWith('../') || plain.startsWith('/')) throw new Error('path outside the storage area');
  return plain;
}

const newName = (folder: string, ext: string) => safePath(`${folder}/${randomBytes(12).toString('hex')}.${ext}`);

/** An implementation with save and saveFile: a new random name in the folder, then put or place. */
export function withNewNames<T extends StoredFiles>(files: T): T & Storage {
  return {
    ...files,
    async save(folder, ext, bytes) {
      const path = newName(folder, ext);
      await files.put(path, bytes);
      return path;
    },
    async saveFile(folder, ext, localPath) {
      const path = newName(folder, ext);
      await files.place(path, localPath);
      return path;
    },
  };
}

/** Moves a local file, across file systems too (a temp folder on another disk: a copy). */
export async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to).catch(async (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EXDEV') throw e;
    await copyFile(from, to);
    await rm(from, { force: true });
  });
}

/** Every regular file under `dir`, relative to it, sorted; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    const entries = await readdir(d, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return [];
      throw e;
    });
    for (const e of entries) {
      if (e.isDirectory()) await walk(join(d, e.name));
      else if (e.isFile()) out.push(relative(dir, join(d, e.name)));
    }
  };
  await walk(dir);
  return out.sort();
}

export function folderStorage(dataDir: string, area: StorageArea = 'uploads'): Storage {
  const root = resolve(dataDir, area);
  const inside = (path: string) => join(root, safePath(path));
  return withNewNames({
    async put(path, bytes) {
      const full = inside(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, bytes);
    },
    async place(path, localPath) {
      await moveFile(localPath, inside(path));
    },
    async remove(path) {
      await rm(inside(path), { force: true });
    },
    async read(path) {
      return readFile(inside(path)).catch(absent);
    },
    async open(path) {
      const full = inside(path);
      const info = await stat(full).catch(absent);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full), size: info.size };
    },
    list: () => filesUnder(root),
  });
}

const absent = (e: NodeJS.ErrnoException) => {
  if (e.code === 'ENOENT' || e.code === 'EISDIR') return null;
  throw e;
};

/**
 * Moves the files of `folder` from the public uploads into the documents area, at the same paths,
 * so the records naming them keep working: documents stored before they had an area of their own.
 * Run once at start, before any API process serves; answers how many files moved.
 */
export async function moveToDocuments(dataDir: string, folder: string): Promise<number> {
  const from = join(resolve(dataDir, 'uploads'), folder);
  const names = await readdir(from).catch(() => [] as string[]);
  if (!names.length) return 0;
  const to = join(resolve(dataDir, 'documents'), folder);
  await mkdir(to, { recursive: true });
  for (const name of names) await rename(join(from, name), join(to, name));
  await rm(from, { recursive: true, force: true });
  return names.length;
}

/** Keeps files in memory: for tests and for a server without a data folder. */
export function memoryStorage(): Storage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return withNewNames({
    files,
    async put(path, bytes) {
      files.set(safePath(path), bytes);
    },
    async place(path, localPath) {
      files.set(safePath(path), new Uint8Array(await readFile(localPath)));
      await rm(localPath, { force: true });
    },
    async remove(path) {
      files.delete(safePath(path));
    },
    async read(path) {
      return files.get(safePath(path)) ?? null;
    },
    async open(path) {
      const bytes = files.get(safePath(path));
      return bytes ? { stream: Readable.from([Buffer.from(bytes)]), size: bytes.byteLength } : null;
    },
    list: async () => [...files.keys()].sort(),
  });
}
