// Trucks on the road as map parts: the planned direction (origin to destination, MAPBOX: a straight
// dashed line, the way the request asked it), the driven path (solid), the truck's dot.
import type { Theme } from '@mui/material';
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
