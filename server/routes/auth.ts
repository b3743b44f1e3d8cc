// /v1/auth/* and the password reset calls.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auth, TOKEN_MAX_AGE_SECONDS } from '../../contract/auth.ts';
import { translate } from '../../contract/messages.ts';
import { loginAttempts, passwordResets, sessions, users } from '../db/schema/index.ts';
import { HttpError, invalid } from '../lib/errors.ts';
import { localeOf, t } from '../lib/locale.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../lib/passwords.ts';
import { isStaleSignIn, loadProfile } from '../lib/profile.ts';
import { route } from '../lib/route.ts';
import { overAllowance, settleAttempt } from '../lib/sign-in-allowance.ts';
import { signInRefusal } from '../lib/sign-in-rules.ts';
import { logSession } from '../lib/activity/sessions.ts';
import type { Role } from '../../contract/lib.ts';
import { storeUpload } from '../lib/uploads.ts';
import { consumeOtp } from '../lib/otp.ts';
import { assertEmailFree } from '../lib/accounts.ts';
import type { Services } from '../lib/services.ts';

const RESET_TOKEN_MINUTES = 60;

export function authRoutes(app: FastifyInstance, s: Services) {
  // Unknown e-mails are checked against this hash, made once, so they cost the same scrypt work
  // as a known account's wrong password: the answer's timing does not tell which e-mails exist.
  const dummyHash = hashPassword(randomBytes(24).toString('base64url'));

  route(app, s, auth.login, async ({ body, req, db }) => {
    const now = s.clock();
    const attempt = { email: body.email, ip: req.ip, now };
    // Already over the allowance: refused before any hashing (cheap). Not the decision itself.
    if (await overAllowance(db, attempt)) throw new HttpError(429, 'server.tooManyAttempts');
    const [user] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash));
    // The decision: count and record atomically (sign-in-allowance.ts).
    const verdict = await settleAttempt(db, { ...attempt, passwordOk: user !== undefined && passwordOk });
    if (verdict === 'throttled') throw new HttpError(429, 'server.tooManyAttempts');
    if (verdict === 'wrong' || !user) throw new HttpError(401, 'server.wrongCredentials');
    if (user.role === 'DRIVER') throw new HttpError(403, 'server.driverRefused');
    if (user.isDisabled) throw new HttpError(403, 'server.accountDisabled');
    const refusal = await signInRefusal(db, user);
    if (refusal) throw new HttpError(403, refusal);
    if (body.admin_only && user.role !== 'ADMIN') throw new HttpError(403, 'server.forbidden');

    await db.delete(loginAttempts).where(eq(loginAttempts.email, body.email));
    const staleLogin = isStaleSignIn(user, now);
    const { token, hash } = newToken();
    const who = { userId: user.id, role: user.role as Role, lspId: user.logisticsServiceProviderId, shipmentCompanyId: user.shipmentCompanyId, vendorId: user.vendorId };
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        userId: user.id,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + TOKEN_MAX_AGE_SECONDS * 1000),
        staleLogin,
        ip: req.ip,
        userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
        createdAt: now,
      });
      await logSession(tx, 'SIGN_IN', who, req);
    });
    // A stale sign-in completes with the password change (which sets last_login_at), not here.
    if (!staleLogin) await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    return {
      message: t(req, 'server.loginSuccess'),
      data: { token, token_type: 'Bearer' as const, expires_in: TOKEN_MAX_AGE_SECONDS, user: await loadProfile(db, user.id, now, staleLogin) },
    };
  });

  route(app, s, auth.logout, async ({ caller, db, req }) => {
    await db.transaction(async (tx) => {
      await tx.update(sessions).set({ revokedAt: s.clock() }).where(eq(sessions.id, caller.sessionId));
      await logSession(tx, 'SIGN_OUT', caller, req);
    });
    return { message: t(req, 'server.logoutSuccess') };
  });

  route(app, s, auth.profile, async ({ caller, db }) => {
    const [row] = await db.select({ stale: sessions.staleLogin }).from(sessions).where(eq(sessions.id, caller.sessionId));
    return { data: await loadProfile(db, caller.userId, s.clock(), row?.stale ?? false) };
  });

  route(app, s, auth.updateProfile, async ({ caller, body, db, req }) => {
    const [user] = await db.select().from(users).where(eq(users.id, caller.userId));
    if (!user) throw new HttpError(404, 'server.notFound');
    const changes: Partial<typeof users.$inferInsert> = { name: body.name, updatedAt: s.clock() };
    if (body.phone_number !== undefined) changes.phoneNumber = body.phone_number;
    if (body.phone_country_code !== undefined) changes.phoneCountryCode = body.phone_country_code;
    if (body.email !== user.email) {
      // A new address counts only with the code mailed to it (POST /v1/verify/request).
      if (!body.otp) throw invalid({ otp: ['validation.required'] });
      await assertEmailFree(db, body.email, 'email', user.id);
      if (!(await consumeOtp(db, user.id, body.email, body.otp, s.clock()))) throw invalid({ otp: ['validation.otpInvalid'] });
      changes.email = body.email;
    }
    if (body.password) {
      if (body.password !== body.password_confirm) throw invalid({ password_confirm: ['validation.passwordMatch'] });
      if (!body.password_old || !(await verifyPassword(body.password_old, user.passwordHash))) {
        throw invalid({ password_old: ['server.oldPasswordWrong'] });
      }
      changes.passwordHash = await hashPassword(body.password);
      changes.passwordUpdatedAt = s.clock();
    }
    const avatar = await storeUpload(s.storage, 'avatar', body.avatar, 'avatars');
    if (avatar) changes.avatar = avatar;
    await db.update(users).set(changes).where(eq(users.id, user.id));
    if (avatar && user.avatar) await s.storage.remove(user.avatar);
    return { message: t(req, 'server.profileUpdated'), data: await loadProfile(db, user.id, s.clock(), false) };
  });

  route(app, s, auth.fcmToken, async ({ caller, body, db, req }) => {
    await db.update(users).set({ fcmToken: body.fcm_token }).where(eq(users.id, caller.userId));
    return { message: t(req, 'server.fcmSaved') };
  });

  route(app, s, auth.forgotPassword, async ({ body, db, req }) => {
    const locale = body.locale ?? localeOf(req);
    const [user] = await db.select().from(users).where(and(eq(users.email, body.email), ne(users.role, 'DRIVER'))).limit(1);
    if (user && !user.isDisabled) {
      const now = s.clock();
      const { token, hash } = newToken();
      await db.insert(passwordResets).values({ userId: user.id, tokenHash: hash, expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000), createdAt: now });
      const link = `${s.appUrl}${locale === 'id' ? '/id' : ''}/create-new-password?token=${token}&email=${encodeURIComponent(user.email)}`;
      const subject = locale === 'id' ? 'Atur ulang kata sandi LSI' : 'Reset your LSI password';
      const text =
        locale === 'id'
          ? `Halo ${user.name},\n\nBuka tautan ini dalam ${RESET_TOKEN_MINUTES} menit untuk membuat kata sandi baru:\n${link}\n\nAbaikan e-mail ini jika Anda tidak memintanya.`
          : `Hello ${user.name},\n\nOpen this link within ${RESET_TOKEN_MINUTES} minutes to set a new password:\n${link}\n\nIgnore this e-mail if you did not ask for it.`;
      await s.mail.send({ to: user.email, subject, text });
    }
    return { message: translate(locale, 'server.resetMailSent') };
  });

  route(app, s, auth.changePasswords, async ({ body, caller, db, req }) => {
    const now = s.clock();
    let userId: number;
    const changes: Partial<typeof users.$inferInsert> = { passwordUpdatedAt: now, updatedAt: now };
    if (body.token === 'session' && caller) {
      // The forced change after sign-in: the signed-in user renews an old password.
      userId = caller.userId;
      changes.lastLoginAt = now; // the sign-in that was waiting for this change is complete
      await db.update(sessions).set({ staleLogin: false }).where(eq(sessions.id, caller.sessionId));
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), ne(sessions.id, caller.sessionId), isNull(sessions.revokedAt)));
    } else {
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, sha256(body.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .limit(1);
      if (!reset) throw new HttpError(422, 'server.tokenDoesntExist');
      userId = reset.userId;
      await db.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id));
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    }
    await db.update(users).set({ ...changes, passwordHash: await hashPassword(body.password) }).where(eq(users.id, userId));
    return { message: t(req, 'server.passwordChanged') };
  });
}
