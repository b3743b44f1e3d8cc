// Lists as people use them: every request drawn at random from the shapes LSP staff produce (first
// page, one-character search, identity prefix, exact identity, status filter sorted by date on
// pages 1-5, deep pages, search + filter + sort), with random keys so the count cache rarely helps.
// On GET /v1/order and GET /v1/users as lsp@ over N*1000 of each (`npm run seed -- --scale N`),
// autocannon 50 connections, on PostgreSQL (DATABASE_URL), the embedded PostgreSQL (the default)
// and PGlite (DATABASE_ENGINE=pglite).
// Alone: `node bench/list-mix.mjs` (BENCH_SCALE, BENCH_DURATION); `npm run bench` runs it too.
// Against a database seeded beforehand (no reseeding, one engine): BENCH_DATABASE_URL (PostgreSQL)
// or BENCH_DATA_DIR (embedded; DATABASE_ENGINE passes through), and BENCH_LABEL names the result.
// WORKERS passes through to the server (API processes; default one per two CPUs).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { WORK, freePort, onFreshEngine, signIn, startServer, waitFor200, warmedRun, writeResult } from './lib.mjs';
import { prng } from './prng.mjs';

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const BENCH_DB = 'lsi_bench_mix';
const STATUSES = ['DRAFT', 'PUBLISHED', 'ON_SHIPMENT', 'DELIVERED', 'CANCELLED'];
const CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-';

/** The request shapes of one list, each a function of a random source. */
export function shapes(list, n) {
  const digits = (r, k) => Array.from({ length: k }, () => Math.floor(r() * 10)).join('');
  const ch = (r) => CHARS[Math.floor(r() * CHARS.length)];
  const page = (r, from, to) => from + Math.floor(r() * (to - from + 1));
  const q = (o) => new URLSearchParams({ entries: '9', ...o }).toString();
  if (list === 'orders') {
    const identity = (r) => `ORD-2026-${String(1 + Math.floor(r() * n)).padStart(6, '0')}`;
    return {
      'first page': () => q({}),
      'one-character search': (r) => q({ search_key: ch(r) }),
      'identity prefix': (r) => q({ search_columns: 'identity', search_key: identity(r).slice(0, 11 + Math.floor(r() * 4)) }),
      'exact identity': (r) => q({ search_columns: 'identity', search_key: identity(r) }),
      'status by date, pages 1-5': (r) => q({ filter_columns: 'status', filter_keys: STATUSES[Math.floor(r() * STATUSES.length)], sort_column: 'created_at', sort_type: 'desc', page: String(page(r, 1, 5)) }),
      'deep page': (r) => q({ page: String(page(r, 100, 1100)) }),
      'search + filter + sort': (r) => q({ search_key: digits(r, 2), filter_columns: 'status', filter_keys: STATUSES[Math.floor(r() * STATUSES.length)], sort_column: 'created_at', sort_type: 'desc' }),
    };
  }
  const NAMES = ['agus', 'budi', 'citra', 'dewi', 'eko', 'santoso', 'wijaya', 'lubis', 'siregar', 'putri'];
  return {
    'first page': () => q({}),
    'one-character search': (r) => q({ search_key: ch(r) }),
    'name prefix': (r) => q({ search_columns: 'name', search_key: NAMES[Math.floor(r() * NAMES.length)].slice(0, 2 + Math.floor(r() * 3)) }),
    'exact e-mail': (r) => q({ search_columns: 'email', search_key: `.${1 + Math.floor(r() * n)}@scale` }),
    'sorted by sign-in, pages 1-5': (r) => q({ sort_column: 'created_at', sort_type: 'desc', page: String(page(r, 1, 5)) }),
    'deep page': (r) => q({ page: String(page(r, 100, 1100)) }),
    'search + sort': (r) => q({ search_key: digits(r, 2), sort_column: 'email', sort_type: 'asc' }),
  };
}

/** One autocannon run: each request picks a shape and its keys at random. */
export function mixRun(base, path, list, n, headers) {
  const r = prng(Math.floor(Math.random() * 2 ** 31));
  const all = Object.values(shapes(list, n));
  return warmedRun({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${path}?${all[Math.floor(r() * all.length)](r)}` }) }],
  });
}

/** Each shape alone, one request at a time: what a single user waits (median of 15). */
async function alone(base, path, list, n, headers) {
  const r = prng(7);
  const out = {};
  for (const [name, make] of Object.entries(shapes(list, n))) {
    const times = [];
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}?${make(r)}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out[name] = Math.round(times[7] * 10) / 10;
  }
  return out;
}

export const summary = (r) => ({ reqPerSec: Math.round(r.requests.average * 10) / 10, p50Ms: r.latency.p50, p99Ms: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });

async function onServer({ dataDir, databaseUrl, extraEnv = {} }) {
  const port = await freePort();
  const server = startServer({ port, dataDir, databaseUrl, extraEnv: { SEED: 'never', ...extraEnv } });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/v1/openapi.json`, server);
    const headers = { authorization: `Bearer ${await signIn(base, 'lsp@lsi.test')}` };
    const n = SCALE * 1000;
    const out = {};
    for (const [list, path] of [['orders', '/v1/order'], ['users', '/v1/users']]) {
      const single = await alone(base, path, list, n, headers);
      const mix = summary(await mixRun(base, path, list, n, headers));
      out[list] = { mix, alone: single };
      console.log(`list-mix: ${list}`, out[list]);
    }
    return out;
  } finally {
    await server.stop();
  }
}

/** One engine over a database seeded beforehand (see the header). */
async function onSeeded() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const engine = databaseUrl ? 'postgres' : (process.env.DATABASE_ENGINE ?? 'embedded');
  const env = databaseUrl ? {} : { DATABASE_ENGINE: engine };
  const dataDir = process.env.BENCH_DATA_DIR ?? (mkdirSync(WORK, { recursive: true }), mkdtempSync(join(WORK, 'mix-')));
  const result = { scale: SCALE, rows: SCALE * 1000, connections: CONNECTIONS, durationS: DURATION_S, workers: process.env.WORKERS ?? 'default (one per two CPUs)', engine };
  result[engine] = await onServer({ dataDir, databaseUrl, extraEnv: env });
  writeResult(`list-mix-${process.env.BENCH_LABEL ?? engine}`, result);
}

export async function benchListMix() {
  const result = { scale: SCALE, rows: SCALE * 1000, connections: CONNECTIONS, durationS: DURATION_S, shapes: Object.keys(shapes('orders', 1)) };
  for (const engine of ['postgres', 'embedded', 'pglite']) result[engine] = await onFreshEngine({ engine, scale: SCALE, database: BENCH_DB }, ({ dataDir, databaseUrl, env }) => onServer({ dataDir, databaseUrl, extraEnv: env }));
  writeResult('list-mix', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.BENCH_DATABASE_URL || process.env.BENCH_DATA_DIR) await onSeeded();
  else await benchListMix();
}
