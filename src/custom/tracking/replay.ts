// The arithmetic of a playback (docs/tracking.md "Playback"), pure so it is unit-tested without a
// browser: where the truck is at a second of the trip (between two sane reports, on the straight
// line joining them), the path to draw, the range a playback opens on, and durations as people read them.
import type { PlaybackAnswer } from '../../../contract/tracking.ts';
import { wibDay, wibWall } from '../../../contract/wib.ts';
import simplify from 'simplify-js';

export type PlaybackPoint = PlaybackAnswer['points'][number];

export interface Placed {
  latitude: number;
  longitude: number;
  speed: number | null;
  heading: number | null;
  /** Seconds after the start. */
  second: number;
}

/** The sane points (absurd ones are kept by the server but never drawn or stepped on). */
export const sanePoints = (points: readonly PlaybackPoint[]) => points.filter((p) => p[5] === 0);

/** [longitude, latitude] pairs, GeoJSON's order, for the line. */
export const pathOf = (sane: readonly PlaybackPoint[]): [number, number][] => sane.map((p) => [p[2], p[1]]);

/**
 * 0.00001° is about 1 m: under half a pixel at the maps' deepest zoom (15), so the thinned line
 * cannot be told from the whole one on screen.
 */
export const DRAWN_TOLERANCE_DEG = 0.00001;

/**
 * The line a map draws of a path: thinned (radial distance, then Douglas-Peucker; simplify-js) where
 * the screen cannot show the difference, first and last point kept. The stepping marker still goes
 * through every report (placeAt); only the drawing is lighter: 100,000 reports of a winding road
 * are a few thousand vertices for the map to tessellate and redraw as the view follows the truck.
 */
export function drawnPath(sane: readonly PlaybackPoint[]): [number, number][] {
  return simplify(pathOf(sane).map(([x, y]) => ({ x, y })), DRAWN_TOLERANCE_DEG).map((q) => [q.x, q.y]);
}

/** The truck at `second`: interpolated between the reports around it; before the first or after the last, that one. */
export function placeAt(sane: readonly PlaybackPoint[], second: number): Placed | null {
  if (sane.length === 0) return null;
  const place = (p: PlaybackPoint, s: number, latitude = p[1], longitude = p[2]): Placed => ({ latitude, longitude, speed: p[3], heading: p[4], second: s });
  if (second <= sane[0][0]) return place(sane[0], sane[0][0]);
  const last = sane[sane.length - 1];
  if (second >= last[0]) return place(last, last[0]);
  // The last report at or before `second`.
  let lo = 0;
  let hi = sane.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sane[mid][0] <= second) lo = mid;
    else hi = mid - 1;
  }
  const a = sane[lo];
  const b = sane[lo + 1];
  const f = b[0] === a[0] ? 0 : (second - a[0]) / (b[0] - a[0]);
  return place(a, second, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f);
}

/** The speeds a playback steps at (times real time). */
export const SPEEDS = [1, 2, 5, 10, 20] as const;

/** A WIB date ("2026-11-28") and time ("07:05") of an instant, as the range fields hold them. */
export function wibFields(at: Date | string | number): { date: string; time: string } {
  const w = wibWall(at);
  return { date: wibDay(at), time: `${String(w.getUTCHours()).padStart(2, '0')}:${String(w.getUTCMinutes()).padStart(2, '0')}` };
}

export type Range = {
  from_date: string;
  from_time: string;
  to_date: string;
  to_time: string;
};

/** The range a track's playback opens on: its trip (started to finished, or to now), else the last 24 hours. */
export function defaultRange(track: { started_at: string | null; finished_at: string | null; created_at: string } | null, now: Date): Range {
  const fromAt = track ? (track.started_at ?? track.created_at) : new Date(now.getTime() - 24 * 3_600_000);
  // One minute past the end: a range's end minute is exclusive of its seconds.
  const toAt = track?.finished_at ? new Date(new Date(track.finished_at).getTime() + 60_000) : new Date(now.getTime() + 60_000);
  const from = wibFields(fromAt);
  const to = wibFields(toAt);
  return { from_date: from.date, from_time: from.time, to_date: to.date, to_time: to.time };
}

/** Hours and minutes of a duration: { h, m } (the words come from the catalog). */
export const hoursMinutes = (seconds: number) => ({ h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60) });
