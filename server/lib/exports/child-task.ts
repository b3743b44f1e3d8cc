// What the export child runs (child.mjs loads it): one export job, runExport as the API process would
// run it, over services of its own: the database opened once per URL (a small pool: a job reads one
// page at a time and writes its progress now and then), the documents in the same storage, the
// real clock, and a small list cache (a geofence-alert export's totals; its entries are keyed by the
// tables' change stamps, so they hold across processes: lib/count-cache.ts).
import { storageOf, type StorageSettings } from '../../adapters/storage-settings.ts';
import { openDb, type OpenedDb } from '../../db/open.ts';
import { CountCache } from '../count-cache.ts';
import { runExport, type ExportServices } from './run.ts';

export interface ExportChildTask {
  exportId: number;
  /** Where the API process's database is (OpenedDb.url). */
  databaseUrl: string;
  /** The API process's storage (its data folder, absolute, or its S3 bucket): the file goes into its `documents`. */
  files: StorageSettings;
}

export interface ExportChildAnswer {
  /** What runExport warned about (a failure's cause), logged by the API process. */
  warnings: string[];
}

const POOL_MAX = 2;
const LIST_CACHE_BYTES = 4 * 1024 * 1024;

/** This child's databases: one per URL the API processes it served gave (a test worker's files each have one). */
const databases = new Map<string, Promise<OpenedDb>>();

function servicesFor(task: ExportChildTask, opened: OpenedDb): ExportServices {
  return { db: opened.db, clock: () => new Date(), documents: storageOf(task.files, 'documents'), counts: new CountCache(opened.db, { maxBytes: LIST_CACHE_BYTES }) };
}

function databaseAt(url: string): Promise<OpenedDb> {
  let opened = databases.get(url);
  if (!opened) {
    // Migrated by the API process, which opened it first.
    opened = openDb({ databaseUrl: url, migrate: false, poolMax: POOL_MAX });
    // A failed opening is not kept: the next job tries again.
    opened.catch(() => databases.delete(url));
    databases.set(url, opened);
  }
  return opened;
}

export default async function runExportTask(task: ExportChildTask): Promise<ExportChildAnswer> {
  const warnings: string[] = [];
  const services = servicesFor(task, await databaseAt(task.databaseUrl));
  await runExport(services, task.exportId, (e) => warnings.push((e as Error)?.message ?? String(e)));
  return { warnings };
}
