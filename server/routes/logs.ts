// /v1/logs: the administrators' weighbridge activity log (server/lib/weighbridge/log*.ts).
import type { FastifyInstance } from 'fastify';
import { logs } from '../../contract/logs.ts';
import { answerList } from '../lib/list.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { logScope, logSource } from '../lib/weighbridge/log-list.ts';

export function logRoutes(app: FastifyInstance, s: Services) {
  // Administrators only (the contract's access): the log spans every provider.
  route(app, s, logs.list, async ({ query, db, req }) => answerList(logSource(db), query, { scope: logScope(query), ...listContext(req, s) }));
}
