// /v1/vehicle: a vendor's vehicle models with features, photo and plates. Read: the vendor, its
// collaborating LSPs, admins. Write: the vendor (tenant from the token).
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { splitFeatures, vehicle, vehicleImports, vehicleList, type VehicleRecord } from '../../contract/vehicle.ts';
import type { VehicleTypeCarries } from '../../contract/vehicle-catalog.ts';
import type { Db } from '../db/open.ts';
import { drivers, shipmentVendorVehicles, tracks, users, vehicleDetails, vehicleFeatureLinks, vehicleFeatures, vehicleTypes, vehicles, vendors } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { chunked, insertRows, nameOf, rowsOf, updateRows } from '../lib/bulk.ts';
import { pgErrorOf } from '../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../lib/errors.ts';
import { fileUrl } from '../lib/files.ts';
import { importRoutes } from '../lib/import-routes.ts';
import { assertOwnPlates, featuresByName, nameKey, onAnyTrack, ownVendor, typesByName, usualDriverRefusals, vendorScope, type DbOrTx } from '../lib/fleet.ts';
import { answerList, col, expr, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { storeUpload } from '../lib/uploads.ts';
import { num } from '../lib/values.ts';

type Col = (typeof vehicleList.search)[number] | (typeof vehicleList.sort)[number] | (typeof vehicleList.filter)[number];

const dec = (v: number | undefined) => (v === undefined ? undefined : String(v));

const plateCount = sql<number>`(select count(*)::int from ${vehicleDetails} where ${vehicleDetails.vehicleId} = ${vehicles.id})`;
const plateText = sql<string>`(select string_agg(${vehicleDetails.plateNumber}, ' ') from ${vehicleDetails} where ${vehicleDetails.vehicleId} = ${vehicles.id})`;
const featureList = sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name) order by f.name) from ${vehicleFeatureLinks} l join ${vehicleFeatures} f on f.id = l.feature_id where l.vehicle_id = ${vehicles.id}), '[]'::json)`;

const rowFields = { v: vehicles, typeName: vehicleTypes.name, typeCarries: vehicleTypes.carries, vendorName: vendors.name, plates: plateCount, features: featureList };
interface Raw {
  v: typeof vehicles.$inferSelect;
  typeName: string | null;
  typeCarries: string[] | null;
  vendorName: string;
  plates: number;
  features: { id: number; name: string }[];
}

const selectVehicles = (db: DbOrTx) =>
  db.select(rowFields).from(vehicles).innerJoin(vendors, eq(vendors.id, vehicles.vendorId)).leftJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId)).$dynamic();

export function toVehicle({ v, typeName, typeCarries, vendorName, plates, features }: Raw): VehicleRecord {
  return {
    id: v.id,
    name: v.name,
    length: num(v.length),
    width: num(v.width),
    height: num(v.height),
    max_volume: num(v.maxVolume),
    max_weight: num(v.maxWeight),
    vehicle_type_id: v.vehicleTypeId,
    vehicle_type: v.vehicleTypeId !== null && typeName !== null ? { id: v.vehicleTypeId, name: typeName, carries: (typeCarries ?? []) as VehicleTypeCarries } : null,
    vendor_id: v.vendorId,
    vendor: { id: v.vendorId, name: vendorName },
    feature_ids: features.map((f) => f.id),
    features,
    photo: v.photo,
    photo_url: fileUrl(v.photo),
    source: v.source,
    vehicle_details_count: Number(plates),
    created_at: v.createdAt.toISOString(),
  };
}

/** Vehicles by id, in name order (for answers after writes and the FMS sync). */
export async function loadVehicles(db: DbOrTx, where: SQL): Promise<VehicleRecord[]> {
  return (await selectVehicles(db).where(where).orderBy(asc(vehicles.name), asc(vehicles.id))).map(toVehicle);
}

const source = (db: Db): ListSource<Col, Raw, VehicleRecord> => ({
  what: 'vehicle',
  db,
  decl: vehicleList,
  columns: {
    name: col(vehicles.name),
    'vehicle_details.plate_number': expr(plateText),
    'vehicle_type.name': col(vehicleTypes.name),
    created_at: col(vehicles.createdAt),
    max_weight: col(vehicles.maxWeight, 'number'),
    max_volume: col(vehicles.maxVolume, 'number'),
    vehicle_details_count: expr(plateCount, 'int'),
    vendor_id: col(vehicles.vendorId),
    vehicle_type_id: col(vehicles.vehicleTypeId),
    source: col(vehicles.source),
  },
  idColumn: vehicles.id,
  rows: () => selectVehicles(db),
  keys: () => db.select({ id: vehicles.id }).from(vehicles).innerJoin(vendors, eq(vendors.id, vehicles.vendorId)).leftJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId)).$dynamic(),
  toRow: toVehicle,
});

const scope = (caller: Caller) => vendorScope(caller, vehicles.vendorId);

async function findVisible(db: DbOrTx, caller: Caller, id: number): Promise<VehicleRecord> {
  const [row] = await loadVehicles(db, and(scope(caller), eq(vehicles.id, id))!);
  if (!row) throw notFound();
  return row;
}

async function withDetails(db: DbOrTx, v: VehicleRecord) {
  const plates = await db
    .select({ id: vehicleDetails.id, plate: vehicleDetails.plateNumber, driverId: vehicleDetails.driverId, driverName: users.name, blocked: drivers.isBlocked })
    .from(vehicleDetails)
    .leftJoin(drivers, eq(drivers.id, vehicleDetails.driverId))
    .leftJoin(users, eq(users.id, drivers.userId))
    .where(eq(vehicleDetails.vehicleId, v.id))
    .orderBy(asc(vehicleDetails.plateNumber));
  return {
    ...v,
    details: plates.map((p) => ({
      id: p.id,
      plate_number: p.plate,
      driver_id: p.driverId,
      driver: p.driverId !== null && p.driverName !== null ? { id: p.driverId, name: p.driverName, is_blocked: Boolean(p.blocked) } : null,
    })),
  };
}

/** The type must be the vendor's own or a global one; the features must exist. */
async function checkReferences(db: DbOrTx, vendorId: number, typeId: number, featureIds: number[]) {
  const errors: Record<string, string[]> = {};
  const [type] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(and(eq(vehicleTypes.id, typeId), or(eq(vehicleTypes.vendorId, vendorId), isNull(vehicleTypes.vendorId)))).limit(1);
  if (!type) errors.vehicle_type_id = ['validation.invalid'];
  const unique = [...new Set(featureIds)];
  const found = await db.select({ id: vehicleFeatures.id }).from(vehicleFeatures).where(inArray(vehicleFeatures.id, unique));
  if (found.length !== unique.length) errors.feature_ids = ['validation.invalid'];
  if (Object.keys(errors).length) throw invalid(errors);
  return unique;
}

/**
 * The plates given with a new vehicle: none used already (platform-wide), each driver the vendor's
 * and not blocked. Errors on plates.<i>.<field>, as the form shows them.
 */
async function checkNewPlates(db: DbOrTx, vendorId: number, plates: readonly { plate_number: string; driver_id?: number | null }[]) {
  if (!plates.length) return;
  const errors: Record<string, string[]> = {};
  const taken = await db.select({ plate: vehicleDetails.plateNumber }).from(vehicleDetails).where(inArray(vehicleDetails.plateNumber, plates.map((p) => p.plate_number)));
  const used = new Set(taken.map((r) => r.plate));
  const refused = await usualDriverRefusals(db, vendorId, plates.flatMap((p) => (typeof p.driver_id === 'number' ? [p.driver_id] : [])));
  plates.forEach((p, i) => {
    if (used.has(p.plate_number)) errors[`plates.${i}.plate_number`] = ['validation.duplicate'];
    const why = typeof p.driver_id === 'number' ? refused.get(p.driver_id) : undefined;
    if (why) errors[`plates.${i}.driver_id`] = [why];
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

interface Measures {
  length?: number;
  width?: number;
  height?: number;
  max_volume?: number;
  max_weight?: number;
}
const measures = (f: Measures) => ({ length: dec(f.length), width: dec(f.width), height: dec(f.height), maxVolume: dec(f.max_volume), maxWeight: dec(f.max_weight) });
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The columns an import row writes, and the measures an empty cell leaves as they are on update. */
const UPDATED = ['name', 'vehicleTypeId', 'length', 'width', 'height', 'maxVolume', 'maxWeight'] as const;
const IMPORTED = ['vendorId', ...UPDATED] as const;
const MEASURES = [vehicles.length, vehicles.width, vehicles.height, vehicles.maxVolume, vehicles.maxWeight];

async function setFeatures(tx: DbOrTx, vehicleId: number, featureIds: number[]) {
  await tx.delete(vehicleFeatureLinks).where(eq(vehicleFeatureLinks.vehicleId, vehicleId));
  if (featureIds.length) await tx.insert(vehicleFeatureLinks).values(featureIds.map((featureId) => ({ vehicleId, featureId })));
}

export function vehicleRoutes(app: FastifyInstance, s: Services) {
  route(app, s, vehicle.list, async ({ caller, query, req, db }) => {
    const { type, ...list } = query;
    const conditions = [scope(caller)];
    // `type`: a vehicle type id or name (spec 2 §7 "type among params").
    if (type) conditions.push(/^\d{1,9}$/.test(type) ? eq(vehicles.vehicleTypeId, Number(type)) : sql`lower(${vehicleTypes.name}) = ${nameKey(type)}`);
    return answerList(source(db), list, { scope: and(...conditions), ...listContext(req, s) });
  });

  route(app, s, vehicle.get, async ({ caller, params, db }) => ({ data: await withDetails(db, await findVisible(db, caller, params.id)) }));

  route(app, s, vehicle.create, async ({ caller, body, db, req }) => {
    const vendorId = ownVendor(caller);
    const plates = body.plates ?? [];
    const featureIds = await checkReferences(db, vendorId, body.vehicle_type_id, body.feature_ids);
    await checkNewPlates(db, vendorId, plates);
    const photo = await storeUpload(s.storage, 'photo', body.photo, 'vehicles');
    // The vehicle, its features and its plates in one transaction: all saved or none. A plate taken
    // by someone else since the check above is refused by the unique index: nothing stays.
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vehicles)
          .values({ vendorId, name: body.name, vehicleTypeId: body.vehicle_type_id, ...measures(body), photo: photo ?? null })
          .returning({ id: vehicles.id });
        await setFeatures(tx, row!.id, featureIds);
        if (plates.length) await tx.insert(vehicleDetails).values(plates.map((p) => ({ vehicleId: row!.id, plateNumber: p.plate_number, driverId: p.driver_id ?? null })));
        return row!.id;
      });
    } catch (e) {
      if (photo) await s.storage.remove(photo);
      if (pgErrorOf(e)?.code === '23505' && plates.length) await checkNewPlates(db, vendorId, plates);
      throw e;
    }
    return { message: t(req, 'server.created'), data: await withDetails(db, await findVisible(db, caller, id)) };
  });

  route(app, s, vehicle.update, async ({ caller, params, body, db, req }) => {
    const vendorId = ownVendor(caller);
    const current = await findVisible(db, caller, params.id);
    const featureIds = await checkReferences(db, vendorId, body.vehicle_type_id, body.feature_ids);
    const photo = await storeUpload(s.storage, 'photo', body.photo, 'vehicles');
    await db.transaction(async (tx) => {
      await tx
        .update(vehicles)
        .set({ name: body.name, vehicleTypeId: body.vehicle_type_id, ...defined(measures(body)), ...(photo ? { photo } : {}), updatedAt: s.clock() })
        .where(eq(vehicles.id, current.id));
      await setFeatures(tx, current.id, featureIds);
    });
    if (photo && current.photo) await s.storage.remove(current.photo);
    return { message: t(req, 'server.updated'), data: await findVisible(db, caller, current.id) };
  });

  route(app, s, vehicle.remove, async ({ caller, params, db, req }) => {
    ownVendor(caller);
    const current = await findVisible(db, caller, params.id);
    // Tracks and shipment requests keep their vehicle as history: such a vehicle stays.
    const [requested] = await db.select({ n: count() }).from(shipmentVendorVehicles).where(eq(shipmentVendorVehicles.vehicleId, current.id));
    const [used] = await db.select({ n: count() }).from(vehicleDetails).where(and(eq(vehicleDetails.vehicleId, current.id), onAnyTrack(tracks.vehicleDetailId, vehicleDetails.id)));
    const [tracked] = await db.select({ n: count() }).from(tracks).where(eq(tracks.vehicleId, current.id));
    if ((requested?.n ?? 0) + (used?.n ?? 0) + (tracked?.n ?? 0) > 0) throw conflict('server.vehicleInUse');
    await db.delete(vehicles).where(eq(vehicles.id, current.id));
    if (current.photo) await s.storage.remove(current.photo);
    return { message: t(req, 'server.deleted') };
  });

  route(app, s, vehicle.addDetails, async ({ caller, params, body, db, req }) => {
    const vendorId = ownVendor(caller);
    const current = await findVisible(db, caller, params.id);
    const ids = [...new Set(body.vehicle_detail_ids)];
    await db.transaction(async (tx) => {
      // One plate of another vendor (or none at all): nothing moves.
      await assertOwnPlates(tx, vendorId, ids);
      await tx.update(vehicleDetails).set({ vehicleId: current.id }).where(inArray(vehicleDetails.id, ids));
    });
    return { message: t(req, 'server.updated'), data: await withDetails(db, await findVisible(db, caller, current.id)) };
  });

  route(app, s, vehicle.removeImage, async ({ caller, params, db, req }) => {
    ownVendor(caller);
    const current = await findVisible(db, caller, params.id);
    if (current.photo) {
      await db.update(vehicles).set({ photo: null, updatedAt: s.clock() }).where(eq(vehicles.id, current.id));
      await s.storage.remove(current.photo);
    }
    return { message: t(req, 'server.deleted'), data: await findVisible(db, caller, current.id) };
  });

  importRoutes(app, s, vehicleImports, async ({ caller, body, db }) => {
    const vendorId = ownVendor(caller);
    const errors: Record<string, string[]> = {};
    const seen = new Set<string>();
    const rows = body.vehicles.map((r, i) => {
      const features = splitFeatures(r.features_name);
      if (!features.length) errors[`vehicles.${i}.features_name`] = ['validation.required'];
      if (features.some((f) => f.length > 191)) errors[`vehicles.${i}.features_name`] = ['validation.invalid'];
      if (seen.has(nameKey(r.name))) errors[`vehicles.${i}.name`] = ['validation.duplicate'];
      seen.add(nameKey(r.name));
      return { ...r, features };
    });
    if (Object.keys(errors).length) throw invalid(errors);

    // Set-based (server/lib/bulk.ts): types and features by name in one query each (missing ones
    // made in one insert), new vehicles inserted and existing ones updated a chunk per statement, the
    // features replaced in bulk; all in one transaction.
    const now = s.clock().toISOString();
    return db.transaction(async (tx) => {
      const typeIds = await typesByName(tx, vendorId, rows.map((r) => r.type_name));
      const featureIds = await featuresByName(tx, rows.flatMap((r) => r.features));
      const existing = await tx.select({ id: vehicles.id, name: vehicles.name }).from(vehicles).where(eq(vehicles.vendorId, vendorId)).orderBy(asc(vehicles.id));
      const idOf = new Map<string, number>();
      for (const e of existing) if (!idOf.has(nameKey(e.name))) idOf.set(nameKey(e.name), e.id);
      const planned = rows.map((r) => ({
        id: idOf.get(nameKey(r.name)),
        values: { name: r.name, vehicleTypeId: typeIds.get(nameKey(r.type_name))!, ...measures(r) },
        featureIds: [...new Set(r.features.map((f) => featureIds.get(nameKey(f))!))],
      }));
      const fresh = planned.filter((p) => p.id === undefined);
      const known = planned.filter((p) => p.id !== undefined);

      // New vehicles; their ids come back by name (names are unique in the sheet).
      for (const part of chunked(fresh)) {
        const made = await rowsOf<{ id: number; name: string }>(tx, sql`${insertRows(vehicles, IMPORTED, part.map((p) => ({ ...p.values, vendorId })))} returning ${nameOf(vehicles.id)}, ${nameOf(vehicles.name)}`);
        const madeId = new Map(made.map((m) => [nameKey(m.name), m.id]));
        for (const p of part) p.id = madeId.get(nameKey(p.values.name))!;
      }
      // Existing vehicles: name and type replaced, an empty measure left as it is.
      for (const part of chunked(known)) {
        await tx.execute(
          updateRows(vehicles, UPDATED, part.map((p) => ({ id: p.id!, ...p.values })), (u) => [
            sql`${nameOf(vehicles.name)} = ${u(vehicles.name)}`,
            sql`${nameOf(vehicles.vehicleTypeId)} = ${u(vehicles.vehicleTypeId)}`,
            ...MEASURES.map((c) => sql`${nameOf(c)} = coalesce(${u(c)}, ${c})`),
            sql`${nameOf(vehicles.updatedAt)} = ${now}::timestamptz`,
          ]),
        );
      }
      // Features: each imported vehicle gets its row's (new vehicles have none yet).
      for (const part of chunked(known)) {
        await tx.delete(vehicleFeatureLinks).where(sql`${vehicleFeatureLinks.vehicleId} = any(${sql.param(part.map((p) => p.id!))}::int4[])`);
      }
      const links = planned.flatMap((p) => p.featureIds.map((featureId) => ({ vehicleId: p.id!, featureId })));
      for (const part of chunked(links)) await tx.execute(insertRows(vehicleFeatureLinks, ['vehicleId', 'featureId'], part));
      return { created: fresh.length, updated: known.length };
    });
  });
}
