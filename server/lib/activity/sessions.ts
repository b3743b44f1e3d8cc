// Sign-ins and sign-outs in the activity log, written with the session they open or close (the
// audited tables' changes are written by their triggers: migration 0029).
import type { FastifyRequest } from 'fastify';
import { activityLogs } from '../../db/schema/index.ts';
import type { Tx } from '../freight/tx.ts';
import type { Db } from '../../db/open.ts';
import { actorOf, type Acting } from './actor.ts';

/** Stamped by the database's clock, as the triggers' rows are, so the log's order is one. */
export async function logSession(db: Db | Tx, type: 'SIGN_IN' | 'SIGN_OUT', who: Acting, req: Pick<FastifyRequest, 'ip' | 'id' | 'headers'>): Promise<void> {
  const actor = actorOf(who, req);
  await db.insert(activityLogs).values({
    userId: actor.user_id,
    role: actor.role,
    logisticsServiceProviderId: actor.lsp_id,
    shipmentCompanyId: actor.company_id,
    vendorId: actor.vendor_id,
    typeActivity: type,
    recordCount: 1,
    // The browser that signed in (a person tells their own sessions apart by it).
    description: String(req.headers['user-agent'] ?? '').slice(0, 300),
    ip: actor.ip?.slice(0, 64) ?? null,
    requestId: actor.request_id?.slice(0, 64) ?? null,
  });
}
