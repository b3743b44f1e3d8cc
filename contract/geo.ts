// Distances on the Earth (spec 1 §9: haversine, R = 6371000 m), shared by the server's playback and
// the client's maps. Pure functions, no imports: the browser bundles this file.

export const EARTH_RADIUS_M = 6_371_000;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two points (degrees), by the haversine formula. */
export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Latitude and longitude within the Earth's ranges. */
export const onEarth = (lat: number, lon: number) => lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180;

/** A jump no truck makes: over 500 km in a minute (or the same pace over a longer time). */
export const JUMP_M_PER_MINUTE = 500_000;
export const isJump = (distanceM: number, seconds: number) => distanceM > JUMP_M_PER_MINUTE * Math.max(1, Math.abs(seconds) / 60);

/**
 * A report stamped over an hour after it arrived: a device clock set wrong, or local time sent as
 * UTC (WIB is 7 hours ahead). Believed, it would be the truck's newest position until that hour
 * came and hold every true report after it off the live map; a clock a few minutes fast is believed.
 */
export const AHEAD_MAX_MS = 60 * 60_000;
export const isAhead = (recordedAtMs: number, arrivedAtMs: number) => recordedAtMs > arrivedAtMs + AHEAD_MAX_MS;

/** Where a truck was, as its device or its FMS reported it (the server's ingest takes these). */
export interface ReportedFix {
  at: Date;
  latitude: number;
  longitude: number;
  /** km/h */
  speed: number | null;
  heading: number | null;
  altitude: number | null;
}
