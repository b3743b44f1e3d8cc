// An export child that dies as a real one passing its heap cap would (export-child.test.ts): it
// moves its export to RUNNING, as runExport does first, then allocates until V8 stops the process.
import pg from 'pg';

export default async function dieMidJob({ exportId, databaseUrl }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`update export_files set status = 'RUNNING', attempts = attempts + 1 where id = $1`, [exportId]);
  await db.end();
  const held = [];
  for (;;) held.push(new Array(100_000).fill(held.length));
}
