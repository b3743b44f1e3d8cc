// `npm run backup -- --out FILE`: a consistent backup of the running product (docs/operations.md
// "Backups and restores"). The database as the app finds it: DATABASE_URL, DATABASE_ENGINE, DATA_DIR.
import { parseArgs } from 'node:util';
import { openTarget, targetFromEnv } from '../server/lib/backup/connect.ts';
import { writeBackup } from '../server/lib/backup/dump.ts';
import { BackupRefused } from '../server/lib/backup/format.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('usage: npm run backup -- --out FILE   (DATABASE_URL, DATABASE_ENGINE and DATA_DIR as for the app)');
  process.exit(2);
}
const target = targetFromEnv();
const started = Date.now();
const { opened, where } = await openTarget(target, (line) => console.log(line));
try {
  const manifest = await writeBackup(opened.db, target.files, values.out, opened.engine);
  const rows = manifest.tables.reduce((a, t) => a + t.rows, 0);
  console.log(`Backed up ${rows} rows of ${manifest.tables.length} tables and ${manifest.files.length} files from ${where} (migration ${manifest.migration.tag}) into ${values.out} in ${Date.now() - started} ms.`);
} catch (e) {
  console.error(e instanceof BackupRefused ? e.message : e);
  process.exitCode = 1;
} finally {
  await opened.close();
}
