// /v1/vehicle-types, /v1/vehicle-features, /v1/license-category: the names vehicles and drivers
// refer to. Types: global (admin) plus each vendor's own. Features: shared by all vendors.
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { licenseCategories, vehicleFeatureList, vehicleFeatures, vehicleTypeList, vehicleTypes, type VehicleTypeRecord } from '../../contract/vehicle-catalog.ts';
import type { Db } from '../db/open.ts';
import * as schema from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { conflict, invalid, notFound } from '../lib/errors.ts';
import { nameKey, vendorScope } from '../lib/fleet.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

const types = schema.vehicleTypes;
const features = schema.vehicleFeatures;
type TypeRow = typeof types.$inferSelect;

const toType = (r: TypeRow): VehicleTypeRecord => ({ id: r.id, name: r.name, vendor_id: r.vendorId, carries: r.carries as VehicleTypeRecord['carries'], created_at: r.createdAt.toISOString() });

/** Types a caller sees: global ones plus those of the vendors it may read. */
const typeScope = (caller: Caller) => or(isNull(types.vendorId), vendorScope(caller, types.vendorId))!;
/** Types a caller may change: a vendor its own, an admin the global ones. */
const typeOwner = (caller: Caller) => (caller.role === 'ADMIN' ? isNull(types.vendorId) : eq(types.vendorId, caller.vendorId ?? -1));

const typeSource = (db: Db): ListSource<'name' | 'created_at' | 'vendor_id', TypeRow, VehicleTypeRecord> => ({
  what: 'vehicle-types',
  db,
  decl: vehicleTypeList,
  columns: { name: col(types.name), created_at: col(types.createdAt), vendor_id: col(types.vendorId) },
  idColumn: types.id,
  rows: () => db.select().from(types).$dynamic(),
  keys: () => db.select({ id: types.id }).from(types).$dynamic(),
  toRow: toType,
});

const featureSource = (db: Db): ListSource<'name', typeof features.$inferSelect, { id: number; name: string }> => ({
  what: 'vehicle-features',
  db,
  decl: vehicleFeatureList,
  columns: { name: col(features.name) },
  idColumn: features.id,
  rows: () => db.select().from(features).$dynamic(),
  keys: () => db.select({ id: features.id }).from(features).$dynamic(),
  toRow: (r) => ({ id: r.id, name: r.name }),
});

export function vehicleCatalogRoutes(app: FastifyInstance, s: Services) {
  route(app, s, vehicleTypes.list, async ({ caller, query, req, db }) =>
    answerList(typeSource(db), query, { scope: typeScope(caller), ...listContext(req, s) }),
  );

  route(app, s, vehicleTypes.create, async ({ caller, body, db, req }) => {
    // A vendor's type and an admin's global type; the same name twice in one scope is refused.
    const vendorId = caller.role === 'ADMIN' ? null : caller.vendorId;
    const [taken] = await db
      .select({ id: types.id })
      .from(types)
      .where(and(typeScope(caller), or(isNull(types.vendorId), vendorId === null ? sql`false` : eq(types.vendorId, vendorId)), sql`lower(${types.name}) = ${nameKey(body.name)}`))
      .limit(1);
    if (taken) throw invalid({ name: ['validation.duplicate'] });
    const [row] = await db.insert(types).values({ name: body.name.replace(/\s+/g, ' '), vendorId, carries: body.carries ?? [] }).returning();
    return { message: t(req, 'server.created'), data: toType(row!) };
  });

  route(app, s, vehicleTypes.update, async ({ caller, params, body, db, req }) => {
    // Only the owner's types: another vendor's, or a global one for a vendor, is not found.
    const [row] = await db.update(types).set({ carries: body.carries }).where(and(eq(types.id, params.id), typeOwner(caller))).returning();
    if (!row) throw notFound();
    return { message: t(req, 'server.updated'), data: toType(row) };
  });

  route(app, s, vehicleTypes.remove, async ({ caller, body, db, req }) => {
    const ids = [...new Set(body.ids)];
    await db.transaction(async (tx) => {
      const own = await tx.select({ id: types.id }).from(types).where(and(typeOwner(caller), inArray(types.id, ids)));
      if (own.length !== ids.length) throw notFound();
      const [used] = await tx.select({ n: count() }).from(schema.vehicles).where(inArray(schema.vehicles.vehicleTypeId, ids));
      if ((used?.n ?? 0) > 0) throw conflict('server.typeInUse');
      await tx.delete(types).where(inArray(types.id, ids));
    });
    return { message: t(req, 'server.deleted') };
  });

  route(app, s, vehicleFeatures.list, async ({ query, req, db }) =>
    answerList(featureSource(db), query, { ...listContext(req, s) }),
  );

  route(app, s, vehicleFeatures.create, async ({ body, db, req }) => {
    const [taken] = await db.select({ id: features.id }).from(features).where(sql`lower(${features.name}) = ${nameKey(body.name)}`).limit(1);
    if (taken) throw invalid({ name: ['validation.duplicate'] });
    const [row] = await db.insert(features).values({ name: body.name.replace(/\s+/g, ' ') }).returning();
    return { message: t(req, 'server.created'), data: { id: row!.id, name: row!.name } };
  });

  route(app, s, licenseCategories.list, async ({ db }) => ({
    data: (await db.select().from(schema.licenseCategories).orderBy(asc(schema.licenseCategories.name))).map((c) => ({ id: c.id, name: c.name })),
  }));
}
