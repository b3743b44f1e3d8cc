// GET /v1/personalization?domain= : the LSP branding for a host, defaults otherwise.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PRIMARY_COLOR, personalization } from '../../contract/personalization.ts';
import { logisticsServiceProviders } from '../db/schema/index.ts';
import { brandingOf } from '../lib/branding.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

export const DEFAULT_BRANDING = {
  name: 'Logistic Service Integrator',
  logo: null,
  logo_url: null,
  primary_color: DEFAULT_PRIMARY_COLOR,
  secondary_color: null,
  register_banner: null,
  register_banner_url: null,
};

export function personalizationRoutes(app: FastifyInstance, s: Services) {
  route(app, s, personalization.get, async ({ query, db }) => {
    const domain = query.domain?.trim().toLowerCase().replace(/:\d+$/, '');
    if (!domain) return { data: DEFAULT_BRANDING };
    const [lsp] = await db.select().from(logisticsServiceProviders).where(eq(logisticsServiceProviders.domain, domain)).limit(1);
    if (!lsp) return { data: DEFAULT_BRANDING };
    return { data: brandingOf(lsp) };
  });
}
