// A trip read from its positions (docs/tracking.md "Playback"): stops (still for over 5 minutes),
// gaps in the GPS stream, the summary (haversine distance, driving time) and thinning for drawing.
import { GAP_MIN_SECONDS, STOP_MIN_SECONDS, STOP_RADIUS_M, STOPPED_BELOW_KMH } from '../../../contract/tracking.ts';
import { haversineM } from '../../../contract/geo.ts';

/** A position: t in ms since 1970, speed in km/h (null: not reported). */
export interface Pt {
  t: number;
  lat: number;
  lon: number;
  speed: number | null;
}

export interface Span {
  from: number;
  to: number;
  lat: number;
  lon: number;
}

/**
 * Stops: runs of positions within STOP_RADIUS_M of the run's first one (or reporting a speed under
 * STOPPED_BELOW_KMH) lasting over STOP_MIN_SECONDS. A gap inside a run does not end it: a parked
 * phone that sleeps is still parked.
 */
export function findStops(pts: readonly Pt[]): Span[] {
  const stops: Span[] = [];
  let i = 0;
  while (i < pts.length) {
    const a = pts[i]!;
    let j = i + 1;
    while (j < pts.length && haversineM(a.lat, a.lon, pts[j]!.lat, pts[j]!.lon) <= STOP_RADIUS_M) j++;
    const last = pts[j - 1]!;
    if ((last.t - a.t) / 1000 > STOP_MIN_SECONDS) {
      stops.push({ from: a.t, to: last.t, lat: a.lat, lon: a.lon });
      i = j;
    } else i++;
  }
  return stops;
}

/** Gaps: more than GAP_MIN_SECONDS between two positions, outside a stop. */
export function findGaps(pts: readonly Pt[], stops: readonly Span[]): { from: number; to: number }[] {
  const inStop = (t: number) => stops.some((s) => t >= s.from && t <= s.to);
  const gaps = [];
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    if ((b.t - a.t) / 1000 > GAP_MIN_SECONDS && !(inStop(a.t) && inStop(b.t))) gaps.push({ from: a.t, to: b.t });
  }
  return gaps;
}

/** Distance (haversine) and driving time: time between consecutive positions while moving, gaps left out. */
export function summarise(pts: readonly Pt[], stops: readonly Span[]) {
  let distance = 0;
  let driving = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const d = haversineM(a.lat, a.lon, b.lat, b.lon);
    distance += d;
    const dt = (b.t - a.t) / 1000;
    const moving = (b.speed ?? (dt > 0 ? (d / dt) * 3.6 : 0)) >= STOPPED_BELOW_KMH;
    if (moving && dt <= GAP_MIN_SECONDS) driving += dt;
  }
  const stopped = stops.reduce((sum, s) => sum + (s.to - s.from) / 1000, 0);
  return { distance_m: Math.round(distance * 10) / 10, driving_seconds: Math.round(driving), stopped_seconds: Math.round(stopped), stops: stops.length };
}

/** At most `max` points, evenly spaced, the first and last kept. */
export function thinByStride<T>(pts: readonly T[], max: number): T[] {
  if (pts.length <= max) return [...pts];
  const step = (pts.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, k) => pts[Math.round(k * step)]!);
}

/** Distance in metres from p to the segment a-b, on a local flat projection (fine at a few km). */
function offLine(p: Pt, a: Pt, b: Pt): number {
  const k = Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  const [ax, ay, bx, by, px, py] = [a.lon * k, a.lat, b.lon * k, b.lat, p.lon * k, p.lat];
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const u = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return haversineM(p.lat, p.lon, ay + u * dy, (ax + u * dx) / k);
}

/**
 * The indices of the points kept by Douglas-Peucker at `toleranceM` (first and last always):
 * what a drawing at that scale cannot tell from the whole line. Iterative: 100,000 points never
 * recurse 100,000 deep.
 */
export function simplifyIndices(pts: readonly Pt[], toleranceM: number): number[] {
  if (pts.length <= 2) return pts.map((_, i) => i);
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop()!;
    let worst = -1;
    let at = -1;
    for (let i = s + 1; i < e; i++) {
      const d = offLine(pts[i]!, pts[s]!, pts[e]!);
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > toleranceM) {
      keep[at] = 1;
      stack.push([s, at], [at, e]);
    }
  }
  const out: number[] = [];
  keep.forEach((k, i) => k && out.push(i));
  return out;
}
