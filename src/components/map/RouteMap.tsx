// Trips on a map for the tracking screens: RouteMapView through LazyMap.
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { loadWhenOnline } from '../chunkReload.ts';
import { LazyMap } from './LazyMap.tsx';
import type { RouteMapViewProps } from './RouteMapView.tsx';

const RouteMapView = lazy(loadWhenOnline(() => import('./RouteMapView.tsx')));

export type RouteMapProps = Omit<RouteMapViewProps, 'onUnavailable'>;

export function RouteMap(props: RouteMapProps) {
  const translate = useTranslate();
  return <LazyMap View={RouteMapView} props={props as RouteMapViewProps} height={props.height ?? 360} note={translate('map.unavailableView')} />;
}
