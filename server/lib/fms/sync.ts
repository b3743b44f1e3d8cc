// A vendor's fleet sync (spec 2 §3 "FMS sync"): the FMS's trucks become the vendor's FMS vehicles
// (by model name) and plates, in the caller's transaction; the link (lib/fms/link.ts) keeps the
// token its positions are pulled with.
import { and, eq } from 'drizzle-orm';
import { normalizePlate } from '../../../contract/vehicle-detail.ts';
import type { FmsUnit } from '../../adapters/fms.ts';
import { vehicleDetails, vehicleFeatureLinks, vehicles, vendors } from '../../db/schema/index.ts';
import { featuresByName, nameKey, typesByName } from '../fleet.ts';
import type { Tx } from '../freight/tx.ts';

const dec = (v: number | undefined) => (v === undefined ? null : String(v));

/** The units with their plates as stored (normalised, at most 32 characters), those too short dropped. */
export const fleetOf = (units: readonly FmsUnit[]) =>
  units.map((u) => ({ ...u, plate_number: normalizePlate(u.plate_number).slice(0, 32) })).filter((u) => u.plate_number.length >= 2);

/** Makes or updates the vendor's FMS vehicles and plates; answers the vehicles' ids. */
export async function syncFleet(tx: Tx, vendorId: number, fleet: readonly FmsUnit[], email: string, now: Date): Promise<number[]> {
  const typeIds = await typesByName(tx, vendorId, fleet.map((u) => u.type_name));
  const featureIds = await featuresByName(tx, fleet.flatMap((u) => u.features));
  const mine = await tx.select({ id: vehicles.id, name: vehicles.name }).from(vehicles).where(and(eq(vehicles.vendorId, vendorId), eq(vehicles.source, 'FMS')));
  const vehicleOf = new Map(mine.map((v) => [nameKey(v.name), v.id]));
  const synced = new Set<number>();
  for (const u of fleet) {
    const values = { name: u.vehicle_name, vehicleTypeId: typeIds.get(nameKey(u.type_name))!, length: dec(u.length), width: dec(u.width), height: dec(u.height), maxVolume: dec(u.max_volume), maxWeight: dec(u.max_weight) };
    let id = vehicleOf.get(nameKey(u.vehicle_name));
    if (id === undefined) {
      const [row] = await tx.insert(vehicles).values({ ...values, vendorId, source: 'FMS' }).returning({ id: vehicles.id });
      id = row!.id;
      vehicleOf.set(nameKey(u.vehicle_name), id);
    } else if (!synced.has(id)) {
      await tx.update(vehicles).set({ ...values, updatedAt: now }).where(eq(vehicles.id, id));
    }
    if (!synced.has(id)) {
      await tx.delete(vehicleFeatureLinks).where(eq(vehicleFeatureLinks.vehicleId, id));
      const links = [...new Set(u.features.map((f) => featureIds.get(nameKey(f))!))];
      if (links.length) await tx.insert(vehicleFeatureLinks).values(links.map((featureId) => ({ vehicleId: id!, featureId })));
    }
    synced.add(id);
    // A plate already here moves to its model when it is the vendor's; another vendor's plate is left alone.
    const [plate] = await tx
      .select({ id: vehicleDetails.id, vendorId: vehicles.vendorId })
      .from(vehicleDetails)
      .innerJoin(vehicles, eq(vehicles.id, vehicleDetails.vehicleId))
      .where(eq(vehicleDetails.plateNumber, u.plate_number))
      .limit(1);
    if (!plate) await tx.insert(vehicleDetails).values({ vehicleId: id, plateNumber: u.plate_number });
    else if (plate.vendorId === vendorId) await tx.update(vehicleDetails).set({ vehicleId: id }).where(eq(vehicleDetails.id, plate.id));
  }
  await tx.update(vendors).set({ fmsEmail: email, fmsSyncedAt: now, updatedAt: now }).where(eq(vendors.id, vendorId));
  return [...synced];
}

/** Unsync: the link goes; the trucks stay, from now on the vendor's own (manual) vehicles. */
export async function unsyncFleet(tx: Tx, vendorId: number, now: Date): Promise<void> {
  await tx.update(vendors).set({ fmsEmail: null, fmsSyncedAt: null, updatedAt: now }).where(eq(vendors.id, vendorId));
  await tx.update(vehicles).set({ source: 'MANUAL', updatedAt: now }).where(and(eq(vehicles.vendorId, vendorId), eq(vehicles.source, 'FMS')));
}
