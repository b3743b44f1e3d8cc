// Moving trucks to another order (spec 2 §3 "Move-order request"): trucks on the road of one
// shipment go to an order that is published (a shipment is made for it), already shipped (they join
// its shipment) or made here (NEW: identity, company, stops); more vendors may be asked for it
// (additionals). The trucks keep their plate, driver and trip state; their vendors' parts follow.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderMachine, shipmentMachine, shipmentVendorMachine, trackMachine } from '../../../contract/states.ts';
import { orders, shipmentOrders, shipments, shipmentVendors, shipmentVendorVehicles } from '../../db/schema/index.ts';
import { invalid } from '../errors.ts';
import { writableCompany } from '../tenant.ts';
import { applyTransition, assertTransition, refused } from '../transitions.ts';
import type { Ctx } from './dispatch.ts';
import { recordHistory } from './events.ts';
import { trucksOfTracks } from './history-trucks.ts';
import { lockOrder, newIdentity, recomputeTotals } from './orders.ts';
import { checkRequests, expiryOf, insertParts, openVendorsOf, type VendorRequest } from './requests.ts';
import { groupBy, lockTracks } from './rework.ts';
import { lockShipment, type ShipmentRow } from './shipments.ts';
import { checkStops, insertStop, type StopInput } from './stops.ts';

export interface MoveInput {
  type: 'EXISTING' | 'NEW';
  track_ids: number[];
  order_id?: number;
  new_order_identity?: string;
  shipment_company_id?: number;
  suborders?: StopInput[];
  additionals?: VendorRequest[];
  note: string;
}

interface Target {
  orderId: number;
  orderIdentity: string;
  shipment: Pick<ShipmentRow, 'id' | 'identity' | 'ritase' | 'status'> | null;
}

/** The order the trucks go to, and its live shipment if it has one (locked). */
async function targetOf({ tx, caller, now }: Ctx, body: MoveInput, source: ShipmentRow, tz: number): Promise<Target> {
  if (body.type === 'NEW') {
    const companyId = await writableCompany(tx, caller, body.shipment_company_id);
    const stops = body.suborders ?? [];
    await checkStops(tx, companyId, stops, (i) => `suborders.${i}.`);
    if (!stops.some((s) => s.type === 'PICKUP') || !stops.some((s) => s.type === 'DROPOFF')) throw invalid({ suborders: ['validation.stopsMissing'] });
    const identity = body.new_order_identity ?? newIdentity('ORD', now);
    const [made] = await tx
      .insert(orders)
      .values({ identity, status: 'ON_SHIPMENT', shipmentCompanyId: companyId, logisticsServiceProviderId: caller.lspId!, note: body.note, createdBy: caller.userId, publishedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: orders.id });
    for (const stop of stops) await insertStop(tx, made!.id, stop, tz, now);
    await recomputeTotals(tx, made!.id, 'suborders');
    return { orderId: made!.id, orderIdentity: identity, shipment: null };
  }
  if (body.order_id === undefined) throw invalid({ order_id: ['validation.required'] });
  const order = await lockOrder(tx, caller, body.order_id);
  if (order.status === 'PUBLISHED') return { orderId: order.id, orderIdentity: order.identity, shipment: null };
  if (order.status !== 'ON_SHIPMENT') throw refused(orderMachine, order.status, 'ship');
  const [live] = await tx
    .select({ id: shipments.id })
    .from(shipmentOrders)
    .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
    .where(and(eq(shipmentOrders.orderId, order.id), inArray(shipments.status, ['WAITING', 'ON_PROGRESS'])));
  if (!live || live.id === source.id) throw invalid({ order_id: ['validation.invalid'] });
  return { orderId: order.id, orderIdentity: order.identity, shipment: await lockShipment(tx, caller, live.id) };
}

/** Counts of trucks per vehicle model. */
const perModel = (list: { vehicleId: number | null }[]) => {
  const counts = new Map<number, number>();
  for (const t of list) if (t.vehicleId) counts.set(t.vehicleId, (counts.get(t.vehicleId) ?? 0) + 1);
  return counts;
};

export async function moveVehicles(ctx: Ctx, body: MoveInput, file: string | undefined, tz: number): Promise<{ order_id: number; shipment_id: number }> {
  const { tx, caller, now } = ctx;
  const { shipment: source, rows } = await lockTracks(tx, caller, body.track_ids, 'track_ids');
  assertTransition(shipmentMachine, source.status as never, 'moveVehicle', caller.role);
  for (const r of rows) {
    assertTransition(trackMachine, r.track.status as never, 'move', caller.role);
    assertTransition(shipmentVendorMachine, r.part.status as never, 'moveVehicle', caller.role);
  }
  // The trucks keep their plates and drivers on the way: the history names them by these.
  const trucks = await trucksOfTracks(tx, body.track_ids);
  const target = await targetOf(ctx, body, source, tz);
  // More vendors asked of the target: none with an open request there, nor the moved trucks' own
  // vendors (their parts there are accepted ones).
  const additionals = body.additionals ?? [];
  const open = [...rows.map((r) => r.part.vendorId), ...(target.shipment ? await openVendorsOf(tx, target.shipment.id) : [])];
  const { names, asked } = await checkRequests(tx, caller.lspId!, additionals, (i) => `additionals.${i}.`, open);

  // The target shipment: the order's own, or one made for it (its trucks are already on the road).
  let shipment = target.shipment;
  if (!shipment) {
    const identity = newIdentity('SHP', now);
    const [made] = await tx
      .insert(shipments)
      .values({ identity, logisticsServiceProviderId: caller.lspId!, status: 'ON_PROGRESS', ritase: 1, note: body.note, createdBy: caller.userId, createdAt: now, updatedAt: now })
      .returning();
    shipment = made!;
    await tx.insert(shipmentOrders).values({ shipmentId: shipment.id, orderId: target.orderId });
    if (body.type === 'EXISTING') await applyTransition(tx, orderMachine, [target.orderId], 'ship', now);
    await recordHistory(tx, caller, now, [{ shipmentId: shipment.id, action: 'CREATED', reason: body.note, values: { orders: target.orderIdentity } }]);
  } else {
    await applyTransition(tx, shipmentMachine, [shipment.id], shipment.status === 'WAITING' ? 'accept' : 'moveVehicle', now);
  }
  const to = shipment;

  // Each vendor's trucks join its accepted part on the target (made when missing). The source parts
  // keep what they asked: the gap stays open (open_trucks) for the LSP to refill or cancel.
  const groups = groupBy(rows, (r) => r.part.vendorId);
  // Each side's notifications name both shipments.
  const notice = { from: source.identity, to: to.identity };
  for (const [vendorId, list] of groups) {
    const counts = perModel(list.map((r) => r.track));
    const [existing] = await tx
      .select({ id: shipmentVendors.id })
      .from(shipmentVendors)
      .where(and(eq(shipmentVendors.shipmentId, to.id), eq(shipmentVendors.vendorId, vendorId), eq(shipmentVendors.status, 'ACCEPTED')));
    const lines = [...counts].map(([vehicle_id, quantity]) => ({ vehicle_id, quantity }));
    let partId = existing?.id;
    if (partId) {
      await applyTransition(tx, shipmentVendorMachine, [partId], 'moveVehicle', now);
      for (const l of lines) {
        await tx
          .insert(shipmentVendorVehicles)
          .values({ shipmentVendorId: partId, vehicleId: l.vehicle_id, quantity: l.quantity })
          .onConflictDoUpdate({ target: [shipmentVendorVehicles.shipmentVendorId, shipmentVendorVehicles.vehicleId], set: { quantity: sql`${shipmentVendorVehicles.quantity} + excluded.quantity` } });
      }
    } else {
      [partId] = await insertParts(tx, [{ vendor_id: vendorId, vehicles: lines }], { shipmentId: to.id, identity: to.identity, ritase: to.ritase, status: 'ACCEPTED', type: 'MOVE', expiredAt: null, note: body.note, now });
    }
    const trackIds = list.map((r) => r.track.id);
    await applyTransition(tx, trackMachine, trackIds, 'move', now, { shipmentId: to.id, shipmentVendorId: partId, orderId: target.orderId, ritase: to.ritase });
    for (const [partFrom, moved] of groupBy(list, (r) => r.part.id)) {
      await applyTransition(tx, shipmentVendorMachine, [partFrom], 'moveVehicle', now);
      await recordHistory(tx, caller, now, [
        { shipmentId: source.id, partId: partFrom, vendorIds: [vendorId], orderIds: moved.flatMap((r) => (r.track.orderId ? [r.track.orderId] : [])), action: 'VEHICLES_MOVED_OUT', reason: body.note, changes: moved.map((r) => ({ field: 'shipment', subject: trucks.get(r.track.id)!, from: source.identity, to: to.identity })), values: { trucks: moved.length, shipment: to.identity, ...(file ? { file } : {}) }, notice },
      ]);
    }
    await recordHistory(tx, caller, now, [
      { shipmentId: to.id, partId, vendorIds: [vendorId], orderIds: [target.orderId], action: 'VEHICLES_MOVED_IN', reason: body.note, changes: trackIds.map((id) => ({ field: 'shipment', subject: trucks.get(id)!, from: source.identity, to: to.identity })), values: { trucks: list.length, shipment: source.identity }, notice },
    ]);
  }
  await applyTransition(tx, shipmentMachine, [source.id], 'moveVehicle', now);

  if (additionals.length) {
    const partIds = await insertParts(tx, additionals, { shipmentId: to.id, identity: to.identity, ritase: to.ritase, status: 'REQUESTED', type: 'REGULAR', expiredAt: expiryOf(undefined, now), note: body.note, now });
    await recordHistory(tx, caller, now, [
      {
        shipmentId: to.id,
        action: 'VENDORS_ADDED',
        reason: body.note,
        changes: additionals.map((r, i) => ({ field: 'request', subject: names.get(r.vendor_id)!, from: null, to: asked(r), part: partIds[i]! })),
        values: { vendors: additionals.map((a) => names.get(a.vendor_id)).join(', ') },
      },
    ]);
  }
  return { order_id: target.orderId, shipment_id: to.id };
}
