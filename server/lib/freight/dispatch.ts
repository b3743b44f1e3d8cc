// Dispatch: the LSP makes a shipment of published orders and asks vendors for trucks; a vendor
// accepts (trucks for every vehicle asked, or fewer: the rest stays open) or rejects; trucks are added later (assign); the LSP gives
// an unanswered request to another vendor or cancels a vendor's part. Every step checks the states
// table, holds the shipment's row lock (so racing requests on one shipment run one after another
// and the later one finds the state moved: 409), and leaves a history entry and notifications.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HistoryRequest, HistoryState } from '../../../contract/shipment-history.ts';
import { orderMachine, shipmentMachine, shipmentVendorMachine, trackMachine } from '../../../contract/states.ts';
import { orders, shipmentOrders, shipments, shipmentVendors, shipmentVendorVehicles, tracks, vehicles, vendors } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { wibClock } from '../values.ts';
import { HttpError, invalid, notFound } from '../errors.ts';
import { activeTrack } from '../fleet.ts';
import { applyTransition, applyTransitions, assertTransition } from '../transitions.ts';
import { fillPart, type Assignment, type GivenPerModel } from './assign.ts';
import { recordHistory } from './events.ts';
import { trucksOfTracks } from './history-trucks.ts';
import { newIdentity, orderScope } from './orders.ts';
import { isExpired } from './parts.ts';
import { checkRequests, expiryOf, insertParts, openVendorsOf, type VendorRequest } from './requests.ts';
import type { ShipmentRow } from './shipments.ts';
import type { Tx } from './tx.ts';

export interface Ctx {
  tx: Tx;
  caller: Caller;
  now: Date;
}

export const vendorName = async (tx: Tx, id: number) => (await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, id)))[0]?.name ?? '';

/** A part of the shipment, locked, with its vendor's name; a vendor may name only its own. 404 otherwise. */
export async function lockPart(tx: Tx, caller: Caller, shipmentId: number, partId: number) {
  const [row] = await tx
    .select({ part: shipmentVendors, vendorName: vendors.name })
    .from(shipmentVendors)
    .innerJoin(vendors, eq(vendors.id, shipmentVendors.vendorId))
    .where(and(eq(shipmentVendors.id, partId), eq(shipmentVendors.shipmentId, shipmentId), caller.role === 'VENDOR' ? eq(shipmentVendors.vendorId, caller.vendorId ?? -1) : sql`true`))
    .for('update', { of: shipmentVendors });
  if (!row) throw notFound();
  return { ...row.part, vendorName: row.vendorName };
}
export type PartRow = Awaited<ReturnType<typeof lockPart>>;


// ---- create ------------------------------------------------------------------------------------

export interface CreateInput {
  order_ids: number[];
  vendors: VendorRequest[];
  note?: string;
  set_expired_at?: string;
}

/** A WAITING shipment of published orders, one REQUESTED part per vendor. Answers its id and identity. */
export async function createShipment({ tx, caller, now }: Ctx, body: CreateInput): Promise<{ id: number; identity: string }> {
  const lspId = caller.lspId!;
  const expiredAt = expiryOf(body.set_expired_at, now);
  const ids = [...new Set(body.order_ids)];
  const found = await tx.select({ id: orders.id, identity: orders.identity, status: orders.status }).from(orders).where(and(orderScope(caller), inArray(orders.id, ids)));
  if (found.length !== ids.length) throw notFound();
  for (const o of found) assertTransition(orderMachine, o.status as never, 'ship', caller.role);
  const { names, asked } = await checkRequests(tx, lspId, body.vendors, (i) => `vendors.${i}.`);
  // Two LSP users shipping the same order at once: the conditional update lets one through.
  await applyTransition(tx, orderMachine, ids, 'ship', now);
  const identity = newIdentity('SHP', now);
  const [made] = await tx
    .insert(shipments)
    .values({ identity, logisticsServiceProviderId: lspId, status: 'WAITING', ritase: 1, note: body.note ?? null, createdBy: caller.userId, createdAt: now, updatedAt: now })
    .returning({ id: shipments.id });
  const shipmentId = made!.id;
  await tx.insert(shipmentOrders).values(ids.map((orderId) => ({ shipmentId, orderId })));
  const partIds = await insertParts(tx, body.vendors, { shipmentId, identity, ritase: 1, status: 'REQUESTED', type: 'REGULAR', expiredAt, note: body.note, now });
  await recordHistory(tx, caller, now, [
    {
      shipmentId,
      action: 'CREATED',
      reason: body.note,
      changes: body.vendors.map((r, i) => ({ field: 'request', subject: names.get(r.vendor_id)!, from: null, to: asked(r), part: partIds[i] })),
      values: { orders: found.map((o) => o.identity).join(', ') },
    },
  ]);
  return { id: shipmentId, identity };
}

// ---- the vendor's answer -------------------------------------------------------------------------

/**
 * The vendor accepts its part with one truck per vehicle asked, or fewer (at least one in all): the
 * part then asks only the trucks given, and the rest becomes a REJECTED part of the same vendor with
 * no reason, open for the LSP to give to another vendor (change vendor). What the vendor was asked
 * stays countable: the part and its rest together. Answers the number of trucks.
 */
export async function accept({ tx, caller, now }: Ctx, shipment: ShipmentRow, partId: number, list: Assignment[]): Promise<number> {
  const part = await lockPart(tx, caller, shipment.id, partId);
  assertTransition(shipmentVendorMachine, part.status as never, 'accept', caller.role);
  if (isExpired(part.status, part.expiredAt, now)) throw new HttpError(409, 'server.requestExpired', { time: wibClock(part.expiredAt!) });
  assertTransition(shipmentMachine, shipment.status as never, 'accept', caller.role);
  await applyTransitions(tx, now, [
    { m: shipmentVendorMachine, ids: [part.id], action: 'accept' },
    { m: shipmentMachine, ids: [shipment.id], action: 'accept' },
  ]);
  const { trucks: given, perModel } = await fillPart(tx, { id: part.id, shipmentId: shipment.id, vendorId: part.vendorId, ritase: part.ritase }, list, 'tracks', now);
  const rest = await leaveRest(tx, shipment, part, perModel, now);
  await recordHistory(tx, caller, now, [
    {
      shipmentId: shipment.id,
      partId: part.id,
      vendorIds: [part.vendorId],
      action: 'ACCEPTED',
      changes: [
        { field: 'status', from: part.status as HistoryState, to: 'ACCEPTED' },
        { field: 'tracks', from: null, to: given },
        ...(rest ? [{ field: 'request' as const, subject: part.vendorName, from: rest.asked, to: rest.taken }] : []),
      ],
      values: { vendor: part.vendorName, trucks: list.length },
    },
  ]);
  return list.length;
}

/**
 * After a partial accept: the part's lines keep the trucks given, and the rest is a new REJECTED part
 * of the vendor (no reason: nobody refused it in words) at the same trip. Null when all were given.
 */
async function leaveRest(tx: Tx, shipment: ShipmentRow, part: PartRow, perModel: GivenPerModel, now: Date) {
  const short = [...perModel].filter(([, m]) => m.given < m.asked);
  if (!short.length) return null;
  const lines = await tx.select({ vehicleId: shipmentVendorVehicles.vehicleId, quantity: shipmentVendorVehicles.quantity, name: vehicles.name }).from(shipmentVendorVehicles).innerJoin(vehicles, eq(vehicles.id, shipmentVendorVehicles.vehicleId)).where(eq(shipmentVendorVehicles.shipmentVendorId, part.id)).orderBy(shipmentVendorVehicles.id);
  const takenOf = (vehicleId: number) => perModel.get(vehicleId)?.given ?? 0;
  for (const l of lines.filter((x) => takenOf(x.vehicleId) < x.quantity)) {
    if (takenOf(l.vehicleId)) await tx.update(shipmentVendorVehicles).set({ quantity: takenOf(l.vehicleId) }).where(and(eq(shipmentVendorVehicles.shipmentVendorId, part.id), eq(shipmentVendorVehicles.vehicleId, l.vehicleId)));
    else await tx.delete(shipmentVendorVehicles).where(and(eq(shipmentVendorVehicles.shipmentVendorId, part.id), eq(shipmentVendorVehicles.vehicleId, l.vehicleId)));
  }
  const restLines = lines.filter((l) => takenOf(l.vehicleId) < l.quantity).map((l) => ({ vehicle_id: l.vehicleId, quantity: l.quantity - takenOf(l.vehicleId) }));
  await insertParts(tx, [{ vendor_id: part.vendorId, vehicles: restLines }], { shipmentId: shipment.id, identity: shipment.identity, ritase: part.ritase, status: 'REJECTED', type: part.type, expiredAt: null, now });
  const request = (q: (l: (typeof lines)[number]) => number): HistoryRequest => {
    const vs = lines.map((l) => ({ name: l.name, quantity: q(l) })).filter((v) => v.quantity > 0);
    return { trucks: vs.reduce((n, v) => n + v.quantity, 0), weight: part.weight === null ? null : Number(part.weight), vehicles: vs };
  };
  return { asked: request((l) => l.quantity), taken: request((l) => takenOf(l.vehicleId)) };
}

/** The part a vendor answers: the one named, or its only REQUESTED part of the shipment. */
async function answeredPart(tx: Tx, caller: Caller, shipmentId: number, named: number | undefined): Promise<PartRow> {
  if (named !== undefined) return lockPart(tx, caller, shipmentId, named);
  const mine = await tx
    .select({ id: shipmentVendors.id, status: shipmentVendors.status })
    .from(shipmentVendors)
    .where(and(eq(shipmentVendors.shipmentId, shipmentId), eq(shipmentVendors.vendorId, caller.vendorId ?? -1)));
  const open = mine.filter((p) => p.status === 'REQUESTED');
  if (open.length > 1) throw invalid({ shipment_vendor_id: ['validation.required'] });
  return lockPart(tx, caller, shipmentId, (open[0] ?? mine.at(-1))!.id);
}

export async function reject({ tx, caller, now }: Ctx, shipment: ShipmentRow, named: number | undefined, reason: string): Promise<void> {
  const part = await answeredPart(tx, caller, shipment.id, named);
  assertTransition(shipmentVendorMachine, part.status as never, 'reject', caller.role);
  assertTransition(shipmentMachine, shipment.status as never, 'reject', caller.role);
  await applyTransitions(tx, now, [
    { m: shipmentVendorMachine, ids: [part.id], action: 'reject', set: { reason } },
    { m: shipmentMachine, ids: [shipment.id], action: 'reject' },
  ]);
  await recordHistory(tx, caller, now, [
    { shipmentId: shipment.id, partId: part.id, vendorIds: [part.vendorId], action: 'REJECTED', reason, changes: [{ field: 'status', from: part.status as HistoryState, to: 'REJECTED' }], values: { vendor: part.vendorName } },
  ]);
}

// ---- more trucks ---------------------------------------------------------------------------------

/** Trucks added to accepted parts (a vendor: its own), at most what each part still misses. */
export async function assign({ tx, caller, now }: Ctx, shipment: ShipmentRow, list: (Assignment & { shipment_vendor_id: number })[]): Promise<number> {
  assertTransition(shipmentMachine, shipment.status as never, 'assign', caller.role);
  const byPart = new Map<number, { assignment: Assignment; i: number }[]>();
  list.forEach((a, i) => byPart.set(a.shipment_vendor_id, [...(byPart.get(a.shipment_vendor_id) ?? []), { assignment: a, i }]));
  for (const [partId, items] of byPart) {
    const part = await lockPart(tx, caller, shipment.id, partId);
    assertTransition(shipmentVendorMachine, part.status as never, 'assign', caller.role);
    await applyTransition(tx, shipmentVendorMachine, [part.id], 'assign', now);
    const { trucks: given } = await fillPart(tx, { id: part.id, shipmentId: shipment.id, vendorId: part.vendorId, ritase: part.ritase }, items.map((x) => x.assignment), 'tracks', now);
      await recordHistory(tx, caller, now, [{ shipmentId: shipment.id, partId: part.id, vendorIds: [part.vendorId], action: 'TRACKS_ASSIGNED', changes: [{ field: 'tracks', from: null, to: given }], values: { vendor: part.vendorName, trucks: items.length } }]);
  }
  await applyTransition(tx, shipmentMachine, [shipment.id], 'assign', now);
  return list.length;
}

// ---- the LSP reworks a request -----------------------------------------------------------------

export interface ChangeVendorInput {
  shipment_vendor_id: number;
  vendor_id: number;
  new_vendor_id: number;
  new_vendor_weight?: number;
  vehicles: { vehicle_id: number; quantity: number }[];
  note: string;
  set_expired_at?: string;
}

/**
 * The unanswered (REQUESTED, expired or not) or rejected part is cancelled and asked of another vendor
 * (or of the same one again), which may hold no other open request on the shipment (checkRequests).
 */
export async function changeVendor({ tx, caller, now }: Ctx, shipment: ShipmentRow, body: ChangeVendorInput): Promise<void> {
  const part = await lockPart(tx, caller, shipment.id, body.shipment_vendor_id);
  if (part.vendorId !== body.vendor_id) throw invalid({ vendor_id: ['validation.invalid'] });
  assertTransition(shipmentVendorMachine, part.status as never, 'changeVendor', caller.role);
  assertTransition(shipmentMachine, shipment.status as never, 'changeVendor', caller.role);
  const expiredAt = expiryOf(body.set_expired_at, now);
  const request = { vendor_id: body.new_vendor_id, weight: body.new_vendor_weight, vehicles: body.vehicles };
  const open = await openVendorsOf(tx, shipment.id, part.id);
  const { names, asked } = await checkRequests(tx, shipment.logisticsServiceProviderId, [request], () => '', open).catch((e: HttpError) => {
    // The request's fields are the body's own: vendor_id -> new_vendor_id.
    throw invalid(Object.fromEntries(Object.entries(e.errors ?? {}).map(([k, v]) => [k === 'vendor_id' ? 'new_vendor_id' : k, v])));
  });
  await applyTransitions(tx, now, [
    { m: shipmentVendorMachine, ids: [part.id], action: 'changeVendor', set: { reason: body.note } },
    { m: shipmentMachine, ids: [shipment.id], action: 'changeVendor' },
  ]);
  const [newPart] = await insertParts(tx, [request], { shipmentId: shipment.id, identity: shipment.identity, ritase: part.ritase, status: 'REQUESTED', type: part.type, expiredAt, note: body.note, now });
  const to = names.get(body.new_vendor_id)!;
  await recordHistory(tx, caller, now, [
    {
      shipmentId: shipment.id,
      partId: newPart!,
      vendorIds: [part.vendorId, body.new_vendor_id],
      action: 'VENDOR_CHANGED',
      reason: body.note,
      changes: [
        { field: 'vendor', from: part.vendorName, to },
        { field: 'request', subject: to, from: null, to: asked(request), part: newPart! },
        { field: 'expired_at', from: part.expiredAt?.toISOString() ?? null, to: expiredAt.toISOString() },
      ],
      values: { from: part.vendorName, to },
    },
  ]);
}

/**
 * A vendor's part is cancelled and its trucks freed. When no part is left but cancelled ones, the
 * shipment is cancelled and its orders are published again (they can be shipped anew).
 */
export async function cancelPart({ tx, caller, now }: Ctx, shipment: ShipmentRow, partId: number, reason: string | null): Promise<string> {
  const part = await lockPart(tx, caller, shipment.id, partId);
  assertTransition(shipmentVendorMachine, part.status as never, 'cancel', caller.role);
  assertTransition(shipmentMachine, shipment.status as never, 'cancelPart', caller.role);
  await applyTransitions(tx, now, [
    { m: shipmentVendorMachine, ids: [part.id], action: 'cancel', set: { reason } },
    { m: shipmentMachine, ids: [shipment.id], action: 'cancelPart' },
  ]);
  const freed = await closeTracks(tx, and(eq(tracks.shipmentVendorId, part.id))!, now);
  const trucks = await trucksOfTracks(tx, freed);
  await recordHistory(tx, caller, now, [
    {
      shipmentId: shipment.id,
      partId: part.id,
      vendorIds: [part.vendorId],
      action: 'PART_CANCELLED',
      reason,
      changes: [{ field: 'status', from: part.status as HistoryState, to: 'CANCELLED' }, ...(freed.length ? [{ field: 'tracks' as const, from: freed.map((id) => trucks.get(id)!), to: [] }] : [])],
      values: { vendor: part.vendorName },
    },
  ]);
  const [left] = await tx.select({ n: sql<number>`count(*)` }).from(shipmentVendors).where(and(eq(shipmentVendors.shipmentId, shipment.id), sql`${shipmentVendors.status} <> 'CANCELLED'`));
  if (Number(left?.n) > 0) return shipment.status;
  await applyTransition(tx, shipmentMachine, [shipment.id], 'cancel', now);
  const carried = await tx.select({ id: shipmentOrders.orderId }).from(shipmentOrders).innerJoin(orders, eq(orders.id, shipmentOrders.orderId)).where(and(eq(shipmentOrders.shipmentId, shipment.id), eq(orders.status, 'ON_SHIPMENT')));
  if (carried.length) await applyTransition(tx, orderMachine, carried.map((c) => c.id), 'release', now);
  await recordHistory(tx, caller, now, [{ shipmentId: shipment.id, action: 'CANCELLED', reason, changes: [{ field: 'status', from: shipment.status as HistoryState, to: 'CANCELLED' }] }]);
  return 'CANCELLED';
}

/** Removes the active tracks matching `where` (REMOVED); answers their ids. */
export async function closeTracks(tx: Tx, where: ReturnType<typeof and>, now: Date): Promise<number[]> {
  const open = await tx.select({ id: tracks.id }).from(tracks).where(and(where, activeTrack()));
  if (open.length) await applyTransition(tx, trackMachine, open.map((t) => t.id), 'remove', now);
  return open.map((t) => t.id);
}
