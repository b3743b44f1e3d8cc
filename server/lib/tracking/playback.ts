// A track's positions in a range, for the playback (docs/tracking.md "Playback"): one index walk
// of (track_id, recorded_at), the whole range up to PLAYBACK_POINTS_MAX positions an answer (then
// next_from), absurd ones kept and marked but left out of stops, gaps and distance.
import { and, eq, sql } from 'drizzle-orm';
import { WIB_OFFSET } from '../../../contract/wib.ts';
import { PLAYBACK_MAX_DAYS, PLAYBACK_POINTS_MAX, type PlaybackAnswer } from '../../../contract/tracking.ts';
import type { z } from 'zod';
import type { playbackQuery } from '../../../contract/tracking.ts';
import type { Db } from '../../db/open.ts';
import { tracks } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { rowsOf } from '../bulk.ts';
import { HttpError, notFound } from '../errors.ts';
import { shipmentScope } from '../freight/shipments.ts';
import { trackView } from '../freight/viewer.ts';
import { num } from '../values.ts';
import { findGaps, findStops, simplifyIndices, summarise, type Pt } from './trip.ts';

type Query = z.output<typeof playbackQuery>;

const instant = (date: string, time: string | undefined, end: boolean) => new Date(`${date}T${time ? (time.length === 5 ? `${time}:${end ? '59.999' : '00'}` : `${time}${end ? '.999' : ''}`) : end ? '23:59:59.999' : '00:00:00'}${WIB_OFFSET}`);
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export async function playbackOf(db: Db, caller: Caller, trackId: number, q: Query): Promise<PlaybackAnswer> {
  const [track] = await db.select({ id: tracks.id, source: tracks.source }).from(tracks).where(and(eq(tracks.id, trackId), shipmentScope(caller, tracks.shipmentId), trackView(caller)));
  if (!track) throw notFound();
  const from = instant(q.from_date, q.from_time, false);
  const to = instant(q.to_date, q.to_time, true);
  if (!(to > from) || to.getTime() - from.getTime() > PLAYBACK_MAX_DAYS * 86_400_000) throw new HttpError(400, 'server.playbackRange', { days: PLAYBACK_MAX_DAYS }, { to_date: ['validation.invalid'] });
  const after = q.after ? new Date(q.after) : null;
  // The instant as epoch milliseconds: reading 100,000 timestamps as Dates cost a fifth of the read.
  const rows = await rowsOf<{ t: number | string; lat: number; lon: number; speed: number | null; heading: number | null; absurd: boolean }>(
    db,
    sql`select extract(epoch from recorded_at)::float8 * 1000 as t, latitude as lat, longitude as lon, speed, heading, absurd from gps_positions
        where track_id = ${trackId} and recorded_at >= ${from} and recorded_at <= ${to} ${after ? sql`and recorded_at > ${after}` : sql``}
        order by recorded_at, id limit ${PLAYBACK_POINTS_MAX + 1}`,
  );
  const more = rows.length > PLAYBACK_POINTS_MAX;
  const page = more ? rows.slice(0, PLAYBACK_POINTS_MAX) : rows;
  const all = page.map((r) => ({ t: Math.round(Number(r.t)), lat: Number(r.lat), lon: Number(r.lon), speed: num(r.speed), heading: num(r.heading), absurd: Boolean(r.absurd) }));
  const sane: Pt[] = all.filter((p) => !p.absurd);
  const stops = findStops(sane);
  const gaps = findGaps(sane, stops);
  const drawn = q.simplify_m !== undefined ? simplifyIndices(sane, q.simplify_m).map((i) => sane[i]! as (typeof all)[number]) : all;
  const start = all[0]?.t ?? 0;
  const iso = (t: number) => new Date(t).toISOString();
  return {
    track_id: track.id,
    source: track.source,
    start: all.length ? iso(start) : null,
    // Compact rows: 100,000 positions are about 4.5 MB (docs/tracking.md "Bounded answers").
    points: drawn.map((p) => [round((p.t - start) / 1000, 3), round(p.lat, 6), round(p.lon, 6), p.speed === null ? null : round(p.speed, 1), p.heading === null ? null : Math.round(p.heading), p.absurd ? 1 : 0]),
    thinned: q.simplify_m !== undefined,
    stops: stops.map((s) => ({ started_at: iso(s.from), ended_at: iso(s.to), seconds: (s.to - s.from) / 1000, latitude: s.lat, longitude: s.lon })),
    gaps: gaps.map((g) => ({ started_at: iso(g.from), ended_at: iso(g.to), seconds: (g.to - g.from) / 1000 })),
    summary: { positions: all.length, ...summarise(sane, stops), absurd: all.length - sane.length },
    next_from: more ? iso(all[all.length - 1]!.t) : null,
  };
}
