// `npm run simulate`: drives the demo's trucks on the road along road-like paths between their
// mill and refinery, reporting through the OsmAnd endpoint over HTTP as Traccar Client 9 does
// (docs/tracking.md "Demo"), so the live map moves. It reads which trucks are on the road from the
// LSP's live map (signed in as lsp@lsi.test), never from the database.
//
//   SIMULATE_URL   the server (default http://localhost:8080)
//   SIMULATE_EVERY seconds between two reports of a truck (default 2)
//   SIMULATE_PACE  how many times faster than a 45 km/h truck they drive (default 10)
//   SIMULATE_FOR   stop after this many seconds (default: run until stopped)
import { haversineM } from '../contract/geo.ts';
import type { LiveTruck } from '../contract/tracking.ts';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { demoDeviceId, roadLengthM, roadPoint, type LatLon } from '../server/seed/demo-tracking.ts';

const base = (process.env.SIMULATE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const everyS = Number(process.env.SIMULATE_EVERY ?? 2);
const pace = Number(process.env.SIMULATE_PACE ?? 10);
const forS = process.env.SIMULATE_FOR ? Number(process.env.SIMULATE_FOR) : Infinity;

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The fraction of the road from a to b nearest to p. */
function nearestF(a: LatLon, b: LatLon, p: LatLon): number {
  let best = 0;
  let bestD = Infinity;
  for (let i = 0; i <= 400; i++) {
    const q = roadPoint(a, b, i / 400);
    const dist = haversineM(p.lat, p.lon, q.lat, q.lon);
    if (dist < bestD) [best, bestD] = [i / 400, dist];
  }
  return best;
}

interface Sim {
  truck: LiveTruck;
  a: LatLon;
  b: LatLon;
  lengthM: number;
  /** metres along the road, running past lengthM back towards a */
  at: number;
}

async function main() {
  const login = await json<{ data: { token: string } }>('/v1/auth/login', { method: 'POST', body: JSON.stringify({ email: 'lsp@lsi.test', password: DEMO_PASSWORD }) });
  const live = await json<{ data: LiveTruck[] }>('/v1/dashboard/lsp/live-tracking', { headers: { authorization: `Bearer ${login.data.token}` } });
  const sims: Sim[] = live.data
    .filter((t) => t.plate_number && t.origin && t.destination)
    .map((truck) => {
      const a = { lat: truck.origin!.latitude, lon: truck.origin!.longitude };
      const b = { lat: truck.destination!.latitude, lon: truck.destination!.longitude };
      const lengthM = roadLengthM(a, b);
      const from = truck.position ? nearestF(a, b, { lat: truck.position.latitude, lon: truck.position.longitude }) : 0;
      return { truck, a, b, lengthM, at: from * lengthM };
    });
  if (!sims.length) throw new Error('No demo truck is on the road (is the server seeded?)');
  console.log(`Driving ${sims.length} trucks (${sims.map((s) => s.truck.plate_number).join(', ')}) every ${everyS} s at ${pace}x, reporting to ${base}/v1/positions/osmand`);
  const started = Date.now();
  const kmh = 45;
  while ((Date.now() - started) / 1000 < forS) {
    const round = Date.now();
    await Promise.all(
      sims.map(async (s) => {
        s.at = (s.at + (kmh / 3.6) * everyS * pace) % (2 * s.lengthM);
        const back = s.at > s.lengthM;
        const f = back ? 2 - s.at / s.lengthM : s.at / s.lengthM;
        const p = roadPoint(s.a, s.b, f);
        const q = roadPoint(s.a, s.b, Math.max(0, Math.min(1, f + (back ? -0.001 : 0.001))));
        const heading = ((Math.atan2(q.lon - p.lon, q.lat - p.lat) * 180) / Math.PI + 360) % 360;
        const body = { device_id: demoDeviceId(s.truck.plate_number!), location: { timestamp: new Date().toISOString(), coords: { latitude: p.lat, longitude: p.lon, speed: kmh / 3.6, heading, accuracy: 8 }, battery: { level: 0.8 }, is_moving: true } };
        const res = await fetch(`${base}/v1/positions/osmand`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        if (!res.ok) console.warn(`${s.truck.plate_number}: ${res.status} ${await res.text()}`);
      }),
    );
    await new Promise((r) => setTimeout(r, Math.max(0, everyS * 1000 - (Date.now() - round))));
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
