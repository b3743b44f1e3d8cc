// /v1/vendors: transporters. ADMIN: all of them; LSP: those with any relation to it, each with
// the relation's status. Vendors manage themselves through /v1/profile/vendors.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../contract/lib.ts';
import { vendorList, vendors as calls, type VendorRecord } from '../../contract/vendor.ts';
import type { Db } from '../db/open.ts';
import { logisticsServiceProviders, shipmentVendors, users, vendorCollaborations, vendors } from '../db/schema/index.ts';
import { assertEmailFree, firstUserOf, insertUser, storeOrgFiles, type Exec } from '../lib/accounts.ts';
import type { Caller } from '../lib/auth.ts';
import { conflict, invalid, notFound } from '../lib/errors.ts';
import { fileUrl } from '../lib/files.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';

type Col = (typeof vendorList.search)[number] | (typeof vendorList.sort)[number] | (typeof vendorList.filter)[number];
type Raw = { vendor: typeof vendors.$inferSelect; status: string | null };

export function toVendor({ vendor, status }: Raw): VendorRecord {
  return {
    id: vendor.id,
    name: vendor.name,
    address: vendor.address,
    logo: vendor.logo,
    logo_url: fileUrl(vendor.logo),
    status: status as VendorRecord['status'],
    created_at: vendor.createdAt.toISOString(),
  };
}

/** Vendors with their relation to one LSP (none: status null). */
const relationTo = (lspId: number | null) =>
  and(eq(vendorCollaborations.vendorId, vendors.id), lspId === null ? sql`false` : eq(vendorCollaborations.logisticsServiceProviderId, lspId));
const withRelation = (db: Exec, lspId: number | null) =>
  db.select({ vendor: vendors, status: vendorCollaborations.status }).from(vendors).leftJoin(vendorCollaborations, relationTo(lspId));

export async function loadVendor(db: Exec, id: number, lspId: number | null): Promise<VendorRecord> {
  const [raw] = await withRelation(db, lspId).where(eq(vendors.id, id)).limit(1);
  if (!raw) throw notFound();
  return toVendor(raw);
}

/** The LSP whose relation a list shows: the caller's, or (ADMIN) the one filtered on. */
function lspInView(caller: Caller, q: ListQuery): number | null {
  if (caller.role === 'LOGISTIC_SERVICE_PROVIDER') return caller.lspId ?? -1;
  const i = q.filter_columns.indexOf('logistics_service_providers.id');
  const id = i >= 0 ? Number(q.filter_keys[i]) : NaN;
  return Number.isInteger(id) ? id : null;
}

/** Which vendors exist for this caller. The LSP is named here too (not only in the join) so the
 * count cache, keyed by the where clause, never shares totals between LSPs. */
const scope = (caller: Caller): SQL => (caller.role === 'ADMIN' ? sql`true` : eq(vendorCollaborations.logisticsServiceProviderId, caller.lspId ?? -1));

async function findOwn(db: Db, caller: Caller, id: number): Promise<VendorRecord> {
  const lspId = caller.role === 'ADMIN' ? null : (caller.lspId ?? -1);
  const [raw] = await withRelation(db, lspId).where(and(scope(caller), eq(vendors.id, id))).limit(1);
  if (!raw) throw notFound();
  return toVendor(raw);
}

const source = (db: Db, lspId: number | null): ListSource<Col, Raw, VendorRecord> => ({
  what: 'vendor',
  db,
  decl: vendorList,
  columns: {
    name: col(vendors.name),
    address: col(vendors.address),
    created_at: col(vendors.createdAt),
    status: col(vendorCollaborations.status),
    'logistics_service_providers.id': col(vendorCollaborations.logisticsServiceProviderId),
  },
  idColumn: vendors.id,
  rows: () => withRelation(db, lspId).$dynamic(),
  keys: () => db.select({ id: vendors.id }).from(vendors).leftJoin(vendorCollaborations, relationTo(lspId)).$dynamic(),
  toRow: toVendor,
});

export function vendorRoutes(app: FastifyInstance, s: Services) {
  route(app, s, calls.list, async ({ caller, query, req, db }) =>
    answerList(source(db, lspInView(caller, query)), query, { scope: scope(caller), ...listContext(req, s) }),
  );

  route(app, s, calls.get, async ({ caller, params, db }) => ({ data: await findOwn(db, caller, params.id) }));

  route(app, s, calls.create, async ({ caller, body, db, req }) => {
    // An LSP creates vendors for itself only; the admin may name the LSP they work for.
    let lspId: number | null = body.logistics_service_provider_id ?? null;
    if (caller.role === 'LOGISTIC_SERVICE_PROVIDER') {
      if (lspId !== null && lspId !== caller.lspId) throw notFound();
      lspId = caller.lspId;
    } else if (lspId !== null) {
      const [lsp] = await db.select({ id: logisticsServiceProviders.id }).from(logisticsServiceProviders).where(eq(logisticsServiceProviders.id, lspId));
      if (!lsp) throw invalid({ logistics_service_provider_id: ['validation.invalid'] });
    }
    await assertEmailFree(db, body.user_email, 'user_email');
    const files = await storeOrgFiles(s.storage, { logo: body.logo }, 'logos');
    const now = s.clock();
    const id = await db
      .transaction(async (tx) => {
        await assertEmailFree(tx, body.user_email, 'user_email');
        const [v] = await tx
          .insert(vendors)
          .values({ name: body.name, address: body.address ?? null, logo: files.stored.logo ?? null, createdAt: now, updatedAt: now })
          .returning();
        await insertUser(tx, { ...firstUserOf(body), role: 'VENDOR', vendorId: v!.id, passwordUpdatedAt: null }, now);
        if (lspId !== null) {
          const proposedBy = caller.role === 'ADMIN' ? 'ADMIN' : 'LSP';
          await tx.insert(vendorCollaborations).values({ vendorId: v!.id, logisticsServiceProviderId: lspId, status: 'COLLABORATE', proposedBy, createdAt: now, updatedAt: now });
        }
        return v!.id;
      })
      .catch(async (e: unknown) => {
        await files.discard();
        throw e;
      });
    return { message: t(req, 'server.created'), data: await loadVendor(db, id, lspId) };
  });

  route(app, s, calls.update, async ({ caller, params, body, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    await db
      .update(vendors)
      .set({ name: body.name, ...(body.address !== undefined ? { address: body.address } : {}), updatedAt: s.clock() })
      .where(eq(vendors.id, current.id));
    return { message: t(req, 'server.updated'), data: await loadVendor(db, current.id, null) };
  });

  route(app, s, calls.remove, async ({ caller, params, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    await db.transaction(async (tx) => {
      const [used] = await tx.select({ n: count() }).from(shipmentVendors).where(eq(shipmentVendors.vendorId, current.id));
      if ((used?.n ?? 0) > 0) throw conflict('server.inShipments');
      // Its users (drivers included) go with it; fleet and relations cascade.
      await tx.delete(users).where(eq(users.vendorId, current.id));
      await tx.delete(vendors).where(eq(vendors.id, current.id));
    });
    if (current.logo) await s.storage.remove(current.logo);
    return { message: t(req, 'server.deleted') };
  });

  route(app, s, calls.updateCollaboration, async ({ caller, params, body, db, req }) => {
    const lspId = caller.lspId ?? -1;
    const [relation] = await db
      .select()
      .from(vendorCollaborations)
      .where(and(eq(vendorCollaborations.vendorId, params.id), eq(vendorCollaborations.logisticsServiceProviderId, lspId)))
      .limit(1);
    if (!relation) throw notFound();
    if (relation.status !== 'PROPOSED') throw conflict();
    const status = body.status === 'COLLABORATE' ? 'COLLABORATE' : 'REJECTED';
    await db.update(vendorCollaborations).set({ status, updatedAt: s.clock() }).where(eq(vendorCollaborations.id, relation.id));
    return { message: t(req, 'server.updated'), data: await loadVendor(db, params.id, lspId) };
  });

  route(app, s, calls.removeLogo, async ({ caller, params, db, req }) => {
    const current = await findOwn(db, caller, params.id);
    await db.update(vendors).set({ logo: null, updatedAt: s.clock() }).where(eq(vendors.id, current.id));
    if (current.logo) await s.storage.remove(current.logo);
    return { message: t(req, 'server.deleted'), data: await loadVendor(db, current.id, null) };
  });
}
