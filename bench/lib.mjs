// Shared by the benchmarks: free ports, starting the server, waiting for it, signing in, a fresh
// seeded database per engine, writing results.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '..');
export const RESULTS = join(ROOT, 'bench', 'results');
export const WORK = join(ROOT, 'bench', '.work');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

export function freePort() {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs a command to completion, output passed through; rejects on a non-zero exit. */
export function exec(cmd, args, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/**
 * Starts the product server (`node --import tsx server/main.ts`: one process, so stop() reaches
 * it) and answers { child, port, startedAt, stop }. Output is kept for error messages.
 */
export function startServer({ port, dataDir, databaseUrl, extraEnv = {}, nodeArgs: flags = process.env.BENCH_SERVER_NODE_ARGS ?? '' }) {
  // A bench saturates the process on purpose: shedding by event-loop utilisation (docs/operations.md)
  // would turn the measured maximum into 503s. The event-loop delay limit stays on.
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0', ...extraEnv };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const startedAt = performance.now();
  // Extra flags for the server's node (`nodeArgs`, by default BENCH_SERVER_NODE_ARGS), e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
  const nodeArgs = flags.split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  return {
    child,
    port,
    startedAt,
    output: () => output,
    exited: () => exited,
    stop: () =>
      new Promise((done) => {
        if (exited) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** The server on a seeded database (SEED=never): started, waited for, `use(base)` answered, stopped. */
export async function onStartedServer({ dataDir, databaseUrl, extraEnv = {} }, use) {
  const port = await freePort();
  const server = startServer({ port, dataDir, databaseUrl, extraEnv: { SEED: 'never', ...extraEnv } });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/v1/openapi.json`, server);
    return await use(base);
  } finally {
    await server.stop();
  }
}

/** Polls `url` until it answers 200; answers the milliseconds since `since`. */
export async function waitFor200(url, server, since = server.startedAt, timeoutMs = 120_000) {
  for (;;) {
    if (server.exited()) throw new Error(`server exited:\n${server.output().slice(-2000)}`);
    const ok = await fetch(url).then((r) => (r.body?.cancel(), r.status === 200), () => false);
    if (ok) return performance.now() - since;
    if (performance.now() - since > timeoutMs) throw new Error(`no 200 from ${url} in ${timeoutMs / 1000} s:\n${server.output().slice(-2000)}`);
    await sleep(20);
  }
}

export function writeResult(name, data) {
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `${name}.json`);
  writeFileSync(file, JSON.stringify({ name, at: new Date().toISOString(), node: process.version, ...data }, null, 2) + '\n');
  return file;
}

export const kB = (bytes) => Math.round(bytes / 102.4) / 10;

/** A demo account's token on a running server (every demo account has the demo password). */
export async function signIn(base, email, password = 'lsi-demo-2026') {
  const res = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const token = (await res.json().catch(() => null))?.data?.token;
  if (!token) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return token;
}

/**
 * A fresh database seeded at `scale` (`npm run seed -- --scale N`) on `engine`: 'postgres' (a
 * database named `database`, created on PG_ADMIN_URL and dropped afterwards), 'embedded' or 'pglite'
 * (a data folder of its own, removed afterwards). Then `run({ dataDir, databaseUrl, env, where })`:
 * `env` selects the engine for the server, `where` is the seed CLI's location arguments. Answers
 * run's answer, or { skipped } when PostgreSQL cannot be reached. `seedArgs`: more seed CLI options.
 */
export async function onFreshEngine({ engine, scale, database, seedArgs = [] }, run) {
  mkdirSync(WORK, { recursive: true });
  const dataDir = mkdtempSync(join(WORK, `${database}-${engine}-`));
  const env = engine === 'postgres' ? {} : { DATABASE_ENGINE: engine };
  let admin;
  let databaseUrl;
  try {
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      try {
        await client.connect();
      } catch (e) {
        return { skipped: `PostgreSQL not reachable: ${e.message}` };
      }
      admin = client;
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${database}`;
      databaseUrl = url.href;
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`create database ${database}`);
    }
    const where = ['--data-dir', dataDir, ...(databaseUrl ? ['--database-url', databaseUrl] : [])];
    await exec(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--scale', String(scale), ...seedArgs, ...where], env);
    return await run({ dataDir, databaseUrl, env, where });
  } finally {
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Seconds of load before a measured run, not measured: a server that has been running keeps the
 * pages everybody reads (the first page, one-character searches, the status tabs), and a cold start
 * is not what its users wait for. The keys of the measured run stay random.
 */
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);

/** autocannon with `options`, after WARMUP_S seconds of the same load; answers the measured run. */
export async function warmedRun(options) {
  const run = (duration) => new Promise((done, fail) => autocannon({ ...options, duration }, (err, res) => (err ? fail(err) : done(res))));
  if (WARMUP_S > 0) await run(WARMUP_S);
  return run(options.duration);
}

/** The machine's busy and total CPU ticks, from /proc/stat. */
export function cpuTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** A process's CPU seconds (user + system), from /proc/<pid>/stat. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
