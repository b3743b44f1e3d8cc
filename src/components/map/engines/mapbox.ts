// The engine with an operator's public Mapbox token: mapbox-gl (its worker is built into its own
// bundle) and Mapbox's streets style. mapbox-gl v2+ is under the Mapbox Terms of Service, not an
// open licence: it is fetched only by pages of a server configured with a token (docs/tracking.md).
import 'mapbox-gl/dist/mapbox-gl.css';
import mapboxgl from 'mapbox-gl';
import * as reactMapbox from 'react-map-gl/mapbox';
import type { MapEngine } from '../engine.ts';

export const MAPBOX_STYLE_URL = 'mapbox://styles/mapbox/streets-v12';

export function mapboxEngine(token: string): MapEngine {
  // One token for the page: set on the library rather than on every map.
  mapboxgl.accessToken = token;
  const { Map, Marker, NavigationControl, Popup, Source, Layer } = reactMapbox;
  return {
    name: 'mapbox',
    // Same components and props as the MapLibre flavour; only each library's own type names differ.
    gl: { Map, Marker, NavigationControl, Popup, Source, Layer } as unknown as MapEngine['gl'],
    mapLib: mapboxgl as unknown as MapEngine['mapLib'],
    styleUrl: MAPBOX_STYLE_URL,
  };
}
