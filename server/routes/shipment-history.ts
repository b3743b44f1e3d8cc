// /v1/shipment-history: the timeline of the shipments the caller takes part in. A vendor sees the
// entries about the whole shipment and those naming it (its parts, a change of vendor from or to
// it); each entry's sentence is written in the caller's language from the values it stored.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { translate, type Locale } from '../../contract/messages.ts';
import type { Role } from '../../contract/lib.ts';
import { historyList, shipmentHistory, type HistoryChange, type HistoryRow } from '../../contract/shipment-history.ts';
import type { Db } from '../db/open.ts';
import { shipmentHistories, shipments, shipmentVendors, users, vendors } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { shipmentScope } from '../lib/freight/shipments.ts';
import { answerList, col, type ColumnMap, type ListSource } from '../lib/list.ts';
import { localeOf, timezoneOffsetOf } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { iso, parsed } from '../lib/values.ts';

type Col = (typeof historyList.search)[number] | (typeof historyList.sort)[number] | (typeof historyList.filter)[number];
const columns: ColumnMap<Col> = {
  reason: col(shipmentHistories.reason),
  'shipment.identity': col(shipments.identity),
  created_at: col(shipmentHistories.createdAt),
  shipment_id: col(shipmentHistories.shipmentId),
  shipment_vendor_id: col(shipmentHistories.shipmentVendorId),
  action: col(shipmentHistories.action),
};

function scope(caller: Caller): SQL {
  // An LSP's entries carry its id (copied from the shipment at insert): the list walks
  // shipment_histories_lsp_created_idx, with no join or subquery per entry to decide what it sees.
  if (caller.role === 'LOGISTIC_SERVICE_PROVIDER') return eq(shipmentHistories.logisticsServiceProviderId, caller.lspId ?? -1);
  const visible = shipmentScope(caller, shipmentHistories.shipmentId);
  if (caller.role !== 'VENDOR') return visible;
  return sql`${visible} and (cardinality(${shipmentHistories.vendorIds}) = 0 or ${caller.vendorId ?? -1} = any(${shipmentHistories.vendorIds}))`;
}

const select = {
  entry: shipmentHistories,
  identity: shipments.identity,
  vendorId: vendors.id,
  vendorName: vendors.name,
  userName: users.name,
  userRole: users.role,
};
type Raw = { entry: typeof shipmentHistories.$inferSelect; identity: string; vendorId: number | null; vendorName: string | null; userName: string | null; userRole: string | null };

const joined = <T extends ReturnType<Db['select']>>(q: T) =>
  q
    .from(shipmentHistories)
    .innerJoin(shipments, eq(shipments.id, shipmentHistories.shipmentId))
    .leftJoin(shipmentVendors, eq(shipmentVendors.id, shipmentHistories.shipmentVendorId))
    .leftJoin(vendors, eq(vendors.id, shipmentVendors.vendorId))
    .leftJoin(users, eq(users.id, shipmentHistories.userId))
    .$dynamic();

function toRow(r: Raw, locale: Locale): HistoryRow {
  const e = r.entry;
  const values = parsed<Record<string, string | number>>(e.values) ?? {};
  return {
    id: e.id,
    shipment: { id: e.shipmentId, identity: r.identity },
    shipment_vendor_id: e.shipmentVendorId,
    vendor: r.vendorId ? { id: r.vendorId, name: r.vendorName! } : null,
    action: e.action as HistoryRow['action'],
    summary: translate(locale, `history.${e.action}`, values),
    reason: e.reason,
    changes: parsed<HistoryRow['changes']>(e.changes) ?? [],
    user: e.userId ? { id: e.userId, name: r.userName!, role: r.userRole as Role } : null,
    created_at: iso(e.createdAt)!,
  };
}

const source = (db: Db, locale: Locale): ListSource<Col, Raw, HistoryRow> => ({
  what: 'shipment-history',
  db,
  decl: historyList,
  columns,
  idColumn: shipmentHistories.id,
  rows: () => joined(db.select(select)) as never,
  keys: () => joined(db.select({ id: shipmentHistories.id })) as never,
  toRow: (r) => toRow(r, locale),
  keptBy: [locale],
});

/** The part a "vendor <name>" change is about (the creation records `{ part, trucks }` per vendor asked). */
const partOf = (value: unknown) => (value && typeof value === 'object' && 'part' in value ? (value as { part: unknown }).part : undefined);

/**
 * A vendor reads only its own request in an entry the whole shipment shares: the creation lists
 * every vendor asked (name, part, trucks), and another vendor's request is not its business.
 */
async function ownChangesOnly(db: Db, caller: Caller, rows: HistoryRow[]): Promise<HistoryRow[]> {
  const named = rows.filter((r) => r.changes.some((c) => c.field.startsWith('vendor ')));
  if (!named.length) return rows;
  const shipmentIds = [...new Set(named.map((r) => r.shipment.id))];
  const own = await db
    .select({ id: shipmentVendors.id })
    .from(shipmentVendors)
    .where(and(eq(shipmentVendors.vendorId, caller.vendorId ?? -1), inArray(shipmentVendors.shipmentId, shipmentIds)));
  const mine = new Set<unknown>(own.map((p) => p.id));
  const isMine = (c: HistoryChange) => !c.field.startsWith('vendor ') || mine.has(partOf(c.to)) || mine.has(partOf(c.from));
  return rows.map((r) => ({ ...r, changes: r.changes.filter(isMine) }));
}

export function shipmentHistoryRoutes(app: FastifyInstance, s: Services) {
  route(app, s, shipmentHistory.list, async ({ caller, query, req, db }) => {
    const page = await answerList(source(db, localeOf(req)), query, { scope: scope(caller), tzOffsetMinutes: timezoneOffsetOf(req), counts: s.counts });
    return caller.role === 'VENDOR' ? { ...page, data: await ownChangesOnly(db, caller, page.data) } : page;
  });
}
