// What the browser's maps need from the server's configuration (issue 24): the operator's public
// Mapbox token (MAPBOX_PUBLIC_TOKEN, `pk.*`), with which the maps draw Mapbox's base map through
// mapbox-gl; null: MapLibre and a style that needs no token. Never the geocoding token
// (MAPBOX_TOKEN), which may be a secret one.
import { z } from 'zod';
import { call, dataAnswer } from './lib.ts';

export const mapSettingsSchema = z.object({ mapbox_token: z.string().nullable() });
export type MapSettings = z.infer<typeof mapSettingsSchema>;

export const mapSettings = {
  get: call({
    method: 'GET',
    path: '/v1/map-settings',
    summary: "The maps' base map: the operator's public Mapbox token, or null for MapLibre",
    access: 'signed-in',
    response: dataAnswer(mapSettingsSchema),
  }),
};
