// `npm start` / `npm run serve`: open the database, migrate, seed on first start, serve app + /v1.
// The primary process does the once-only work (the embedded server, migrations, the seed), then
// starts WORKERS API processes (node:cluster, default one per two CPUs) sharing the port: the
// database needs the other cores, and each process keeps its own answers (docs/decisions.md,
// "Workers", "One API process per two cores"). Everything they share
// lives in the database (list totals' stamps, sign-in allowance, outbox), so any worker may answer.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import closeWithGrace from 'close-with-grace';
import { moveToDocuments } from './adapters/storage.ts';
import { storageOf, storageSettingsOf } from './adapters/storage-settings.ts';
import { readConfig } from './config.ts';
import { openDb, type OpenedDb } from './db/open.ts';
import { answerScrapesInPrimary } from './lib/ops/cluster-metrics.ts';
import { SHIPMENT_CHANGE_FOLDER } from './lib/files.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoAccounts, seedDemoIfEmpty } from './seed/demo.ts';
import { serve } from './serve.ts';

const config = readConfig();
/** Set by the primary for its workers: the database it opened (and migrated). */
const WORKER_DB_ENV = 'LSI_WORKER_DATABASE_URL';
/** The primary's word to a worker to stop as on SIGTERM (a signal could arrive twice: see stopsGracefully). */
const SHUTDOWN_MESSAGE = 'lsi:shutdown';
/** The primary waits for its workers' grace, then stops the database (the embedded server) in this. */
const PRIMARY_EXTRA_GRACE_MS = 10_000;

if (cluster.isPrimary) await primary();
else await worker();

/**
 * One API process per two cores: on 2 cores one process served the list mix faster than two
 * (orders 1,000-1,090 req/s, p99 117-137 ms, against 830-970 req/s, p99 184-236 ms): the process
 * was 40 % idle, the database wanted the rest, and a second process halves what the kept answers
 * find (each keeps its own).
 */
function defaultWorkers() {
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

async function primary() {
  const started = Date.now();
  const files = storageSettingsOf(config);
  // Seeded under the start lock: of several nodes started together on an empty database, one seeds.
  const seed = config.SEED === 'auto' ? ({ db }: OpenedDb) => seedDemoIfEmpty(db, storageOf(files, 'uploads')) : undefined;
  const opened = await openDb({ databaseUrl: config.DATABASE_URL, engine: config.DATABASE_ENGINE, dataDir: config.DATA_DIR, afterMigrate: seed, log: (line) => console.log(line) });
  // Only a data folder can hold documents stored before they had an area of their own.
  const moved = 'dataDir' in files ? await moveToDocuments(files.dataDir, SHIPMENT_CHANGE_FOLDER) : 0;
  if (moved) console.log(`Moved ${moved} supporting files out of the public uploads into ${config.DATA_DIR}/documents.`);
  // PGlite lives inside this process: it cannot be shared, so it serves alone.
  const count = opened.url ? (config.WORKERS ?? defaultWorkers()) : 1;
  let stop: () => Promise<void>;
  let address: string;
  if (count === 1) {
    const served = await serve(config, opened);
    address = served.address;
    stop = served.close;
  } else {
    ({ address, stop } = await startWorkers(count, opened.url!));
    if (config.METRICS_TOKEN) answerScrapesInPrimary();
  }
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : config.DATABASE_ENGINE === 'pglite' ? `PGlite in ${config.DATA_DIR}` : `embedded PostgreSQL in ${config.DATA_DIR}`;
  const filesAt = 's3' in files ? `the S3 bucket ${files.s3.bucket}` : config.DATA_DIR;
  const port = portOf(address);
  console.log(`LSI Console ready on http://localhost:${port} (${address}); database: ${where}; files: ${filesAt}; ${count} API process${count > 1 ? 'es' : ''}; started in ${Date.now() - started} ms`);
  console.log(`API reference: http://localhost:${port}/docs  ·  OpenAPI: /v1/openapi.json`);
  // Only a product seeded with the demo announces its accounts; a real one never prints them.
  if (await hasDemoAccounts(opened.db)) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.role.padEnd(26)} ${a.note}`);
  }

  const grace = config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_GRACE_MS;
  stopsGracefully(count === 1 ? grace : grace + PRIMARY_EXTRA_GRACE_MS, async () => {
    await stop();
    await opened.close();
  });
}

/** The port listened on: PORT, or the one the system chose for PORT=0 (the tests' servers, which cannot race another process for a port picked beforehand). */
function portOf(address: string): string {
  return new URL(address).port || String(config.PORT);
}

/**
 * On SIGTERM or SIGINT (close-with-grace): `shutdown` runs once (stop accepting, let the requests
 * under way finish, end the realtime streams with a reconnect hint, close the database), then the
 * process exits; a second signal, or `graceMs` passing, exits at once. A worker also stops when the
 * primary says so: a terminal's Ctrl-C reaches every process of the group, so a signal from the
 * primary as well would be a second one and cut the worker's requests.
 */
function stopsGracefully(graceMs: number, shutdown: () => Promise<void>): void {
  let stopping: Promise<void> | undefined;
  const once = () => (stopping ??= shutdown());
  const log = { error: (m: unknown) => console.error('[shutdown]', m) };
  const grace = closeWithGrace({ delay: graceMs, logger: log }, async ({ err }) => {
    if (err) console.error(err);
    await once();
  });
  if (cluster.isWorker) process.on('message', (m) => m === SHUTDOWN_MESSAGE && !stopping && grace.close());
}

/** Forks the workers, waits until each listens; a worker that dies is replaced. */
async function startWorkers(count: number, url: string): Promise<{ address: string; stop: () => Promise<void> }> {
  let stopping = false;
  const fork = () => cluster.fork({ [WORKER_DB_ENV]: url });
  cluster.on('exit', (w, code, signal) => {
    if (stopping) return;
    console.log(`API worker ${w.process.pid} exited (${signal ?? code}); starting another.`);
    fork();
  });
  const listening = Array.from({ length: count }, () => {
    const w = fork();
    return new Promise<string>((done, fail) => {
      w.once('listening', (a) => done(`${a.address ?? '0.0.0.0'}:${a.port}`));
      w.once('exit', (code) => fail(new Error(`API worker exited with ${code} before listening`)));
    });
  });
  const [address] = await Promise.all(listening);
  return {
    address: `http://${address}`,
    stop: async () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      // A Ctrl-C reaches the workers too: one may be gone already, others stopping by themselves.
      await Promise.all(workers.map((w) => (w.isDead() ? undefined : new Promise<void>((done) => (w.once('exit', () => done()), w.isConnected() && w.send(SHUTDOWN_MESSAGE))))));
    },
  };
}

/** A worker: the database the primary opened, no migrations, no seed. */
async function worker() {
  const opened = await openDb({ databaseUrl: process.env[WORKER_DB_ENV], migrate: false });
  const served = await serve(config, opened);
  stopsGracefully(config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_GRACE_MS, async () => {
    await served.close();
    await opened.close();
  });
}
