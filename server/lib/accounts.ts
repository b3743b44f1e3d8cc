// Accounts shared by the organisation modules (LSPs, vendors, shipping companies, registration,
// users): e-mail uniqueness, the first user of a new organisation, ending sessions, org files.
import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Role } from '../../contract/lib.ts';
import type { Db } from '../db/open.ts';
import { logisticsServiceProviders, sessions, users } from '../db/schema/index.ts';
import type { Storage } from '../adapters/storage.ts';
import { invalid } from './errors.ts';
import { hashPassword } from './passwords.ts';
import { storeUpload } from './uploads.ts';

/** A database or an open transaction. */
export type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** 422 "Already used." on `field` when another account has this e-mail. */
export async function assertEmailFree(db: Exec, email: string, field: string, exceptUserId?: number): Promise<void> {
  const where = exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email);
  const [taken] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  if (taken) throw invalid({ [field]: ['validation.duplicate'] });
}

export interface NewUser {
  name: string;
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
  password: string;
  role: Exclude<Role, 'DRIVER'>;
  logisticsServiceProviderId?: number | null;
  shipmentCompanyId?: number | null;
  vendorId?: number | null;
  /** Set when the person chose the password (registration); null forces a change at first sign-in. */
  passwordUpdatedAt: Date | null;
  avatar?: string | null;
}

export async function insertUser(db: Exec, u: NewUser, now: Date) {
  const [row] = await db
    .insert(users)
    .values({
      name: u.name,
      email: u.email,
      phoneCountryCode: u.phoneCountryCode,
      phoneNumber: u.phoneNumber,
      passwordHash: await hashPassword(u.password),
      role: u.role,
      logisticsServiceProviderId: u.logisticsServiceProviderId ?? null,
      shipmentCompanyId: u.shipmentCompanyId ?? null,
      vendorId: u.vendorId ?? null,
      avatar: u.avatar ?? null,
      passwordUpdatedAt: u.passwordUpdatedAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** The first user of a new organisation from the user_* fields of spec 2 §3. */
export interface FirstUserInput {
  user_name: string;
  user_email: string;
  user_phone_country_code: string;
  user_phone_number: string;
  user_password: string;
}

export const firstUserOf = (b: FirstUserInput) => ({
  name: b.user_name,
  email: b.user_email,
  phoneCountryCode: b.user_phone_country_code,
  phoneNumber: b.user_phone_number,
  password: b.user_password,
});

/** Revokes the live sessions of the users matched by `who` (a condition on users). */
export async function endSessions(db: Exec, who: SQL, now: Date): Promise<void> {
  const ids = db.select({ id: users.id }).from(users).where(who);
  await db.update(sessions).set({ revokedAt: now }).where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
}

export async function lspByDomain(db: Exec, domain: string) {
  const [row] = await db.select().from(logisticsServiceProviders).where(eq(logisticsServiceProviders.domain, domain)).limit(1);
  return row;
}

/** 422 "Already used." on `domain` when another LSP has this host name. */
export async function assertDomainFree(db: Exec, domain: string, exceptLspId?: number): Promise<void> {
  const other = await lspByDomain(db, domain);
  if (other && other.id !== exceptLspId) throw invalid({ domain: ['validation.duplicate'] });
}

/**
 * Stores the new images of an organisation form before the write (so a bad file changes nothing);
 * `replaced` removes the files they replace once the write succeeded.
 */
export async function storeOrgFiles<K extends string>(storage: Storage, fields: Partial<Record<K, unknown>>, folder: string) {
  const stored: Partial<Record<K, string>> = {};
  for (const [field, value] of Object.entries(fields) as [K, unknown][]) {
    const path = await storeUpload(storage, field, value, folder);
    if (path) stored[field] = path;
  }
  return {
    stored,
    async replaced(previous: Partial<Record<K, string | null>>) {
      for (const field of Object.keys(stored) as K[]) {
        const old = previous[field];
        if (old) await storage.remove(old);
      }
    },
    /** The write failed: drop what was stored. */
    async discard() {
      for (const path of Object.values(stored) as string[]) await storage.remove(path);
    },
  };
}
