// An LSP's geofences: the list (its own only), and drawing, changing and deleting one. Every write
// forgets the LSP's cached fences (cache.ts) so the next batch of positions is judged against it.
import { and, count, eq } from 'drizzle-orm';
import { GEOFENCES_MAX, geofenceList, type geofenceBody, type GeofenceRecord } from '../../../contract/geofence.ts';
import type { z } from 'zod';
import type { Db } from '../../db/open.ts';
import { geofencePresence, geofences } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { badRequest, notFound } from '../errors.ts';
import { col, type ListSource } from '../list.ts';
import { forgetFences } from './cache.ts';
import { boundingCircle, type LatLon } from './shapes.ts';

type Row = typeof geofences.$inferSelect;
type Body = z.output<typeof geofenceBody>;
type Col = (typeof geofenceList.search)[number] | (typeof geofenceList.sort)[number] | (typeof geofenceList.filter)[number];

export const lspOf = (caller: Caller) => caller.lspId ?? -1;

/** The caller's geofences (the list's tenant scope). */
export const geofenceScope = (caller: Caller) => eq(geofences.logisticsServiceProviderId, lspOf(caller));

export const toGeofence = (g: Row): GeofenceRecord => ({
  id: g.id,
  name: g.name,
  kind: g.kind as GeofenceRecord['kind'],
  shape: g.shape as GeofenceRecord['shape'],
  latitude: g.latitude,
  longitude: g.longitude,
  radius_m: g.shape === 'CIRCLE' ? g.radiusM : null,
  points: g.shape === 'POLYGON' ? (g.polygon as [number, number][]) : null,
  dwell_seconds: g.dwellSeconds,
  note: g.note,
  created_at: g.createdAt.toISOString(),
});

export const geofenceSource = (db: Db): ListSource<Col, Row, GeofenceRecord> => ({
  what: 'geofences',
  db,
  decl: geofenceList,
  columns: { name: col(geofences.name), created_at: col(geofences.createdAt), kind: col(geofences.kind) },
  idColumn: geofences.id,
  rows: () => db.select().from(geofences).$dynamic(),
  keys: () => db.select({ id: geofences.id }).from(geofences).$dynamic(),
  toRow: toGeofence,
});

/** The stored columns of a body: a polygon keeps its points and a circle around them (shapes.ts). */
function columnsOf(b: Body) {
  const circle = b.shape === 'CIRCLE' ? { lat: b.latitude!, lon: b.longitude!, radiusM: b.radius_m! } : boundingCircle(b.points as LatLon[]);
  return {
    name: b.name,
    kind: b.kind,
    shape: b.shape,
    latitude: circle.lat,
    longitude: circle.lon,
    radiusM: circle.radiusM,
    polygon: b.shape === 'POLYGON' ? b.points! : null,
    dwellSeconds: b.dwell_seconds,
    note: b.note ?? null,
  };
}

export async function createGeofence(db: Db, caller: Caller, body: Body, now: Date): Promise<GeofenceRecord> {
  const lsp = lspOf(caller);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(geofences).where(eq(geofences.logisticsServiceProviderId, lsp));
  if (n >= GEOFENCES_MAX) throw badRequest('geofence.tooMany', { max: GEOFENCES_MAX });
  const [row] = await db.insert(geofences).values({ ...columnsOf(body), logisticsServiceProviderId: lsp, createdAt: now, updatedAt: now }).returning();
  forgetFences(lsp);
  return toGeofence(row!);
}

const own = (caller: Caller, id: number) => and(eq(geofences.id, id), eq(geofences.logisticsServiceProviderId, lspOf(caller)));

/** A changed area is judged anew: the trucks' presence in it is forgotten (alerts stay). */
export async function updateGeofence(db: Db, caller: Caller, id: number, body: Body, now: Date): Promise<GeofenceRecord> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(geofences).set({ ...columnsOf(body), updatedAt: now }).where(own(caller, id)).returning();
    if (!updated) throw notFound();
    await tx.delete(geofencePresence).where(eq(geofencePresence.geofenceId, id));
    return updated;
  });
  forgetFences(lspOf(caller));
  return toGeofence(row);
}

export async function deleteGeofence(db: Db, caller: Caller, id: number): Promise<string> {
  const [gone] = await db.delete(geofences).where(own(caller, id)).returning({ name: geofences.name });
  if (!gone) throw notFound();
  forgetFences(lspOf(caller));
  return gone.name;
}
