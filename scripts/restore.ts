// `npm run restore -- FILE`: a backup into an empty database (docs/operations.md "Backups and
// restores"): DATABASE_URL, or the embedded server of DATA_DIR, or DATABASE_ENGINE=pglite; the
// files into DATA_DIR.
import { parseArgs } from 'node:util';
import { openTarget, targetFromEnv } from '../server/lib/backup/connect.ts';
import { BackupRefused } from '../server/lib/backup/format.ts';
import { restoreBackup } from '../server/lib/backup/load.ts';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- FILE   (DATABASE_URL, DATABASE_ENGINE and DATA_DIR as for the app)');
  process.exit(2);
}
const [file] = positionals as [string];
const target = targetFromEnv();
const started = Date.now();
const { opened, where } = await openTarget(target, (line) => console.log(line));
try {
  const done = await restoreBackup(opened, file, target.dataDir, target.files);
  console.log(`Restored ${done.rows} rows of ${done.tables} tables (migration ${done.migration}) into ${where}, and ${done.files} files into ${'s3' in target.files ? `the S3 bucket ${target.files.s3.bucket}` : target.dataDir}, in ${Date.now() - started} ms.`);
} catch (e) {
  console.error(e instanceof BackupRefused ? e.message : e);
  process.exitCode = 1;
} finally {
  await opened.close();
}
