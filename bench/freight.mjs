// The freight flow at scale (issue 11): on N*1000 orders, N*200 shipments and N*600 tracks
// (`npm run seed -- --scale N`, N=100 by default), as lsp@ with autocannon, 50 connections:
// - create-shipment: GET /v1/shipment/active-orders (the LSP's landing), random shapes;
// - history-order: GET /v2/shipment, random shapes;
// then 50 vendors accepting 50 different requests at the same moment (PUT /v1/shipment/:id/accept):
// how many succeed and how long each waited. On PostgreSQL (DATABASE_URL) and the embedded default.
// Alone: `node bench/freight.mjs` (BENCH_SCALE, BENCH_DURATION, BENCH_ENGINES=postgres,embedded,pglite).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exec, freePort, onFreshEngine, signIn, startServer, waitFor200, warmedRun, writeResult } from './lib.mjs';
import { prng } from './prng.mjs';

const CONNECTIONS = 50;
const VENDORS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,embedded').split(',');
const BENCH_DB = 'lsi_bench_freight';
// The LSP's staff: every freight event notifies each of its users (one row each, in the event's
// transaction), so the 100,000 users of the users-list bench would make every accept write 100,000
// notifications (1.7 s each, measured). A real LSP has tens of users.
const LSP_STAFF = Number(process.env.BENCH_LSP_STAFF ?? 50);
const CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-';

const q = (o) => new URLSearchParams({ entries: '9', ...o }).toString();
const pick = (r, list) => list[Math.floor(r() * list.length)];
const between = (r, from, to) => String(from + Math.floor(r() * (to - from + 1)));

/** The request shapes of each list, keys drawn at random. */
export const LISTS = {
  'create-shipment': {
    path: '/v1/shipment/active-orders',
    shapes: [
      () => q({}),
      (r) => q({ search_key: pick(r, [...CHARS]) }),
      (r) => q({ search_key: `ORD-2026-0${between(r, 0, 99)}` }),
      (r) => q({ search_columns: 'pickup.name', search_key: pick(r, ['pks', 'kandis', 'pela', 'ujung']) }),
      (r) => q({ sort_column: pick(r, ['created_at', 'estimation_date', 'total_weight']), sort_type: pick(r, ['asc', 'desc']), page: between(r, 1, 5) }),
      (r) => q({ page: between(r, 20, 200) }),
    ],
  },
  'history-order': {
    path: '/v2/shipment',
    shapes: [
      () => q({}),
      (r) => q({ search_key: pick(r, [...CHARS]) }),
      (r) => q({ search_key: `SHP-2026-S0${between(r, 0, 199)}` }),
      (r) => q({ filter_columns: 'status', filter_keys: pick(r, ['ON_PROGRESS', 'DELIVERED', 'REQUESTED']), sort_column: 'created_at', sort_type: 'desc', page: between(r, 1, 5) }),
      (r) => q({ page: between(r, 100, 2000) }),
    ],
  },
};

const summary = (r) => ({ reqPerSec: Math.round(r.requests.average * 10) / 10, p50Ms: r.latency.p50, p99Ms: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });

export async function listRun(base, { path, shapes }, headers) {
  const r = prng(Math.floor(Math.random() * 2 ** 31));
  return summary(await warmedRun({ url: base, connections: CONNECTIONS, duration: DURATION_S, headers, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${path}?${pick(r, shapes)(r)}` }) }] }));
}

async function call(base, method, path, token, body) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}

/**
 * One request per bench vendor, then every vendor accepts its own at the same moment. `made`
 * receives each request's shipment (bench/wb-machine.mjs weighs the trucks afterwards).
 */
export async function acceptRace(base, lspToken, fleet, made = []) {
  const waiting = await call(base, 'GET', `/v1/shipment/active-orders?entries=${fleet.length}`, lspToken);
  const orders = waiting.json?.data ?? [];
  if (orders.length < fleet.length) throw new Error(`only ${orders.length} published orders to ship`);
  const requests = [];
  for (const [k, truck] of fleet.entries()) {
    const answer = await call(base, 'POST', '/v1/shipment', lspToken, { order_ids: [orders[k].id], vendors: [{ vendor_id: truck.vendorId, vehicles: [{ vehicle_id: truck.vehicleId, quantity: 1 }] }] });
    if (answer.status !== 200) throw new Error(`POST /v1/shipment: ${answer.status} ${JSON.stringify(answer.json)}`);
    const part = answer.json.data.shipment_vendors.find((p) => p.vendor.id === truck.vendorId);
    requests.push({ shipment: answer.json.data.id, part: part.id, token: await signIn(base, truck.email), truck });
    made.push(answer.json.data.id);
  }
  const started = performance.now();
  const results = await Promise.all(
    requests.map(async ({ shipment, part, token, truck }) => {
      const t0 = performance.now();
      const res = await call(base, 'PUT', `/v1/shipment/${shipment}/accept`, token, { shipment_vendor_id: part, tracks: [{ vehicle_detail_id: truck.plateId, driver_id: truck.driverId }] });
      return { status: res.status, ms: performance.now() - t0 };
    }),
  );
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    vendors: fleet.length,
    succeeded: results.filter((r) => r.status === 200).length,
    statuses: [...new Set(results.map((r) => r.status))],
    p50Ms: Math.round(times[Math.floor(times.length / 2)]),
    maxMs: Math.round(times[times.length - 1]),
    allDoneMs: Math.round(performance.now() - started),
  };
}

async function onServer({ dataDir, databaseUrl, extraEnv = {}, fleetFile }) {
  const port = await freePort();
  const server = startServer({ port, dataDir, databaseUrl, extraEnv: { SEED: 'never', ...extraEnv } });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/v1/openapi.json`, server);
    const token = await signIn(base, 'lsp@lsi.test');
    const headers = { authorization: `Bearer ${token}` };
    const out = {};
    for (const [name, list] of Object.entries(LISTS)) {
      out[name] = await listRun(base, list, headers);
      console.log(`freight: ${name}`, out[name]);
    }
    out.acceptRace = await acceptRace(base, token, JSON.parse(readFileSync(fleetFile, 'utf8')));
    console.log('freight: 50 vendors accepting at once', out.acceptRace);
    return out;
  } finally {
    await server.stop();
  }
}

/** Seeds the scaled data and the bench vendors into a fresh database, then measures on it. */
function onEngine(engine) {
  return onFreshEngine({ engine, scale: SCALE, database: BENCH_DB, seedArgs: ['--users', String(LSP_STAFF)] }, async ({ dataDir, databaseUrl, env, where }) => {
    const fleetFile = join(dataDir, 'fleet.json');
    await exec(process.execPath, ['--import', 'tsx', 'bench/freight-fleet.ts', '--vendors', String(VENDORS), '--out', fleetFile, ...where], env);
    return onServer({ dataDir, databaseUrl, extraEnv: env, fleetFile });
  });
}

export async function benchFreight() {
  const result = { scale: SCALE, lspStaff: LSP_STAFF, connections: CONNECTIONS, durationS: DURATION_S, engines: {} };
  for (const engine of ENGINES) result.engines[engine] = await onEngine(engine);
  writeResult('freight', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFreight();
