// Which library draws the maps (issue 24; the stack rule "maplibre-gl via react-map-gl, mapbox-gl
// only with a token"): MapLibre with a style that needs no token, or mapbox-gl with Mapbox's own
// base map when the operator configured a public Mapbox token (MAPBOX_PUBLIC_TOKEN). Each library
// is its own lazy chunk (engines/*.ts): a page loads only the one it draws with, and only for a map.
import type * as maplibregl from 'maplibre-gl';
import type * as ReactMapGl from 'react-map-gl/maplibre';

export type MapEngineName = 'maplibre' | 'mapbox';

/**
 * Mapbox only with a public token (pk.*): Mapbox draws nothing without one, and a secret one
 * (sk.*) must never be used in a browser (the server refuses it too: server/config.ts).
 */
export const mapEngineFor = (mapboxToken: string | null | undefined): MapEngineName => (mapboxToken?.startsWith('pk.') ? 'mapbox' : 'maplibre');

/** A loaded engine: react-map-gl's components for its library, the library, its base map style. */
export interface MapEngine {
  name: MapEngineName;
  /** react-map-gl gives both libraries one component API; typed as its MapLibre flavour. */
  gl: Pick<typeof ReactMapGl, 'Map' | 'Marker' | 'NavigationControl' | 'Popup' | 'Source' | 'Layer'>;
  mapLib: typeof maplibregl;
  styleUrl: string;
}
