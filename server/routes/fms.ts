// /v1/fms: a vendor syncs its trucks from its fleet-management service (Services.fms). The sync
// makes or updates the vendor's FMS vehicles (by model name) and plates in one transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fms } from '../../contract/fms.ts';
import { normalizePlate } from '../../contract/vehicle-detail.ts';
import { FmsUnavailable, type FmsUnit } from '../adapters/fms.ts';
import { vehicleDetails, vehicleFeatureLinks, vehicles, vendors } from '../db/schema/index.ts';
import { HttpError, invalid } from '../lib/errors.ts';
import { featuresByName, nameKey, ownVendor, typesByName } from '../lib/fleet.ts';
import { fmsExchange } from '../lib/mirroring/fms.ts';
import { t } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { loadVehicles } from './vehicle.ts';

const dec = (v: number | undefined) => (v === undefined ? null : String(v));

export function fmsRoutes(app: FastifyInstance, s: Services) {
  route(app, s, fms.sync, async ({ caller, body, db, req }) => {
    const vendorId = ownVendor(caller);
    // Every sync is written to the mirroring log: a failure on its own, a success in the sync's transaction.
    const mirror = fmsExchange(s.fms, vendorId, req.id, s.clock());
    let units: FmsUnit[] | null;
    try {
      units = await s.fms.fetchFleet(body.email, body.password);
    } catch (e) {
      if (!(e instanceof FmsUnavailable)) throw e;
      await mirror.failed(db, 'UNREACHABLE');
      throw new HttpError(502, 'server.fmsUnavailable');
    }
    if (!units) {
      await mirror.failed(db, 'CREDENTIALS_REFUSED');
      throw invalid({ email: ['validation.fmsLogin'] }, 'validation.fmsLogin');
    }
    const fleet = units.map((u) => ({ ...u, plate_number: normalizePlate(u.plate_number).slice(0, 32) })).filter((u) => u.plate_number.length >= 2);

    const ids = await db.transaction(async (tx) => {
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
          await tx.update(vehicles).set({ ...values, updatedAt: s.clock() }).where(eq(vehicles.id, id));
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
      await tx.update(vendors).set({ fmsEmail: body.email, fmsSyncedAt: s.clock(), updatedAt: s.clock() }).where(eq(vendors.id, vendorId));
      await mirror.synced(tx, synced.size);
      return [...synced];
    });
    const data = ids.length ? await loadVehicles(db, inArray(vehicles.id, ids)) : [];
    return { message: t(req, 'server.fmsSynced', { count: data.length }), data };
  });

  route(app, s, fms.unsync, async ({ caller, db, req }) => {
    const vendorId = ownVendor(caller);
    await db.transaction(async (tx) => {
      await tx.update(vendors).set({ fmsEmail: null, fmsSyncedAt: null, updatedAt: s.clock() }).where(eq(vendors.id, vendorId));
      // The trucks stay; from now on they are the vendor's own (manual) vehicles.
      await tx.update(vehicles).set({ source: 'MANUAL', updatedAt: s.clock() }).where(and(eq(vehicles.vendorId, vendorId), eq(vehicles.source, 'FMS')));
    });
    return { message: t(req, 'server.fmsUnsynced') };
  });
}
