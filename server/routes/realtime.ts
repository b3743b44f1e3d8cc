// GET /v1/realtime: the caller's stream of changes (server/changes/stream.ts, docs/realtime.md).
import type { FastifyInstance } from 'fastify';
import { realtime } from '../../contract/realtime.ts';
import { streamChanges } from '../changes/stream.ts';
import { authenticate, bearerOf } from '../lib/auth.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

export function realtimeRoutes(app: FastifyInstance, services: Services, heartbeatMs: number, maxStreamsPerUser: number): void {
  route(app, services, realtime.stream, async ({ reply, req, caller }) => {
    const token = bearerOf(req);
    await streamChanges({
      reply,
      db: services.db,
      feed: services.changes,
      streams: services.changes.streams,
      maxPerUser: maxStreamsPerUser,
      who: caller,
      // The session is checked at every heartbeat: signed out elsewhere, the stream ends, and the
      // browser's reconnection is answered 401, which signs it out like any other call.
      stillSignedIn: () => authenticate(services.db, token, services.clock()).then(() => true, () => false),
      checkMs: heartbeatMs,
    });
  });
}
