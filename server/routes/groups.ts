// /v1/groups: location groups of a shipping company. Read: the company, its LSP, admins.
// Write: the company for itself, its LSP for it (shipment_company_id).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groupList, groups, type GroupRecord } from '../../contract/groups.ts';
import type { Db } from '../db/open.ts';
import { locationGroups } from '../db/schema/index.ts';
import { answerList, col, type ListSource } from '../lib/list.ts';
import { t } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { companyScope, writableCompany } from '../lib/tenant.ts';

type Row = typeof locationGroups.$inferSelect;
type Col = (typeof groupList.search)[number] | (typeof groupList.sort)[number] | (typeof groupList.filter)[number];

const toGroup = (g: Row): GroupRecord => ({ id: g.id, name: g.name, shipment_company_id: g.shipmentCompanyId, created_at: g.createdAt.toISOString() });

const source = (db: Db): ListSource<Col, Row, GroupRecord> => ({
  what: 'groups',
  db,
  decl: groupList,
  columns: { name: col(locationGroups.name), created_at: col(locationGroups.createdAt), shipment_company_id: col(locationGroups.shipmentCompanyId) },
  idColumn: locationGroups.id,
  rows: () => db.select().from(locationGroups).$dynamic(),
  keys: () => db.select({ id: locationGroups.id }).from(locationGroups).$dynamic(),
  toRow: toGroup,
});

const sameName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function groupRoutes(app: FastifyInstance, s: Services) {
  route(app, s, groups.list, async ({ caller, query, req, db }) =>
    answerList(source(db), query, { scope: companyScope(caller, locationGroups.shipmentCompanyId), ...listContext(req, s) }),
  );

  route(app, s, groups.bulkCreate, async ({ caller, body, db, req }) => {
    const companyId = await writableCompany(db, caller, body.shipment_company_id);
    const result = await db.transaction(async (tx) => {
      // One writer per company at a time, so two requests cannot both add the same name.
      await tx.execute(sql`select pg_advisory_xact_lock(${7_301}, ${companyId})`);
      const existing = await tx.select({ name: locationGroups.name }).from(locationGroups).where(eq(locationGroups.shipmentCompanyId, companyId));
      const taken = new Set(existing.map((g) => sameName(g.name)));
      const fresh: string[] = [];
      const skipped: string[] = [];
      for (const name of body.name) {
        const key = sameName(name);
        if (taken.has(key)) skipped.push(name);
        else {
          taken.add(key);
          fresh.push(name.replace(/\s+/g, ' '));
        }
      }
      const created = fresh.length
        ? await tx.insert(locationGroups).values(fresh.map((name) => ({ name, shipmentCompanyId: companyId }))).returning()
        : [];
      return { created: created.map(toGroup), skipped };
    });
    return { message: t(req, 'server.groupsCreated', { created: result.created.length, skipped: result.skipped.length }), data: result };
  });
}
