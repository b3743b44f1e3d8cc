// Who may not sign in although the password is right: users of a blocked shipping company, and
// every non-admin while the platform switch "disable users" is on (PUT /v1/settings/set-disable-user).
import { eq } from 'drizzle-orm';
import type { MessageKey } from '../../contract/messages.ts';
import type { Db } from '../db/open.ts';
import { settings, shipmentCompanies } from '../db/schema/index.ts';
import type { Exec } from './accounts.ts';

export const DISABLE_USERS_KEY = 'disable_user';

export async function readFlag(db: Exec, key: string): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value === true;
}

export async function writeFlag(db: Exec, key: string, value: boolean, now: Date): Promise<void> {
  await db.insert(settings).values({ key, value, updatedAt: now }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

/** The reason this user is refused at sign-in, or null. */
export async function signInRefusal(db: Db, user: { role: string; shipmentCompanyId: number | null }): Promise<MessageKey | null> {
  if (user.role !== 'ADMIN' && (await readFlag(db, DISABLE_USERS_KEY))) return 'server.signInDisabled';
  if (user.shipmentCompanyId !== null) {
    const [sc] = await db.select({ blocked: shipmentCompanies.isBlocked }).from(shipmentCompanies).where(eq(shipmentCompanies.id, user.shipmentCompanyId)).limit(1);
    if (sc?.blocked) return 'server.companyBlocked';
  }
  return null;
}
