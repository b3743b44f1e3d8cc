// One API process: services and routes over an opened database, listening on the configured port.
// main.ts runs it in the primary (one process) or in each cluster worker (they share the port).
import cluster from 'node:cluster';
import { destination } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { OpenedDb } from './db/open.ts';
import { createServices } from './services.ts';
import { createFirebaseLink, firebaseSettingsOf } from './adapters/firebase.ts';
import { storageSettingsOf } from './adapters/storage-settings.ts';
import { Readiness } from './lib/ops/readiness.ts';
import { parsePool } from './lib/parse-worker/pool.ts';
import { sealingKeyOf } from './lib/fms/sealing.ts';

export async function serve(config: Config, opened: OpenedDb): Promise<{ app: FastifyInstance; address: string; close: () => Promise<void> }> {
  const dev = config.NODE_ENV !== 'production';
  const files = storageSettingsOf(config);
  const services = createServices({
    opened,
    files,
    appUrl: config.APP_URL ?? `http://localhost:${config.PORT}`,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    recaptchaSecret: config.RECAPTCHA_SECRET,
    fmsBaseUrl: config.FMS_BASE_URL,
    fmsTokenKey: config.FMS_TOKEN_KEY ? sealingKeyOf(config.FMS_TOKEN_KEY) : undefined,
    fmsPullMs: config.FMS_PULL_SECONDS * 1000,
    weighbridgePushUrl: config.WEIGHBRIDGE_PUSH_URL,
    weighbridgePushApiKey: config.WEIGHBRIDGE_PUSH_API_KEY,
    mapboxToken: config.MAPBOX_TOKEN,
    mapboxPublicToken: config.MAPBOX_PUBLIC_TOKEN,
    exportWaitMs: config.EXPORT_WAIT_MS,
    listCacheBytes: config.LIST_CACHE_MB * 1024 * 1024,
    firebase: createFirebaseLink(firebaseSettingsOf(config)),
    log: dev ? (line) => console.log(line) : undefined,
  });
  // Request logs are written off the main thread: pino's default (a synchronous write per line)
  // took a fifth of the server's CPU under load (bench/list-mix.mjs, CPU profile).
  const logStream = destination({ dest: 1, sync: false });
  const readiness = new Readiness(opened.db);
  const app = await buildApp({
    services,
    // A folder of this node is served by the static plugin; a bucket through the storage.
    dataDir: 'dataDir' in files ? files.dataDir : undefined,
    clientDir: config.CLIENT_DIR,
    trustProxy: config.TRUST_PROXY,
    changeEventsMaxAgeMs: config.CHANGE_EVENTS_MAX_AGE_HOURS * 3_600_000,
    realtimeMaxStreamsPerUser: config.REALTIME_MAX_STREAMS_PER_USER,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, stream: logStream },
    pressure: {
      maxEventLoopDelayMs: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: config.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
      retryAfterSeconds: config.PRESSURE_RETRY_AFTER_SECONDS,
    },
    // A worker's scrape answers the whole server (the primary sums the workers: lib/ops/cluster-metrics.ts).
    metrics: config.METRICS_TOKEN ? { token: config.METRICS_TOKEN, wholeCluster: cluster.isWorker } : undefined,
    readiness,
  });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // The parse child starts now, not with the first upload (it takes about a second).
  parsePool.warm();
  // Every API process works the export queue: a job runs on whichever is free, and one left by a
  // stopped process is taken up again (docs/exports.md). Its export child, where this process's jobs
  // run, starts with it (lib/exports/runner.ts).
  await services.exports.start();
  // Every API process pulls the FMS-synced trucks' positions; a lease gives each link to one of them.
  services.fmsPull.start();
  // Geofence alerts are told by the process that raised them at once, and swept every 10 s for any
  // a stopped process left untold.
  services.alertTeller.start(10_000);
  return {
    app,
    address,
    close: async () => {
      // Draining while still listening: /ready answers 503 so that balancers stop sending, and every
      // request meanwhile is answered 503 with Connection: close, which also retires each kept-alive
      // connection cleanly (closing them idle races with a request being sent on them).
      readiness.drain();
      if (config.SHUTDOWN_DRAIN_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
      await services.fmsPull.stop();
      await services.alertTeller.stop();
      await app.close();
      logStream.flushSync();
    },
  };
}
