// Geofence detection after each ingest batch (docs/tracking.md "Geofences and alerts"): the
// batch's sane positions of trucks whose LSP has geofences, judged against the fences they are in
// (presence.ts). Cheap by construction: the LSPs' fences come from a per-process cache (cache.ts);
// a truck near no fence and with no presence row costs nothing; the presence rows of the trucks
// that have one (the ingest's read says which) are read in one statement; what changed is written,
// with any new alerts, in one transaction. Their notifications are tell.ts's, after.
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { geofencePresence } from '../../db/schema/index.ts';
import { insertRows } from '../bulk.ts';
import { iso } from '../values.ts';
import { fencesOf } from './cache.ts';
import { judge, type Fix, type Presence } from './presence.ts';
import { raiseAlerts, type NewAlert } from './raise.ts';
import { isInside, type Fence } from './shapes.ts';

/** A sane position of a truck on the road, with its shipment's LSP. */
export interface Sighting extends Fix {
  trackId: number;
  lspId: number;
  /** The truck has a presence row (it was in a geofence at its last position judged). */
  near: boolean;
}

type Row = typeof geofencePresence.$inferSelect;
const key = (trackId: number, fenceId: number) => `${trackId}:${fenceId}`;
const ms = (d: Date | null) => (d ? d.getTime() : null);
const date = (n: number | null) => (n === null ? null : new Date(n));

const toPresence = (r: Row): Presence => ({ insideSince: ms(r.insideSince), outsideSince: ms(r.outsideSince), stillSince: ms(r.stillSince), stillLat: r.stillLat, stillLon: r.stillLon, lastSeenAt: r.lastSeenAt.getTime(), entered: r.entered, mafiaRaised: r.mafiaRaised });
const toRow = (trackId: number, geofenceId: number, p: Presence) => ({ trackId, geofenceId, insideSince: iso(date(p.insideSince)), outsideSince: iso(date(p.outsideSince)), stillSince: iso(date(p.stillSince)), stillLat: p.stillLat, stillLon: p.stillLon, lastSeenAt: iso(date(p.lastSeenAt)), entered: p.entered, mafiaRaised: p.mafiaRaised });

function byTrack(sightings: readonly Sighting[]): Map<number, Sighting[]> {
  const tracks = new Map<number, Sighting[]>();
  for (const s of sightings) {
    const list = tracks.get(s.trackId);
    if (list) list.push(s);
    else tracks.set(s.trackId, [s]);
  }
  for (const list of tracks.values()) list.sort((a, b) => a.at - b.at);
  return tracks;
}

/** Judges the sightings; answers how many new alerts were raised (stored untold: tell.ts). */
export async function detectGeofences(db: Db, sightings: readonly Sighting[], now: Date): Promise<number> {
  if (!sightings.length) return 0;
  const fences = await fencesOf(db, sightings.map((s) => s.lspId));
  const tracks = byTrack(sightings.filter((s) => fences.get(s.lspId)!.length));
  if (!tracks.size) return 0;
  const nearTracks = [...tracks].filter(([, list]) => list.some((s) => s.near)).map(([id]) => id);
  const stored = nearTracks.length ? await db.select().from(geofencePresence).where(inArray(geofencePresence.trackId, nearTracks)) : [];
  const presence = new Map(stored.map((r) => [key(r.trackId, r.geofenceId), toPresence(r)]));
  const changed = new Map<string, { trackId: number; fence: Fence; after: Presence | null }>();
  const alerts: NewAlert[] = [];
  for (const [trackId, list] of tracks) {
    for (const fence of fences.get(list[0]!.lspId)!) {
      const k = key(trackId, fence.id);
      let p = presence.get(k) ?? null;
      const before = p;
      for (const fix of list) {
        const inside = isInside(fence, fix.lat, fix.lon);
        if (!p && !inside) continue;
        const { after, raised } = judge(p, fence, fix, inside);
        p = after;
        for (const r of raised) alerts.push({ lspId: fence.lspId, geofenceId: fence.id, trackId, type: r.type, startedAt: new Date(r.startedAt), lat: r.lat, lon: r.lon });
      }
      if (p !== before) changed.set(k, { trackId, fence, after: p });
    }
  }
  return changed.size ? write(db, [...changed.values()], alerts, now) : 0;
}

async function write(db: Db, changed: { trackId: number; fence: Fence; after: Presence | null }[], alerts: NewAlert[], now: Date): Promise<number> {
  const gone = changed.filter((c) => !c.after);
  const kept = changed.filter((c) => c.after).map((c) => toRow(c.trackId, c.fence.id, c.after!));
  return db.transaction(async (tx) => {
    if (gone.length) {
      const pairs = sql.join(gone.map((c) => sql`(${c.trackId}::int, ${c.fence.id}::int)`), sql`, `);
      await tx.delete(geofencePresence).where(and(inArray(geofencePresence.trackId, gone.map((c) => c.trackId)), sql`(${geofencePresence.trackId}, ${geofencePresence.geofenceId}) in (${pairs})`));
    }
    if (kept.length) {
      const columns = ['trackId', 'geofenceId', 'insideSince', 'outsideSince', 'stillSince', 'stillLat', 'stillLon', 'lastSeenAt', 'entered', 'mafiaRaised'] as const;
      await tx.execute(sql`${insertRows(geofencePresence, columns, kept)}
        on conflict (track_id, geofence_id) do update set inside_since = excluded.inside_since, outside_since = excluded.outside_since, still_since = excluded.still_since,
          still_lat = excluded.still_lat, still_lon = excluded.still_lon, last_seen_at = excluded.last_seen_at, entered = excluded.entered, mafia_raised = excluded.mafia_raised`);
    }
    return raiseAlerts(tx, alerts, now);
  });
}
