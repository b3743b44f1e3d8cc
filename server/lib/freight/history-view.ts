// A shipping company's view of the timeline of a shipment that carries other companies' orders
// too (viewer.ts): the entries that are about its own orders and trucks, each naming only those.
// The entries stay as written (the LSP reads them whole); of a shipment carrying only the
// company's orders, it reads every entry as it is.
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { HistoryChange, HistoryTruck } from '../../../contract/shipment-history.ts';
import type { Caller } from '../auth.ts';
import { rowsOf } from '../bulk.ts';
import { parsed } from '../values.ts';
import type { StoredChange } from './events.ts';
import type { DbOrTx } from './tx.ts';
import { orderView, sharedWithOthers } from './viewer.ts';

type Ref = SQL | AnyColumn;

/** The plates of the trucks carrying the caller's orders on a shipment. */
const ownPlates = (caller: Caller, shipmentId: Ref) =>
  sql`(select vd.plate_number from tracks t join vehicle_details vd on vd.id = t.vehicle_detail_id where t.shipment_id = ${shipmentId} and ${orderView(caller, sql`t.order_id`)})`;
/** The identities of the caller's orders on a shipment. */
const ownOrders = (caller: Caller, shipmentId: Ref) =>
  sql`(select o.identity from shipment_orders so join orders o on o.id = so.order_id where so.shipment_id = ${shipmentId} and ${orderView(caller, sql`o.id`)})`;

/**
 * The entries a company reads of a shipment it shares with others: those naming no truck or one
 * of its trucks, and of the changed destinations its own orders'. Anyone else, or a shipment of
 * the company's orders only: every entry.
 */
export function historyView(caller: Caller, entry: { shipmentId: Ref; action: Ref; changes: Ref; values: Ref }): SQL {
  if (caller.role !== 'SHIPMENT_COMPANY') return sql`true`;
  const plates = sql`jsonb_path_query_array(${entry.changes}, 'lax $.**.plate')`;
  return sql`(not ${sharedWithOthers(caller, entry.shipmentId)} or (
    (jsonb_array_length(${plates}) = 0 or exists (select 1 from jsonb_array_elements_text(${plates}) p(plate) where p.plate in ${ownPlates(caller, entry.shipmentId)}))
    and (${entry.action} <> 'DESTINATION_CHANGED' or ${entry.values}->>'order' in ${ownOrders(caller, entry.shipmentId)})))`;
}

/** What a company owns of each shared shipment: its trucks' plates and its orders' identities. */
export interface Share {
  plates: Set<string>;
  orders: Set<string>;
}

/** The company's share of each of `shipmentIds` it shares with other companies (absent: not shared, or not a company). */
export async function sharesOf(db: DbOrTx, caller: Caller, shipmentIds: number[]): Promise<Map<number, Share>> {
  if (caller.role !== 'SHIPMENT_COMPANY' || !shipmentIds.length) return new Map();
  const rows = await rowsOf<{ id: number; plates: unknown; orders: unknown }>(
    db,
    sql`select s.id, (select coalesce(json_agg(p), '[]'::json) from ${ownPlates(caller, sql`s.id`)} p(p)) as plates,
      (select coalesce(json_agg(i), '[]'::json) from ${ownOrders(caller, sql`s.id`)} i(i)) as orders
    from shipments s where ${inArray(sql`s.id`, shipmentIds)} and ${sharedWithOthers(caller, sql`s.id`)}`,
  );
  return new Map(rows.map((r) => [Number(r.id), { plates: new Set(parsed<string[]>(r.plates)), orders: new Set(parsed<string[]>(r.orders)) }]));
}

/** Trucks a change names (their number counts an entry's trucks). */
function trucksOf(c: HistoryChange): (HistoryTruck | null | undefined)[] {
  if (c.field === 'tracks') return [...(c.from ?? []), ...(c.to ?? [])];
  if (c.field === 'truck') return [c.to ?? c.from];
  if (c.field === 'status' || c.field === 'shipment') return c.subject ? [c.subject] : [];
  return [];
}

/**
 * An entry as the company reads it in a shared shipment: the trucks it names cut to the company's,
 * their count told again, its own orders named, and no vendor request (asked for the whole shipment).
 */
export function shareOf<V extends Record<string, string | number>>(share: Share, changes: StoredChange[], values: V): { changes: StoredChange[]; values: V } {
  const own = (t: HistoryTruck | null | undefined) => !!t?.plate && share.plates.has(t.plate);
  const kept = changes.flatMap((c): StoredChange[] => {
    if (c.field === 'request') return [];
    if (c.field === 'tracks') {
      const cut = { ...c, from: c.from?.filter(own) ?? null, to: c.to?.filter(own) ?? null };
      return (cut.from?.length ?? 0) + (cut.to?.length ?? 0) > 0 ? [cut] : [];
    }
    if (c.field === 'truck') return own(c.from) || own(c.to) ? [c] : [];
    const trucks = trucksOf(c);
    return trucks.length === 0 || trucks.some(own) ? [c] : [];
  });
  const named = changes.some((c) => trucksOf(c).length > 0);
  const next: Record<string, string | number> = { ...values };
  if (named && typeof values.trucks === 'number') next.trucks = kept.reduce((n, c) => n + trucksOf(c).length, 0);
  if (typeof values.orders === 'string') next.orders = values.orders.split(', ').filter((o) => share.orders.has(o)).join(', ');
  return { changes: kept, values: next as V };
}
