// Who hears of each change of a shipment, written once as data: for every history action, the
// parties concerned and the notification each gets. recordHistory (events.ts) reads it for every
// entry it writes, so no write path picks its own audience. notify() never tells the organisation
// that acted: its users share the shipment's screens and history, and a bell item for each click
// of a colleague would bury what the other side did. Documented in docs/server-behaviour.md.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { HistoryAction } from '../../../contract/shipment-history.ts';
import { LIVE_PART_STATES } from '../../../contract/states.ts';
import type { MessageVars } from '../../../contract/messages.ts';
import { rowsOf } from '../bulk.ts';
import type { NotificationEvent } from '../notifications.ts';
import { intList, parsed } from '../values.ts';
import type { Audience, HistoryEntry } from './entries.ts';
import type { Tx } from './tx.ts';

/**
 * - lsp: the shipment's provider.
 * - asked: each vendor the entry asks for trucks (its `request` changes), told its own count.
 * - vendors: the vendors the entry is about (its `vendorIds`) but those it asks; for an entry about
 *   the whole shipment, every vendor with a request open or accepted on it.
 * - companies: the shipping companies whose orders the entry is about (its `orderIds`; absent: every
 *   order the shipment carries), each told of its own orders only: a shipment may carry several
 *   companies' orders (viewer.ts), and one company's notice never names another's.
 */
export type Party = 'lsp' | 'asked' | 'vendors' | 'companies';

export const CONCERNED = {
  CREATED: { asked: 'shipmentRequested', companies: 'ordersShipped' },
  // The company hears that its orders have a transporter; not how many trucks (a part may carry others' orders too).
  ACCEPTED: { lsp: 'shipmentAccepted', companies: 'vendorAccepted' },
  REJECTED: { lsp: 'shipmentRejected' },
  VENDOR_CHANGED: { vendors: 'partCancelled', asked: 'shipmentRequested' },
  VEHICLES_CHANGED: { vendors: 'vehiclesChanged' },
  // The vendor hears of a move once, on the entry of the shipment its trucks joined. A company
  // hears what happened to the shipment carrying its orders (a truck off, a truck on), never the
  // LSP's reason: that is the LSP's own note.
  VEHICLES_MOVED_OUT: { companies: 'vehiclesMovedOut' },
  VEHICLES_MOVED_IN: { vendors: 'vehiclesMoved', companies: 'vehiclesMovedIn' },
  VENDORS_ADDED: { asked: 'shipmentRequested' },
  REOPENED: { vendors: 'shipmentReopened', companies: 'shipmentReopened' },
  // A company follows its orders, not each vendor's part: it hears when the last part cancels the shipment.
  PART_CANCELLED: { vendors: 'partCancelled' },
  CANCELLED: { companies: 'shipmentCancelled' },
  TRACKS_ASSIGNED: { lsp: 'tracksAssigned', vendors: 'tracksAssigned' },
  TRACKS_REMOVED: { lsp: 'tracksRemoved', vendors: 'tracksRemoved' },
  DESTINATION_CHANGED: { lsp: 'destinationChanged', vendors: 'destinationChanged', companies: 'destinationChanged' },
  // The weighbridge (docs/weighbridge.md): the truck's vendor and the company of the order it
  // carries (the entry's vendorIds and orderIds); the LSP too when it did not type the ticket.
  WB_LOADED: { lsp: 'weighbridgeLoad', vendors: 'weighbridgeLoad', companies: 'weighbridgeLoad' },
  WB_DELIVERED: { lsp: 'weighbridgeDeliver', vendors: 'weighbridgeDeliver', companies: 'weighbridgeDeliver' },
  WB_CORRECTED: { lsp: 'weighbridgeCorrected', vendors: 'weighbridgeCorrected', companies: 'weighbridgeCorrected' },
  DELIVERED: { vendors: 'shipmentDelivered', companies: 'shipmentDelivered' },
} as const satisfies Record<HistoryAction, Partial<Record<Party, NotificationEvent>>>;

/** What the parties of an entry are, read when it is written. */
export interface Facts {
  identity: string;
  lspId: number;
  lsp: string;
  /** The orders the shipment carries, with their company. */
  orders: { id: number; identity: string; company: number | null }[];
  /** The vendors with a REQUESTED or ACCEPTED part. */
  live: number[];
  /** The vendor of each part the entry asks, in the order of its `request` changes. */
  asked: number[];
}

/** The requests an entry makes: the part and its trucks. */
const requestsOf = (e: HistoryEntry) => (e.changes ?? []).flatMap((c) => (c.field === 'request' && c.part !== undefined && c.to ? [{ part: c.part, trucks: c.to.trucks }] : []));

/**
 * The facts of each entry's shipment, read by the statement that `write`s the entries (a
 * data-modifying CTE: it runs to completion whatever the select reads), so recording a change
 * costs one statement for all its entries (on PGlite each statement waits for every other request's).
 */
export async function factsOf(tx: Tx, entries: readonly HistoryEntry[], write: SQL): Promise<Facts[]> {
  const parts = entries.flatMap((e) => requestsOf(e).map((r) => r.part));
  const rows = await rowsOf<{ id: number; identity: string; lsp_id: number; lsp: string; orders: unknown; live: unknown; vendors: unknown }>(
    tx,
    sql`with written as (${write})
    select s.id, s.identity, s.logistics_service_provider_id as lsp_id, l.name as lsp,
      (select json_agg(json_build_object('id', o.id, 'identity', o.identity, 'company', o.shipment_company_id) order by o.id)
        from shipment_orders so join orders o on o.id = so.order_id where so.shipment_id = s.id) as orders,
      array(select distinct sv.vendor_id from shipment_vendors sv where sv.shipment_id = s.id and ${inArray(sql`sv.status`, [...LIVE_PART_STATES])}) as live,
      (select json_object_agg(sv.id, sv.vendor_id) from shipment_vendors sv where sv.shipment_id = s.id and ${inArray(sql`sv.id`, parts)}) as vendors
    from shipments s join logistics_service_providers l on l.id = s.logistics_service_provider_id
    where ${inArray(sql`s.id`, [...new Set(entries.map((e) => e.shipmentId))])}`,
  );
  const byShipment = new Map(rows.map((r) => [Number(r.id), r]));
  return entries.map((e) => {
    const row = byShipment.get(e.shipmentId)!;
    const vendorOf = parsed<Record<string, number> | null>(row.vendors) ?? {};
    const orders = parsed<Facts['orders'] | null>(row.orders) ?? [];
    return { identity: row.identity, lspId: Number(row.lsp_id), lsp: row.lsp, orders, live: intList(row.live), asked: requestsOf(e).map((r) => Number(vendorOf[r.part])) };
  });
}

export interface Notice {
  event: NotificationEvent;
  to: Audience;
  vars: MessageVars;
}

/**
 * The notifications an entry sends, by the table. Their values: the entry's own (its summary's),
 * `smart_count` its trucks, the caller's name (`user`), the shipment's provider (`lsp`) and
 * identity (`shipment`), the reason, and what only the notification says (`notice`).
 */
export function noticesOf(e: HistoryEntry, facts: Facts, user: string): Notice[] {
  const row: Partial<Record<Party, NotificationEvent>> = CONCERNED[e.action];
  const values = e.values ?? {};
  const vars: MessageVars = { ...values, ...(values.trucks !== undefined ? { smart_count: values.trucks } : {}), user, lsp: facts.lsp, shipment: facts.identity, reason: e.reason ?? '', ...e.notice };
  const out: Notice[] = [];
  if (row.lsp) out.push({ event: row.lsp, to: { lsps: [facts.lspId] }, vars });
  if (row.vendors) out.push({ event: row.vendors, to: { vendors: (e.vendorIds ?? facts.live).filter((v) => !facts.asked.includes(v)) }, vars });
  if (row.companies) out.push(...companyNotices(e, facts, row.companies, vars));
  const asked = row.asked;
  if (asked) requestsOf(e).forEach((r, i) => out.push({ event: asked, to: { vendors: [facts.asked[i]!] }, vars: { ...vars, smart_count: r.trucks } }));
  return out;
}

/**
 * One notice per company the entry concerns, naming its own orders only (`orders`: the entry's
 * list, told again from the company's orders among them).
 */
function companyNotices(e: HistoryEntry, facts: Facts, event: NotificationEvent, vars: MessageVars): Notice[] {
  const byCompany = new Map<number, string[]>();
  for (const o of facts.orders) {
    if (o.company === null || (e.orderIds && !e.orderIds.includes(o.id))) continue;
    byCompany.set(o.company, [...(byCompany.get(o.company) ?? []), o.identity]);
  }
  return [...byCompany].map(([company, own]) => ({ event, to: { companies: [company] }, vars: vars.orders === undefined ? vars : { ...vars, orders: own.join(', ') } }));
}
