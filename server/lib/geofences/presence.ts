// The rules of docs/tracking.md "Geofences and alerts", one position at a time, as a pure function
// of where a truck stood towards one geofence (its presence row) and its next position. Dwell
// times are measured on the positions' own timestamps, so a phone catching up after a tunnel is
// judged as it drove; a position not newer than the last one judged changes nothing.
import { haversineM } from '../../../contract/geo.ts';
import { MAFIA_MIN_STILL_S, type GeofenceAlertType } from '../../../contract/geofence.ts';
import { STOP_RADIUS_M, STOPPED_BELOW_KMH } from '../../../contract/tracking.ts';
import type { Fence } from './shapes.ts';

/** Times in milliseconds since 1970. */
export interface Presence {
  insideSince: number | null;
  outsideSince: number | null;
  stillSince: number | null;
  stillLat: number | null;
  stillLon: number | null;
  lastSeenAt: number;
  entered: boolean;
  mafiaRaised: boolean;
}

export interface Fix {
  lat: number;
  lon: number;
  at: number;
  /** km/h, when the device reports it. */
  speed: number | null;
}

export interface Raised {
  type: GeofenceAlertType;
  /** When the truck entered, left or stopped: the start of the dwell. */
  startedAt: number;
  lat: number;
  lon: number;
}

const fresh = (at: number): Presence => ({ insideSince: null, outsideSince: null, stillSince: null, stillLat: null, stillLon: null, lastSeenAt: at, entered: false, mafiaRaised: false });

/** Still: reporting under STOPPED_BELOW_KMH, or within STOP_RADIUS_M of where the still run began. */
const stillSince = (s: Presence, fix: Fix) =>
  s.stillSince !== null && ((fix.speed !== null && fix.speed < STOPPED_BELOW_KMH) || haversineM(s.stillLat!, s.stillLon!, fix.lat, fix.lon) <= STOP_RADIUS_M);

/**
 * The presence after `fix` (null: nothing to remember, the row goes) and the alerts it raises.
 * Entering needs dwell_seconds inside without a break, leaving (after an enter alert) as long
 * outside without a break, so a truck on the border whose positions jitter in and out raises
 * neither; a forbidden zone also needs the truck still for max(dwell, 5 min), once per stay.
 */
export function judge(before: Presence | null, fence: Fence, fix: Fix, inside: boolean): { after: Presence | null; raised: Raised[] } {
  if (before && fix.at <= before.lastSeenAt) return { after: before, raised: [] };
  if (!before && !inside) return { after: null, raised: [] };
  const s: Presence = { ...(before ?? fresh(fix.at)), lastSeenAt: fix.at };
  const dwell = fence.dwellSeconds * 1000;
  const raised: Raised[] = [];
  const here = { lat: fix.lat, lon: fix.lon };
  if (!inside) {
    // Not yet entered: the dwell starts again at the next position inside.
    if (!s.entered) return { after: null, raised };
    s.outsideSince ??= fix.at;
    if (fix.at - s.outsideSince < dwell) return { after: s, raised };
    return { after: null, raised: [{ type: 'geofence_exit', startedAt: s.outsideSince, ...here }] };
  }
  s.outsideSince = null;
  s.insideSince ??= fix.at;
  if (!s.entered && fix.at - s.insideSince >= dwell) {
    s.entered = true;
    raised.push({ type: 'geofence_enter', startedAt: s.insideSince, ...here });
  }
  if (fence.kind !== 'FORBIDDEN') return { after: s, raised };
  if (!stillSince(s, fix)) Object.assign(s, { stillSince: fix.at, stillLat: fix.lat, stillLon: fix.lon });
  if (!s.mafiaRaised && fix.at - s.stillSince! >= Math.max(dwell, MAFIA_MIN_STILL_S * 1000)) {
    s.mafiaRaised = true;
    raised.push({ type: 'geofence_mafia', startedAt: s.stillSince!, lat: s.stillLat!, lon: s.stillLon! });
  }
  return { after: s, raised };
}
