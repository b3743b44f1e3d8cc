// OsmAnd ingest (issue 24, docs/tracking.md): autocannon at 50 connections sending GET
// /v1/positions/osmand reports of the trucks on the road of a scaled seed (each its own device, round
// robin, the time now), on PostgreSQL (DATABASE_URL) and the embedded default. Positions/s and p99;
// aim 2,000 positions/s on this 2-core machine. Device ids are the demo's (server/seed/demo-tracking.ts),
// the trucks read from the LSP's live map over HTTP, spread along one road and driving at 60 km/h.
// Then the same again with the LSP's geofences along that road (GEOFENCES circles of 2 km, a dwell
// of 5 s), so that detection works on every report: presence rows written, enter alerts raised
// for the trucks inside, the LSP's users notified.
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { freePort, onFreshEngine, signIn, startServer, waitFor200, writeResult } from './lib.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const SCALE = Number(process.env.BENCH_SCALE ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,embedded').split(',');
const TARGET_PER_S = 2000;
const GEOFENCES = Number(process.env.BENCH_GEOFENCES ?? 50);
const FENCE_RADIUS_M = 2000;
// The road: the diagonal from 0.5, 101 to 1.5, 102 (about 157 km), driven at 60 km/h.
const DIAGONAL_PER_MS = 60 / 3600 / 157 / 1000; // km/h -> km/s -> of the road per s -> per ms
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
      const load = () => {
        let n = 0;
        return new Promise((done, fail) =>
          autocannon(
            {
              url: base,
              connections: CONNECTIONS,
              duration: DURATION_S,
              requests: [
                {
                  method: 'GET',
                  setupRequest: (req) => {
                    const k = n++ % trucks.length;
                    const t = trucks[k];
                    // The trucks spread along the diagonal, each driving on at 60 km/h whatever its report rate.
                    const f = (k / trucks.length + Date.now() * DIAGONAL_PER_MS) % 1;
                    req.path = `/v1/positions/osmand?id=${demoDeviceId(t.plate_number)}&lat=${(0.5 + f).toFixed(6)}&lon=${(101 + f).toFixed(6)}&timestamp=${Date.now()}&speed=20`;
                    return req;
                  },
                },
              ],
            },
            (err, res) => (err ? fail(err) : done(res)),
          ),
        );
      };
      // The machine may be shared (other sessions' tests): the 1-minute load average as the run ends.
      const figures = (r) => ({ load1m: Number(loadavg()[0].toFixed(1)), positionsPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, metTarget: r.requests.average >= TARGET_PER_S && !r.non2xx });
      const plain = figures(await load());
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      for (let i = 0; i < GEOFENCES; i++) {
        const f = i / GEOFENCES;
        const body = { name: `Bench fence ${i}`, kind: i % 5 === 4 ? 'FORBIDDEN' : 'MILL', shape: 'CIRCLE', latitude: 0.5 + f, longitude: 101 + f, radius_m: FENCE_RADIUS_M, dwell_seconds: 5 };
        const res = await fetch(`${base}/v1/geofences`, { method: 'POST', headers, body: JSON.stringify(body) });
        if (!res.ok) throw new Error(`geofence ${i}: ${res.status} ${await res.text()}`);
      }
      // The per-process geofence cache is forgotten when the LSP writes one: the next batch reads them.
      const withGeofences = figures(await load());
      const alerts = await (await fetch(`${base}/v1/alert/geofencing?entries=1`, { headers })).json();
      return { trucks: trucks.length, ...plain, geofences: { count: GEOFENCES, radiusM: FENCE_RADIUS_M, dwellS: 5, ...withGeofences, alertsRaised: alerts.meta?.total ?? null } };
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
