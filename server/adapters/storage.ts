// Where uploaded files live. Default: a folder (DATA_DIR/uploads), served at /v1/files/.
// An object store (S3 and the like) would implement the same two calls.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve } from 'node:path';

export interface Storage {
  /** Saves bytes under a folder ("logos") and answers the stored path ("logos/ab12.png"). */
  save(folder: string, ext: string, bytes: Uint8Array): Promise<string>;
  remove(path: string): Promise<void>;
}

export function folderStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'uploads');
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
  };
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
  };
}
