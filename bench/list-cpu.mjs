// CPU per list request: what the API's own processes spend on each shape of the list mix, read
// from /proc (user + system time of the server and its node workers) around N sequential
// requests, and on PostgreSQL (BENCH_DATABASE_URL) what the database's backends serving the
// server spent meanwhile (their pids from pg_stat_activity). On a shared, loaded machine req/s swings with the neighbours;
// CPU time per request does not, so this is the figure to compare before and after a change.
// Against an already seeded database: BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (the
// embedded engine; DATABASE_ENGINE passes through), BENCH_SCALE (thousands of rows seeded),
// BENCH_REPEAT (requests per shape, default 60). `node bench/list-cpu.mjs [label]`.
import { readFileSync, readdirSync, mkdtempSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { WORK, freePort, signIn, startServer, waitFor200, writeResult } from './lib.mjs';
import { shapes } from './list-mix.mjs';
import { prng } from './prng.mjs';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 60);
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Parent pid and user+system ticks of one process, from /proc/<pid>/stat. */
function stat(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = s.slice(s.indexOf('(') + 1, s.lastIndexOf(')'));
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { comm, ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null;
  }
}

/** CPU milliseconds of `root` and every node process below it (PostgreSQL children excluded). */
export function nodeCpuMs(root) {
  const all = new Map();
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) { const s = stat(name); if (s) all.set(Number(name), s); }
  let ticks = 0;
  const visit = (pid) => {
    const s = all.get(pid);
    if (!s || (pid !== root && s.comm !== 'node' && !s.comm.startsWith('node'))) return;
    ticks += s.ticks;
    for (const [child, c] of all) if (c.ppid === pid) visit(child);
  };
  visit(root);
  return ticks * TICK_MS;
}

/** CPU milliseconds of the PostgreSQL backends connected to `database` (but this one). */
async function backendCpuMs(client, database) {
  const { rows } = await client.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return rows.reduce((ms, r) => ms + (stat(r.pid)?.ticks ?? 0) * TICK_MS, 0);
}

async function main() {
  const label = process.argv[2] ?? 'run';
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR ?? (mkdirSync(WORK, { recursive: true }), mkdtempSync(join(WORK, 'cpu-')));
  if (!databaseUrl && !process.env.BENCH_DATA_DIR) throw new Error('set BENCH_DATABASE_URL or BENCH_DATA_DIR to a seeded database');
  const port = await freePort();
  const server = startServer({ port, dataDir, databaseUrl, extraEnv: { SEED: 'never', WORKERS: process.env.WORKERS ?? '1' } });
  const base = `http://127.0.0.1:${port}`;
  const out = { label, scale: SCALE, repeat: REPEAT, engine: databaseUrl ? 'postgres' : (process.env.DATABASE_ENGINE ?? 'embedded'), lists: {} };
  try {
    await waitFor200(`${base}/v1/openapi.json`, server);
    const headers = { authorization: `Bearer ${await signIn(base, 'lsp@lsi.test')}` };
    // The backends of the server's pool live a minute when idle: measured over a steady stream of requests.
    const watcher = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
    await watcher?.connect();
    const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
    const dbCpu = async () => (watcher ? backendCpuMs(watcher, database) : 0);
    for (const [list, path] of [['orders', '/v1/order'], ['users', '/v1/users']]) {
      const r = prng(11);
      const made = shapes(list, SCALE * 1000);
      const get = async (qs) => {
        const res = await fetch(`${base}${path}?${qs}`, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}?${qs}: ${res.status}`);
      };
      for (const make of Object.values(made)) for (let i = 0; i < 5; i++) await get(make(r)); // warm-up (JIT, plans)
      const perShape = {};
      let cpu = 0;
      let dbMs = 0;
      let wall = 0;
      for (const [name, make] of Object.entries(made)) {
        const c0 = nodeCpuMs(server.child.pid);
        const d0 = await dbCpu();
        const t0 = performance.now();
        for (let i = 0; i < REPEAT; i++) await get(make(r));
        const dWall = performance.now() - t0;
        const dCpu = nodeCpuMs(server.child.pid) - c0;
        const dDb = (await dbCpu()) - d0;
        perShape[name] = { cpuMsPerReq: Math.round((dCpu / REPEAT) * 100) / 100, dbCpuMsPerReq: Math.round((dDb / REPEAT) * 100) / 100, wallMsPerReq: Math.round((dWall / REPEAT) * 10) / 10 };
        cpu += dCpu;
        dbMs += dDb;
        wall += dWall;
      }
      const n = REPEAT * Object.keys(made).length;
      out.lists[list] = { cpuMsPerReq: Math.round((cpu / n) * 100) / 100, dbCpuMsPerReq: Math.round((dbMs / n) * 100) / 100, wallMsPerReq: Math.round((wall / n) * 10) / 10, perShape };
      console.log(`list-cpu ${label}: ${list}`, JSON.stringify(out.lists[list], null, 1));
    }
    await watcher?.end();
  } finally {
    await server.stop();
  }
  writeResult(`list-cpu-${label}`, out);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
