// The map as the location screens use it: MapView through LazyMap. A map that only shows (no
// `onPick`) says nothing about placing a pin or typing coordinates when it cannot be drawn.
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { loadWhenOnline } from '../chunkReload.ts';
import { LazyMap } from './LazyMap.tsx';
import type { MapViewProps } from './MapView.tsx';

const MapView = lazy(loadWhenOnline(() => import('./MapView.tsx')));

export type LocationMapProps = Omit<MapViewProps, 'onUnavailable'>;

export function LocationMap(props: LocationMapProps) {
  const translate = useTranslate();
  return <LazyMap View={MapView} props={props as MapViewProps} height={props.height ?? 320} note={translate(props.onPick ? 'map.unavailable' : 'map.unavailableView')} />;
}
