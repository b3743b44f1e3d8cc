// The trucks of tracks as the history keeps them: the plate and driver each carries now (the
// entry is written in the same transaction as the change, so "now" is the moment it records).
import { eq, inArray } from 'drizzle-orm';
import type { HistoryTruck } from '../../../contract/shipment-history.ts';
import { drivers, tracks, users, vehicleDetails } from '../../db/schema/index.ts';
import type { Tx } from './tx.ts';

/** Plate and driver of each track named, by track id; one statement. */
export async function trucksOfTracks(tx: Tx, ids: number[]): Promise<Map<number, HistoryTruck>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: tracks.id, plate: vehicleDetails.plateNumber, driver: users.name })
    .from(tracks)
    .leftJoin(vehicleDetails, eq(vehicleDetails.id, tracks.vehicleDetailId))
    .leftJoin(drivers, eq(drivers.id, tracks.driverId))
    .leftJoin(users, eq(users.id, drivers.userId))
    .where(inArray(tracks.id, ids));
  return new Map(rows.map((r) => [r.id, { plate: r.plate, driver: r.driver }]));
}
