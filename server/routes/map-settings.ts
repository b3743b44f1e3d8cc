// GET /v1/map-settings: which base map the browser's maps draw (contract/map-settings.ts).
import type { FastifyInstance } from 'fastify';
import { mapSettings } from '../../contract/map-settings.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

export function mapSettingsRoutes(app: FastifyInstance, s: Services) {
  route(app, s, mapSettings.get, async () => ({ data: { mapbox_token: s.mapboxPublicToken } }));
}
