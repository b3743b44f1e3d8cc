// Startup: from spawning the server to the first 200 of GET / (index.html), on a fresh data dir
// (migrate + demo seed) and on an existing seeded one, on the default engine (the embedded
// PostgreSQL server). dist/ must be built.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { WORK, freePort, startServer, waitFor200, writeResult } from './lib.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(dataDir) {
  const port = await freePort();
  const server = startServer({ port, dataDir });
  try {
    return Math.round(await waitFor200(`http://127.0.0.1:${port}/`, server));
  } finally {
    await server.stop();
  }
}

export async function benchStartup({ fresh = 2, existing = 3 } = {}) {
  mkdirSync(WORK, { recursive: true });
  const dirs = [];
  const freshMs = [];
  for (let i = 0; i < fresh; i++) {
    const dir = mkdtempSync(join(WORK, 'startup-'));
    dirs.push(dir);
    freshMs.push(await once(dir));
  }
  const existingMs = [];
  for (let i = 0; i < existing; i++) existingMs.push(await once(dirs[0]));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const result = { freshMs, existingMs, freshMedianMs: median(freshMs), existingMedianMs: median(existingMs) };
  writeResult('startup', result);
  console.log(`startup: fresh data dir ${result.freshMedianMs} ms (median of ${fresh}), existing ${result.existingMedianMs} ms (median of ${existing})`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStartup();
