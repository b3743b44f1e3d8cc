// Geofences as map areas: a circle's ring or a polygon's, a forbidden zone in its own tone, the
// label its name and kind (the dashboard's live map, the drawing form's other geofences).
import type { GeofenceRecord } from '../../../contract/geofence.ts';
import { circleRing, polygonRing, type MapArea } from '../../components/map/areas.ts';

export function geofenceAreas(fences: readonly GeofenceRecord[], kindLabel: (kind: GeofenceRecord['kind']) => string): MapArea[] {
  return fences.flatMap((g) => {
    const ring = g.shape === 'CIRCLE' ? (g.radius_m ? circleRing(g.latitude, g.longitude, g.radius_m) : null) : g.points && g.points.length >= 3 ? polygonRing(g.points) : null;
    return ring ? [{ id: String(g.id), label: `${g.name} (${kindLabel(g.kind)})`, tone: g.kind === 'FORBIDDEN' ? ('forbidden' as const) : ('place' as const), ring }] : [];
  });
}
