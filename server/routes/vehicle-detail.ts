// /v1/vehicle-detail: plates of a vendor's vehicles, each with its usual driver. Plates are
// unique platform-wide. Read: the vendor, its collaborating LSPs, admins. Write: the vendor.
import { and, count, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { plateImports, vehicleDetail, vehicleDetailList, type VehicleDetailRecord } from '../../contract/vehicle-detail.ts';
import type { Db } from '../db/open.ts';
import { drivers, invoiceDetails, tracks, users, vehicleDetails, vehicleTypes, vehicles } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { chunked, insertedFlag, insertRows, nameOf, rowsOf } from '../lib/bulk.ts';
import { conflict, invalid, notFound } from '../lib/errors.ts';
import { assertOwnPlates, nameKey, onActiveTrack, onAnyTrack, ownVendor, usualDriverRefusals, vendorScope, type DbOrTx } from '../lib/fleet.ts';
import { importRoutes } from '../lib/import-routes.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

type Col = (typeof vehicleDetailList.search)[number] | (typeof vehicleDetailList.sort)[number] | (typeof vehicleDetailList.filter)[number];

const onTrack = onActiveTrack(tracks.vehicleDetailId, vehicleDetails.id);
const rowFields = {
  d: vehicleDetails,
  vehicleName: vehicles.name,
  vendorId: vehicles.vendorId,
  typeName: vehicleTypes.name,
  driverName: users.name,
  driverBlocked: drivers.isBlocked,
  onTrack: sql<boolean>`${onTrack}`,
};
interface Raw {
  d: typeof vehicleDetails.$inferSelect;
  vehicleName: string;
  vendorId: number;
  typeName: string | null;
  driverName: string | null;
  driverBlocked: boolean | null;
  onTrack: boolean;
}

const selectPlates = (db: DbOrTx) =>
  db
    .select(rowFields)
    .from(vehicleDetails)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDetails.vehicleId))
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
    .leftJoin(drivers, eq(drivers.id, vehicleDetails.driverId))
    .leftJoin(users, eq(users.id, drivers.userId))
    .$dynamic();

function toPlate(r: Raw): VehicleDetailRecord {
  return {
    id: r.d.id,
    plate_number: r.d.plateNumber,
    vehicle_id: r.d.vehicleId,
    vehicle: { id: r.d.vehicleId, name: r.vehicleName, vehicle_type_name: r.typeName },
    driver_id: r.d.driverId,
    driver: r.d.driverId !== null && r.driverName !== null ? { id: r.d.driverId, name: r.driverName, is_blocked: Boolean(r.driverBlocked) } : null,
    vendor_id: r.vendorId,
    on_track: Boolean(r.onTrack),
    created_at: r.d.createdAt.toISOString(),
  };
}

const source = (db: Db): ListSource<Col, Raw, VehicleDetailRecord> => ({
  what: 'vehicle-detail',
  db,
  decl: vehicleDetailList,
  columns: {
    plate_number: col(vehicleDetails.plateNumber),
    'vehicle.name': col(vehicles.name),
    'driver.name': col(users.name),
    created_at: col(vehicleDetails.createdAt),
    vehicle_id: col(vehicleDetails.vehicleId),
    driver_id: col(vehicleDetails.driverId),
    vendor_id: col(vehicles.vendorId),
  },
  idColumn: vehicleDetails.id,
  rows: () => selectPlates(db),
  keys: () =>
    db
      .select({ id: vehicleDetails.id })
      .from(vehicleDetails)
      .innerJoin(vehicles, eq(vehicles.id, vehicleDetails.vehicleId))
      .leftJoin(drivers, eq(drivers.id, vehicleDetails.driverId))
      .leftJoin(users, eq(users.id, drivers.userId))
      .$dynamic(),
  toRow: toPlate,
});

const scope = (caller: Caller) => vendorScope(caller, vehicles.vendorId);

async function findVisible(db: DbOrTx, caller: Caller, id: number): Promise<VehicleDetailRecord> {
  const [row] = await selectPlates(db).where(and(scope(caller), eq(vehicleDetails.id, id))).limit(1);
  if (!row) throw notFound();
  return toPlate(row);
}

async function assertPlateFree(db: DbOrTx, plate: string, exceptId?: number, field = 'plate_number') {
  const [taken] = await db.select({ id: vehicleDetails.id }).from(vehicleDetails).where(eq(vehicleDetails.plateNumber, plate)).limit(1);
  if (taken && taken.id !== exceptId) throw invalid({ [field]: ['validation.duplicate'] });
}

/** The vehicle must be the vendor's; the driver (when set) the vendor's and not blocked. */
async function checkReferences(db: DbOrTx, vendorId: number, vehicleId: number, driverId: number | null | undefined) {
  const errors: Record<string, string[]> = {};
  const [v] = await db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.id, vehicleId), eq(vehicles.vendorId, vendorId))).limit(1);
  if (!v) errors.vehicle_id = ['validation.invalid'];
  const refused = driverId ? (await usualDriverRefusals(db, vendorId, [driverId])).get(driverId) : undefined;
  if (refused) errors.driver_id = [refused];
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Plates on any track or invoice are history: they stay. */
async function assertDeletable(db: DbOrTx, ids: number[]) {
  const [used] = await db
    .select({ n: count() })
    .from(vehicleDetails)
    .where(and(inArray(vehicleDetails.id, ids), sql`(${onAnyTrack(tracks.vehicleDetailId, vehicleDetails.id)} or exists (select 1 from ${invoiceDetails} where ${invoiceDetails.vehicleDetailId} = ${vehicleDetails.id}))`));
  if ((used?.n ?? 0) > 0) throw conflict('server.plateInUse');
}

export function vehicleDetailRoutes(app: FastifyInstance, s: Services) {
  route(app, s, vehicleDetail.list, async ({ caller, query, req, db }) => {
    const { mode, ...list } = query;
    const conditions: SQL[] = [scope(caller)];
    if (mode === 'available') conditions.push(not(onTrack));
    if (mode === 'on_track') conditions.push(onTrack);
    return answerList(source(db), list, { scope: and(...conditions), ...listContext(req, s) });
  });

  route(app, s, vehicleDetail.get, async ({ caller, params, db }) => ({ data: await findVisible(db, caller, params.id) }));

  route(app, s, vehicleDetail.create, async ({ caller, body, db, req }) => {
    const vendorId = ownVendor(caller);
    await checkReferences(db, vendorId, body.vehicle_id, body.driver_id);
    await assertPlateFree(db, body.plate_number);
    const [row] = await db
      .insert(vehicleDetails)
      .values({ vehicleId: body.vehicle_id, plateNumber: body.plate_number, driverId: body.driver_id ?? null })
      .returning({ id: vehicleDetails.id });
    return { message: t(req, 'server.created'), data: await findVisible(db, caller, row!.id) };
  });

  route(app, s, vehicleDetail.update, async ({ caller, params, body, db, req }) => {
    const vendorId = ownVendor(caller);
    const current = await findVisible(db, caller, params.id);
    await checkReferences(db, vendorId, body.vehicle_id, body.driver_id);
    await assertPlateFree(db, body.plate_number, current.id);
    await db
      .update(vehicleDetails)
      .set({ vehicleId: body.vehicle_id, plateNumber: body.plate_number, ...(body.driver_id !== undefined ? { driverId: body.driver_id } : {}) })
      .where(eq(vehicleDetails.id, current.id));
    return { message: t(req, 'server.updated'), data: await findVisible(db, caller, current.id) };
  });

  route(app, s, vehicleDetail.remove, async ({ caller, params, db, req }) => {
    ownVendor(caller);
    const current = await findVisible(db, caller, params.id);
    await assertDeletable(db, [current.id]);
    await db.delete(vehicleDetails).where(eq(vehicleDetails.id, current.id));
    return { message: t(req, 'server.deleted') };
  });

  route(app, s, vehicleDetail.removeMany, async ({ caller, body, db, req }) => {
    const vendorId = ownVendor(caller);
    const ids = [...new Set(body.vehicle_detail_ids)];
    await db.transaction(async (tx) => {
      await assertOwnPlates(tx, vendorId, ids);
      await assertDeletable(tx, ids);
      await tx.delete(vehicleDetails).where(inArray(vehicleDetails.id, ids));
    });
    return { message: t(req, 'server.deleted') };
  });

  importRoutes(app, s, plateImports, async ({ caller, body, db }) => {
    const vendorId = ownVendor(caller);
    const rows = body.vehicles_details;
    const errors: Record<string, string[]> = {};
    const field = (i: number, f: string, key: string) => (errors[`vehicles_details.${i}.${f}`] = [key]);

    // The vendor's vehicles by name (a name used twice is ambiguous) and by id.
    const own = await db.select({ id: vehicles.id, name: vehicles.name }).from(vehicles).where(eq(vehicles.vendorId, vendorId));
    const byName = new Map<string, number | null>();
    for (const v of own) byName.set(nameKey(v.name), byName.has(nameKey(v.name)) ? null : v.id);
    const ownIds = new Set(own.map((v) => v.id));
    const vehicleOf = (value: string) => byName.get(nameKey(value)) ?? (/^\d{1,9}$/.test(value) && ownIds.has(Number(value)) ? Number(value) : undefined);

    const niks = [...new Set(rows.map((r) => r.driver_national_identity).filter((n): n is string => Boolean(n)))];
    const ownDrivers = niks.length
      ? await db.select({ id: drivers.id, nik: drivers.nationalIdentity, blocked: drivers.isBlocked }).from(drivers).where(and(eq(drivers.vendorId, vendorId), sql`${drivers.nationalIdentity} = any(${sql.param(niks)}::text[])`))
      : [];
    const driverOf = new Map(ownDrivers.map((d) => [d.nik, d]));

    const plates = rows.map((r) => r.plate_number);
    const existing = await db
      .select({ id: vehicleDetails.id, plate: vehicleDetails.plateNumber, vendorId: vehicles.vendorId })
      .from(vehicleDetails)
      .innerJoin(vehicles, eq(vehicles.id, vehicleDetails.vehicleId))
      .where(sql`${vehicleDetails.plateNumber} = any(${sql.param(plates)}::text[])`);
    const plateOwner = new Map(existing.map((e) => [e.plate, e]));

    const seen = new Set<string>();
    const planned = rows.map((r, i) => {
      if (seen.has(r.plate_number)) field(i, 'plate_number', 'validation.duplicate');
      seen.add(r.plate_number);
      const taken = plateOwner.get(r.plate_number);
      if (taken && taken.vendorId !== vendorId) field(i, 'plate_number', 'validation.duplicate');
      const vehicleId = vehicleOf(r.vehicle_name);
      if (vehicleId === undefined) field(i, 'vehicle_name', byName.get(nameKey(r.vehicle_name)) === null ? 'validation.invalid' : 'validation.notFound');
      const d = r.driver_national_identity ? driverOf.get(r.driver_national_identity) : undefined;
      if (r.driver_national_identity && !d) field(i, 'driver_national_identity', 'validation.notFound');
      if (d?.blocked) field(i, 'driver_national_identity', 'validation.driverBlocked');
      return { index: i, plate: r.plate_number, vehicleId: vehicleId!, driverId: d?.id ?? null };
    });
    if (Object.keys(errors).length) throw invalid(errors);

    // Set-based (server/lib/bulk.ts): one upsert per chunk of rows, all chunks in one transaction.
    // A plate of the vendor is moved/updated. One that became another vendor's since the checks above
    // is left alone by the upsert (its WHERE) and refuses the whole import like the check would.
    return db.transaction(async (tx) => {
      let created = 0;
      for (const part of chunked(planned)) {
        const rows = await rowsOf<{ inserted: boolean; plate: string }>(
          tx,
          sql`${insertRows(vehicleDetails, ['plateNumber', 'vehicleId', 'driverId'], part.map((p) => ({ plateNumber: p.plate, vehicleId: p.vehicleId, driverId: p.driverId })))}
            on conflict (${nameOf(vehicleDetails.plateNumber)}) do update set
            ${nameOf(vehicleDetails.vehicleId)} = excluded.${nameOf(vehicleDetails.vehicleId)}, ${nameOf(vehicleDetails.driverId)} = excluded.${nameOf(vehicleDetails.driverId)}
            where ${vehicleDetails.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.vendorId} = ${vendorId})
            returning ${insertedFlag}, ${nameOf(vehicleDetails.plateNumber)} as plate`,
        );
        if (rows.length < part.length) {
          const written = new Set(rows.map((r) => r.plate));
          for (const p of part) if (!written.has(p.plate)) field(p.index, 'plate_number', 'validation.duplicate');
          throw invalid(errors);
        }
        created += rows.filter((r) => r.inserted).length;
      }
      return { created, updated: planned.length - created };
    });
  });
}
