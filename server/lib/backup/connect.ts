// The database the backup and restore commands work on, chosen as the app chooses it
// (server/config.ts): DATABASE_URL when set; PGlite in DATA_DIR when DATABASE_ENGINE=pglite (a
// folder only one process opens: stop the app first); otherwise the embedded server of DATA_DIR,
// through its socket while the app runs it, or started for the command and stopped after. The
// files are where the app keeps them: DATA_DIR's folders, or the S3 bucket (STORAGE=s3).
import { storageSettingsOf, type StorageSettings } from '../../adapters/storage-settings.ts';
import { readConfig } from '../../config.ts';
import { openDb, type OpenedDb } from '../../db/open.ts';
import { runningEmbeddedUrl } from '../../db/embedded.ts';

export interface Target {
  databaseUrl?: string;
  engine: 'embedded' | 'pglite';
  dataDir: string;
  files: StorageSettings;
}

export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  const dataDir = env.DATA_DIR || './data';
  return { databaseUrl: env.DATABASE_URL || undefined, engine: env.DATABASE_ENGINE === 'pglite' ? 'pglite' : 'embedded', dataDir, files: storageSettingsOf(readConfig(env)) };
}

/** Opens the target's database without migrating it. */
export async function openTarget(target: Target, log: (line: string) => void): Promise<{ opened: OpenedDb; where: string }> {
  if (target.databaseUrl) return { opened: await openDb({ databaseUrl: target.databaseUrl, migrate: false }), where: 'PostgreSQL (DATABASE_URL)' };
  if (target.engine === 'pglite') return { opened: await openDb({ engine: 'pglite', dataDir: target.dataDir, migrate: false }), where: `PGlite in ${target.dataDir}` };
  const running = runningEmbeddedUrl(target.dataDir);
  if (running) return { opened: await openDb({ databaseUrl: running, migrate: false }), where: `the running embedded PostgreSQL of ${target.dataDir}` };
  return { opened: await openDb({ dataDir: target.dataDir, migrate: false, log }), where: `the embedded PostgreSQL of ${target.dataDir} (started for this command)` };
}
