// /v1/auth/register/*: public sign-up of a shipping company (through its LSP's register link) or
// a vendor. The organisation and its first user are made in one transaction; the person chose the
// password, so the account signs in without a forced change.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registration as calls } from '../../contract/registration.ts';
import { registerLinks, shipmentCompanies, vendors } from '../db/schema/index.ts';
import { assertEmailFree, insertUser, lspByDomain } from '../lib/accounts.ts';
import { invalid } from '../lib/errors.ts';
import { t } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

async function assertHuman(s: Services, token: string | undefined, req: FastifyRequest) {
  if (s.captcha.enabled && !(await s.captcha.verify(token, req.ip))) throw invalid({ recaptcha_token: ['validation.captcha'] });
}

export function registrationRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.shipmentCompany, async ({ body, db, req }) => {
    await assertHuman(s, body.recaptcha_token, req);
    const now = s.clock();
    const lsp = await lspByDomain(db, body.logistics_service_provider_domain);
    if (!lsp) throw invalid({ logistics_service_provider_domain: ['validation.unknownDomain'] });
    const [link] = await db
      .select({ id: registerLinks.id })
      .from(registerLinks)
      .where(and(eq(registerLinks.logisticsServiceProviderId, lsp.id), eq(registerLinks.token, body.token), gt(registerLinks.expiresAt, now)))
      .limit(1);
    if (!link) throw invalid({ token: ['validation.registerLink'] });
    const data = await db.transaction(async (tx) => {
      await assertEmailFree(tx, body.email, 'email');
      const [sc] = await tx.insert(shipmentCompanies).values({ name: body.shipment_company_name, logisticsServiceProviderId: lsp.id, createdAt: now, updatedAt: now }).returning();
      const user = await insertUser(
        tx,
        { name: body.name, email: body.email, phoneCountryCode: body.phone_country_code, phoneNumber: body.phone_number, password: body.password, role: 'SHIPMENT_COMPANY', shipmentCompanyId: sc!.id, passwordUpdatedAt: now },
        now,
      );
      return { user_id: user.id, email: user.email, organisation_id: sc!.id };
    });
    s.counts.invalidate('shipment_companies');
    s.counts.invalidate('users');
    return { message: t(req, 'server.registered'), data };
  });

  route(app, s, calls.vendor, async ({ body, db, req }) => {
    await assertHuman(s, body.recaptcha_token, req);
    const now = s.clock();
    const data = await db.transaction(async (tx) => {
      await assertEmailFree(tx, body.email, 'email');
      const [v] = await tx.insert(vendors).values({ name: body.vendor_name, address: body.vendor_address ?? null, createdAt: now, updatedAt: now }).returning();
      const user = await insertUser(
        tx,
        { name: body.name, email: body.email, phoneCountryCode: body.user_phone_country_code, phoneNumber: body.user_phone_number, password: body.password, role: 'VENDOR', vendorId: v!.id, passwordUpdatedAt: now },
        now,
      );
      return { user_id: user.id, email: user.email, organisation_id: v!.id };
    });
    s.counts.invalidate('vendors');
    s.counts.invalidate('users');
    return { message: t(req, 'server.registered'), data };
  });
}
