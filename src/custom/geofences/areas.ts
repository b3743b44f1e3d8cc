// Geofences as map areas: a circle's ring or a polygon's, a forbidden zone in its own tone, the
// label its name and kind (the dashboard's live map, the drawing form's other geofences).
import type { GeofenceRecord } from '../../../contract/geofence.ts';
import { circleRing, polygonRing, type MapArea } from '../../components/map/areas.ts';
import type { LatLon } from './shape.ts';

/** A geofence's ring of [lon, lat]: a circle's around its centre, a polygon's closed; null while it is not an area yet (being drawn). */
export function fenceRing(shape: GeofenceRecord['shape'], center: LatLon | null, radiusM: number | null, points: readonly LatLon[]): [number, number][] | null {
  if (shape === 'CIRCLE') return center && radiusM ? circleRing(center[0], center[1], radiusM) : null;
  return points.length >= 3 ? polygonRing(points) : null;
}

export function geofenceAreas(fences: readonly GeofenceRecord[], kindLabel: (kind: GeofenceRecord['kind']) => string): MapArea[] {
  return fences.flatMap((g) => {
    const ring = fenceRing(g.shape, [g.latitude, g.longitude], g.radius_m, g.points ?? []);
    return ring ? [{ id: String(g.id), label: `${g.name} (${kindLabel(g.kind)})`, tone: g.kind === 'FORBIDDEN' ? ('forbidden' as const) : ('place' as const), ring }] : [];
  });
}
