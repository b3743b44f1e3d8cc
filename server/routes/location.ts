// /v1/location/search: places for the coordinate picker. The caller's own known locations come
// first (only those in its scope: another tenant's mills are not revealed), then the map provider's.
import { and, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { location, MAX_PLACES, type Place } from '../../contract/location.ts';
import { locations } from '../db/schema/index.ts';
import { rankPlaces } from '../adapters/maps.ts';
import { containsPattern } from '../lib/list.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { companyScope } from '../lib/tenant.ts';

const sameSpot = (a: Place, b: Place) => Math.abs(a.latitude - b.latitude) < 1e-4 && Math.abs(a.longitude - b.longitude) < 1e-4;

export function locationRoutes(app: FastifyInstance, s: Services) {
  route(app, s, location.search, async ({ caller, query, db }) => {
    const text = query.location;
    const pattern = containsPattern(text);
    const known = await db
      .select({ name: locations.name, address: locations.address, latitude: locations.latitude, longitude: locations.longitude })
      .from(locations)
      .where(and(companyScope(caller, locations.shipmentCompanyId), or(ilike(locations.name, pattern), ilike(locations.alias, pattern), ilike(locations.address, pattern))))
      .limit(50);
    const own = rankPlaces(known.map((k) => ({ ...k, address: k.address ?? '' })), text, MAX_PLACES);
    const found = await s.maps.search(text, MAX_PLACES);
    const data = [...own];
    for (const p of found) if (data.length < MAX_PLACES && !data.some((d) => d.name === p.name && sameSpot(d, p))) data.push(p);
    return { data };
  });
}
