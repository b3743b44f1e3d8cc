// Trucks on the road as map parts: the planned direction (origin to destination, MAPBOX: a straight
// dashed line, the way the request asked it), the driven path (solid), the truck's dot.
import { useMemo, useRef } from 'react';
import { useTheme, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LiveTruck } from '../../../contract/tracking.ts';
import type { RouteLine, TruckDot } from '../../components/map/index.ts';
import { signalColor } from './signal.ts';

export function plannedLine(truck: LiveTruck): RouteLine | null {
  if (!truck.origin || !truck.destination) return null;
  return { id: `planned-${truck.track_id}`, kind: 'planned', coordinates: [[truck.origin.longitude, truck.origin.latitude], [truck.destination.longitude, truck.destination.latitude]] };
}

/** A driven path from [latitude, longitude] pairs. */
export const drivenLine = (trackId: number, path: readonly [number, number][]): RouteLine => ({ id: `driven-${trackId}`, kind: 'driven', coordinates: path.map(([lat, lon]) => [lon, lat] as [number, number]) });

export function truckDot(truck: LiveTruck, theme: Theme, label: string): TruckDot | null {
  if (!truck.position) return null;
  return { id: String(truck.track_id), latitude: truck.position.latitude, longitude: truck.position.longitude, color: signalColor(truck.signal, theme), label };
}

export const present = <T,>(items: readonly (T | null)[]): T[] => items.filter((x): x is T => x !== null);

/** `make(item)` once per item: an item read again unchanged keeps its object (react-query's structural sharing). */
function perItem<T extends object, R>(cache: WeakMap<T, R>, item: T, make: (item: T) => R): R {
  if (cache.has(item)) return cache.get(item)!;
  const made = make(item);
  cache.set(item, made);
  return made;
}

/**
 * The trucks' dots. A live map is read again each second while trucks report, and most trucks did
 * not move in that second: only a truck whose row changed gets its dot and label made again.
 */
export function useTruckDots(trucks: readonly LiveTruck[]): TruckDot[] {
  const translate = useTranslate();
  const theme = useTheme();
  const dotOf = useMemo(() => {
    const cache = new WeakMap<LiveTruck, TruckDot | null>();
    return (tr: LiveTruck) => perItem(cache, tr, () => truckDot(tr, theme, translate('tracking.truck.dot', { plate: tr.plate_number ?? '-', signal: translate(`tracking.signal.${tr.signal}`) })));
  }, [translate, theme]);
  return useMemo(() => present(trucks.map(dotOf)), [trucks, dotOf]);
}

function sameLine(a: RouteLine, b: RouteLine): boolean {
  if (a.id !== b.id || a.coordinates.length !== b.coordinates.length) return false;
  for (let i = 0; i < a.coordinates.length; i++) if (a.coordinates[i]![0] !== b.coordinates[i]![0] || a.coordinates[i]![1] !== b.coordinates[i]![1]) return false;
  return true;
}

/**
 * The trucks' planned directions, the same array while they stay the same: a truck's report moves
 * its dot, not its line, and the map re-tiles hundreds of lines only when a trip starts or ends.
 */
export function usePlannedLines(trucks: readonly LiveTruck[]): RouteLine[] {
  const cache = useMemo(() => new WeakMap<LiveTruck, RouteLine | null>(), []);
  const shown = useRef<RouteLine[]>([]);
  return useMemo(() => {
    const lines = present(trucks.map((tr) => perItem(cache, tr, plannedLine)));
    const before = shown.current;
    if (lines.length !== before.length || lines.some((line, i) => line !== before[i] && !sameLine(line, before[i]!))) shown.current = lines;
    return shown.current;
  }, [trucks, cache]);
}
