// Trips on a map for the tracking screens: RouteMapView through LazyMap.
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { loadWhenOnline } from '../chunkReload.ts';
import { LazyMap } from './LazyMap.tsx';
import { loadMapEngine } from './loadEngine.ts';
import type { RouteMapViewProps } from './RouteMapView.tsx';

const loadView = loadWhenOnline(() => import('./RouteMapView.tsx'));
const RouteMapView = lazy(loadView);

/**
 * Fetches and runs the map's code and its engine now, while the screen still waits for its data (a
 * playback's read takes about a second): the map then starts at once when the data comes. Failures
 * are left to the map itself (LazyMap's note).
 */
export function preloadRouteMap(): void {
  loadView().catch(() => undefined);
  loadMapEngine().catch(() => undefined);
}

export type RouteMapProps = Omit<RouteMapViewProps, 'onUnavailable'>;

export function RouteMap(props: RouteMapProps) {
  const translate = useTranslate();
  return <LazyMap View={RouteMapView} props={props as RouteMapViewProps} height={props.height ?? 360} note={translate('map.unavailableView')} />;
}
