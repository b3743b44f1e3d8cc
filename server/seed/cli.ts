// `npm run seed -- --scale N [--users U] [--data-dir DIR] [--database-url URL] [--engine embedded|pglite]`: migrate, seed the demo data when
// the database is empty (its logos into the configured storage: STORAGE, S3_*), then add the scaled
// benchmark data (server/seed/scale.ts).
import { parseArgs } from 'node:util';
import { storageOf, storageSettingsOf } from '../adapters/storage-settings.ts';
import { readConfig } from '../config.ts';
import { openDb } from '../db/open.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { seedScale } from './scale.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '0' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    engine: { type: 'string' },
    seed: { type: 'string' },
    users: { type: 'string' },
  },
});
const scale = Number(values.scale);
const users = values.users === undefined ? undefined : Number(values.users);
if (!Number.isInteger(scale) || scale < 0 || (users !== undefined && (!Number.isInteger(users) || users < 0))) {
  console.error('usage: npm run seed -- --scale N [--users U] [--data-dir DIR] [--database-url URL] [--seed S]');
  process.exit(2);
}
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
const engine = (values.engine ?? process.env.DATABASE_ENGINE) === 'pglite' ? 'pglite' : 'embedded';
// The demo's logos go where the server keeps uploads: DATA_DIR's folder, or the bucket with STORAGE=s3.
const uploads = storageOf(storageSettingsOf(readConfig({ ...process.env, DATA_DIR: dataDir })), 'uploads');
// Seeded under the start lock, as a starting server seeds: never twice on one empty database.
const opened = await openDb({ databaseUrl, dataDir, engine, afterMigrate: ({ db }) => seedDemoIfEmpty(db, uploads) });
try {
  if (scale > 0) {
    const r = await seedScale(opened.db, { scale, users, seed: values.seed ? Number(values.seed) : undefined, log: console.log });
    console.log(`Added ${r.orders} orders, ${r.suborders} suborders, ${r.shipments} shipments, ${r.tracks} tracks, ${r.tickets} weighbridge tickets, ${r.users} users, ${r.gpsPositions} GPS positions in ${(r.ms / 1000).toFixed(1)} s.`);
  }
} finally {
  await opened.close();
}
