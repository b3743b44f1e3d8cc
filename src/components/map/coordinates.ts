// Coordinates between form values and the map: parsing what a person typed, rounding what the map
// answers, the first view. Pure, so it is unit-tested without a browser.

export interface Point {
  latitude: number;
  longitude: number;
}

export interface View extends Point {
  zoom: number;
}

/** Where a new location starts (spec 1 §9: centre about -0.95, 119.79): Indonesia around Sulawesi. */
export const DEFAULT_VIEW: View = { latitude: -0.95, longitude: 119.79, zoom: 4 };

/** Spec 1 §9: the maps zoom in no further than 15 (streets; beyond it the base map has nothing more). */
export const MAX_ZOOM = 15;

/** Close enough to see the streets around a known point. */
export const POINT_ZOOM = 12;

/** 6 decimals are about 10 cm: more than a pin on a map can tell. */
export const roundCoordinate = (n: number) => Math.round(n * 1e6) / 1e6;

/** A typed or stored value ("0,75" from an Indonesian keyboard too) within ±limit, else null. */
export function readCoordinate(value: unknown, limit: 90 | 180): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : '';
  // Typed text in decimal notation only: Number() also reads "0x10", "1e2" and "Infinity".
  if (typeof value === 'string' && !/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const n = typeof value === 'number' ? value : Number(text);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** Both coordinates of a form, or null while either is missing or out of range. */
export function pointOf(latitude: unknown, longitude: unknown): Point | null {
  const lat = readCoordinate(latitude, 90);
  const lng = readCoordinate(longitude, 180);
  return lat === null || lng === null ? null : { latitude: lat, longitude: lng };
}

/** Where the map opens: the point when there is one, else the default view. */
export const initialView = (point: Point | null): View => (point ? { ...point, zoom: POINT_ZOOM } : DEFAULT_VIEW);

/**
 * The first view over several points: their bounding box (maplibre's `bounds` initial view option,
 * fitted by the map itself), with room around the markers and no closer than POINT_ZOOM. A loop, not
 * Math.min(...all): many areas' rings are tens of thousands of points, past the arguments limit.
 */
export function boundsView(points: readonly Point[]) {
  let west = Infinity, south = Infinity, east = -Infinity, north = -Infinity;
  for (const p of points) {
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
  }
  const bounds: [[number, number], [number, number]] = [[west, south], [east, north]];
  return { bounds, fitBoundsOptions: { padding: 48, maxZoom: POINT_ZOOM } };
}

/** The map repeats the world sideways, so a click may answer longitude 460: bring it into ±180. */
export const wrapLongitude = (lng: number) => {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
};

/** A clicked or dragged-to position as the form stores it. */
export const pickedPoint = (lngLat: { lat: number; lng: number }): Point => ({
  latitude: roundCoordinate(Math.max(-90, Math.min(90, lngLat.lat))),
  longitude: roundCoordinate(wrapLongitude(lngLat.lng)),
});

export const samePoint = (a: Point | null, b: Point | null) => !!a && !!b && a.latitude === b.latitude && a.longitude === b.longitude;
