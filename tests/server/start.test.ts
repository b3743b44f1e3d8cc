// `npm start`'s server as people run it: server/main.ts with nothing configured but a data folder
// (the embedded default engine, WORKERS unset). It once failed before serving anything when WORKERS
// was unset, which every test that set WORKERS missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'lsi-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

it('starts with the defaults: one API process per two cores, serving /v1', async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: 'never', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  for (const name of ['WORKERS', 'DATABASE_URL', 'DATABASE_ENGINE']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<string>((done, fail) => {
    const look = (chunk: Buffer) => {
      output += chunk;
      const line = /LSI Console ready.*/.exec(output)?.[0];
      if (line) done(line);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.once('exit', (code) => fail(new Error(`server exited (${code}):\n${output.slice(-2000)}`)));
  });
  try {
    const line = await ready;
    const workers = Math.max(1, Math.floor(availableParallelism() / 2));
    expect(line).toContain(`${workers} API process${workers > 1 ? 'es' : ''}`);
    expect(line).toContain('embedded PostgreSQL');
    const res = await fetch(`http://127.0.0.1:${port}/v1/openapi.json`);
    expect(res.status).toBe(200);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  }
}, 180_000);
