// Starts one seeded server for the whole run: a fresh embedded PostgreSQL (the default engine) in a
// temp dir (the tests read mails from its outbox table), output to a file. Returns the teardown.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const START_TIMEOUT_MS = 90_000;

export default async function globalSetup() {
  const port = process.env.E2E_PORT ?? '4173';
  const dataDir = mkdtempSync(join(tmpdir(), 'lsi-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', SEED: 'auto', WORKERS: '1' };
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
    if (exited === null) {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      if (exited === null) server.kill('SIGKILL');
    }
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
