// The vendor performance calls on one seeded year (issue 25): N*1000 orders over a year, N*200
// shipments, N*600 tracks with their weighbridge tickets (`npm run seed -- --scale N`, N=100 by
// default), as lsp@, autocannon 10 connections on a random mix of the scorecard's and the vendor
// report's reads, each with a random period inside the seeded year (30 to 366 WIB days), a vendor
// filter or a search now and then:
// - GET /v1/dashboard/lsp/performance-vendor, -acceptance-rate, -report (entries=-1),
//   -detail-order (entries 10, random page and truck state);
// - GET /v1/vendor/report (random mill, refinery, product, truck state now and then);
// - GET /v1/vendor/report-order-shipment (the demo vendor, random page).
// The mix's requests/s, p50, p99, max and non-2xx, and each call's own p50/p99/max inside the mix
// (each answer's time, from autocannon's response events). On PostgreSQL (DATABASE_URL) and the
// embedded default. Target: p99 < 300 ms at 10 connections.
// Alone: `node bench/performance.mjs` (BENCH_SCALE, BENCH_DURATION, BENCH_ENGINES=postgres,embedded).
// On databases seeded beforehand (no reseeding): BENCH_DATABASE_URL (PostgreSQL) and/or
// BENCH_DATA_DIR (embedded) with `npm run seed -- --scale N`; with BENCH_LABEL, one engine only, the
// result in bench/results/performance-<label>.json instead of performance.json.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { WARMUP_S, WORK, onFreshEngine, onStartedServer, signIn, writeResult } from './lib.mjs';
import { prng } from './prng.mjs';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,embedded').split(',');
const BENCH_DB = 'lsi_bench_performance';
const TARGET_P99_MS = 300;
// The scaled seed's year (server/seed/scale.ts: orders over the 365 days before 2026-06-01 UTC).
const YEAR_FIRST_DAY = '2025-06-01';
const YEAR_DAYS = 366;
const TRACK_STATES = ['ASSIGNED', 'ON_THE_WAY', 'FINISHED'];
const SEARCHES = ['trans', 'andalas', 'kampar', 'siak', 'a', 'cv', 'pt'];

const day = (offset) => new Date(Date.parse(`${YEAR_FIRST_DAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const pick = (r, list) => list[Math.floor(r() * list.length)];
const between = (r, from, to) => from + Math.floor(r() * (to - from + 1));

/** A random period of 30 to 366 days inside the seeded year. */
function period(r) {
  const days = between(r, 30, YEAR_DAYS);
  const start = between(r, 0, YEAR_DAYS - days);
  return { start_date: day(start), end_date: day(start + days - 1) };
}

/** The calls of the mix, each a function of a random source answering a path with its query. */
export function calls({ vendors, demoVendor, mills, refineries, products }) {
  const q = (path, o) => `${path}?${new URLSearchParams(o).toString()}`;
  const sometimes = (r, chance, make) => (r() < chance ? make() : {});
  const scorecard = (r) => ({ ...period(r), ...sometimes(r, 0.3, () => ({ vendor: String(pick(r, vendors)) })), ...sometimes(r, 0.2, () => ({ search: pick(r, SEARCHES) })) });
  return {
    'performance-vendor': (r) => q('/v1/dashboard/lsp/performance-vendor', { ...scorecard(r), entries: '-1' }),
    'performance-vendor-acceptance-rate': (r) => q('/v1/dashboard/lsp/performance-vendor-acceptance-rate', { ...scorecard(r), entries: '-1' }),
    'performance-vendor-report': (r) => q('/v1/dashboard/lsp/performance-vendor-report', { ...scorecard(r), entries: '-1' }),
    'performance-detail-order': (r) =>
      q('/v1/dashboard/lsp/performance-detail-order', { ...scorecard(r), entries: '10', page: String(between(r, 1, r() < 0.7 ? 5 : 500)), ...sometimes(r, 0.5, () => ({ status: pick(r, TRACK_STATES) })) }),
    'vendor/report': (r) =>
      q('/v1/vendor/report', {
        ...period(r),
        entries: '-1',
        ...sometimes(r, 0.2, () => ({ vendor_id: String(pick(r, vendors)) })),
        ...sometimes(r, 0.25, () => ({ mill: String(pick(r, mills)) })),
        ...sometimes(r, 0.25, () => ({ refinery: String(pick(r, refineries)) })),
        ...sometimes(r, 0.15, () => ({ product: String(pick(r, products)) })),
        ...sometimes(r, 0.25, () => ({ status: pick(r, TRACK_STATES) })),
        ...sometimes(r, 0.2, () => ({ type: 'ACTIVE' })),
      }),
    'vendor/report-order-shipment': (r) => q('/v1/vendor/report-order-shipment', { ...period(r), vendor_id: String(demoVendor), page: String(between(r, 1, r() < 0.7 ? 5 : 300)) }),
  };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const ms = (v) => (v === null ? null : Math.round(v * 10) / 10);

/**
 * autocannon on the mix (after WARMUP_S seconds of it, not measured): the totals, and each call's
 * answers timed from autocannon's response events (one request in flight per connection, so the
 * connection's current request is the one answered).
 */
async function mixRun(base, headers, made) {
  const r = prng(Math.floor(Math.random() * 2 ** 31));
  const all = Object.entries(calls(made));
  const nameOf = new Map(all.map(([name, make]) => [make(prng(1)).split('?')[0], name]));
  const options = { url: base, connections: CONNECTIONS, headers, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pick(r, all)[1](r) }) }] };
  const run = (duration, onAnswer) =>
    new Promise((done, fail) => {
      const instance = autocannon({ ...options, duration }, (err, res) => (err ? fail(err) : done(res)));
      if (onAnswer) instance.on('response', onAnswer);
    });
  if (WARMUP_S > 0) await run(WARMUP_S);
  const perCall = new Map(all.map(([name]) => [name, { times: [], non2xx: 0, statuses: {} }]));
  const result = await run(DURATION_S, (client, status, _bytes, responseTime) => {
    const line = client.requestIterator?.currentRequest?.requestBuffer?.toString('latin1', 0, 300).split(' ')[1] ?? '';
    const entry = perCall.get(nameOf.get(line.split('?')[0]));
    if (!entry) return;
    entry.times.push(responseTime);
    if (status < 200 || status > 299) {
      entry.non2xx += 1;
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    }
  });
  const byCall = {};
  for (const [name, { times, non2xx, statuses }] of perCall) {
    times.sort((a, b) => a - b);
    byCall[name] = { requests: times.length, p50Ms: ms(percentile(times, 50)), p99Ms: ms(percentile(times, 99)), maxMs: ms(times[times.length - 1] ?? null), non2xx, ...(non2xx ? { statuses } : {}) };
  }
  return {
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    calls: byCall,
  };
}

async function getJson(base, path, headers) {
  let res = await fetch(base + path, { headers });
  // Just after startup the pressure guard may still answer 503 (Retry-After): wait and ask again.
  for (let i = 0; res.status === 503 && i < 10; i++) {
    await res.body?.cancel();
    await new Promise((r) => setTimeout(r, 1000));
    res = await fetch(base + path, { headers });
  }
  const json = await res.json().catch(() => null);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(json)?.slice(0, 300)}`);
  return json;
}

/** What the mix picks from (the LSP's partner vendors, its customers' mills and refineries, their products), and one vendor row of the whole year. */
async function materials(base, headers) {
  const year = { start_date: day(0), end_date: day(YEAR_DAYS - 1) };
  const rows = (await getJson(base, `/v1/dashboard/lsp/performance-vendor?${new URLSearchParams({ ...year, entries: '-1' })}`, headers)).data;
  const demo = rows.find((v) => v.vendor.name === 'CV Trans Andalas') ?? rows[0];
  if (!demo || Number(demo.total_netto_pickup) === 0 || demo.acc_by_actual_coming === 0) throw new Error(`no weights in the seeded year: ${JSON.stringify(rows)}`);
  const locations = (await getJson(base, '/v1/pickup-dropoff?entries=-1', headers)).data;
  const products = (await getJson(base, '/v1/product?entries=100', headers)).data.map((p) => p.id);
  return {
    vendors: rows.map((v) => v.vendor.id),
    demoVendor: demo.vendor.id,
    mills: locations.filter((l) => l.type === 'PICKUP').map((l) => l.id),
    refineries: locations.filter((l) => l.type === 'DROPOFF').map((l) => l.id),
    products: products.length ? products : [1],
    yearRows: rows,
  };
}

/** lsp@'s token; on a loaded machine the pressure guard may answer 503 just after startup, so a few tries. */
async function signInPatiently(base) {
  for (let i = 0; ; i++) {
    try {
      return await signIn(base, 'lsp@lsi.test');
    } catch (e) {
      if (i >= 10) throw e;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

const onServer = (where) =>
  onStartedServer(where, async (base) => {
    const headers = { authorization: `Bearer ${await signInPatiently(base)}` };
    const made = await materials(base, headers);
    console.log("performance: the year's performance-vendor rows", JSON.stringify(made.yearRows));
    const mix = await mixRun(base, headers, made);
    console.log('performance: mix', JSON.stringify(mix, null, 1));
    return { ...mix, loadAverage: loadavg().map((l) => Math.round(l * 100) / 100), yearRows: made.yearRows, metTarget: mix.p99Ms < TARGET_P99_MS && mix.non2xx === 0 && mix.errors === 0 };
  });

const header = () => ({ scale: SCALE, orders: SCALE * 1000, shipments: SCALE * 200, tracks: SCALE * 600, connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, targetP99Ms: TARGET_P99_MS, calls: Object.keys(calls({ vendors: [1], demoVendor: 1, mills: [1], refineries: [1], products: [1] })) });

/** One engine over a database seeded beforehand (see the header). */
async function onSeeded() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const engine = databaseUrl ? 'postgres' : (process.env.DATABASE_ENGINE ?? 'embedded');
  const env = databaseUrl ? {} : { DATABASE_ENGINE: engine };
  const dataDir = process.env.BENCH_DATA_DIR ?? (mkdirSync(WORK, { recursive: true }), mkdtempSync(join(WORK, 'performance-')));
  let result;
  try {
    result = { ...header(), engines: { [engine]: await onServer({ dataDir, databaseUrl, extraEnv: env }) } };
  } finally {
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
  writeResult(`performance-${process.env.BENCH_LABEL ?? engine}`, result);
}

/** The engine's database seeded beforehand (BENCH_DATABASE_URL for postgres, BENCH_DATA_DIR for embedded), or null. */
function seededBeforehand(engine) {
  if (engine === 'postgres' && process.env.BENCH_DATABASE_URL) return { dataDir: (mkdirSync(WORK, { recursive: true }), mkdtempSync(join(WORK, 'performance-'))), databaseUrl: process.env.BENCH_DATABASE_URL };
  if (engine === 'embedded' && process.env.BENCH_DATA_DIR) return { dataDir: process.env.BENCH_DATA_DIR, extraEnv: { DATABASE_ENGINE: 'embedded' } };
  return null;
}

export async function benchPerformance() {
  const result = { ...header(), engines: {} };
  for (const engine of ENGINES) {
    const ready = seededBeforehand(engine);
    if (ready) {
      try {
        result.engines[engine] = { seeded: 'beforehand', ...(await onServer(ready)) };
      } finally {
        // The uploads folder made for a PostgreSQL database seeded beforehand (a data dir given is kept).
        if (ready.databaseUrl) rmSync(ready.dataDir, { recursive: true, force: true });
      }
      continue;
    }
    const seeded = performance.now();
    result.engines[engine] = await onFreshEngine({ engine, scale: SCALE, database: BENCH_DB }, ({ dataDir, databaseUrl, env }) => {
      const seedS = Math.round((performance.now() - seeded) / 1000);
      return onServer({ dataDir, databaseUrl, extraEnv: env }).then((r) => ({ seedS, ...r }));
    });
  }
  writeResult('performance', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.BENCH_LABEL) await onSeeded();
  else await benchPerformance();
}
