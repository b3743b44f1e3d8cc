// The demo's GPS devices and trips (docs/tracking.md "Demo"): each demo plate has a device id made
// from its plate (so `npm run simulate` can report as it over HTTP without reading the database;
// demo data only: anyone who reads this file can report as a demo truck), and a road-like path
// between a mill and a refinery that both the seeded 2-hour trip and the simulator follow.
import { createHash } from 'node:crypto';
import { haversineM } from '../../contract/geo.ts';

/** The demo device id of a plate: 24 base64url characters of a hash, as strong-looking as a proposed one. */
export const demoDeviceId = (plate: string) => createHash('sha256').update(`lsi-demo-device:${plate}`).digest('base64url').slice(0, 24);

export interface LatLon {
  lat: number;
  lon: number;
}

/**
 * The point `f` (0..1) of the way from `a` to `b` along a road-like line: the straight line bent by
 * two slow waves (a road follows the land) whose size grows with the trip, zero at both ends.
 */
export function roadPoint(a: LatLon, b: LatLon, f: number): LatLon {
  const dLat = b.lat - a.lat;
  const dLon = b.lon - a.lon;
  const len = Math.hypot(dLat, dLon) || 1;
  const bend = len * (0.08 * Math.sin(Math.PI * f) * Math.sin(3 * Math.PI * f) + 0.03 * Math.sin(9 * Math.PI * f));
  return { lat: a.lat + dLat * f + (-dLon / len) * bend, lon: a.lon + dLon * f + (dLat / len) * bend };
}

/** The road length from a to b (m), measured along roadPoint. */
export function roadLengthM(a: LatLon, b: LatLon, steps = 200): number {
  let sum = 0;
  let prev = a;
  for (let i = 1; i <= steps; i++) {
    const p = roadPoint(a, b, i / steps);
    sum += haversineM(prev.lat, prev.lon, p.lat, p.lon);
    prev = p;
  }
  return sum;
}

/**
 * A trip's positions: every `everyS` seconds for `seconds`, from `start`, at about 45 km/h along the
 * road from a to b (wrapping back when it arrives), with a 10-minute stop a third of the way.
 */
export function demoTrip(a: LatLon, b: LatLon, start: Date, seconds: number, everyS = 10) {
  const length = roadLengthM(a, b);
  const out: { at: Date; lat: number; lon: number; speed: number; heading: number }[] = [];
  let travelled = 0;
  for (let s = 0; s <= seconds; s += everyS) {
    const stopped = s > seconds / 3 && s < seconds / 3 + 600;
    const kmh = stopped ? 0 : 40 + 10 * Math.sin(s / 300);
    if (!stopped) travelled += (kmh / 3.6) * everyS;
    const f = (travelled % (2 * length)) / length;
    const p = roadPoint(a, b, f <= 1 ? f : 2 - f);
    const q = roadPoint(a, b, Math.min(1, (f <= 1 ? f : 2 - f) + 0.001));
    const heading = (Math.atan2(q.lon - p.lon, q.lat - p.lat) * 180) / Math.PI;
    out.push({ at: new Date(start.getTime() + s * 1000), lat: p.lat, lon: p.lon, speed: kmh, heading: (heading + 360) % 360 });
  }
  return out;
}
