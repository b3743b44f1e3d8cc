// The LSP's trucks on the road as the dashboard lists them: the ones a dispatcher must call (silent,
// never reported) first, then by plate; a search over plate, driver, vendor and shipment (any case).
import type { LiveTruck } from '../../../contract/tracking.ts';
import { needsAttention } from './signal.ts';

/** The list's page size (spec 1 §2: shipping status of trucks, entries 8). */
export const TRUCKS_PAGE = 8;

export function trucksShown(trucks: readonly LiveTruck[], search: string): LiveTruck[] {
  const needle = search.trim().toLocaleLowerCase('id');
  const matches = needle
    ? trucks.filter((t) => [t.plate_number, t.driver_name, t.vendor_name, t.shipment_identity].some((v) => v?.toLocaleLowerCase('id').includes(needle)))
    : [...trucks];
  return matches.sort((a, b) => Number(needsAttention(b.signal)) - Number(needsAttention(a.signal)) || (a.plate_number ?? '').localeCompare(b.plate_number ?? ''));
}
