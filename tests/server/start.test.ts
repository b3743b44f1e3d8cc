// `npm start`'s server as people run it: server/main.ts with nothing configured but a data folder
// (the embedded default engine, WORKERS unset). It once failed before serving anything when WORKERS
// was unset, which every test that set WORKERS missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lsi-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('starts with the defaults: one API process per two cores, serving /v1', async () => {
  // Nothing configured but the data folder: no WORKERS, no database settings (the helper drops them).
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED: 'never', HOST: '0.0.0.0' });
  try {
    const workers = Math.max(1, Math.floor(availableParallelism() / 2));
    expect(server.readyLine).toContain(`${workers} API process${workers > 1 ? 'es' : ''}`);
    expect(server.readyLine).toContain('embedded PostgreSQL');
    const res = await fetch(`${server.base}/v1/openapi.json`);
    expect(res.status).toBe(200);
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
}, 180_000);
