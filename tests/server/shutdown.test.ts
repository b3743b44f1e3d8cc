// server/main.ts as it runs for real, stopped by SIGTERM under load (issue 26): with a drain
// period (SHUTDOWN_DRAIN_MS) and clients that stop sending once told 503, as a balancer does,
// every request is answered (finished, or refused with 503 before it started), none is cut or
// reset; the process exits 0. With WORKERS=2 (PostgreSQL) one scrape of /metrics
// sums both workers.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { engineUnderTest, startTestApp, testDatabaseUrl, type TestApp } from './harness.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const TOKEN = 'metrics-token-of-the-shutdown-test';
const dataDir = mkdtempSync(join(tmpdir(), 'lsi-shutdown-'));
let t: TestApp | undefined;

beforeAll(async () => {
  // PostgreSQL: the worker's seeded database, which the spawned servers then share.
  if (engineUnderTest() === 'postgres') t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server with `workers` API processes on the file's database, a metrics token and a short drain. */
const startServer = (workers: number, more: NodeJS.ProcessEnv = {}): Promise<ServerProcess> =>
  startServerProcess({
    DATA_DIR: dataDir,
    SEED: 'never',
    WORKERS: String(workers),
    METRICS_TOKEN: TOKEN,
    SHUTDOWN_DRAIN_MS: '1000',
    SHUTDOWN_GRACE_MS: '5000',
    ...(engineUnderTest() === 'postgres' ? { DATABASE_URL: testDatabaseUrl() } : { DATABASE_ENGINE: 'pglite' }),
    ...more,
  });

type Outcome = { status: number } | { error: string; answered: boolean; reused: boolean };


/** One GET; a failure says whether any of the answer had arrived (a cut) or none (refused). */
function get(agent: Agent, url: string, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((done) => {
    let answered = false;
    const req = request(url, { agent, headers }, (res) => {
      answered = true;
      res.resume();
      res.on('end', () => done({ status: res.statusCode! }));
      res.on('error', (e) => done({ error: (e as NodeJS.ErrnoException).code ?? e.message, answered, reused: req.reusedSocket }));
    });
    req.on('error', (e) => done({ error: (e as NodeJS.ErrnoException).code ?? e.message, answered, reused: req.reusedSocket }));
    req.end();
  });
}

const stopped = (s: ServerProcess) => s.kill();

it('SIGTERM under load: every request answered or refused before it started, then exit 0', async () => {
  const server = await startServer(1);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const outcomes: Outcome[] = [];
  // The clients act as a balancer does: once the node answers 503 (draining), none sends it more.
  let terminated = false;
  let drainSeen = false;
  const loop = async (path: string) => {
    while (!drainSeen) {
      const outcome = await get(agent, `${server.base}${path}`);
      outcomes.push(outcome);
      if (terminated && 'status' in outcome && outcome.status === 503) drainSeen = true;
      if ('error' in outcome) return;
    }
  };
  try {
    const loops = Array.from({ length: 12 }, (_, i) => loop(['/ready', '/v1/auth/profile', '/health'][i % 3]!));
    // Under way: a few rounds answered, requests in flight on every connection.
    await expect.poll(() => outcomes.length, { interval: 20, timeout: 15_000 }).toBeGreaterThan(36);
    const before = outcomes.length;
    server.child.kill('SIGTERM');
    terminated = true;
    const code = await server.exited;
    await Promise.all(loops);
    expect(code, server.output()).toBe(0);
    // Nothing failed: no connection cut or reset, each request answered (the profile without a
    // session: 401), or refused with 503.
    expect(outcomes.filter((o) => 'error' in o)).toEqual([]);
    const statuses = outcomes.map((o) => (o as { status: number }).status);
    expect(statuses.filter((s) => s !== 200 && s !== 401 && s !== 503)).toEqual([]);
    expect(statuses.slice(before)).toContain(503);
  } finally {
    agent.destroy();
    await stopped(server);
  }
}, 60_000);

// PGlite lives in one process: the cluster runs on PostgreSQL only, and so does the second
// signal's test (a PGlite server's start, its migrations, is the slow part of this file).
if (engineUnderTest() === 'postgres')
  it('a second SIGINT exits at once', async () => {
    const server = await startServer(1, { SHUTDOWN_DRAIN_MS: '20000' });
    try {
      expect((await fetch(`${server.base}/ready`)).status).toBe(200);
      server.child.kill('SIGINT');
      await expect.poll(async () => (await fetch(`${server.base}/ready`)).status).toBe(503);
      const second = Date.now();
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(1);
      expect(Date.now() - second).toBeLessThan(2000);
    } finally {
      await stopped(server);
    }
  }, 60_000);

if (engineUnderTest() === 'postgres')
  it('WORKERS=2: one scrape of /metrics sums both workers; SIGTERM stops both, then the primary', async () => {
    const server = await startServer(2);
    try {
      // Fresh connections: the kernel spreads them over both workers.
      const agent = new Agent({ keepAlive: false });
      for (let i = 0; i < 40; i++) expect(await get(agent, `${server.base}/health`)).toEqual({ status: 200 });
      // An export waiting with no job (queued after start): the database's figure, counted once, not once per worker.
      const waiting = (await t!.db.execute(sql`select count(*)::int as n from export_files where status = 'QUEUED'`)) as unknown as { rows: { n: number }[] };
      await t!.db.execute(sql`insert into export_files (logistics_service_provider_id, kind, name, status) select logistics_service_provider_id, 'INCOMING_TRUCKS', 'metrics-test', 'QUEUED' from users where email = 'lsp@lsi.test'`);
      const scrape = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      // Summed: all 40 are counted whichever worker answered them (and this scrape's own worker too).
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/health",status_code="200"\} 40\b/);
      expect(text).toMatch(/^lsi_db_pool_connections\{state="open"\} \d+/m);
      expect(text).toMatch(new RegExp(`^lsi_export_jobs\\{state="QUEUED"\\} ${waiting.rows[0]!.n + 1}$`, 'm'));
      await t!.db.execute(sql`delete from export_files where name = 'metrics-test'`);
      expect((await fetch(`${server.base}/metrics`)).status).toBe(401);
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      await stopped(server);
    }
  }, 60_000);
