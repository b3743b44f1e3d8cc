// Who is calling: the bearer token names a session row; role and tenant come from it only.
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { mustChangePassword } from '../../contract/auth.ts';
import type { PermissionLevel, Role } from '../../contract/lib.ts';
import type { Db } from '../db/open.ts';
import { permissions, sessions, shipmentCompanies, users } from '../db/schema/index.ts';
import { stampsOfTables, tableList } from './count-cache.ts';
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

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionQuery>['execute']>>[number];

export function bearerOf(req: Pick<FastifyRequest, 'headers'>): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1]!.trim() : null;
}

/**
 * The session's caller, one prepared statement per database: built and planned once, not per
 * request. Its twin also reads the change stamps of some tables (a text[] literal, `tables`) in the
 * same statement: what a call's kept list answers need (server/lib/request-stamps.ts).
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
const sessionWithStampsQueries = new WeakMap<Db, ReturnType<typeof prepareSessionWithStampsQuery>>();
const prepareSessionQuery = (db: Db) => sessionSelect(db, {}).prepare('caller_of_session');
const prepareSessionWithStampsQuery = (db: Db) => sessionSelect(db, { stamps: stampsOfTables(sql.placeholder('tables')) }).prepare('caller_of_session_with_stamps');

function sessionSelect<E extends Record<string, SQL>>(db: Db, extra: E) {
  return db
    .select({
      ...extra,
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
    .limit(1);
}

/**
 * The caller of `token` as of `now`. With `stampTables`, the change stamps of those tables are read
 * in the same statement and set into `stamps` (table -> stamp).
 */
export async function authenticate(db: Db, token: string | null, now: Date, stampTables?: readonly string[], stamps?: Map<string, string>): Promise<Caller> {
  if (!token) throw unauthorized();
  const params = { tokenHash: sha256(token), now: now.toISOString() };
  let row: SessionRow | undefined;
  if (stampTables?.length && stamps) {
    let query = sessionWithStampsQueries.get(db);
    if (!query) sessionWithStampsQueries.set(db, (query = prepareSessionWithStampsQuery(db)));
    const [found] = await query.execute({ ...params, tables: tableList(stampTables) });
    if (found) (found.stamps ?? '').split(',').forEach((stamp, i) => stamps.set(stampTables[i]!, stamp));
    row = found;
  } else {
    let query = sessionQueries.get(db);
    if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
    [row] = await query.execute(params);
  }
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
