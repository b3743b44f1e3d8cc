// The engine the maps draw with, chosen once per page: the server's map settings say whether a
// public Mapbox token is configured (GET /v1/map-settings), then that engine's chunk is fetched.
// The maps wait for it under their Suspense (useBaseMap: React's `use`).
import { mapSettings } from '../../../contract/map-settings.ts';
import { request } from '../../api/http.ts';
import { loadWhenOnline } from '../chunkReload.ts';
import { mapEngineFor, type MapEngine } from './engine.ts';

let loading: Promise<MapEngine> | null = null;

/** The token, or null when there is none or the settings cannot be read: MapLibre still draws. */
async function readMapboxToken(): Promise<string | null> {
  try {
    return (await request(mapSettings.get)).data.mapbox_token;
  } catch {
    return null;
  }
}

async function load(): Promise<MapEngine> {
  const token = await readMapboxToken();
  if (token && mapEngineFor(token) === 'mapbox') return (await import('./engines/mapbox.ts')).mapboxEngine(token);
  return (await import('./engines/maplibre.ts')).maplibreEngine;
}

/**
 * The same promise for every map of the page and every render (React's `use` needs that): a chunk
 * that failed offline is fetched again once the browser is online; any other failure stays, and
 * the maps show LazyMap's note, as with a failed lazy view.
 */
export function loadMapEngine(): Promise<MapEngine> {
  loading ??= loadWhenOnline(load)();
  return loading;
}
