// Which base map the maps draw. One place to change: VITE_MAP_STYLE_URL at build time, else a
// style that needs no token. When the style cannot be loaded (no internet, blocked host) the map
// switches to FALLBACK_STYLE: a plain background with a 5-degree grid, so clicking and dragging
// the pin still work.
// This is MapLibre's base map; with an operator's Mapbox token the maps draw Mapbox's instead
// (engine.ts, engines/mapbox.ts), and fall back to the same grid.
import type { StyleSpecification } from 'maplibre-gl';

const DEFAULT_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

export const MAP_STYLE_URL: string = (import.meta.env?.VITE_MAP_STYLE_URL as string | undefined) || DEFAULT_STYLE_URL;

/** How long the style may take before the map gives up on it and uses the fallback. */
export const STYLE_TIMEOUT_MS = 8_000;

/** Lines every 5 degrees (the equator stronger): some bearing on a map with no base layer. */
function graticule() {
  const line = (coordinates: [number, number][], equator = false) => ({ type: 'Feature' as const, properties: { equator }, geometry: { type: 'LineString' as const, coordinates } });
  const features: ReturnType<typeof line>[] = [];
  for (let lng = -180; lng <= 180; lng += 5) features.push(line([[lng, -85], [lng, 85]]));
  for (let lat = -80; lat <= 80; lat += 5) features.push(line([[-180, lat], [180, lat]], lat === 0));
  return { type: 'FeatureCollection' as const, features };
}

export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: { graticule: { type: 'geojson', data: graticule() } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#e4edf1' } },
    { id: 'graticule', type: 'line', source: 'graticule', paint: { 'line-color': '#9fb4bf', 'line-width': ['case', ['get', 'equator'], 1.5, 0.5] } },
  ],
};
