// /v1/drivers, /v2/drivers and the driver's user (PUT /v1/users/:userId): a vendor's drivers.
// A driver is a DRIVER user (no web sign-in) + a drivers row + licences, written together.
// Read: the vendor, its collaborating LSPs, admins. Write: the vendor.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, ne, not, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { driver, driverFields, driverList, driverListQuery, type DriverFullRecord, type DriverRecord } from '../../contract/driver.ts';
import type { Db } from '../db/open.ts';
import { driverLicenses, drivers, licenseCategories, sessions, tracks, users, vehicleDetails, vehicles, vendors } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { conflict, forbidden, invalid, notFound } from '../lib/errors.ts';
import { fileUrl } from '../lib/files.ts';
import { onActiveTrack, onAnyTrack, ownVendor, vendorScope, type DbOrTx } from '../lib/fleet.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { hashPassword } from '../lib/passwords.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { storeUpload } from '../lib/uploads.ts';

type Col = (typeof driverList.search)[number] | (typeof driverList.sort)[number] | (typeof driverList.filter)[number];
type Fields = z.output<typeof driverFields>;

/** A driver without an e-mail still needs a unique users.email: a placeholder never shown. */
const NO_EMAIL_DOMAIN = '@no-email.drivers.invalid';
const placeholderEmail = () => `driver.${randomBytes(8).toString('hex')}${NO_EMAIL_DOMAIN}`;

const rowFields = { d: drivers, u: users, vendorName: vendors.name };
type Raw = { d: typeof drivers.$inferSelect; u: typeof users.$inferSelect; vendorName: string };

const selectDrivers = (db: DbOrTx) => db.select(rowFields).from(drivers).innerJoin(users, eq(users.id, drivers.userId)).innerJoin(vendors, eq(vendors.id, drivers.vendorId)).$dynamic();

function toDriver({ d, u, vendorName }: Raw): DriverRecord {
  return {
    id: d.id,
    user_id: u.id,
    user_name: u.name,
    email: u.email.endsWith(NO_EMAIL_DOMAIN) ? null : u.email,
    phone_country_code: u.phoneCountryCode,
    phone_number: u.phoneNumber,
    avatar: u.avatar,
    avatar_url: fileUrl(u.avatar),
    national_identity: d.nationalIdentity,
    is_blocked: d.isBlocked,
    vendor_id: d.vendorId,
    vendor: { id: d.vendorId, name: vendorName },
    created_at: d.createdAt.toISOString(),
  };
}

/** Adds licences and plates to driver rows (two queries for the whole page). */
async function withDetails(db: DbOrTx, rows: DriverRecord[]): Promise<DriverFullRecord[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const licences = await db
    .select({ id: driverLicenses.id, driverId: driverLicenses.driverId, categoryId: driverLicenses.licenseCategoryId, category: licenseCategories.name, number: driverLicenses.licenseNumber })
    .from(driverLicenses)
    .innerJoin(licenseCategories, eq(licenseCategories.id, driverLicenses.licenseCategoryId))
    .where(inArray(driverLicenses.driverId, ids))
    .orderBy(asc(driverLicenses.id));
  const plates = await db
    .select({ id: vehicleDetails.id, driverId: vehicleDetails.driverId, plate: vehicleDetails.plateNumber, vehicleId: vehicles.id, vehicleName: vehicles.name })
    .from(vehicleDetails)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDetails.vehicleId))
    .where(inArray(vehicleDetails.driverId, ids))
    .orderBy(asc(vehicleDetails.plateNumber));
  return rows.map((r) => ({
    ...r,
    licenses: licences.filter((l) => l.driverId === r.id).map((l) => ({ id: l.id, license_category_id: l.categoryId, license_category_name: l.category, license_number: l.number })),
    vehicle_details: plates.filter((p) => p.driverId === r.id).map((p) => ({ id: p.id, plate_number: p.plate, vehicle_id: p.vehicleId, vehicle_name: p.vehicleName })),
  }));
}

const source = (db: Db): ListSource<Col, Raw, DriverRecord> => ({
  what: 'drivers',
  db,
  decl: driverList,
  columns: {
    'user.name': col(users.name),
    'user.email': col(users.email),
    'user.phone_number': col(users.phoneNumber),
    national_identity: col(drivers.nationalIdentity),
    created_at: col(drivers.createdAt),
    vendor_id: col(drivers.vendorId),
    is_blocked: col(drivers.isBlocked),
  },
  idColumn: drivers.id,
  rows: () => selectDrivers(db),
  keys: () => db.select({ id: drivers.id }).from(drivers).innerJoin(users, eq(users.id, drivers.userId)).$dynamic(),
  toRow: toDriver,
});

const scope = (caller: Caller) => vendorScope(caller, drivers.vendorId);
const busy = onActiveTrack(tracks.driverId, drivers.id);

function modeCondition(mode: 'all' | 'available' | 'active' | 'blocked' | undefined): SQL | undefined {
  if (mode === 'available') return and(eq(drivers.isBlocked, false), not(busy));
  if (mode === 'active') return eq(drivers.isBlocked, false);
  if (mode === 'blocked') return eq(drivers.isBlocked, true);
  return undefined;
}

async function findVisible(db: DbOrTx, caller: Caller, id: number): Promise<DriverFullRecord> {
  const [row] = await selectDrivers(db).where(and(scope(caller), eq(drivers.id, id))).limit(1);
  if (!row) throw notFound();
  return (await withDetails(db, [toDriver(row)]))[0]!;
}

/** E-mail unique among users, NIK unique among drivers, licence categories known: 422 otherwise. */
async function checkUnique(db: DbOrTx, f: { email?: string; national_identity?: string; licenses?: Fields['licenses'] }, except?: { userId: number; driverId: number }) {
  const errors: Record<string, string[]> = {};
  if (f.email) {
    const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, f.email), except ? ne(users.id, except.userId) : undefined)).limit(1);
    if (u) errors.email = ['validation.duplicate'];
  }
  if (f.national_identity) {
    const [d] = await db.select({ id: drivers.id }).from(drivers).where(and(eq(drivers.nationalIdentity, f.national_identity), except ? ne(drivers.id, except.driverId) : undefined)).limit(1);
    if (d) errors.national_identity = ['validation.duplicate'];
  }
  if (f.licenses?.length) {
    const wanted = [...new Set(f.licenses.map((l) => l.license_category_id))];
    const known = new Set((await db.select({ id: licenseCategories.id }).from(licenseCategories).where(inArray(licenseCategories.id, wanted))).map((c) => c.id));
    f.licenses.forEach((l, i) => {
      if (!known.has(l.license_category_id)) errors[`licenses.${i}.license_category_id`] = ['validation.invalid'];
    });
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

async function setLicences(tx: DbOrTx, driverId: number, licenses: Fields['licenses']) {
  if (!licenses) return;
  await tx.delete(driverLicenses).where(eq(driverLicenses.driverId, driverId));
  if (licenses.length) await tx.insert(driverLicenses).values(licenses.map((l) => ({ driverId, licenseCategoryId: l.license_category_id, licenseNumber: l.license_number })));
}

const sameVendor = (caller: Caller, vendorId: number | undefined) => {
  const own = ownVendor(caller);
  if (vendorId !== undefined && vendorId !== own) throw forbidden();
  return own;
};

async function revokeSessions(tx: DbOrTx, userId: number, now: Date) {
  await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The driver user's name and contact fields as columns; a blank e-mail keeps the stored one. */
function contactChanges(body: { name: string; email?: string | null; phone_country_code?: string; phone_number?: string }, now: Date) {
  return {
    name: body.name,
    ...(body.email ? { email: body.email } : {}),
    phoneCountryCode: body.phone_country_code,
    phoneNumber: body.phone_number,
    updatedAt: now,
  };
}

export function driverRoutes(app: FastifyInstance, s: Services) {
  const list = async (caller: Caller, query: z.output<typeof driverListQuery>, req: FastifyRequest) => {
    const { mode, ...rest } = query;
    return answerList(source(s.db), rest, { scope: and(scope(caller), modeCondition(mode)), ...listContext(req, s) });
  };
  route(app, s, driver.list, async ({ caller, query, req }) => list(caller, query, req));
  route(app, s, driver.listFull, async ({ caller, query, req, db }) => {
    const answer = await list(caller, query, req);
    return { ...answer, data: await withDetails(db, answer.data) };
  });

  route(app, s, driver.get, async ({ caller, params, db }) => ({ data: await findVisible(db, caller, params.id) }));

  route(app, s, driver.create, async ({ caller, body, db, req }) => {
    const vendorId = sameVendor(caller, body.vendor_id);
    await checkUnique(db, body);
    const avatar = await storeUpload(s.storage, 'avatar', body.avatar, 'avatars');
    // The driver signs in to no web page; a random password until the vendor sets one.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const id = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: body.email ?? placeholderEmail(),
          phoneCountryCode: body.phone_country_code,
          phoneNumber: body.phone_number,
          passwordHash,
          role: 'DRIVER',
          avatar: avatar ?? null,
          nationalIdentity: body.national_identity,
          vendorId,
        })
        .returning({ id: users.id });
      const [row] = await tx.insert(drivers).values({ vendorId, userId: user!.id, nationalIdentity: body.national_identity }).returning({ id: drivers.id });
      await tx.update(users).set({ driverId: row!.id }).where(eq(users.id, user!.id));
      await setLicences(tx, row!.id, body.licenses ?? []);
      return row!.id;
    });
    return { message: t(req, 'server.created'), data: await findVisible(db, caller, id) };
  });

  route(app, s, driver.update, async ({ caller, params, body, db, req }) => {
    sameVendor(caller, body.vendor_id);
    const current = await findVisible(db, caller, params.id);
    await checkUnique(db, body, { userId: current.user_id, driverId: current.id });
    const avatar = await storeUpload(s.storage, 'avatar', body.avatar, 'avatars');
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...contactChanges(body, s.clock()), nationalIdentity: body.national_identity, ...(avatar ? { avatar } : {}) })
        .where(eq(users.id, current.user_id));
      await tx.update(drivers).set({ nationalIdentity: body.national_identity, updatedAt: s.clock() }).where(eq(drivers.id, current.id));
      await setLicences(tx, current.id, body.licenses);
    });
    if (avatar && current.avatar) await s.storage.remove(current.avatar);
    return { message: t(req, 'server.updated'), data: await findVisible(db, caller, current.id) };
  });

  route(app, s, driver.updateUser, async ({ caller, params, body, db, req }) => {
    const vendorId = ownVendor(caller);
    const [row] = await db
      .select({ driverId: drivers.id })
      .from(users)
      .innerJoin(drivers, eq(drivers.userId, users.id))
      .where(and(eq(users.id, params.userId), eq(users.role, 'DRIVER'), eq(drivers.vendorId, vendorId)))
      .limit(1);
    // Another vendor's driver, or a user who is not a driver: it does not exist for this caller.
    if (!row) throw notFound();
    if (row.driverId !== body.driver_id) throw invalid({ driver_id: ['validation.invalid'] });
    await checkUnique(db, { email: body.email }, { userId: params.userId, driverId: row.driverId });
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...contactChanges(body, s.clock()), ...(passwordHash ? { passwordHash, passwordUpdatedAt: s.clock() } : {}) })
        .where(eq(users.id, params.userId));
      if (passwordHash) await revokeSessions(tx, params.userId, s.clock());
    });
    return { message: t(req, 'server.updated'), data: await findVisible(db, caller, row.driverId) };
  });

  route(app, s, driver.removeAvatar, async ({ caller, params, db, req }) => {
    ownVendor(caller);
    const current = await findVisible(db, caller, params.id);
    if (current.avatar) {
      await db.update(users).set({ avatar: null, updatedAt: s.clock() }).where(eq(users.id, current.user_id));
      await s.storage.remove(current.avatar);
    }
    return { message: t(req, 'server.deleted'), data: await findVisible(db, caller, current.id) };
  });

  route(app, s, driver.remove, async ({ caller, params, db, req }) => {
    ownVendor(caller);
    const current = await findVisible(db, caller, params.id);
    // Trips keep their driver as history: such a driver can be blocked, not deleted.
    const [trips] = await db.select({ n: count() }).from(drivers).where(and(eq(drivers.id, current.id), onAnyTrack(tracks.driverId, drivers.id)));
    if ((trips?.n ?? 0) > 0) throw conflict('server.driverInUse');
    // Deleting the user deletes the driver row and its licences; its plates lose their driver.
    await db.delete(users).where(eq(users.id, current.user_id));
    if (current.avatar) await s.storage.remove(current.avatar);
    return { message: t(req, 'server.deleted') };
  });

  route(app, s, driver.block, async ({ caller, params, db, req }) => {
    ownVendor(caller);
    const current = await findVisible(db, caller, params.id);
    const blocked = params.type === 'block';
    await db.transaction(async (tx) => {
      await tx.update(drivers).set({ isBlocked: blocked, updatedAt: s.clock() }).where(eq(drivers.id, current.id));
      // A blocked driver's user may not sign in anywhere (the driver app included).
      await tx.update(users).set({ isDisabled: blocked, updatedAt: s.clock() }).where(eq(users.id, current.user_id));
      if (blocked) await revokeSessions(tx, current.user_id, s.clock());
    });
    return { message: t(req, blocked ? 'server.driverBlocked' : 'server.driverUnblocked'), data: await findVisible(db, caller, current.id) };
  });
}
