// Who is calling: the bearer token names a session row; role and tenant come from it only.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { mustChangePassword } from '../../contract/auth.ts';
import type { PermissionLevel, Role } from '../../contract/lib.ts';
import type { Db } from '../db/open.ts';
import { permissions, sessions, shipmentCompanies, users } from '../db/schema/index.ts';
import { unauthorized } from './errors.ts';
import { sha256 } from './passwords.ts';
import { permissionLevelOf } from './permissions.ts';
import { passwordFlags } from './profile.ts';

export interface Caller {
  userId: number;
  sessionId: number;
  role: Role;
  name: string;
  isMainAdmin: boolean;
  /** READ_ONLY callers may only read and change their own account (route.ts). */
  permission: PermissionLevel;
  /** A forced password change is pending: only calls marked duringPasswordChange are open (route.ts). */
  mustChangePassword: boolean;
  /** The tenant: for an LSP its own id; for a shipping company the LSP it belongs to. */
  lspId: number | null;
  shipmentCompanyId: number | null;
  vendorId: number | null;
}

export function bearerOf(req: Pick<FastifyRequest, 'headers'>): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1]!.trim() : null;
}

/** The session's caller, one prepared statement per database: built and planned once, not per request. */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
function prepareSessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      name: users.name,
      isMainAdmin: users.isMainAdmin,
      isDisabled: users.isDisabled,
      lspId: users.logisticsServiceProviderId,
      scId: users.shipmentCompanyId,
      scLspId: shipmentCompanies.logisticsServiceProviderId,
      vendorId: users.vendorId,
      permission: permissions.name,
      passwordUpdatedAt: users.passwordUpdatedAt,
      staleLogin: sessions.staleLogin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(shipmentCompanies, eq(shipmentCompanies.id, users.shipmentCompanyId))
    .leftJoin(permissions, eq(permissions.id, users.permissionId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('caller_of_session');
}

export async function authenticate(db: Db, token: string | null, now: Date): Promise<Caller> {
  if (!token) throw unauthorized();
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  const rows = await query.execute({ tokenHash: sha256(token), now: now.toISOString() });
  const row = rows[0];
  if (!row || row.isDisabled || row.role === 'DRIVER') throw unauthorized();
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role as Role,
    name: row.name,
    isMainAdmin: row.isMainAdmin,
    permission: permissionLevelOf(row.role as Role, row.permission),
    mustChangePassword: mustChangePassword({ role: row.role as Role, ...passwordFlags(row, row.staleLogin, now) }),
    lspId: row.role === 'SHIPMENT_COMPANY' ? row.scLspId : row.lspId,
    shipmentCompanyId: row.scId,
    vendorId: row.vendorId,
  };
}
