// /v1/log/activities: the administrators' user activity log (server/lib/activity/).
import type { FastifyInstance } from 'fastify';
import { activityLog } from '../../contract/activity-log.ts';
import { activitySource, asListQuery } from '../lib/activity/list.ts';
import { answerList } from '../lib/list.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

export function activityLogRoutes(app: FastifyInstance, s: Services) {
  // Administrators only (the contract's access): the log spans every organisation.
  route(app, s, activityLog.list, async ({ query, db, req }) => answerList(activitySource(db), asListQuery(query), listContext(req, s)));
}
