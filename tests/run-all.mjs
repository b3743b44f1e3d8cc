#!/usr/bin/env node
// `npm test`: every check of the project, with one summary at the end.
//   (type check | lint | build) -> unit + client -> server on PGlite -> server on PostgreSQL -> e2e
// The type check, lint and build run side by side (each mostly on one core, none has a deadline);
// the lint is `npm run lint`: eslint, then the import-circle check of src/ and contract/.
// their output is kept in test-results/run-all/<step>.log and printed when the step ends. The test
// steps run one after another, each with the machine to itself: their tests have time limits.
// Test cases are counted from the runners' JSON reports; the type check, lint and build count as one
// case each. Exit code 1 when any step fails. Reports and logs go to test-results/run-all/.
// On CI (CI=true) a test step is also failed by a test that did not really pass: no tests found,
// any skipped test (it.skip, test.fixme, ...) and any flaky test (failed, then passed on retry).
// Locally those only get named in the summary. Either way the summary lists them by name.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'test-results', 'run-all');
const ON_CI = process.env.CI === 'true' || process.env.CI === '1';
const IS_ROOT = process.getuid?.() === 0;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
// Colours when a person watches; plain text in CI logs and files.
const COLOR = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
const BIN = (name) => join(ROOT, 'node_modules', '.bin', name);
const FLAKY_REPORTER = join(ROOT, 'tests', 'support', 'vitest-flaky-reporter.mjs');

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

/** @typedef {{ name: string, status: 'passed'|'failed'|'skipped', passed: number, failed: number, skipped: number, ms: number, note?: string, skippedTests?: string[], flakyTests?: string[] }} StepResult */
/** @type {StepResult[]} */
const results = [];

/** Runs a command: its output goes to the console, or only into the file `log` when given. */
function run(cmd, args, env = {}, log) {
  return new Promise((done) => {
    const fd = log ? openSync(log, 'a') : null;
    const child = spawn(cmd, args, { cwd: ROOT, stdio: fd === null ? 'inherit' : ['ignore', fd, fd], env: { ...process.env, ...COLOR, ...env } });
    if (fd !== null) closeSync(fd);
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

/**
 * One step: its header, its output, its verdict line, its row in the summary. `body(log)` runs it;
 * `log` is undefined (output straight to the console) unless the step runs side by side with others
 * (`together`): then it is a file, printed whole once the step has ended, so outputs do not mix.
 */
async function step(name, body, { buffered = false } = {}) {
  const log = buffered ? join(OUT, `${name.replace(/\W+/g, '-')}.log`) : undefined;
  console.log(buffered ? `\n\x1b[1m━━ ${name}\x1b[0m started (side by side; its output follows when it ends)` : `\n\x1b[1m━━ ${name}\x1b[0m`);
  const started = Date.now();
  let r;
  try {
    r = await body(log);
  } catch (e) {
    r = { status: 'failed', passed: 0, failed: 1, skipped: 0, note: String(e?.message ?? e) };
  }
  const result = { name, skipped: 0, ...r, ms: Date.now() - started };
  if (log) {
    console.log(`\n\x1b[1m━━ ${name}\x1b[0m output:`);
    process.stdout.write(existsSync(log) ? readFileSync(log, 'utf8') : '');
  }
  console.log(`━━ ${name}: ${result.status}${result.note ? ` (${result.note})` : ''} in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}

/** Steps run at the same time; their rows keep the order given here. */
async function together(steps) {
  results.push(...(await Promise.all(steps.map(([name, body]) => step(name, body, { buffered: true })))));
  return results.slice(-steps.length);
}

/** A step run alone, its output live. */
async function alone(name, body) {
  const result = await step(name, body);
  results.push(result);
  return result;
}

/** A command that is one test case: exit 0 passes. */
async function single(cmd, args, env, log) {
  const code = await run(cmd, args, env, log);
  return code === 0 ? { status: 'passed', passed: 1, failed: 0 } : { status: 'failed', passed: 0, failed: 1, note: `exit ${code}` };
}

/** Commands that are one test case together (`npm run lint`): each runs, so every failure is shown; all must exit 0. */
async function allOf(commands, log) {
  const failures = [];
  for (const { name, cmd, args } of commands) {
    const code = await run(cmd, args, {}, log);
    if (code !== 0) failures.push(`${name}: exit ${code}`);
  }
  return failures.length === 0 ? { status: 'passed', passed: 1, failed: 0 } : { status: 'failed', passed: 0, failed: 1, note: failures.join('; ') };
}

/**
 * The verdict of a test step from its runner's exit code and report. `passed` excludes flaky
 * tests; `skippedTests` and `flakyTests` are names. On CI a run without tests, a skipped test or
 * a flaky test fails the step (and counts as failed); locally they are only named.
 */
function verdict({ code, passed, failed, skippedTests, flakyTests, failedTests = [], noTests, notes = [] }) {
  const doubts = [
    noTests ? 'no tests found' : '',
    skippedTests.length ? `${skippedTests.length} skipped` : '',
    flakyTests.length ? `${flakyTests.length} flaky` : '',
  ].filter(Boolean);
  const strict = ON_CI && doubts.length > 0;
  const extra = strict ? skippedTests.length + flakyTests.length + (noTests ? 1 : 0) : 0;
  return {
    status: code !== 0 || strict ? 'failed' : 'passed',
    passed: passed + (ON_CI ? 0 : flakyTests.length),
    failed: failed + extra,
    skipped: skippedTests.length,
    skippedTests,
    flakyTests,
    failedTests,
    note: [...notes, ...doubts.map((d) => (ON_CI ? `${d} (a failure on CI)` : d))].filter(Boolean).join('; ') || undefined,
  };
}

/** vitest with its JSON report (and the flaky tests' names) next to the usual console output. */
async function vitest(file, projects, env = {}) {
  const report = join(OUT, `${file}.json`);
  const flakyReport = join(OUT, `${file}.flaky.json`);
  // --passWithNoTests only so that a report is written: verdict() decides about "no tests".
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, `--reporter=${FLAKY_REPORTER}`];
  const code = await run(BIN('vitest'), args, { ...env, VITEST_FLAKY_REPORT: flakyReport });
  const json = readJson(report);
  if (!json) return { status: 'failed', passed: 0, failed: 1, note: `no report (exit ${code})` };
  const suiteError = code !== 0 && json.numFailedTests === 0;
  const skippedTests = (json.testResults ?? []).flatMap((f) =>
    (f.assertionResults ?? []).filter((a) => a.status !== 'passed' && a.status !== 'failed').map((a) => `${relative(ROOT, f.name)} > ${a.fullName}`),
  );
  const flakyTests = readJson(flakyReport) ?? [];
  // With the first line of each failure, so a log that keeps only its end still says what broke.
  const failedTests = (json.testResults ?? []).flatMap((f) =>
    (f.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => `${relative(ROOT, f.name)} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`),
  );
  // A file that failed before its tests ran (import error, hook) has no failed test to name.
  const failedFiles = (json.testResults ?? [])
    .filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'))
    .map((f) => `${relative(ROOT, f.name)}: ${gist(f.message)}`);
  return verdict({
    failedTests: [...failedTests, ...failedFiles],
    code,
    passed: json.numPassedTests - flakyTests.length,
    failed: json.numFailedTests + (suiteError ? 1 : 0),
    skippedTests,
    flakyTests,
    noTests: json.numTotalTests === 0,
    notes: [suiteError ? `exit ${code} (suite error)` : ''],
  });
}

/** The first non-empty line of an error message, at most 200 characters. */
function firstLine(message) {
  const line = stripVTControlCharacters(String(message ?? '')).split('\n').map((l) => l.trim()).find(Boolean) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * The first line of an error message and up to three later lines that name an error: a hook's
 * failure can carry a process's output (a server that exited while starting), whose error is
 * further down.
 */
function gist(message) {
  const lines = stripVTControlCharacters(String(message ?? '')).split('\n').map((l) => l.trim()).filter(Boolean);
  const errors = lines.slice(1).filter((l) => /\b\w*Error\b|\bE[A-Z]{4,}\b/.test(l) && !/^at /.test(l)).slice(0, 3);
  return [firstLine(lines[0]), ...errors.map(firstLine)].join(' | ');
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

/** Debian's nginx for the topology test (tests/server/topology.test.ts), installed when missing and root. */
function ensureNginx() {
  if (!existsSync('/usr/sbin/nginx')) aptInstall(['nginx-light']);
}

/** Installs Debian packages when root with apt; a failure shows in the step that needs them. */
function aptInstall(packages) {
  if (!IS_ROOT || !existsSync('/usr/bin/apt-get')) return;
  console.log(`Installing Debian's ${packages.join(' and ')}`);
  if (spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status === 0) {
    spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
}

/**
 * The browsers for Playwright (playwright.config.ts): Debian's headless shell for most tests (what
 * Playwright runs headless; lighter than the full browser) and Debian's Chromium for the few that
 * need a real notification-permission question. CHROMIUM_PATH, when set, is used for both.
 * Missing Debian packages are installed when root.
 */
function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH;
  const browsers = wanted ? { [wanted]: null } : { '/usr/bin/chromium-headless-shell': 'chromium-headless-shell', '/usr/bin/chromium': 'chromium' };
  const missing = () => Object.keys(browsers).filter((path) => !existsSync(path));
  const packages = missing().map((path) => browsers[path]).filter(Boolean);
  if (packages.length) aptInstall(packages);
  if (!missing().length) return { ok: true, env: wanted ? { CHROMIUM_PATH: wanted, CHROMIUM_FULL_PATH: wanted } : {} };
  return {
    ok: false,
    why:
      `Chromium not found at ${missing().join(' and ')}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell) ` +
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
  const code = await run(BIN('playwright'), ['test', '--reporter=list,json'], { ...chromium.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report });
  const json = readJson(report);
  if (!json?.stats) return { status: 'failed', passed: 0, failed: 1, note: `no report (exit ${code})` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  const setupError = (json.errors?.length ?? 0) > 0 && unexpected === 0;
  const byStatus = playwrightTests(json);
  const noTests = expected + unexpected + flaky + skipped === 0;
  // A non-zero exit with nothing failed, flaky or missing: a setup error, one failed case.
  const otherError = code !== 0 && unexpected === 0 && flaky === 0 && !noTests;
  return verdict({
    code,
    passed: expected,
    failed: unexpected + (otherError ? 1 : 0),
    skippedTests: byStatus.skipped,
    flakyTests: byStatus.flaky,
    failedTests: byStatus.failed,
    noTests,
    notes: [setupError ? `setup or teardown error: ${String(json.errors[0].message ?? '').replace(/\s+/g, ' ').slice(0, 160)}` : ''],
  });
}

/** Names ("file:line > describe > title") of a Playwright JSON report's tests, by status. */
function playwrightTests(json) {
  const out = { skipped: [], flaky: [], failed: [] };
  const walk = (suite, titles) => {
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}`;
        if (test.status === 'skipped') out.skipped.push(name);
        if (test.status === 'flaky') out.flaky.push(name);
        if (test.status === 'unexpected') out.failed.push(`${name}: ${firstLine(test.results?.at(-1)?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  return out;
}

const startedAll = Date.now();

/** `npm run lint`: eslint, and no import circle in src/ or contract/ (scripts/import-cycles.mjs). */
const LINT = [
  { name: 'eslint', cmd: BIN('eslint'), args: ['.'] },
  { name: 'import circles', cmd: process.execPath, args: [join(ROOT, 'scripts', 'import-cycles.mjs')] },
];

const [, , build] = await together([
  ['type check', (log) => single(BIN('tsc'), ['--noEmit', '-p', '.'], {}, log)],
  ['lint', (log) => allOf(LINT, log)],
  ['build', (log) => single(BIN('vite'), ['build'], {}, log)],
]);
await alone('unit + client', () => vitest('unit-client', ['unit', 'client']));
await alone('server (PGlite)', () => vitest('server-pglite', ['server', 'server-mocking'], { TEST_DB: 'pglite' }));
await alone('server (PostgreSQL)', async () => {
  ensureNginx();
  const pg = await ensurePostgres();
  if (pg.ok) return vitest('server-postgres', ['server', 'server-mocking'], { TEST_DB: 'postgres', DATABASE_URL: PG_URL });
  if (ON_CI) return { status: 'failed', passed: 0, failed: 1, note: `${pg.why}; required on CI` };
  return { status: 'skipped', passed: 0, failed: 0, note: pg.why };
});
await alone('e2e (Playwright)', async () => {
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
const listed = [
  ['Failed tests', 'failedTests', ''],
  ['Skipped tests', 'skippedTests', ON_CI ? ' (failures on CI)' : ''],
  ['Flaky tests (failed, then passed on retry)', 'flakyTests', ON_CI ? ' (failures on CI)' : ''],
];
for (const [label, key, suffix] of listed) {
  const named = results.flatMap((r) => (r[key] ?? []).map((test) => `  ${r.name}: ${test}`));
  if (named.length === 0) continue;
  console.log(`${label}${suffix}:`);
  for (const line of named) console.log(line);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const anyFailed = results.some((r) => r.status === 'failed');
console.log(`total ${((Date.now() - startedAll) / 1000).toFixed(1)} s; reports in ${OUT}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);
