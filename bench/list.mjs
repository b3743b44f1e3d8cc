// List: GET /v1/order (search + filter + sort + page 2) as lsp@ on 100k orders (--scale 100),
// autocannon 50 connections for 10 s, on PGlite and on PostgreSQL; plus a bare Fastify hello-world
// on the same machine as the ceiling. Scale: BENCH_SCALE (default 100).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PG_ADMIN_URL, ROOT, WORK, exec, freePort, signIn, startServer, waitFor200, writeResult } from './lib.mjs';

export const LIST_PATH =
  '/v1/order?search_columns=identity&search_key=ORD-2026-00&filter_columns=status&filter_keys=PUBLISHED&sort_column=created_at&sort_type=desc&page=2&entries=9';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const BENCH_DB = 'lsi_bench';

function cannon(url, headers = {}) {
  return new Promise((done, fail) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (err, r) => (err ? fail(err) : done(r))),
  );
}

const summary = (r) => ({
  reqPerSec: Math.round(r.requests.average * 10) / 10,
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
});

async function helloWorld() {
  const port = await freePort();
  const code = `const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:${port},host:'127.0.0.1'}).then(()=>console.log('up'))`;
  const child = spawn(process.execPath, ['-e', code], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => child.stdout.once('data', r));
  try {
    return summary(await cannon(`http://127.0.0.1:${port}/`));
  } finally {
    child.kill('SIGTERM');
  }
}

async function seed(args, env = {}) {
  const started = performance.now();
  await exec(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--scale', String(SCALE), ...args], env);
  return Math.round(performance.now() - started);
}

/** Starts the server on the seeded database, signs in as lsp@, checks the answer, then loads it. */
async function loadList({ dataDir, databaseUrl, env = {} }) {
  const port = await freePort();
  const server = startServer({ port, dataDir, databaseUrl, extraEnv: { SEED: 'never', ...env } });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/v1/openapi.json`, server);
    const headers = { authorization: `Bearer ${await signIn(base, 'lsp@lsi.test')}` };
    const probe = await fetch(base + LIST_PATH, { headers });
    const body = await probe.json();
    if (probe.status !== 200) throw new Error(`list answered ${probe.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { total: body.meta?.total, rows: body.data?.length, ...summary(await cannon(base + LIST_PATH, headers)) };
  } finally {
    await server.stop();
  }
}

async function onPglite() {
  mkdirSync(WORK, { recursive: true });
  const dataDir = mkdtempSync(join(WORK, 'list-pglite-'));
  try {
    // PGlite is no longer the default engine: asked for by name.
    const env = { DATABASE_ENGINE: 'pglite' };
    const seedMs = await seed(['--data-dir', dataDir], env);
    return { seedMs, ...(await loadList({ dataDir, env })) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (e) {
    return { skipped: `PostgreSQL not reachable at ${new URL(PG_ADMIN_URL).host}: ${e.message}` };
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  const dataDir = mkdtempSync(join(WORK, 'list-pg-'));
  try {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
    const seedMs = await seed(['--data-dir', dataDir, '--database-url', url.href]);
    return { seedMs, ...(await loadList({ dataDir, databaseUrl: url.href })) };
  } finally {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchList() {
  const result = { path: LIST_PATH, scale: SCALE, orders: SCALE * 1000, connections: CONNECTIONS, durationS: DURATION_S };
  result.helloWorld = await helloWorld();
  console.log('list: hello-world', result.helloWorld);
  result.pglite = await onPglite();
  console.log('list: PGlite', result.pglite);
  result.postgres = await onPostgres();
  console.log('list: PostgreSQL', result.postgres);
  writeResult('list', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchList();
