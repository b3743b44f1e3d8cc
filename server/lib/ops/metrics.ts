// Prometheus metrics (prom-client), one registry per app: requests by route pattern (never the raw
// URL: ids and searches would make a series each), their latency, requests shed, the database
// pool, open realtime streams, the background jobs (sheets parsed for imports, export jobs: their
// times and outcomes, and the exports waiting or running), and Node's own figures.
// Served at /metrics (routes/ops.ts) only with METRICS_TOKEN set, to a bearer of that token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { rowsOf } from '../bulk.ts';
import { parsePool } from '../parse-worker/pool.ts';
import type { Services } from '../services.ts';
import { askPrimary, shareWithPrimary } from './cluster-metrics.ts';

export interface MetricsOptions {
  /** The bearer token a scrape must send (METRICS_TOKEN). */
  token: string;
  /** In a cluster worker: answer the whole server's sum, asked of the primary (cluster-metrics.ts). */
  wholeCluster?: boolean;
}

export interface Metrics {
  /** A request refused before it ran: `reason` is the load limit passed, or `shutdown`. */
  shed(reason: string): void;
  /** Whether the request carries the token (compared in constant time). */
  authorized(req: FastifyRequest): boolean;
  contentType: string;
  text(): Promise<string>;
}

/** node-postgres's pool counts; PGlite (one connection, in the process) has no pool. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const poolOf = (services: Services): PoolCounts | undefined => {
  const client = (services.db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolCounts) : undefined;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Seconds; from a cached page (a few ms) to an import or a PDF (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a sheet parses in well under one, a 100,000-row export takes about ten, a job may run ten minutes. */
const JOB_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export function createMetrics(app: FastifyInstance, services: Services, o: MetricsOptions): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern and status', labelNames, registers: [registry] });
  const latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer, by route pattern and status', labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });
  const shed = new Counter({ name: 'http_requests_shed_total', help: 'Requests refused with 503 before they ran (load limit or shutdown)', labelNames: ['reason'], registers: [registry] });
  const pool = poolOf(services);
  if (pool) {
    new Gauge({ name: 'lsi_db_pool_connections', help: 'Database connections of this process, open and idle', labelNames: ['state'], registers: [registry], collect() {
      this.set({ state: 'open' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    } });
    new Gauge({ name: 'lsi_db_pool_waiting', help: 'Queries waiting for a database connection', registers: [registry], collect() {
      this.set(pool.waitingCount);
    } });
  }
  new Gauge({ name: 'lsi_realtime_streams', help: 'Open realtime streams (GET /v1/realtime)', registers: [registry], collect() {
    this.set(services.changes.streams.total);
  } });
  new Gauge({ name: 'lsi_sheet_parse_pending', help: 'Uploaded sheets being parsed or waiting for the parse child', registers: [registry], collect() {
    this.set(parsePool.pending);
  } });
  // The whole database's, read at each scrape: summed over a cluster's workers it would count each
  // export once per worker, so the cluster answers the highest (they read the same rows).
  new Gauge({ name: 'lsi_export_jobs', help: 'Exports waiting for a worker or being written, in the whole database', labelNames: ['state'], aggregator: 'max', registers: [registry], async collect() {
    const rows = await rowsOf<{ status: string; n: number | string }>(services.db, sql`select status, count(*) as n from export_files where status in ('QUEUED', 'RUNNING') group by status`);
    for (const state of ['QUEUED', 'RUNNING']) this.set({ state }, Number(rows.find((r) => r.status === state)?.n ?? 0));
  } });
  const jobTimes = (name: string, help: string) => new Histogram({ name, help, labelNames: ['outcome'], buckets: JOB_BUCKETS, registers: [registry] });
  const parses = jobTimes('lsi_sheet_parse_duration_seconds', 'Uploaded sheets parsed by this process (imports), by outcome: ok, timeout, outOfMemory, busy, error');
  const exportRuns = jobTimes('lsi_export_job_duration_seconds', 'Export jobs run by this process, by how the export ended: DONE, FAILED, interrupted, gone');
  const unobserve = [
    parsePool.observers.add((seconds, outcome) => parses.observe({ outcome }, seconds)),
    services.exports.observers.add((seconds, outcome) => exportRuns.observe({ outcome }, seconds)),
  ];
  app.addHook('onClose', async () => unobserve.forEach((stop) => stop()));

  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? '(unmatched)', status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  if (o.wholeCluster) shareWithPrimary(registry);
  const expected = digest(`Bearer ${o.token}`);
  return {
    shed: (reason) => shed.inc({ reason }),
    authorized: (req) => timingSafeEqual(digest(req.headers.authorization ?? ''), expected),
    contentType: registry.contentType,
    text: () => (o.wholeCluster ? askPrimary() : registry.metrics()),
  };
}

/** Without metrics configured: nothing counted. */
export const NO_METRICS: Pick<Metrics, 'shed'> = { shed: () => {} };
