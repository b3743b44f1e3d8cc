// How the two track kinds of spec 1 §1 are drawn on the trips' map: MAPBOX, the direction planned
// (thin, dashed), and FMS, the path driven (wider, solid, rounded). Plain layer specifications in
// the subset MapLibre and mapbox-gl share, so either engine draws them alike
// (tests/unit/location/route-layers.test.ts checks them against both style specs).
import type { LineLayerSpecification } from 'maplibre-gl';

/** One GeoJSON source's line layer per kind, told apart by the feature's `kind` property. */
export type RouteLayer = Omit<LineLayerSpecification, 'source'>;

export function routeLayers(colors: { planned: string; driven: string }): RouteLayer[] {
  return [
    { id: 'planned', type: 'line', filter: ['==', ['get', 'kind'], 'planned'], paint: { 'line-color': colors.planned, 'line-width': 3, 'line-dasharray': [2, 2] } },
    {
      id: 'driven',
      type: 'line',
      filter: ['==', ['get', 'kind'], 'driven'],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': colors.driven, 'line-width': 4 },
    },
  ];
}
