// Backup and restore (issue 26, docs/operations.md "Backups and restores") of the scaled seed
// (`npm run seed -- --scale N`, 100k orders by default) on PostgreSQL (DATABASE_URL): `npm run backup`
// of the seeded database (h_backup_bench), then `npm run restore` of that archive into an empty
// database (h_backup_bench_restore) and an empty data folder. Each command is timed as an operator
// runs it (its own Node process, startup included); the archive's size, and the restored row
// counts checked against the source's. Both databases are dropped afterwards.
// Alone: `BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/backup.mjs` (BENCH_SCALE).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PG_ADMIN_URL, WORK, exec, onFreshEngine, writeResult } from './lib.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const SOURCE_DB = 'h_backup_bench';
const TARGET_DB = 'h_backup_bench_restore';
const COUNTED = ['orders', 'users', 'shipments', 'change_events'];

const seconds = (ms) => Math.round(ms / 100) / 10;
const MB = (bytes) => Math.round(bytes / 104857.6) / 10;

/** Rows of the COUNTED tables (those the database has) in `url`. */
async function counts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out = {};
    for (const table of COUNTED) {
      const { rows } = await client.query(`select to_regclass($1) is not null as present`, [table]);
      if (rows[0].present) out[table] = Number((await client.query(`select count(*)::int as n from "${table}"`)).rows[0].n);
    }
    return out;
  } finally {
    await client.end();
  }
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function benchBackup() {
  const result = await onFreshEngine({ engine: 'postgres', scale: SCALE, database: SOURCE_DB }, async ({ dataDir, databaseUrl }) => {
    mkdirSync(WORK, { recursive: true });
    const work = mkdtempSync(join(WORK, 'backup-'));
    const targetUrl = Object.assign(new URL(databaseUrl), { pathname: `/${TARGET_DB}` }).href;
    try {
      const file = join(work, 'lsi.tar.gz');
      let started = performance.now();
      await exec(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', file], { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
      const backupMs = performance.now() - started;
      const archiveBytes = statSync(file).size;
      const manifest = JSON.parse(spawnSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout);
      const rows = manifest.tables.reduce((a, t) => a + t.rows, 0);
      const rawBytes = Object.values(manifest.entries).reduce((a, e) => a + e.bytes, 0);

      await admin(`drop database if exists ${TARGET_DB} with (force)`);
      await admin(`create database ${TARGET_DB}`);
      const restoredDir = join(work, 'restored-data');
      started = performance.now();
      await exec(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], { DATABASE_URL: targetUrl, DATA_DIR: restoredDir });
      const restoreMs = performance.now() - started;
      const source = await counts(databaseUrl);
      const restored = await counts(targetUrl);
      const same = JSON.stringify(source) === JSON.stringify(restored);
      if (!same) throw new Error(`restored counts ${JSON.stringify(restored)} differ from the source's ${JSON.stringify(source)}`);
      return {
        backup: { seconds: seconds(backupMs), archiveMB: MB(archiveBytes), archiveBytes, uncompressedMB: MB(rawBytes), tables: manifest.tables.length, rows, files: manifest.files.length },
        restore: { seconds: seconds(restoreMs), rows, sameCounts: same, counts: restored },
      };
    } finally {
      await admin(`drop database if exists ${TARGET_DB} with (force)`).catch(() => {});
      rmSync(work, { recursive: true, force: true });
    }
  });
  const out = { scale: SCALE, orders: SCALE * 1000, engine: 'postgres', loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 10) / 10), ...result };
  writeResult('backup', out);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchBackup());
