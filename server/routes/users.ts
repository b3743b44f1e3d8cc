// /v1/users: every organisation manages its own users (ADMIN: everyone), the platform sign-in
// switch, permissions, ending sessions and the e-mail OTP. PUT /v1/users/:userId (driver users)
// lives in the drivers module.
import { randomInt } from 'node:crypto';
import { and, count, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userList, users as calls, type UserRecord } from '../../contract/users.ts';
import { translate } from '../../contract/messages.ts';
import type { Db } from '../db/open.ts';
import { emailVerifications, users } from '../db/schema/index.ts';
import { assertEmailFree, endSessions, insertUser } from '../lib/accounts.ts';
import type { Caller } from '../lib/auth.ts';
import { conflict, HttpError, invalid, notFound } from '../lib/errors.ts';
import { fileUrl } from '../lib/files.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { localeOf, t } from '../lib/locale.ts';
import { hashPassword } from '../lib/passwords.ts';
import { ensurePermissions } from '../lib/permissions.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { otpHash } from '../lib/otp.ts';
import { DISABLE_USERS_KEY, readFlag, writeFlag } from '../lib/sign-in-rules.ts';
import { storeUpload } from '../lib/uploads.ts';

type Row = typeof users.$inferSelect;
type Col = (typeof userList.search)[number] | (typeof userList.sort)[number] | (typeof userList.filter)[number];

const OTP_MINUTES = 10;
const OTP_PER_HOUR = 5;

export function toUser(u: Row): UserRecord {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone_country_code: u.phoneCountryCode,
    phone_number: u.phoneNumber,
    role: u.role as UserRecord['role'],
    avatar: u.avatar,
    avatar_url: fileUrl(u.avatar),
    is_disabled: u.isDisabled,
    permission_id: u.permissionId,
    logistics_service_provider_id: u.logisticsServiceProviderId,
    shipment_company_id: u.shipmentCompanyId,
    vendor_id: u.vendorId,
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
  };
}

/** The caller's colleagues: same role, same organisation. Drivers are managed through /v1/drivers. */
function scope(caller: Caller): SQL {
  switch (caller.role) {
    case 'ADMIN':
      return sql`true`;
    case 'LOGISTIC_SERVICE_PROVIDER':
      return and(eq(users.role, caller.role), eq(users.logisticsServiceProviderId, caller.lspId ?? -1))!;
    case 'SHIPMENT_COMPANY':
      return and(eq(users.role, caller.role), eq(users.shipmentCompanyId, caller.shipmentCompanyId ?? -1))!;
    default:
      return and(eq(users.role, 'VENDOR'), eq(users.vendorId, caller.vendorId ?? -1))!;
  }
}

async function findOwn(db: Db, caller: Caller, id: number): Promise<Row> {
  const [row] = await db.select().from(users).where(and(scope(caller), eq(users.id, id))).limit(1);
  if (!row) throw notFound();
  return row;
}

const notSelf = (caller: Caller, id: number) => {
  if (caller.userId === id) throw conflict('server.notOnSelf');
};

const source = (db: Db): ListSource<Col, Row, UserRecord> => ({
  what: 'user',
  db,
  decl: userList,
  columns: {
    name: col(users.name),
    email: col(users.email),
    phone_number: col(users.phoneNumber),
    created_at: col(users.createdAt),
    last_login_at: col(users.lastLoginAt),
    role: col(users.role),
    is_disabled: col(users.isDisabled),
    permission_id: col(users.permissionId),
    logistics_service_provider_id: col(users.logisticsServiceProviderId),
    shipment_company_id: col(users.shipmentCompanyId),
    vendor_id: col(users.vendorId),
  },
  idColumn: users.id,
  rows: () => db.select().from(users).$dynamic(),
  keys: () => db.select({ id: users.id }).from(users).$dynamic(),
  toRow: toUser,
});

const reload = async (db: Db, id: number) => toUser((await db.select().from(users).where(eq(users.id, id)))[0]!);

export function userRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.list, async ({ caller, query, req, db }) =>
    answerList(source(db), query, { scope: scope(caller), ...listContext(req, s) }),
  );

  route(app, s, calls.create, async ({ caller, body, db, req }) => {
    await assertEmailFree(db, body.email, 'email');
    const avatar = await storeUpload(s.storage, 'avatar', body.avatar, 'avatars');
    // The new colleague gets the caller's role and organisation, never one named in the body.
    const user = await insertUser(
      db,
      {
        name: body.name,
        email: body.email,
        phoneCountryCode: body.phone_country_code,
        phoneNumber: body.phone_number,
        password: body.password,
        role: caller.role as Exclude<Caller['role'], 'DRIVER'>,
        logisticsServiceProviderId: caller.role === 'LOGISTIC_SERVICE_PROVIDER' ? caller.lspId : null,
        shipmentCompanyId: caller.shipmentCompanyId,
        vendorId: caller.vendorId,
        avatar,
        passwordUpdatedAt: null,
      },
      s.clock(),
    );
    return { message: t(req, 'server.created'), data: toUser(user) };
  });

  route(app, s, calls.update, async ({ caller, params, body, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    await assertEmailFree(db, body.email, 'email', current.id);
    const now = s.clock();
    const avatar = await storeUpload(s.storage, 'avatar', body.avatar, 'avatars');
    const changes: Partial<typeof users.$inferInsert> = {
      name: body.name,
      email: body.email,
      phoneCountryCode: body.phone_country_code,
      phoneNumber: body.phone_number,
      updatedAt: now,
      ...(avatar ? { avatar } : {}),
    };
    if (body.password) {
      changes.passwordHash = await hashPassword(body.password);
      // A password set by someone else must be renewed by its owner at the next sign-in.
      changes.passwordUpdatedAt = current.id === caller.userId ? now : null;
    }
    await db.update(users).set(changes).where(eq(users.id, current.id));
    if (body.password && current.id !== caller.userId) await endSessions(db, eq(users.id, current.id), now);
    if (avatar && current.avatar) await s.storage.remove(current.avatar);
    return { message: t(req, 'server.updated'), data: await reload(db, current.id) };
  });

  route(app, s, calls.remove, async ({ caller, params, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    notSelf(caller, current.id);
    await db.delete(users).where(eq(users.id, current.id));
    if (current.avatar) await s.storage.remove(current.avatar);
    return { message: t(req, 'server.deleted') };
  });

  route(app, s, calls.removeAvatar, async ({ caller, params, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    await db.update(users).set({ avatar: null, updatedAt: s.clock() }).where(eq(users.id, current.id));
    if (current.avatar) await s.storage.remove(current.avatar);
    return { message: t(req, 'server.deleted'), data: await reload(db, current.id) };
  });

  route(app, s, calls.get, async ({ caller, params, db }) => ({ data: toUser(await findOwn(db, caller, params.id)) }));

  route(app, s, calls.getDisableUser, async ({ db }) => ({ data: { value: await readFlag(db, DISABLE_USERS_KEY) } }));

  route(app, s, calls.setDisableUser, async ({ body, db, req }) => {
    const now = s.clock();
    await db.transaction(async (tx) => {
      await writeFlag(tx, DISABLE_USERS_KEY, body.value, now);
      if (body.value) await endSessions(tx, ne(users.role, 'ADMIN'), now);
    });
    return { message: t(req, 'server.updated'), data: { value: body.value } };
  });

  route(app, s, calls.enableUser, async ({ caller, params, body, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    const enabled = body?.enabled ?? true;
    if (!enabled) notSelf(caller, current.id);
    const now = s.clock();
    await db.update(users).set({ isDisabled: !enabled, updatedAt: now }).where(eq(users.id, current.id));
    if (!enabled) await endSessions(db, eq(users.id, current.id), now);
    return { message: t(req, 'server.updated'), data: await reload(db, current.id) };
  });

  route(app, s, calls.listPermission, async ({ db }) => ({ data: await ensurePermissions(db) }));

  route(app, s, calls.updatePermission, async ({ caller, params, body, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    // Nobody changes their own level (an organisation cannot lock itself out by accident), and
    // administrators always have full access.
    if (current.id === caller.userId) throw conflict('server.ownPermission');
    if (current.role === 'ADMIN') throw conflict('server.adminPermission');
    const known = await ensurePermissions(db);
    if (!known.some((p) => p.id === body.permission_id)) throw invalid({ permission_id: ['validation.invalid'] });
    await db.update(users).set({ permissionId: body.permission_id, updatedAt: s.clock() }).where(eq(users.id, current.id));
    return { message: t(req, 'server.updated'), data: await reload(db, current.id) };
  });

  route(app, s, calls.endSession, async ({ caller, params, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    await endSessions(db, eq(users.id, current.id), s.clock());
    return { message: t(req, 'server.sessionEnded') };
  });

  route(app, s, calls.verifyRequest, async ({ caller, body, db, req }) => {
    const now = s.clock();
    const [me] = await db.select().from(users).where(eq(users.id, caller.userId));
    if (!me || me.email === body.email) throw invalid({ email: ['validation.invalid'] });
    await assertEmailFree(db, body.email, 'email', me.id);
    const [recent] = await db
      .select({ n: count() })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, me.id), gt(emailVerifications.createdAt, new Date(now.getTime() - 3_600_000))));
    if ((recent?.n ?? 0) >= OTP_PER_HOUR) throw new HttpError(429, 'server.tooManyCodes');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.insert(emailVerifications).values({
      userId: me.id,
      email: body.email,
      codeHash: otpHash(me.id, body.email, code),
      expiresAt: new Date(now.getTime() + OTP_MINUTES * 60_000),
      createdAt: now,
    });
    const id = localeOf(req) === 'id';
    await s.mail.send({
      to: body.email,
      subject: id ? 'Kode verifikasi e-mail LSI' : 'Your LSI e-mail verification code',
      text: id
        ? `Halo ${me.name},\n\nKode verifikasi Anda: ${code}\nKode berlaku ${OTP_MINUTES} menit.`
        : `Hello ${me.name},\n\nYour verification code: ${code}\nThe code is valid for ${OTP_MINUTES} minutes.`,
    });
    return { message: translate(localeOf(req), 'server.otpSent') };
  });
}
