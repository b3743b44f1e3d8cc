// Weighbridge software posting tickets (issue 23, docs/weighbridge.md "Machine tickets"): on the
// embedded default, 50 bench vendors' trucks put on 50 shipments (bench/freight.mjs's acceptRace),
// an API key made by lsp@, then 50 load tickets (one per truck, its plate and its order's number)
// posted at the same moment with the key: how many were recorded on their truck and each post's
// time; then the same 50 again (each must be a duplicate that changes nothing).
// Alone: `node bench/wb-machine.mjs` (writes bench/results/wb-machine.json).
import { join } from 'node:path';
import { acceptRace } from './freight.mjs';
import { cpuSeconds, cpuTicks, exec, freePort, onFreshEngine, signIn, startServer, waitFor200, writeResult } from './lib.mjs';

const TICKETS = 50;
const TARGET_P99_MS = 500;

const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

async function call(base, method, path, headers, body) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', ...headers }, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/**
 * The 50 posts at once: statuses, whether each landed on its truck, each one's time, and how busy
 * the machine's cores and the API process were meanwhile (what limits the time on 2 cores).
 */
async function postAll(base, key, tickets, serverPid) {
  const [cpu0, api0] = [cpuTicks(), cpuSeconds(serverPid)];
  const started = performance.now();
  const results = await Promise.all(
    tickets.map(async (body) => {
      const t0 = performance.now();
      const res = await call(base, 'POST', '/v1/weight-bridge/machine-tickets', { 'x-api-key': key }, body);
      return { status: res.status, matched: res.json?.data?.status === 'MATCHED', duplicate: res.json?.duplicate === true, ms: performance.now() - t0 };
    }),
  );
  const [cpu1, api1] = [cpuTicks(), cpuSeconds(serverPid)];
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    statuses: [...new Set(results.map((r) => r.status))],
    matched: results.filter((r) => r.matched).length,
    duplicates: results.filter((r) => r.duplicate).length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: Math.round(times[times.length - 1]),
    allDoneMs: Math.round(performance.now() - started),
    coresBusyPercent: Math.round((100 * (cpu1.busy - cpu0.busy)) / Math.max(1, cpu1.total - cpu0.total)),
    apiCpuMs: Math.round((api1 - api0) * 1000),
  };
}

export async function benchWbMachine() {
  const result = await onFreshEngine({ engine: 'embedded', scale: 1, database: 'lsi_bench_wb' }, async ({ dataDir, env, where }) => {
    const fleetFile = join(dataDir, 'fleet.json');
    await exec(process.execPath, ['--import', 'tsx', 'bench/freight-fleet.ts', '--vendors', String(TICKETS), '--out', fleetFile, ...where], env);
    const port = await freePort();
    const server = startServer({ port, dataDir, extraEnv: { SEED: 'never', ...env } });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor200(`${base}/v1/openapi.json`, server);
      const token = await signIn(base, 'lsp@lsi.test');
      const lsp = { authorization: `Bearer ${token}` };
      const shipments = [];
      const { readFileSync } = await import('node:fs');
      await acceptRace(base, token, JSON.parse(readFileSync(fleetFile, 'utf8')), shipments);
      const key = (await call(base, 'POST', '/v1/weight-bridge/api-keys', lsp, { name: 'Bench scale' })).json.data.key;
      const tickets = [];
      for (const [i, id] of shipments.entries()) {
        const track = (await call(base, 'GET', `/v1/weight-bridge/shipment/${id}`, lsp)).json.data.tracks[0];
        tickets.push({
          kind: 'LOAD',
          ticket_number: `BENCH-${i + 1}`,
          plate_number: track.plate_number,
          out_time: '2026-03-11T08:15:00+07:00',
          items: [{ do_number: track.order?.identity ?? '', delivery_weight: 25000 }],
        });
      }
      const first = await postAll(base, key, tickets, server.child.pid);
      console.log(`wb-machine: ${TICKETS} load tickets at once`, first);
      const again = await postAll(base, key, tickets, server.child.pid);
      console.log('wb-machine: the same again', again);
      return { engine: 'embedded', tickets: TICKETS, first, again };
    } finally {
      await server.stop();
    }
  });
  const out = { at: new Date().toISOString(), targetP99Ms: TARGET_P99_MS, ...result };
  writeResult('wb-machine', out);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWbMachine();
