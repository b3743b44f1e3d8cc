// The signed-in user as the client sees it (contract Profile), with the flags that decide
// where a sign-in lands (spec 1 §4).
import { eq } from 'drizzle-orm';
import type { Profile } from '../../contract/auth.ts';
import type { Role } from '../../contract/lib.ts';
import type { Db } from '../db/open.ts';
import { logisticsServiceProviders, permissions, shipmentCompanies, users, vendors } from '../db/schema/index.ts';
import { notFound } from './errors.ts';
import { fileUrl } from './files.ts';
import { permissionLevelOf } from './permissions.ts';

/** A password older than this must be renewed (LSP accounts). */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** A sign-in after this long without one forces a new password (LSP and vendor accounts). */
export const STALE_LOGIN_DAYS = 90;
const DAY = 86_400_000;

export const isOlderThan = (d: Date | null, days: number, now: Date) => d !== null && now.getTime() - d.getTime() >= days * DAY;

/**
 * A sign-in is stale (forced change) for an LSP or vendor whose previous completed sign-in is
 * older than STALE_LOGIN_DAYS, unless the password was renewed since (e.g. by a reset link). A stale
 * sign-in does not move last_login_at (the login route): signing in again does not escape the change.
 */
export function isStaleSignIn(user: { role: string; lastLoginAt: Date | null; passwordUpdatedAt: Date | null }, now: Date): boolean {
  if (user.role !== 'VENDOR' && user.role !== 'LOGISTIC_SERVICE_PROVIDER') return false;
  if (!isOlderThan(user.lastLoginAt, STALE_LOGIN_DAYS, now)) return false;
  return !(user.passwordUpdatedAt && user.lastLoginAt && user.passwordUpdatedAt > user.lastLoginAt);
}

/** The flags that decide a forced password change (contract mustChangePassword), for the profile and the caller. */
export function passwordFlags(user: { role: string; passwordUpdatedAt: Date | null }, staleLogin: boolean, now: Date) {
  return {
    is_password_never_updated: user.passwordUpdatedAt === null,
    is_last_login_stale: staleLogin,
    is_password_update_stale: user.role === 'LOGISTIC_SERVICE_PROVIDER' && isOlderThan(user.passwordUpdatedAt, PASSWORD_MAX_AGE_DAYS, now),
  };
}

export async function loadProfile(db: Db, userId: number, now: Date, staleLogin: boolean): Promise<Profile> {
  const [row] = await db
    .select({ user: users, lsp: logisticsServiceProviders, sc: shipmentCompanies, vendor: vendors, permission: permissions.name })
    .from(users)
    .leftJoin(logisticsServiceProviders, eq(logisticsServiceProviders.id, users.logisticsServiceProviderId))
    .leftJoin(shipmentCompanies, eq(shipmentCompanies.id, users.shipmentCompanyId))
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .leftJoin(permissions, eq(permissions.id, users.permissionId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const { user, lsp, sc, vendor, permission } = row;
  const org = (o: { id: number; name: string; logo: string | null; address: string | null } | null) =>
    o ? { id: o.id, name: o.name, logo_url: fileUrl(o.logo), address: o.address } : null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as Role,
    phone_country_code: user.phoneCountryCode,
    phone_number: user.phoneNumber,
    avatar_url: fileUrl(user.avatar),
    is_main_admin: user.isMainAdmin,
    permission: permissionLevelOf(user.role as Role, permission),
    ...passwordFlags(user, staleLogin, now),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    logistics_service_provider: lsp ? { ...org(lsp)!, domain: lsp.domain, primary_color: lsp.primaryColor } : null,
    shipment_company: org(sc),
    vendor: org(vendor),
  };
}
