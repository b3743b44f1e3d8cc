// Areas on a map (geofences): a circle drawn as a ring of points around its centre, a polygon
// closed, each a GeoJSON polygon the map fills in its tone.
import type { Theme } from '@mui/material';
import { EARTH_RADIUS_M } from '../../../contract/geo.ts';
import { boundsView } from './coordinates.ts';

export interface MapArea {
  id: string;
  /** Told when the area is clicked. */
  label: string;
  /** A forbidden zone stands out; the others (mills, refineries) are places. */
  tone: 'forbidden' | 'place';
  /** The closed ring of [longitude, latitude] (GeoJSON's order). */
  ring: [number, number][];
}

/** The colour an area of `tone` is drawn in (the map and its legend). */
export const areaColor = (tone: MapArea['tone'], theme: Theme): string => (tone === 'forbidden' ? theme.palette.error.main : theme.palette.info.main);

const SEGMENTS = 64;

/** The ring of [lon, lat] around a circle. */
export function circleRing(lat: number, lon: number, radiusM: number): [number, number][] {
  const dLat = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLon = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 1e-6);
  const ring: [number, number][] = [];
  for (let i = 0; i <= SEGMENTS; i++) {
    const a = (i / SEGMENTS) * 2 * Math.PI;
    ring.push([lon + dLon * Math.cos(a), lat + dLat * Math.sin(a)]);
  }
  return ring;
}

/** The closed ring of [lon, lat] of polygon points given as [lat, lon]. */
export const polygonRing = (points: readonly (readonly [number, number])[]): [number, number][] => [...points, points[0]!].map(([lat, lon]) => [lon, lat]);

/** Areas as one GeoJSON collection, their tone and label as properties (one layer draws them all). */
export const areaFeatures = (areas: readonly MapArea[]) => ({
  type: 'FeatureCollection' as const,
  features: areas.map((a) => ({ type: 'Feature' as const, properties: { id: a.id, tone: a.tone }, geometry: { type: 'Polygon' as const, coordinates: [a.ring] } })),
});

/** The first view over areas: every ring's bounding box together (boundsView), or null with no areas. */
export function areasView(areas: readonly MapArea[]) {
  const points = areas.flatMap((a) => a.ring.map(([longitude, latitude]) => ({ latitude, longitude })));
  return points.length ? boundsView(points) : null;
}
