// Starts one seeded server for the whole run: a fresh embedded PostgreSQL (the default engine) in a
// temp dir (the tests read mails from its outbox table), output to a file. Returns the teardown,
// which also fails the run when the server's log holds a secret (secret-scan.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_PASSWORDS, leakReport, leaks, type Secret } from './secret-scan.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const START_TIMEOUT_MS = 90_000;

export default async function globalSetup() {
  const port = process.env.E2E_PORT ?? '4173';
  const dataDir = mkdtempSync(join(tmpdir(), 'lsi-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  // Load shedding by event-loop utilisation off: here the server shares two cores with the browsers
  // and the test runner, and a second in which it waited for a core counts as a busy loop (a
  // freight flow once met a 503 so). Shedding is tested in tests/server/ops.test.ts.
  // An export call waits 3 s for its file, not 8: the 100,000-truck export (export-files.spec.ts)
  // takes 8 s on a quiet machine, which the default wait let finish as a download; the demo's own
  // exports still finish well within it.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', SEED: 'auto', WORKERS: '1', PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0', EXPORT_WAIT_MS: '3000' };
  delete env.DATABASE_URL; // always the embedded database: a fresh, known seed per run
  // `node --import tsx` rather than the tsx CLI: one process, so the teardown's signal reaches the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', out, out] });
  let exited: number | null = null;
  server.on('exit', (code) => (exited = code ?? 1));

  // Workers are started after global setup and inherit these.
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_DATA_DIR = dataDir;

  const url = `http://127.0.0.1:${port}/v1/openapi.json`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited !== null) throw new Error(`the e2e server exited (${exited}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`the e2e server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  return async () => {
    // Read while the server still runs: its embedded database goes with it.
    const known = await secretsInDatabase(dataDir).catch((e: unknown) => {
      console.warn(`secret scan: could not read the tokens in the e2e database (${String(e)}); scanning by their shape only`);
      return [] as Secret[];
    });
    if (exited === null) {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      if (exited === null) server.kill('SIGKILL');
    }
    const started = performance.now();
    const log = readFileSync(logFile, 'utf8');
    const passwords = Object.entries(E2E_PASSWORDS).map(([name, value]) => ({ kind: `password (${name})`, value }));
    // The one exception: the start-up banner names the demo accounts' password, published in the
    // README (server/main.ts). Blanked on that line only, so the password anywhere else still fails.
    const banner = `Demo accounts (password ${E2E_PASSWORDS.demo}):`;
    const found = leaks(log.replace(banner, 'Demo accounts (password [published]):'), [...passwords, ...known]);
    const took = Math.round(performance.now() - started);
    if (found.length > 0) throw new Error(leakReport(found, logFile)); // the data dir is kept: the log names the lines
    console.log(`secret scan: no secret in the e2e server's log (${log.split('\n').length - 1} lines, ${known.length} tokens from the database, ${took} ms)`);
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The secrets the e2e database holds in clear: the tokens of the links in mails, the register links' tokens. */
async function secretsInDatabase(dataDir: string): Promise<Secret[]> {
  const client = new pg.Client({ host: join(dataDir, 'postgres'), user: 'postgres', database: 'lsi' });
  await client.connect();
  try {
    const secrets: Secret[] = [];
    const mails = await client.query<{ text: string }>('select text from outbox_mails');
    for (const { text } of mails.rows) {
      for (const m of text.matchAll(/[?&](?:token|code|key)=([^&\s]+)/g)) secrets.push({ kind: 'token of a link in a mail', value: decodeURIComponent(m[1]!) });
    }
    const links = await client.query<{ token: string }>('select token from register_links');
    for (const { token } of links.rows) secrets.push({ kind: 'register link token', value: token });
    return secrets;
  } finally {
    await client.end();
  }
}
