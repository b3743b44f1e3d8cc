// /v1/pickup-dropoff: a shipping company's mills and refineries. Read: the company, its LSP, admins.
// Write: the company for itself, its LSP for it (shipment_company_id). Imports: all rows or none.
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  LOCATION_TIMEZONE,
  locationImports,
  locationList,
  pickupDropoff,
  type LocationFields,
  type LocationRecord,
} from '../../contract/pickup-dropoff.ts';
import type { Db } from '../db/open.ts';
import { locationGroups, locations, shipmentCompanies, suborders } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { insertedFlag, insertRows, nameOf, upsertChunks } from '../lib/bulk.ts';
import { conflict, invalid, notFound } from '../lib/errors.ts';
import { importRoutes } from '../lib/import-routes.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { suggestSlots } from '../lib/operating-hours.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { companyScope, repeatedKeys, writableCompany } from '../lib/tenant.ts';

type Row = typeof locations.$inferSelect;
type Joined = { loc: Row; groupName: string | null; companyName: string };
type Col = (typeof locationList.search)[number] | (typeof locationList.sort)[number] | (typeof locationList.filter)[number];

export function toLocation({ loc, groupName, companyName }: Joined): LocationRecord {
  return {
    id: loc.id,
    identity: loc.identity,
    name: loc.name,
    type: loc.type as LocationRecord['type'],
    latitude: loc.latitude,
    longitude: loc.longitude,
    address: loc.address,
    pic_location: loc.picLocation,
    alias: loc.alias,
    start_operation_hour: loc.startOperationHour,
    end_operation_hour: loc.endOperationHour,
    category: loc.category,
    group_id: loc.groupId,
    group: loc.groupId !== null && groupName !== null ? { id: loc.groupId, name: groupName } : null,
    shipment_company_id: loc.shipmentCompanyId,
    shipment_company: { id: loc.shipmentCompanyId, name: companyName },
    created_at: loc.createdAt.toISOString(),
    updated_at: loc.updatedAt.toISOString(),
  };
}

const scope = (caller: Caller) => companyScope(caller, locations.shipmentCompanyId);

const joined = (db: Db) =>
  db
    .select({ loc: locations, groupName: locationGroups.name, companyName: shipmentCompanies.name })
    .from(locations)
    .innerJoin(shipmentCompanies, eq(shipmentCompanies.id, locations.shipmentCompanyId))
    .leftJoin(locationGroups, eq(locationGroups.id, locations.groupId))
    .$dynamic();

const source = (db: Db): ListSource<Col, Joined, LocationRecord> => ({
  what: 'pickup-dropoff',
  db,
  decl: locationList,
  columns: {
    name: col(locations.name),
    identity: col(locations.identity),
    alias: col(locations.alias),
    address: col(locations.address),
    type: col(locations.type),
    category: col(locations.category),
    created_at: col(locations.createdAt),
    shipment_company_id: col(locations.shipmentCompanyId),
    group_id: col(locations.groupId),
  },
  idColumn: locations.id,
  rows: () => joined(db),
  keys: () => db.select({ id: locations.id }).from(locations).$dynamic(),
  toRow: toLocation,
});

/** Every column a form or sheet row sets: an optional field left out is cleared (null). */
function columnsOf(f: LocationFields) {
  return {
    identity: f.identity,
    name: f.name,
    type: f.type,
    latitude: f.latitude,
    longitude: f.longitude,
    address: f.address ?? null,
    picLocation: f.pic_location ?? null,
    alias: f.alias ?? null,
    startOperationHour: f.start_operation_hour ?? null,
    endOperationHour: f.end_operation_hour ?? null,
    category: f.category ?? null,
  };
}

/** The columns an import row writes, and those it replaces when its identity exists (not the group). */
const IMPORTED = ['shipmentCompanyId', 'identity', 'name', 'type', 'latitude', 'longitude', 'address', 'picLocation', 'alias', 'startOperationHour', 'endOperationHour', 'category'] as const;
const REPLACED = [locations.name, locations.type, locations.latitude, locations.longitude, locations.address, locations.picLocation, locations.alias, locations.startOperationHour, locations.endOperationHour, locations.category];

async function findOne(db: Db, caller: Caller, id: number): Promise<Joined> {
  const [row] = await joined(db).where(and(scope(caller), eq(locations.id, id))).limit(1);
  if (!row) throw notFound();
  return row;
}

async function assertIdentityFree(db: Db, companyId: number, identity: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.shipmentCompanyId, companyId), eq(locations.identity, identity)))
    .limit(1);
  if (taken && taken.id !== exceptId) throw invalid({ identity: ['validation.duplicate'] });
}

/** A group must be one of the location's own company: anything else is a wrong value. */
async function checkGroup(db: Db, companyId: number, groupId: number | undefined): Promise<number | null> {
  if (groupId === undefined) return null;
  const [g] = await db
    .select({ id: locationGroups.id })
    .from(locationGroups)
    .where(and(eq(locationGroups.id, groupId), eq(locationGroups.shipmentCompanyId, companyId)))
    .limit(1);
  if (!g) throw invalid({ group_id: ['validation.invalid'] });
  return g.id;
}

export function pickupDropoffRoutes(app: FastifyInstance, s: Services) {
  route(app, s, pickupDropoff.list, async ({ caller, query, req, db }) =>
    answerList(source(db), query, { scope: scope(caller), ...listContext(req, s) }),
  );

  route(app, s, pickupDropoff.timeSuggestion, async ({ caller, query, db }) => {
    const { loc } = await findOne(db, caller, query.pickup_dropoff_location_point_id);
    // No hours recorded: the location is taken as open all day.
    const start = loc.startOperationHour ?? '00:00';
    const end = loc.endOperationHour ?? '23:59';
    const suggestions = suggestSlots({ now: s.clock(), fromDay: query.date, start, end, offsetMinutes: LOCATION_TIMEZONE.offsetMinutes });
    return { data: { pickup_dropoff_location_point_id: loc.id, timezone: LOCATION_TIMEZONE.name, start_operation_hour: start, end_operation_hour: end, suggestions } };
  });

  route(app, s, pickupDropoff.get, async ({ caller, params, db }) => ({ data: toLocation(await findOne(db, caller, params.id)) }));

  route(app, s, pickupDropoff.create, async ({ caller, body, db, req }) => {
    const companyId = await writableCompany(db, caller, body.shipment_company_id);
    await assertIdentityFree(db, companyId, body.identity);
    const groupId = await checkGroup(db, companyId, body.group_id);
    const [row] = await db
      .insert(locations)
      .values({ ...columnsOf(body), groupId, shipmentCompanyId: companyId })
      .returning({ id: locations.id });
    return { message: t(req, 'server.created'), data: toLocation(await findOne(db, caller, row!.id)) };
  });

  route(app, s, pickupDropoff.update, async ({ caller, params, body, db, req }) => {
    const { loc } = await findOne(db, caller, params.id);
    await assertIdentityFree(db, loc.shipmentCompanyId, body.identity, loc.id);
    const groupId = await checkGroup(db, loc.shipmentCompanyId, body.group_id);
    await db
      .update(locations)
      .set({ ...columnsOf(body), groupId, updatedAt: s.clock() })
      .where(eq(locations.id, loc.id));
    return { message: t(req, 'server.updated'), data: toLocation(await findOne(db, caller, loc.id)) };
  });

  route(app, s, pickupDropoff.remove, async ({ caller, params, db, req }) => {
    const { loc } = await findOne(db, caller, params.id);
    const [used] = await db.select({ n: count() }).from(suborders).where(eq(suborders.locationId, loc.id));
    if ((used?.n ?? 0) > 0) throw conflict('server.locationInUse');
    await db.delete(locations).where(eq(locations.id, loc.id));
    return { message: t(req, 'server.deleted') };
  });

  importRoutes(app, s, locationImports, async ({ caller, body, db }) => {
    const companyId = await writableCompany(db, caller, body.shipment_company_id);
    // The same identity twice in one sheet is a mistake in the sheet, not an update.
    const errors = repeatedKeys(body.locations, (l) => l.identity, 'locations', 'identity');
    if (Object.keys(errors).length) throw invalid(errors);

    // Set-based (server/lib/bulk.ts): one upsert per chunk of rows, all chunks in one transaction.
    // A row whose identity exists replaces that location's data (its group stays).
    const now = s.clock().toISOString();
    return upsertChunks(
      db,
      body.locations,
      (part) => sql`${insertRows(locations, IMPORTED, part.map((l) => ({ ...columnsOf(l), shipmentCompanyId: companyId })))}
        on conflict (${nameOf(locations.shipmentCompanyId)}, ${nameOf(locations.identity)}) do update set
        ${sql.join(REPLACED.map((c) => sql`${nameOf(c)} = excluded.${nameOf(c)}`), sql`, `)},
        ${nameOf(locations.updatedAt)} = ${now}::timestamptz
        returning ${insertedFlag}`,
    );
  });
}
