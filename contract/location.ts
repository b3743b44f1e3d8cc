// Place search for the coordinate picker (spec 2 §7 "Locations": GET /v1/location/search?location=).
import { z } from 'zod';
import { roles } from './access.ts';
import { call } from './lib.ts';
import { requiredText } from './rules.ts';

export const place = z.object({ name: z.string(), address: z.string(), latitude: z.number(), longitude: z.number() });
export type Place = z.infer<typeof place>;

export const MAX_PLACES = 10;

export const location = {
  search: call({
    method: 'GET',
    path: '/v1/location/search',
    summary: "Places by name: the caller's own locations first, then the map provider's (built-in gazetteer or Mapbox)",
    access: roles.shipperDataReaders,
    query: z.object({ location: requiredText(100) }),
    response: z.object({ data: z.array(place) }),
  }),
};
