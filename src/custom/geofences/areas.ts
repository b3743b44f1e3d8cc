// Geofences as map areas: a circle's ring or a polygon's, a forbidden zone in its own tone, the
// label its name and kind (the dashboard's live map, the drawing form's other geofences).
import type { GeofenceRecord } from '../../../contract/geofence.ts';
import { areasView, circleRing, polygonRing, type MapArea } from '../../components/map/areas.ts';
import { boundsView, initialView } from '../../components/map/coordinates.ts';
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

/**
 * Where the drawing map opens: a geofence being edited on itself (a circle's centre, a polygon's
 * points); a new one, with nothing drawn yet, over the LSP's other geofences (their bounds, padded,
 * zoomed in no further than boundsView lets), so a zone of a few km is not a speck on the default
 * view; with no other geofences, the default view.
 */
export function fenceFirstView(shape: GeofenceRecord['shape'], center: LatLon | null, points: readonly LatLon[], others: readonly MapArea[]) {
  const own = (shape === 'CIRCLE' ? (center ? [center] : []) : points).map(([latitude, longitude]) => ({ latitude, longitude }));
  if (own.length > 1) return boundsView(own);
  return own.length ? initialView(own[0]!) : (areasView(others) ?? initialView(null));
}
