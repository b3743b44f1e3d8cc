// /v1/logistics-service-providers: ADMIN manages them; a VENDOR lists them with its relation
// status and proposes collaborations. An LSP edits itself through /v1/profile/logistics-service-providers.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../contract/lib.ts';
import { lspList, lsps as calls, type LspRecord } from '../../contract/lsp.ts';
import type { Db } from '../db/open.ts';
import { logisticsServiceProviders as lsps, shipmentCompanies, users, vendorCollaborations } from '../db/schema/index.ts';
import { assertDomainFree, assertEmailFree, firstUserOf, insertUser, storeOrgFiles, type Exec } from '../lib/accounts.ts';
import type { Caller } from '../lib/auth.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { assertLspUnused, deleteCompanies } from '../lib/org-delete.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import { brandingOf } from '../lib/branding.ts';
import type { Services } from '../lib/services.ts';
import { DEFAULT_PRIMARY_COLOR } from '../../contract/branding.ts';

type Col = (typeof lspList.search)[number] | (typeof lspList.sort)[number] | (typeof lspList.filter)[number];
type Raw = { lsp: typeof lsps.$inferSelect; status: string | null };

export function toLsp({ lsp, status }: Raw): LspRecord {
  return {
    ...brandingOf(lsp),
    id: lsp.id,
    address: lsp.address,
    domain: lsp.domain,
    status: status as LspRecord['status'],
    created_at: lsp.createdAt.toISOString(),
  };
}

const relationTo = (vendorId: number | null) =>
  and(eq(vendorCollaborations.logisticsServiceProviderId, lsps.id), vendorId === null ? sql`false` : eq(vendorCollaborations.vendorId, vendorId));
const withRelation = (db: Exec, vendorId: number | null) =>
  db.select({ lsp: lsps, status: vendorCollaborations.status }).from(lsps).leftJoin(vendorCollaborations, relationTo(vendorId));

export async function loadLsp(db: Exec, id: number, vendorId: number | null = null): Promise<LspRecord> {
  const [raw] = await withRelation(db, vendorId).where(eq(lsps.id, id)).limit(1);
  if (!raw) throw notFound();
  return toLsp(raw);
}

function vendorInView(caller: Caller, q: ListQuery): number | null {
  if (caller.role === 'VENDOR') return caller.vendorId ?? -1;
  const i = q.filter_columns.indexOf('vendors.id');
  const id = i >= 0 ? Number(q.filter_keys[i]) : NaN;
  return Number.isInteger(id) ? id : null;
}

/** Every LSP exists for a vendor (it may propose to any); the vendor is named in the where clause
 * (always true) so the count cache never shares a total between vendors. */
const scope = (caller: Caller): SQL =>
  caller.role === 'VENDOR' ? or(isNull(vendorCollaborations.id), eq(vendorCollaborations.vendorId, caller.vendorId ?? -1))! : sql`true`;

const source = (db: Db, vendorId: number | null): ListSource<Col, Raw, LspRecord> => ({
  what: 'logistics service provider',
  db,
  decl: lspList,
  columns: {
    name: col(lsps.name),
    domain: col(lsps.domain),
    address: col(lsps.address),
    created_at: col(lsps.createdAt),
    status: col(vendorCollaborations.status),
    'vendors.id': col(vendorCollaborations.vendorId),
  },
  idColumn: lsps.id,
  rows: () => withRelation(db, vendorId).$dynamic(),
  keys: () => db.select({ id: lsps.id }).from(lsps).leftJoin(vendorCollaborations, relationTo(vendorId)).$dynamic(),
  toRow: toLsp,
});

export interface LspOrgInput {
  name: string;
  address?: string;
  domain: string;
  logo?: unknown;
  primary_color?: string;
  secondary_color?: string;
  register_banner?: unknown;
}

/** Updates an LSP's organisation fields (admin form and the LSP's own profile); files only when new. */
export async function updateLspOrg(db: Db, s: Services, id: number, body: LspOrgInput): Promise<LspRecord> {
  const [current] = await db.select().from(lsps).where(eq(lsps.id, id)).limit(1);
  if (!current) throw notFound();
  await assertDomainFree(db, body.domain, id);
  const files = await storeOrgFiles(s.storage, { logo: body.logo, register_banner: body.register_banner }, 'logos');
  await db
    .update(lsps)
    .set({
      name: body.name,
      domain: body.domain,
      ...(body.address !== undefined ? { address: body.address } : {}),
      ...(body.primary_color ? { primaryColor: body.primary_color } : {}),
      ...(body.secondary_color ? { secondaryColor: body.secondary_color } : {}),
      ...(files.stored.logo ? { logo: files.stored.logo } : {}),
      ...(files.stored.register_banner ? { registerBanner: files.stored.register_banner } : {}),
      updatedAt: s.clock(),
    })
    .where(eq(lsps.id, id))
    .catch(async (e: unknown) => {
      await files.discard();
      throw e;
    });
  await files.replaced({ logo: current.logo, register_banner: current.registerBanner });
  return loadLsp(db, id);
}

export function lspRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.list, async ({ caller, query, req, db }) =>
    answerList(source(db, vendorInView(caller, query)), query, { scope: scope(caller), ...listContext(req, s) }),
  );

  route(app, s, calls.create, async ({ body, db, req }) => {
    await assertDomainFree(db, body.domain);
    await assertEmailFree(db, body.user_email, 'user_email');
    const files = await storeOrgFiles(s.storage, { logo: body.logo, register_banner: body.register_banner }, 'logos');
    const now = s.clock();
    const id = await db
      .transaction(async (tx) => {
        const [lsp] = await tx
          .insert(lsps)
          .values({
            name: body.name,
            address: body.address ?? null,
            domain: body.domain,
            primaryColor: body.primary_color ?? DEFAULT_PRIMARY_COLOR,
            secondaryColor: body.secondary_color ?? null,
            logo: files.stored.logo ?? null,
            registerBanner: files.stored.register_banner ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await insertUser(tx, { ...firstUserOf(body), role: 'LOGISTIC_SERVICE_PROVIDER', logisticsServiceProviderId: lsp!.id, passwordUpdatedAt: null }, now);
        return lsp!.id;
      })
      .catch(async (e: unknown) => {
        await files.discard();
        throw e;
      });
    return { message: t(req, 'server.created'), data: await loadLsp(db, id) };
  });

  route(app, s, calls.update, async ({ params, body, db, req }) => ({ message: t(req, 'server.updated'), data: await updateLspOrg(db, s, params.id, body) }));

  route(app, s, calls.get, async ({ caller, params, db }) => ({ data: await loadLsp(db, params.id, caller.role === 'VENDOR' ? (caller.vendorId ?? -1) : null) }));

  route(app, s, calls.remove, async ({ params, db, req }) => {
    const current = await loadLsp(db, params.id);
    const files = await db.transaction(async (tx) => {
      await assertLspUnused(tx, current.id);
      const customers = await tx.select({ id: shipmentCompanies.id }).from(shipmentCompanies).where(eq(shipmentCompanies.logisticsServiceProviderId, current.id));
      const logos = await deleteCompanies(tx, customers.map((c) => c.id));
      await tx.delete(users).where(eq(users.logisticsServiceProviderId, current.id));
      await tx.delete(lsps).where(eq(lsps.id, current.id));
      return [...logos, current.logo, current.register_banner];
    });
    for (const f of files) if (f) await s.storage.remove(f);
    return { message: t(req, 'server.deleted') };
  });

  route(app, s, calls.propose, async ({ caller, params, db, req }) => {
    const vendorId = caller.vendorId ?? -1;
    const lsp = await loadLsp(db, params.idLSP, vendorId);
    const now = s.clock();
    if (lsp.status === 'BLOCK') throw conflict();
    if (lsp.status === null) {
      await db
        .insert(vendorCollaborations)
        .values({ vendorId, logisticsServiceProviderId: lsp.id, status: 'PROPOSED', proposedBy: 'VENDOR', createdAt: now, updatedAt: now })
        .onConflictDoNothing();
    } else if (lsp.status === 'REJECTED') {
      // Proposing again after a refusal renews the proposal.
      await db
        .update(vendorCollaborations)
        .set({ status: 'PROPOSED', proposedBy: 'VENDOR', updatedAt: now })
        .where(and(eq(vendorCollaborations.vendorId, vendorId), eq(vendorCollaborations.logisticsServiceProviderId, lsp.id)));
    }
    return { message: t(req, 'server.updated'), data: await loadLsp(db, lsp.id, vendorId) };
  });

  route(app, s, calls.removeLogo, async ({ params, db, req }) => {
    const current = await loadLsp(db, params.id);
    await db.update(lsps).set({ logo: null, updatedAt: s.clock() }).where(eq(lsps.id, current.id));
    if (current.logo) await s.storage.remove(current.logo);
    return { message: t(req, 'server.deleted'), data: await loadLsp(db, current.id) };
  });
}
