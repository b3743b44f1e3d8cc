// Permission levels (spec 2 §6): FULL_ACCESS or READ_ONLY per user of an organisation. A READ_ONLY
// user may make every read and the self-service writes of its own account; which calls those are
// is data on the contract (openToReadOnly), checked in route.ts before the body is read. The same
// place refuses everything but the password change itself while a forced change is pending.
import { count } from 'drizzle-orm';
import { openDuringPasswordChange, openToReadOnly, type CallDef, type PermissionLevel, type Role } from '../../contract/lib.ts';
import type { Db } from '../db/open.ts';
import { permissions } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';

export const DEFAULT_PERMISSIONS: readonly { name: PermissionLevel; description: string }[] = [
  { name: 'FULL_ACCESS', description: 'Reads and changes everything the role allows.' },
  { name: 'READ_ONLY', description: 'Reads only; the own account can still be changed.' },
];

/** Administrators always have full access; a user without a level (or an unknown one) too. */
export function permissionLevelOf(role: Role, permissionName: string | null | undefined): PermissionLevel {
  return role !== 'ADMIN' && permissionName === 'READ_ONLY' ? 'READ_ONLY' : 'FULL_ACCESS';
}

/**
 * 403 for a caller whose forced password change is pending, on any call that change does not need
 * (openDuringPasswordChange); 403 for a READ_ONLY caller on a call that changes organisation data
 * (or another user's account).
 */
export function assertPermitted(def: CallDef, caller: { permission: PermissionLevel; userId: number; mustChangePassword: boolean }, params: unknown): void {
  if (caller.mustChangePassword && !openDuringPasswordChange(def)) throw new HttpError(403, 'server.passwordChangeRequired');
  if (caller.permission === 'READ_ONLY' && !openToReadOnly(def, params as Record<string, unknown>, caller.userId)) throw new HttpError(403, 'server.readOnly');
}

/** The levels, made on first use when the table is empty. */
export async function ensurePermissions(db: Db) {
  const [row] = await db.select({ n: count() }).from(permissions);
  if ((row?.n ?? 0) === 0) await db.insert(permissions).values([...DEFAULT_PERMISSIONS]);
  return db.select().from(permissions).orderBy(permissions.id);
}
