// /v1/shipment-companies: an LSP's customers. ADMIN: all of them; LSP: those with its id.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shipmentCompanies as calls, shipmentCompanyList, type ShipmentCompanyRecord } from '../../contract/shipment-company.ts';
import type { Db } from '../db/open.ts';
import { logisticsServiceProviders, shipmentCompanies, users } from '../db/schema/index.ts';
import { assertEmailFree, endSessions, firstUserOf, insertUser, lspByDomain, type Exec } from '../lib/accounts.ts';
import type { Caller } from '../lib/auth.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { fileUrl } from '../lib/files.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { assertCompaniesUnused, deleteCompanies } from '../lib/org-delete.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

type Col = (typeof shipmentCompanyList.search)[number] | (typeof shipmentCompanyList.sort)[number] | (typeof shipmentCompanyList.filter)[number];

const select = {
  sc: shipmentCompanies,
  lspName: logisticsServiceProviders.name,
  lspDomain: logisticsServiceProviders.domain,
};
type Raw = { sc: typeof shipmentCompanies.$inferSelect; lspName: string | null; lspDomain: string | null };

export function toShipmentCompany({ sc, lspName, lspDomain }: Raw): ShipmentCompanyRecord {
  return {
    id: sc.id,
    name: sc.name,
    address: sc.address,
    logo: sc.logo,
    logo_url: fileUrl(sc.logo),
    logistics_service_provider_id: sc.logisticsServiceProviderId,
    logistics_service_provider_name: lspName,
    logistics_service_provider_domain: lspDomain,
    is_blocked: sc.isBlocked,
    loss_tolerance_type: sc.lossToleranceType === 'PERCENT' || sc.lossToleranceType === 'KG' ? sc.lossToleranceType : null,
    loss_tolerance_value: sc.lossToleranceType ? sc.lossToleranceValue : null,
    loss_claim_price: sc.lossClaimPrice,
    created_at: sc.createdAt.toISOString(),
  };
}

const withLsp = (db: Exec) => db.select(select).from(shipmentCompanies).leftJoin(logisticsServiceProviders, eq(logisticsServiceProviders.id, shipmentCompanies.logisticsServiceProviderId));

/** One company as the API answers it (no scope: callers check theirs first). */
export async function loadShipmentCompany(db: Exec, id: number): Promise<ShipmentCompanyRecord> {
  const [raw] = await withLsp(db).where(eq(shipmentCompanies.id, id)).limit(1);
  if (!raw) throw notFound();
  return toShipmentCompany(raw);
}

/** Which companies exist for this caller. */
function scope(caller: Caller): SQL {
  if (caller.role === 'ADMIN') return sql`true`;
  return eq(shipmentCompanies.logisticsServiceProviderId, caller.lspId ?? -1);
}

async function findOwn(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(shipmentCompanies).where(and(scope(caller), eq(shipmentCompanies.id, id))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The LSP a domain names; an LSP caller may only name its own (other domains do not exist for it). */
async function lspFor(db: Db, caller: Caller, domain: string) {
  const lsp = await lspByDomain(db, domain);
  if (!lsp || (caller.role !== 'ADMIN' && lsp.id !== caller.lspId)) throw invalid({ logistics_service_provider_domain: ['validation.unknownDomain'] });
  return lsp;
}

const source = (db: Db): ListSource<Col, Raw, ShipmentCompanyRecord> => ({
  what: 'shipment company',
  db,
  decl: shipmentCompanyList,
  columns: {
    name: col(shipmentCompanies.name),
    address: col(shipmentCompanies.address),
    created_at: col(shipmentCompanies.createdAt),
    logistics_service_provider_id: col(shipmentCompanies.logisticsServiceProviderId),
    is_blocked: col(shipmentCompanies.isBlocked),
  },
  idColumn: shipmentCompanies.id,
  rows: () => withLsp(db).$dynamic(),
  keys: () => db.select({ id: shipmentCompanies.id }).from(shipmentCompanies).$dynamic(),
  toRow: toShipmentCompany,
});

export function shipmentCompanyRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.list, async ({ caller, query, req, db }) =>
    answerList(source(db), query, { scope: scope(caller), ...listContext(req, s) }),
  );

  route(app, s, calls.get, async ({ caller, params, db }) => ({ data: await loadShipmentCompany(db, (await findOwn(db, caller, params.id)).id) }));

  route(app, s, calls.create, async ({ caller, body, db, req }) => {
    const lsp = await lspFor(db, caller, body.logistics_service_provider_domain);
    const now = s.clock();
    const id = await db.transaction(async (tx) => {
      await assertEmailFree(tx, body.user_email, 'user_email');
      const [sc] = await tx
        .insert(shipmentCompanies)
        .values({ name: body.name, address: body.address ?? null, logisticsServiceProviderId: lsp.id, createdAt: now, updatedAt: now })
        .returning();
      await insertUser(tx, { ...firstUserOf(body), role: 'SHIPMENT_COMPANY', shipmentCompanyId: sc!.id, passwordUpdatedAt: null }, now);
      return sc!.id;
    });
    return { message: t(req, 'server.created'), data: await loadShipmentCompany(db, id) };
  });

  route(app, s, calls.update, async ({ caller, params, body, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    const lsp = await lspFor(db, caller, body.logistics_service_provider_domain);
    await db
      .update(shipmentCompanies)
      .set({
        name: body.name,
        ...(body.address !== undefined ? { address: body.address } : {}),
        // The tolerance: absent leaves it, null clears it (docs/weighbridge.md).
        ...(body.loss_tolerance_type !== undefined
          ? { lossToleranceType: body.loss_tolerance_type, lossToleranceValue: body.loss_tolerance_type ? String(body.loss_tolerance_value) : null }
          : {}),
        ...(body.loss_claim_price !== undefined ? { lossClaimPrice: body.loss_claim_price } : {}),
        logisticsServiceProviderId: lsp.id,
        updatedAt: s.clock(),
      })
      .where(eq(shipmentCompanies.id, current.id));
    return { message: t(req, 'server.updated'), data: await loadShipmentCompany(db, current.id) };
  });

  route(app, s, calls.block, async ({ caller, params, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    const now = s.clock();
    await db.transaction(async (tx) => {
      await tx.update(shipmentCompanies).set({ isBlocked: !current.isBlocked, updatedAt: now }).where(eq(shipmentCompanies.id, current.id));
      // Blocking takes effect at once: the company's users are signed out everywhere.
      if (!current.isBlocked) await endSessions(tx, eq(users.shipmentCompanyId, current.id), now);
    });
    return { message: t(req, 'server.updated'), data: await loadShipmentCompany(db, current.id) };
  });

  route(app, s, calls.remove, async ({ caller, params, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    const logos = await db.transaction(async (tx) => {
      await assertCompaniesUnused(tx, [current.id]);
      return deleteCompanies(tx, [current.id]);
    });
    for (const logo of logos) await s.storage.remove(logo);
    return { message: t(req, 'server.deleted') };
  });

  route(app, s, calls.removeLogo, async ({ caller, params, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    await db.update(shipmentCompanies).set({ logo: null, updatedAt: s.clock() }).where(eq(shipmentCompanies.id, current.id));
    if (current.logo) await s.storage.remove(current.logo);
    return { message: t(req, 'server.deleted'), data: await loadShipmentCompany(db, current.id) };
  });
}
