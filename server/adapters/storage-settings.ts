// Which storage the files are in (STORAGE in config.ts), as plain data: the export child is given
// it with each job and makes the same storage (lib/exports/child-task.ts), as do backup and restore.
import type { Config } from '../config.ts';
import { s3Storage, type S3Options } from './s3-storage.ts';
import { folderStorage, type Storage, type StorageArea } from './storage.ts';

export type StorageSettings = { dataDir: string } | { s3: S3Options };

export function storageOf(settings: StorageSettings, area: StorageArea): Storage {
  return 's3' in settings ? s3Storage(settings.s3, area) : folderStorage(settings.dataDir, area);
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
