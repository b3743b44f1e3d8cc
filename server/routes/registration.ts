// /v1/auth/register/*: public sign-up of a shipping company (through its LSP's register link) or
// a vendor. The organisation and its first user are made in one transaction; the person chose the
// password, so the account signs in without a forced change.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registration as calls } from '../../contract/registration.ts';
import { registerLinks, shipmentCompanies, vendors } from '../db/schema/index.ts';
import type { Db } from '../db/open.ts';
import { assertEmailFree, insertUser, lspByDomain, type Exec, type NewUser } from '../lib/accounts.ts';
import { invalid } from '../lib/errors.ts';
import { t } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

async function assertHuman(s: Services, token: string | undefined, req: FastifyRequest) {
  if (s.captcha.enabled && !(await s.captcha.verify(token, req.ip))) throw invalid({ recaptcha_token: ['validation.captcha'] });
}

/** The person registering: they chose the password, so it counts as updated now. */
const personOf = (body: { name: string; email: string; password: string }, now: Date) => (phoneCountryCode: string, phoneNumber: string) => ({
  name: body.name,
  email: body.email,
  password: body.password,
  phoneCountryCode,
  phoneNumber,
  passwordUpdatedAt: now,
});

/** The organisation (made by `createOrg`) and its first user, in one transaction; the e-mail must be free. */
async function registerWithFirstUser(s: Services, db: Db, email: string, createOrg: (tx: Exec) => Promise<{ orgId: number; user: NewUser }>) {
  const now = s.clock();
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, email, 'email');
    const { orgId, user } = await createOrg(tx);
    const row = await insertUser(tx, user, now);
    return { user_id: row.id, email: row.email, organisation_id: orgId };
  });
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
    const person = personOf(body, now);
    const data = await registerWithFirstUser(s, db, body.email, async (tx) => {
      const [sc] = await tx.insert(shipmentCompanies).values({ name: body.shipment_company_name, logisticsServiceProviderId: lsp.id, createdAt: now, updatedAt: now }).returning();
      return { orgId: sc!.id, user: { ...person(body.phone_country_code, body.phone_number), role: 'SHIPMENT_COMPANY', shipmentCompanyId: sc!.id } };
    });
    return { message: t(req, 'server.registered'), data };
  });

  route(app, s, calls.vendor, async ({ body, db, req }) => {
    await assertHuman(s, body.recaptcha_token, req);
    const now = s.clock();
    const person = personOf(body, now);
    const data = await registerWithFirstUser(s, db, body.email, async (tx) => {
      const [v] = await tx.insert(vendors).values({ name: body.vendor_name, address: body.vendor_address ?? null, createdAt: now, updatedAt: now }).returning();
      return { orgId: v!.id, user: { ...person(body.user_phone_country_code, body.user_phone_number), role: 'VENDOR', vendorId: v!.id } };
    });
    return { message: t(req, 'server.registered'), data };
  });
}
