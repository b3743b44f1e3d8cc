// GET /v1/realtime: the caller's stream of changes (server/changes/stream.ts, docs/realtime.md);
// GET /v1/realtime/streams: how many of them this API process holds open for the caller;
// GET /v1/realtime/firebase: the browser's Firebase sign-in and paths, when Firebase is configured.
import type { FastifyInstance } from 'fastify';
import { realtime } from '../../contract/realtime.ts';
import { claimsOf, livePathsOf } from '../changes/mirror.ts';
import { streamChanges } from '../changes/stream.ts';
import { HttpError } from '../lib/errors.ts';
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
  route(app, services, realtime.streams, async ({ caller }) => ({ data: { open: services.changes.streams.of(caller.userId) } }));

  // The browser's Firebase sign-in: a custom token whose claims the database's rules compare with
  // each path's ids, and the paths this caller reads (changes/mirror.ts).
  route(app, services, realtime.firebase, async ({ caller, req }) => {
    const { firebase } = services;
    if (!firebase) throw new HttpError(404, 'server.firebaseOff');
    const db = await firebase.db().catch((e: unknown) => {
      req.log.warn(e);
      throw new HttpError(503, 'server.firebaseUnavailable');
    });
    const token = await db.customToken(String(caller.userId), claimsOf(caller)).catch((e: unknown) => {
      req.log.warn(e);
      throw new HttpError(503, 'server.firebaseUnavailable');
    });
    return { data: { token, database_url: firebase.databaseURL, paths: livePathsOf(caller) } };
  });
}
