// The list mix (bench/list-mix.mjs: orders and users, random shapes and keys, 50 connections)
// through nginx with the shipped deploy/nginx.conf (docs/operations.md "Several API nodes"), on
// PostgreSQL with BENCH_SCALE*1000 orders: one API node without the proxy, then through the proxy in
// front of one node and of two, in one run on the same database. Each node is one API process (WORKERS=1), as on a 2-core node. Beside each run:
// how busy the machine's cores were and the CPU seconds each node used, which is what limits the
// second node's gain on one 2-core machine.
// Alone: `node bench/topology.mjs` (writes bench/results/topology.json); BENCH_DATABASE_URL: a
// database seeded beforehand (`npm run seed -- --scale 100 --database-url …`) instead of a fresh one.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx } from '../scripts/nginx-proxy.mjs';
import { CONNECTIONS, DURATION_S, mixRun, summary } from './list-mix.mjs';
import { WORK, cpuSeconds, cpuTicks, freePort, onFreshEngine, signIn, startServer, waitFor200, writeResult } from './lib.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const LISTS = [
  ['orders', '/v1/order'],
  ['users', '/v1/users'],
];

/** The mix of each list through `base`, with the cores' use and each node's CPU meanwhile. */
async function mixThrough(base, nodes) {
  const headers = { authorization: `Bearer ${await signIn(base, 'lsp@lsi.test')}` };
  const out = {};
  for (const [list, path] of LISTS) {
    const [cpu0, node0] = [cpuTicks(), nodes.map((n) => cpuSeconds(n.child.pid))];
    const mix = summary(await mixRun(base, path, list, SCALE * 1000, headers));
    const [cpu1, node1] = [cpuTicks(), nodes.map((n) => cpuSeconds(n.child.pid))];
    // Warm-up and run together: the share is the same, the seconds are the run's and its warm-up's.
    out[list] = { ...mix, coresBusyPercent: Math.round((100 * (cpu1.busy - cpu0.busy)) / (cpu1.total - cpu0.total)), nodeCpuSeconds: node1.map((s, i) => Math.round((s - node0[i]) * 10) / 10) };
    console.log(`topology: ${list} through ${nodes.length} node(s)`, out[list]);
  }
  return out;
}

async function onDatabase(databaseUrl) {
  mkdirSync(WORK, { recursive: true });
  const nodes = [];
  const dirs = [];
  try {
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(WORK, `topology-node-${i}-`));
      dirs.push(dataDir);
      const port = await freePort();
      const server = startServer({ port, dataDir, databaseUrl, extraEnv: { SEED: 'never', WORKERS: '1', TRUST_PROXY: 'loopback' } });
      nodes.push(server);
      await waitFor200(`http://127.0.0.1:${port}/ready`, server);
    }
    // One node without the proxy first: what the proxy itself costs.
    const result = { oneNodeWithoutProxy: await mixThrough(`http://127.0.0.1:${nodes[0].port}`, nodes.slice(0, 1)) };
    for (const [label, behind] of [['oneNode', nodes.slice(0, 1)], ['twoNodes', nodes]]) {
      const proxy = await startNginx(behind.map((n) => n.port));
      try {
        result[label] = await mixThrough(proxy.base, behind);
      } finally {
        await proxy.stop();
      }
    }
    return result;
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchTopology() {
  const given = process.env.BENCH_DATABASE_URL;
  const measured = given ? await onDatabase(given) : await onFreshEngine({ engine: 'postgres', scale: SCALE, database: 'lsi_bench_topology' }, ({ databaseUrl }) => onDatabase(databaseUrl));
  const result = { scale: SCALE, rows: SCALE * 1000, connections: CONNECTIONS, durationS: DURATION_S, engine: 'postgres', workersPerNode: 1, cores: (await import('node:os')).availableParallelism(), ...measured };
  writeResult('topology', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTopology();
