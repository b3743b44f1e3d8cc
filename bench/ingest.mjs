// OsmAnd ingest (issue 24, docs/tracking.md): autocannon at 50 connections sending GET
// /v1/positions/osmand reports of the trucks on the road of a scaled seed (each its own device, round
// robin, the time now), on PostgreSQL (DATABASE_URL) and the embedded default. Positions/s and p99;
// aim 2,000 positions/s on this 2-core machine. Device ids are the demo's (server/seed/demo-tracking.ts),
// the trucks read from the LSP's live map over HTTP.
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { freePort, onFreshEngine, signIn, startServer, waitFor200, writeResult } from './lib.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const SCALE = Number(process.env.BENCH_SCALE ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,embedded').split(',');
const TARGET_PER_S = 2000;
// The same derivation as server/seed/demo-tracking.ts (this bench is plain JavaScript).
const demoDeviceId = (plate) => createHash('sha256').update(`lsi-demo-device:${plate}`).digest('base64url').slice(0, 24);

async function onEngine(engine) {
  return onFreshEngine({ engine, scale: SCALE, database: 'lsi_bench_ingest' }, async ({ dataDir, databaseUrl, env }) => {
    const port = await freePort();
    // Every device reports far more often than a real one here: the per-device limit is lifted.
    const server = startServer({ port, dataDir, databaseUrl, extraEnv: { SEED: 'never', GPS_DEVICE_PER_SECOND: '100000', ...env } });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor200(`${base}/v1/openapi.json`, server);
      const token = await signIn(base, 'lsp@lsi.test');
      const live = await (await fetch(`${base}/v1/dashboard/lsp/live-tracking`, { headers: { authorization: `Bearer ${token}` } })).json();
      const trucks = live.data.filter((t) => t.plate_number);
      if (!trucks.length) return { skipped: 'no truck on the road in the seed' };
      let n = 0;
      const r = await new Promise((done, fail) =>
        autocannon(
          {
            url: base,
            connections: CONNECTIONS,
            duration: DURATION_S,
            requests: [
              {
                method: 'GET',
                setupRequest: (req) => {
                  const t = trucks[n++ % trucks.length];
                  const f = (n % 1000) / 1000;
                  req.path = `/v1/positions/osmand?id=${demoDeviceId(t.plate_number)}&lat=${(0.5 + f).toFixed(6)}&lon=${(101 + f).toFixed(6)}&timestamp=${Date.now()}&speed=20`;
                  return req;
                },
              },
            ],
          },
          (err, res) => (err ? fail(err) : done(res)),
        ),
      );
      // The machine may be shared (other sessions' tests): the 1-minute load average as the run ends.
      return { trucks: trucks.length, load1m: Number(loadavg()[0].toFixed(1)), positionsPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, metTarget: r.requests.average >= TARGET_PER_S && !r.non2xx };
    } finally {
      await server.stop();
    }
  });
}

export async function benchIngest() {
  const result = { scale: SCALE, connections: CONNECTIONS, durationS: DURATION_S, targetPerSec: TARGET_PER_S, engines: {} };
  for (const engine of ENGINES) result.engines[engine] = await onEngine(engine);
  writeResult('ingest', result);
  return result;
}
