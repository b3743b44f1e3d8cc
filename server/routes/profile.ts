// /v1/profile/*: the signed-in user's own organisation. The organisation comes from the token.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orgProfile as calls, REGISTER_LINK_DAYS } from '../../contract/profile.ts';
import { registerLinks, shipmentCompanies, vendors } from '../db/schema/index.ts';
import { lspByDomain, storeOrgFiles } from '../lib/accounts.ts';
import type { Caller } from '../lib/auth.ts';
import { invalid } from '../lib/errors.ts';
import { ownOrg } from '../lib/tenant.ts';
import { t } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { loadLsp, updateLspOrg } from './lsp.ts';
import { loadShipmentCompany } from './shipment-company.ts';
import { loadVendor } from './vendor.ts';

const DAY = 86_400_000;
const lspOf = (c: Caller) => ownOrg(c.role === 'LOGISTIC_SERVICE_PROVIDER' ? c.lspId : null);

export function profileRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.getLsp, async ({ caller, db }) => ({ data: await loadLsp(db, lspOf(caller)) }));

  route(app, s, calls.updateLsp, async ({ caller, body, db, req }) => ({ message: t(req, 'server.updated'), data: await updateLspOrg(db, s, lspOf(caller), body) }));

  route(app, s, calls.registerLink, async ({ caller, db }) => {
    const lsp = await loadLsp(db, lspOf(caller));
    const now = s.clock();
    // A live link is handed out again, so links already shared keep working.
    let [link] = await db
      .select()
      .from(registerLinks)
      .where(and(eq(registerLinks.logisticsServiceProviderId, lsp.id), gt(registerLinks.expiresAt, now)))
      .orderBy(desc(registerLinks.expiresAt))
      .limit(1);
    if (!link) {
      [link] = await db
        .insert(registerLinks)
        .values({ logisticsServiceProviderId: lsp.id, token: randomBytes(24).toString('base64url'), expiresAt: new Date(now.getTime() + REGISTER_LINK_DAYS * DAY), createdAt: now })
        .returning();
    }
    const url = `${s.appUrl}/register-shipment-company?domain=${encodeURIComponent(lsp.domain)}&token=${encodeURIComponent(link!.token)}`;
    return { data: { url, token: link!.token, expires_at: link!.expiresAt.toISOString() } };
  });

  route(app, s, calls.getVendor, async ({ caller, db }) => ({ data: await loadVendor(db, ownOrg(caller.vendorId), null) }));

  route(app, s, calls.updateVendor, async ({ caller, body, db, req }) => {
    const id = ownOrg(caller.vendorId);
    const [current] = await db.select().from(vendors).where(eq(vendors.id, id));
    const files = await storeOrgFiles(s.storage, { logo: body.logo }, 'logos');
    await db
      .update(vendors)
      .set({ name: body.name, ...(body.address !== undefined ? { address: body.address } : {}), ...files.stored, updatedAt: s.clock() })
      .where(eq(vendors.id, id));
    await files.replaced({ logo: current?.logo });
    return { message: t(req, 'server.updated'), data: await loadVendor(db, id, null) };
  });

  route(app, s, calls.getShipmentCompany, async ({ caller, db }) => ({ data: await loadShipmentCompany(db, ownOrg(caller.shipmentCompanyId)) }));

  route(app, s, calls.updateShipmentCompany, async ({ caller, body, db, req }) => {
    const id = ownOrg(caller.shipmentCompanyId);
    const [current] = await db.select().from(shipmentCompanies).where(eq(shipmentCompanies.id, id));
    // The provider is the company's tenant: it cannot move itself to another one (an admin can).
    const lsp = await lspByDomain(db, body.logistics_service_provider_domain);
    if (!lsp) throw invalid({ logistics_service_provider_domain: ['validation.unknownDomain'] });
    if (current?.logisticsServiceProviderId && lsp.id !== current.logisticsServiceProviderId) throw invalid({ logistics_service_provider_domain: ['validation.notChangeable'] });
    const files = await storeOrgFiles(s.storage, { logo: body.logo }, 'logos');
    await db
      .update(shipmentCompanies)
      .set({
        name: body.name,
        ...(body.address !== undefined ? { address: body.address } : {}),
        logisticsServiceProviderId: lsp.id,
        ...files.stored,
        updatedAt: s.clock(),
      })
      .where(eq(shipmentCompanies.id, id));
    await files.replaced({ logo: current?.logo });
    return { message: t(req, 'server.updated'), data: await loadShipmentCompany(db, id) };
  });
}
