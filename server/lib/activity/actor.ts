// Who a request acts as, for the activity log (server/db/actor.ts carries it to the database).
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../db/actor.ts';
import type { Caller } from '../auth.ts';

/** Who acts: the caller's identity and organisations (a sign-in's user, before it is a caller). */
export type Acting = Pick<Caller, 'userId' | 'role' | 'lspId' | 'shipmentCompanyId' | 'vendorId'>;

export const actorOf = (caller: Acting, req: Pick<FastifyRequest, 'ip' | 'id'>): Actor => ({
  user_id: caller.userId,
  role: caller.role,
  lsp_id: caller.lspId,
  company_id: caller.shipmentCompanyId,
  vendor_id: caller.vendorId,
  ip: req.ip ?? null,
  request_id: typeof req.id === 'string' ? req.id : null,
});
