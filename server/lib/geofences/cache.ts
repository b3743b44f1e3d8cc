// Each LSP's geofences as detection needs them, kept per process for a few seconds so a batch of
// positions costs no read for them; an LSP's write forgets its entry at once (another process sees
// it within FENCES_TTL_MS). An LSP without geofences is kept too (an empty list): its trucks'
// batches then cost nothing extra at all.
import { inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { GeofenceKind } from '../../../contract/geofence.ts';
import type { DbOrTx } from '../freight/tx.ts';
import { geofences } from '../../db/schema/index.ts';
import { areaOf, type Fence, type LatLon } from './shapes.ts';

export const FENCES_TTL_MS = 5000;
const cache = new LRUCache<number, Fence[]>({ max: 10_000, ttl: FENCES_TTL_MS });

export const forgetFences = (lspId: number) => cache.delete(lspId);
/** Forgets every LSP's (tests). */
export const forgetAllFences = () => cache.clear();

/** The geofences of these LSPs, read in one statement for those not cached. */
export async function fencesOf(db: DbOrTx, lspIds: readonly number[]): Promise<Map<number, Fence[]>> {
  const answer = new Map<number, Fence[]>();
  const missing: number[] = [];
  for (const id of new Set(lspIds)) {
    const hit = cache.get(id);
    if (hit) answer.set(id, hit);
    else missing.push(id);
  }
  if (!missing.length) return answer;
  const rows = await db.select().from(geofences).where(inArray(geofences.logisticsServiceProviderId, missing));
  for (const id of missing) answer.set(id, []);
  for (const g of rows) {
    answer.get(g.logisticsServiceProviderId)!.push({
      id: g.id,
      lspId: g.logisticsServiceProviderId,
      name: g.name,
      kind: g.kind as GeofenceKind,
      dwellSeconds: g.dwellSeconds,
      lat: g.latitude,
      lon: g.longitude,
      radiusM: g.radiusM,
      area: g.shape === 'POLYGON' && Array.isArray(g.polygon) ? areaOf(g.polygon as LatLon[]) : null,
    });
  }
  for (const id of missing) cache.set(id, answer.get(id)!);
  return answer;
}
