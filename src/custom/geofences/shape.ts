// A geofence's points as the form types them: "lat, lon" lines, read and written.
import { readCoordinate } from '../../components/map/coordinates.ts';

export type LatLon = [number, number];

/**
 * One typed point: "lat, lon", "lat lon", "lat; lon" or "lat,lon". A decimal comma (Indonesian
 * "0,75") is read as a decimal when a space, a semicolon or ", " separates the two numbers, and in
 * "-0,95,119,79" (two numbers of one decimal comma each); the range is checked as on a location.
 */
function readPoint(line: string): LatLon | null {
  let parts = line.split(/\s*;\s*|\s*,\s+|\s+/).filter(Boolean);
  if (parts.length === 1) {
    const commas = line.split(',');
    parts = commas.length === 4 ? [`${commas[0]},${commas[1]}`, `${commas[2]},${commas[3]}`] : commas;
  }
  if (parts.length !== 2) return null;
  const lat = readCoordinate(parts[0], 90);
  const lon = readCoordinate(parts[1], 180);
  return lat === null || lon === null ? null : [lat, lon];
}

/** One point a line -> points; null when a line is not a point. */
export function readPoints(text: string): LatLon[] | null {
  const points: LatLon[] = [];
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const point = readPoint(line);
    if (!point) return null;
    points.push(point);
  }
  return points;
}

export const writePoints = (points: readonly LatLon[]) => points.map(([lat, lon]) => `${lat}, ${lon}`).join('\n');
