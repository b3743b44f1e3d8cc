#!/usr/bin/env node
// `npm test`: every check of the project, in order, with one summary at the end.
//   type check -> lint -> unit + client -> server on PGlite -> server on PostgreSQL -> build -> e2e
// Test cases are counted from the runners' JSON reports; the type check, lint and build count as one
// case each. Exit code 1 when any step fails. Reports and logs go to test-results/run-all/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-results', 'run-all');
const ON_CI = process.env.CI === 'true' || process.env.CI === '1';
const IS_ROOT = process.getuid?.() === 0;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
// Colours when a person watches; plain text in CI logs and files.
const COLOR = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
const BIN = (name) => join(ROOT, 'node_modules', '.bin', name);

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

/** @typedef {{ name: string, status: 'passed'|'failed'|'skipped', passed: number, failed: number, skipped: number, ms: number, note?: string }} StepResult */
/** @type {StepResult[]} */
const results = [];

function run(cmd, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...COLOR, ...env } });
    child.on('error', (e) => {
      console.error(`could not start ${cmd}: ${e.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function step(name, body) {
  console.log(`\n\x1b[1m━━ ${name}\x1b[0m`);
  const started = Date.now();
  let r;
  try {
    r = await body();
  } catch (e) {
    r = { status: 'failed', passed: 0, failed: 1, skipped: 0, note: String(e?.message ?? e) };
  }
  const result = { name, skipped: 0, ...r, ms: Date.now() - started };
  results.push(result);
  console.log(`━━ ${name}: ${result.status}${result.note ? ` (${result.note})` : ''} in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}

/** A command that is one test case: exit 0 passes. */
async function single(cmd, args, env) {
  const code = await run(cmd, args, env);
  return code === 0 ? { status: 'passed', passed: 1, failed: 0 } : { status: 'failed', passed: 0, failed: 1, note: `exit ${code}` };
}

/** vitest with its JSON report next to the usual console output. */
async function vitest(file, projects, env = {}) {
  const report = join(OUT, `${file}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const code = await run(BIN('vitest'), args, env);
  const json = readJson(report);
  if (!json) return { status: 'failed', passed: 0, failed: 1, note: `no report (exit ${code})` };
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  return {
    status: code === 0 ? 'passed' : 'failed',
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
    note: code !== 0 && json.numFailedTests === 0 ? `exit ${code} (suite error)` : undefined,
  };
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('timeout', () => (socket.destroy(), done(false)));
    socket.once('error', () => done(false));
  });
}

/** Starts Debian's cluster when we may (root, postgresql installed); true when PostgreSQL answers. */
async function ensurePostgres() {
  if (await reachable(PG_URL)) return { ok: true };
  if (IS_ROOT && existsSync('/etc/postgresql') && existsSync('/usr/bin/pg_ctlcluster')) {
    for (const version of spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.split(/\s+/).filter(Boolean)) {
      console.log(`PostgreSQL is not reachable; starting cluster ${version}/main`);
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    }
    for (let i = 0; i < 20; i++) {
      if (await reachable(PG_URL)) return { ok: true };
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const where = new URL(PG_URL).host;
  return { ok: false, why: `PostgreSQL is not reachable at ${where} (start it or set DATABASE_URL)` };
}

/** Chromium for Playwright: CHROMIUM_PATH or /usr/bin/chromium; installs Debian's package when root. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return { ok: true, path };
  if (IS_ROOT && !process.env.CHROMIUM_PATH && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing; installing Debian\'s chromium package');
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }) : update;
    if (install.status === 0 && existsSync(path)) return { ok: true, path };
  }
  return {
    ok: false,
    why:
      `Chromium not found at ${path}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
      'or point CHROMIUM_PATH at a Chromium/Chrome binary, then run npm test again.',
  };
}

async function e2e() {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.why);
    return { status: 'failed', passed: 0, failed: 1, note: chromium.why };
  }
  const report = join(OUT, 'e2e.json');
  const code = await run(BIN('playwright'), ['test', '--reporter=list,json'], { CHROMIUM_PATH: chromium.path, PLAYWRIGHT_JSON_OUTPUT_FILE: report });
  const json = readJson(report);
  if (!json?.stats) return { status: 'failed', passed: 0, failed: 1, note: `no report (exit ${code})` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  const setupError = (json.errors?.length ?? 0) > 0 && unexpected === 0;
  return {
    status: code === 0 ? 'passed' : 'failed',
    passed: expected + flaky,
    failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0),
    skipped,
    note: [flaky ? `${flaky} flaky` : '', setupError ? `setup error: ${String(json.errors[0].message ?? '').replace(/\s+/g, ' ').slice(0, 160)}` : ''].filter(Boolean).join('; ') || undefined,
  };
}

const startedAll = Date.now();

await step('type check', () => single(BIN('tsc'), ['--noEmit', '-p', '.']));
await step('lint', () => single(BIN('eslint'), ['.']));
await step('unit + client', () => vitest('unit-client', ['unit', 'client']));
await step('server (PGlite)', () => vitest('server-pglite', ['server'], { TEST_DB: 'pglite' }));
await step('server (PostgreSQL)', async () => {
  const pg = await ensurePostgres();
  if (pg.ok) return vitest('server-postgres', ['server'], { TEST_DB: 'postgres', DATABASE_URL: PG_URL });
  if (ON_CI) return { status: 'failed', passed: 0, failed: 1, note: `${pg.why}; required on CI` };
  return { status: 'skipped', passed: 0, failed: 0, note: pg.why };
});
const build = await step('build', () => single(BIN('vite'), ['build']));
await step('e2e (Playwright)', async () => {
  if (build.status !== 'passed') return { status: 'skipped', passed: 0, failed: 0, note: 'build failed' };
  return e2e();
});

// Summary
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const mark = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' };
console.log('\n' + pad('step', 22) + pad('result', 8) + lpad('passed', 8) + lpad('failed', 8) + lpad('skipped', 9) + lpad('time', 9) + '  note');
console.log('-'.repeat(90));
for (const r of results) {
  console.log(
    pad(r.name, 22) + pad(mark[r.status], 8) + lpad(r.passed, 8) + lpad(r.failed, 8) + lpad(r.skipped, 9) + lpad(`${(r.ms / 1000).toFixed(1)}s`, 9) + (r.note ? `  ${r.note}` : ''),
  );
}
console.log('-'.repeat(90));
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const anyFailed = results.some((r) => r.status === 'failed');
console.log(`total ${((Date.now() - startedAll) / 1000).toFixed(1)} s; reports in ${OUT}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);
