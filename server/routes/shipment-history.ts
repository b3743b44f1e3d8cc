// /v1/shipment-history: the timeline of the shipments the caller takes part in. A vendor sees the
// entries about the whole shipment and those naming it (its parts, a change of vendor from or to
// it); a shipping company, of a shipment shared with other companies, those about its own orders
// and trucks (lib/freight/history-view.ts); each entry's sentence is written in the caller's
// language from the values it stored, as the caller sees them.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { translate, type Locale } from '../../contract/messages.ts';
import type { Role } from '../../contract/lib.ts';
import { historyFileUrl, historyList, shipmentHistory, type HistoryChange, type HistoryRow } from '../../contract/shipment-history.ts';
import type { Db } from '../db/open.ts';
import { shipmentHistories, shipments, shipmentVendors, users, vendors } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { notFound } from '../lib/errors.ts';
import type { StoredChange } from '../lib/freight/events.ts';
import { readChanges } from '../lib/freight/history-read.ts';
import { historyView, shareOf, sharesOf } from '../lib/freight/history-view.ts';
import { shipmentScope } from '../lib/freight/shipments.ts';
import { answerList, col, keyFields, type ColumnMap, type ListSource } from '../lib/list.ts';
import { localeOf } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { sendDocument } from '../lib/uploads.ts';
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
  const h = shipmentHistories;
  if (caller.role === 'SHIPMENT_COMPANY') return and(visible, historyView(caller, { shipmentId: h.shipmentId, action: h.action, changes: h.changes, values: h.values }))!;
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

type Values = Record<string, string | number>;
/**
 * A row as read, its changes still carrying the part a vendor's request made and its summary's
 * values (see forCaller): the sentence is written once the caller's view of them is known.
 */
type ReadRow = Omit<HistoryRow, 'changes' | 'summary'> & { changes: StoredChange[]; values: Values };

// Entries keep how many trucks as `trucks`; the catalog picks "one truck"/"N trucks" by smart_count.
const summaryOf = (locale: Locale, action: string, values: Values) =>
  translate(locale, `history.${action}`, values.trucks === undefined ? values : { ...values, smart_count: values.trucks });

function toRow(r: Raw): ReadRow {
  const e = r.entry;
  const values = parsed<Values>(e.values) ?? {};
  return {
    id: e.id,
    shipment: { id: e.shipmentId, identity: r.identity },
    shipment_vendor_id: e.shipmentVendorId,
    vendor: r.vendorId ? { id: r.vendorId, name: r.vendorName! } : null,
    action: e.action as HistoryRow['action'],
    values,
    reason: e.reason,
    changes: readChanges(parsed(e.changes), e.shipmentVendorId),
    // The actor's name as it was when they acted (kept in the entry's values), not as renamed since.
    user: e.userId ? { id: e.userId, name: typeof values.user === 'string' ? values.user : r.userName!, role: r.userRole as Role } : null,
    file_url: typeof values.file === 'string' ? historyFileUrl(e.id) : null,
    created_at: iso(e.createdAt)!,
  };
}

const source = (db: Db): ListSource<Col, Raw, ReadRow> => ({
  what: 'shipment-history',
  db,
  decl: historyList,
  columns,
  idColumn: shipmentHistories.id,
  rows: () => joined(db.select(select)) as never,
  keys: (sortKey) => joined(db.select(keyFields(shipmentHistories.id, sortKey))) as never,
  toRow,
});

/**
 * A vendor reads only its own request in an entry the whole shipment shares (the creation asks
 * several vendors; a change of vendor names the new one's request): another vendor's request is
 * not its business.
 */
async function forVendor(db: Db, caller: Caller, rows: ReadRow[]): Promise<ReadRow[]> {
  const scoped = rows.filter((r) => r.changes.some((c) => c.part !== undefined));
  if (caller.role !== 'VENDOR' || !scoped.length) return rows;
  const shipmentIds = [...new Set(scoped.map((r) => r.shipment.id))];
  const own = await db
    .select({ id: shipmentVendors.id })
    .from(shipmentVendors)
    .where(and(eq(shipmentVendors.vendorId, caller.vendorId ?? -1), inArray(shipmentVendors.shipmentId, shipmentIds)));
  const mine = new Set(own.map((p) => p.id));
  return rows.map((r) => ({ ...r, changes: r.changes.filter((c) => c.part === undefined || mine.has(c.part)) }));
}

/** A shipping company reads of a shipment shared with other companies its own orders and trucks (history-view.ts). */
async function forCompany(db: Db, caller: Caller, rows: ReadRow[]): Promise<ReadRow[]> {
  const shares = await sharesOf(db, caller, [...new Set(rows.map((r) => r.shipment.id))]);
  return rows.map((r) => {
    const share = shares.get(r.shipment.id);
    return share ? { ...r, ...shareOf(share, r.changes, r.values) } : r;
  });
}

/** What the caller reads of each entry: its sentence in the caller's language; the part ids stay on the server. */
async function forCaller(db: Db, caller: Caller, rows: ReadRow[], locale: Locale): Promise<HistoryRow[]> {
  const seen = await forCompany(db, caller, await forVendor(db, caller, rows));
  return seen.map(({ values, changes, ...r }) => ({
    ...r,
    summary: summaryOf(locale, r.action, values),
    changes: changes.map(({ part: _part, ...c }): HistoryChange => c),
  }));
}

export function shipmentHistoryRoutes(app: FastifyInstance, s: Services) {
  route(app, s, shipmentHistory.list, async ({ caller, query, req, db }) => {
    const page = await answerList(source(db), query, { scope: scope(caller), ...listContext(req, s) });
    return { ...page, data: await forCaller(db, caller, page.data, localeOf(req)) };
  });

  // A change's supporting file, to whoever sees the entry (the list's scope); anyone else finds nothing.
  route(app, s, shipmentHistory.file, async ({ caller, params, db, reply }) => {
    const [entry] = await db
      .select({ values: shipmentHistories.values, identity: shipments.identity })
      .from(shipmentHistories)
      .innerJoin(shipments, eq(shipments.id, shipmentHistories.shipmentId))
      .where(and(eq(shipmentHistories.id, params.id), scope(caller)));
    const path = parsed<Record<string, unknown>>(entry?.values)?.file;
    const bytes = typeof path === 'string' ? await s.documents.read(path) : null;
    if (!entry || !bytes) throw notFound();
    return sendDocument(reply, path as string, bytes, `supporting-file-${entry.identity}-${params.id}`);
  });
}
