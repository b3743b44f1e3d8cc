// /v1/tracks: one truck of a shipment, and taking trucks off their shipment (one, or several of one
// shipment, all or none) with a reason; the plate and driver are free for another trip at once.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tracks as calls } from '../../contract/track.ts';
import { tracks } from '../db/schema/index.ts';
import { notFound } from '../lib/errors.ts';
import { removeTracks } from '../lib/freight/rework.ts';
import { shipmentScope, trackRecords } from '../lib/freight/shipments.ts';
import { trackView } from '../lib/freight/viewer.ts';
import type { Caller } from '../lib/auth.ts';
import { t } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

/** The tracks of the shipments the caller sees, as it sees them (viewer.ts: a vendor its parts', a shipping company those carrying its orders). */
const trackScope = (caller: Caller) => and(shipmentScope(caller, tracks.shipmentId), trackView(caller))!;

export function trackRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.get, async ({ caller, params, db }) => {
    const [track] = await trackRecords(db, and(eq(tracks.id, params.id), trackScope(caller))!);
    if (!track) throw notFound();
    return { data: track };
  });

  const remove = async (caller: Caller, ids: number[], reason: string, field: string) => {
    await s.db.transaction((tx) => removeTracks({ tx, caller, now: s.clock() }, ids, reason, field));
    return trackRecords(s.db, and(inArray(tracks.id, ids), trackScope(caller))!);
  };

  route(app, s, calls.remove, async ({ caller, params, body, req }) => ({
    message: t(req, 'server.tracksRemoved', { smart_count: 1 }),
    data: await remove(caller, [params.id], body.reason, 'id'),
  }));

  route(app, s, calls.bulkRemove, async ({ caller, body, req }) => {
    const ids = [...new Set(body.track_ids)];
    return { message: t(req, 'server.tracksRemoved', { smart_count: ids.length }), data: await remove(caller, ids, body.reason, 'track_ids') };
  });
}
