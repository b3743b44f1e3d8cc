// Where uploaded files live. Two areas: public assets (logos, banners, avatars, product and vehicle
// photos) in DATA_DIR/uploads, served at /v1/files/; documents of a tenant's records (a change's
// supporting file) in DATA_DIR/documents, never served as files, only through a signed-in call
// that checks the caller may see the record (docs/security.md "Files"). An object store (S3 and
// the like) would implement the same calls.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { dirname, join, normalize, resolve } from 'node:path';

export interface Storage {
  /** Saves bytes under a folder ("logos") and answers the stored path ("logos/ab12.png"). */
  save(folder: string, ext: string, bytes: Uint8Array): Promise<string>;
  remove(path: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(path: string): Promise<Uint8Array | null>;
  /** Moves a finished local file (a large export written on disk) into a folder; answers the stored path. */
  saveFile(folder: string, ext: string, localPath: string): Promise<string>;
  /** The stored file as a stream and its size, or null when there is no such file (a large download, not in memory). */
  open(path: string): Promise<{ stream: Readable; size: number } | null>;
}

/** The folders of DATA_DIR: `uploads` (public, /v1/files/) and `documents` (never served as files). */
export type StorageArea = 'uploads' | 'documents';

export function folderStorage(dataDir: string, area: StorageArea = 'uploads'): Storage {
  const root = resolve(dataDir, area);
  const inside = (path: string) => {
    const full = resolve(root, normalize(path));
    if (!full.startsWith(root + '/')) throw new Error('path outside the uploads folder');
    return full;
  };
  return {
    async save(folder, ext, bytes) {
      const path = `${folder}/${randomBytes(12).toString('hex')}.${ext}`;
      const full = inside(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return path;
    },
    async remove(path) {
      await rm(inside(path), { force: true });
    },
    async read(path) {
      return readFile(inside(path)).catch(absent);
    },
    async saveFile(folder, ext, localPath) {
      const path = `${folder}/${randomBytes(12).toString('hex')}.${ext}`;
      const full = inside(path);
      await mkdir(dirname(full), { recursive: true });
      // A rename across file systems (a temp folder on another disk) is a copy.
      await rename(localPath, full).catch(async (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EXDEV') throw e;
        await copyFile(localPath, full);
        await rm(localPath, { force: true });
      });
      return path;
    },
    async open(path) {
      const full = inside(path);
      const info = await stat(full).catch(absent);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full), size: info.size };
    },
  };
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
  return {
    files,
    async save(folder, ext, bytes) {
      const path = join(folder, `${randomBytes(12).toString('hex')}.${ext}`);
      files.set(path, bytes);
      return path;
    },
    async remove(path) {
      files.delete(path);
    },
    async read(path) {
      return files.get(path) ?? null;
    },
    async saveFile(folder, ext, localPath) {
      const path = join(folder, `${randomBytes(12).toString('hex')}.${ext}`);
      files.set(path, new Uint8Array(await readFile(localPath)));
      await rm(localPath, { force: true });
      return path;
    },
    async open(path) {
      const bytes = files.get(path);
      return bytes ? { stream: Readable.from([Buffer.from(bytes)]), size: bytes.byteLength } : null;
    },
  };
}
