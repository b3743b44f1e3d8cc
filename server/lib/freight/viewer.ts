// What a caller sees of a shipment it takes part in, one condition per entity, for every answer,
// file and notification that shows a shipment (docs/server-behaviour.md "A shipment of several
// companies' orders"). A shipment may carry the orders of several shipping companies of its LSP;
// each company is a party to it only through its own orders: it sees those orders (their stops,
// products and weights) and the trucks carrying them, and of a vendor's part, asked for the whole
// shipment, not the weight and vehicles asked when another company's orders share it. A vendor
// sees its own parts and their trucks; the LSP and the administrator see all of it.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { tracks } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';

type Ref = SQL | AnyColumn;

/** The caller's own orders, as a condition on an order id (a shipping company: its own; everyone else: all). */
export function orderView(caller: Caller, orderId: Ref): SQL {
  if (caller.role !== 'SHIPMENT_COMPANY') return sql`true`;
  return sql`${orderId} in (select own.id from orders own where own.shipment_company_id = ${caller.shipmentCompanyId ?? -1})`;
}

/**
 * The trucks (tracks) the caller sees, as a condition on a track's part and order: a vendor those
 * of its parts, a shipping company those carrying its orders, everyone else all.
 */
export function trackView(caller: Caller, track: { part: Ref; order: Ref } = { part: tracks.shipmentVendorId, order: tracks.orderId }): SQL {
  if (caller.role === 'VENDOR') return sql`exists (select 1 from shipment_vendors vp where vp.id = ${track.part} and vp.vendor_id = ${caller.vendorId ?? -1})`;
  return orderView(caller, track.order);
}

/**
 * The shipment carries orders of another company than the caller's (a shipping company only):
 * then what the shipment asked of its vendors as a whole (weight, vehicles) is not the caller's.
 */
export function sharedWithOthers(caller: Caller, shipmentId: Ref): SQL<boolean> {
  if (caller.role !== 'SHIPMENT_COMPANY') return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from shipment_orders sso join orders so2 on so2.id = sso.order_id
    where sso.shipment_id = ${shipmentId} and so2.shipment_company_id is distinct from ${caller.shipmentCompanyId ?? -1})`;
}
