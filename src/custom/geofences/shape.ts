// A geofence's area as the map draws it and as the form sends it: a circle drawn as a ring of
// points around its centre, a polygon closed, typed points read from "lat, lon" lines.
import { EARTH_RADIUS_M } from '../../../contract/geo.ts';

export type LatLon = [number, number];

const SEGMENTS = 64;

/** The ring of [lon, lat] (GeoJSON's order) around a circle. */
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
export const polygonRing = (points: readonly LatLon[]): [number, number][] => [...points, points[0]!].map(([lat, lon]) => [lon, lat]);

/** "lat, lon" lines -> points; null when a line is not two numbers. */
export function readPoints(text: string): LatLon[] | null {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const points: LatLon[] = [];
  for (const line of lines) {
    const parts = line.split(/[,;\s]+/).filter(Boolean).map(Number);
    if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
    points.push([parts[0]!, parts[1]!]);
  }
  return points;
}

export const writePoints = (points: readonly LatLon[]) => points.map(([lat, lon]) => `${lat}, ${lon}`).join('\n');
