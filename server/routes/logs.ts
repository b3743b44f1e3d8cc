// /v1/logs: the administrators' weighbridge activity log (server/lib/weighbridge/log*.ts), pushing
// its logs again (weighbridge/push.ts) and the activity mirroring log (lib/mirroring/).
import type { FastifyInstance } from 'fastify';
import { logs } from '../../contract/logs.ts';
import { answerList } from '../lib/list.ts';
import { timezoneOffsetOf, t } from '../lib/locale.ts';
import { mirroringSource } from '../lib/mirroring/list.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { logScope, logSource } from '../lib/weighbridge/log-list.ts';
import { pushLogs } from '../lib/weighbridge/push.ts';

export function logRoutes(app: FastifyInstance, s: Services) {
  // Administrators only (the contract's access): the logs span every provider.
  route(app, s, logs.list, async ({ query, db, req }) => answerList(logSource(db), query, { scope: logScope(query), ...listContext(req, s) }));
  route(app, s, logs.mirroring, async ({ query, db, req }) => answerList(mirroringSource(db), query, listContext(req, s)));
  route(app, s, logs.push, async ({ body, db, req }) => {
    const done = await pushLogs({ db, target: s.weighbridgePush, now: s.clock(), tzOffsetMinutes: timezoneOffsetOf(req), requestId: req.id }, body);
    return { message: t(req, done.pushed + done.failed ? 'server.pushDone' : 'server.pushNone', done), ...done };
  });
}
