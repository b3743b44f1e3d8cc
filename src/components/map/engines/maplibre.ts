// The default engine: maplibre-gl and the style of style.ts (no token needed).
import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
// Vite bundles the worker as its own file; without this maplibre says "Worker failed to load".
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Layer, Map, Marker, NavigationControl, Popup, Source } from 'react-map-gl/maplibre';
import type { MapEngine } from '../engine.ts';
import { MAP_STYLE_URL } from '../style.ts';

maplibregl.setWorkerUrl(workerUrl);

export const maplibreEngine: MapEngine = {
  name: 'maplibre',
  gl: { Map, Marker, NavigationControl, Popup, Source, Layer },
  mapLib: maplibregl,
  styleUrl: MAP_STYLE_URL,
};
