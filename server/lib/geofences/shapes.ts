// Whether a position is inside a geofence: a circle by the haversine distance (contract/geo.ts), a
// polygon by @turf/boolean-point-in-polygon, after a cheap test against the circle around the
// whole area (every geofence stores one: server/db/schema/master.ts) that rules out most fences.
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { polygon as turfPolygon } from '@turf/helpers';
import type { Feature, Polygon } from 'geojson';
import { haversineM } from '../../../contract/geo.ts';
import type { GeofenceKind } from '../../../contract/geofence.ts';

export type LatLon = readonly [number, number];

/** A geofence as detection needs it. */
export interface Fence {
  id: number;
  lspId: number;
  name: string;
  kind: GeofenceKind;
  dwellSeconds: number;
  /** The circle around the whole area: the circle itself, or a polygon's bounding circle. */
  lat: number;
  lon: number;
  radiusM: number;
  /** A polygon's area as GeoJSON (lon, lat), or null for a circle. */
  area: Feature<Polygon> | null;
}

/** The closed GeoJSON ring of [lat, lon] points. */
export function areaOf(points: readonly LatLon[]): Feature<Polygon> {
  const ring = points.map(([lat, lon]) => [lon, lat]);
  const [first] = ring;
  return turfPolygon([[...ring, first!]]);
}

/** A polygon's bounding-box centre and the distance from it to its farthest point. */
export function boundingCircle(points: readonly LatLon[]): { lat: number; lon: number; radiusM: number } {
  const lats = points.map((p) => p[0]);
  const lons = points.map((p) => p[1]);
  const lat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const lon = (Math.min(...lons) + Math.max(...lons)) / 2;
  return { lat, lon, radiusM: Math.max(...points.map(([a, b]) => haversineM(lat, lon, a, b))) };
}

export function isInside(fence: Fence, lat: number, lon: number): boolean {
  if (haversineM(fence.lat, fence.lon, lat, lon) > fence.radiusM) return false;
  return fence.area === null || booleanPointInPolygon([lon, lat], fence.area);
}
