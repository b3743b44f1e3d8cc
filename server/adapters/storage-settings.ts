// Which storage the files are in (STORAGE in config.ts), as plain data: the export child is given
// it with each job and makes the same storage (lib/exports/child-task.ts), as do backup and restore.
import type { Config } from '../config.ts';
import type { S3Options } from './s3-storage.ts';
import { folderStorage, type Storage, type StorageArea } from './storage.ts';

export type StorageSettings = { dataDir: string } | { s3: S3Options };

const STORAGE_CALLS = ['save', 'saveFile', 'put', 'place', 'remove', 'read', 'open', 'list'] as const satisfies readonly (keyof Storage)[];

/**
 * The S3 storage, its module (and so the AWS SDK) loaded at its first call: only with STORAGE=s3
 * does a process pay the SDK's start (one to two seconds here) and memory (about 20 MB), and
 * print its warning about Node versions.
 */
function loadedAtFirstCall(load: () => Promise<Storage>): Storage {
  let loaded: Promise<Storage> | undefined;
  const call = (name: (typeof STORAGE_CALLS)[number]) => async (...args: unknown[]) => {
    const storage = await (loaded ??= load());
    return (storage[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  };
  return Object.fromEntries(STORAGE_CALLS.map((name) => [name, call(name)])) as unknown as Storage;
}

export function storageOf(settings: StorageSettings, area: StorageArea): Storage {
  if (!('s3' in settings)) return folderStorage(settings.dataDir, area);
  return loadedAtFirstCall(async () => (await import('./s3-storage.ts')).s3Storage(settings.s3, area));
}

/** The configured storage: STORAGE=s3 and its S3_* settings, or the folders of DATA_DIR. */
export function storageSettingsOf(c: Config): StorageSettings {
  if (c.STORAGE !== 's3') return { dataDir: c.DATA_DIR };
  return {
    s3: {
      bucket: c.S3_BUCKET!,
      region: c.S3_REGION!,
      endpoint: c.S3_ENDPOINT,
      forcePathStyle: c.S3_FORCE_PATH_STYLE,
      accessKeyId: c.S3_ACCESS_KEY_ID,
      secretAccessKey: c.S3_SECRET_ACCESS_KEY,
      prefix: c.S3_PREFIX,
    },
  };
}
