// Role dashboards: each role's figures of its own organisation (tenant from the token); the
// figures themselves are server/lib/dashboards/ (docs/dashboards.md).
import type { FastifyInstance } from 'fastify';
import { dashboard } from '../../contract/dashboard.ts';
import { adminFigures } from '../lib/dashboards/admin.ts';
import { lspFigures } from '../lib/dashboards/lsp.ts';
import { shipperFigures } from '../lib/dashboards/shipper.ts';
import { vendorFigures } from '../lib/dashboards/vendor.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { ownOrg } from '../lib/tenant.ts';

export function dashboardRoutes(app: FastifyInstance, s: Services) {
  route(app, s, dashboard.admin, async ({ db }) => ({ data: await adminFigures(db, s.clock()) }));
  route(app, s, dashboard.lsp, async ({ caller, db }) => ({ data: await lspFigures(db, ownOrg(caller.lspId)) }));
  route(app, s, dashboard.sc, async ({ caller, db, query }) => ({ data: await shipperFigures(db, ownOrg(caller.shipmentCompanyId), s.clock(), query.search_key) }));
  route(app, s, dashboard.vendor, async ({ caller, db, query }) => ({ data: await vendorFigures(db, ownOrg(caller.vendorId), s.clock(), query.search_key) }));
}
