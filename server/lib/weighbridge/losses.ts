// Netto and loss (docs/weighbridge.md): what a truck loaded at the mill (its load ticket's netto),
// what the refinery weighed off it (its deliver ticket's), what went missing in kg and per cent of
// the pickup, and whether that is beyond the tolerance the LSP agreed with the customer (per cent
// of the pickup, or kg per truck). Exact decimals end to end (decimal.js over the numeric columns'
// text), never binary floating point.
import Decimal from 'decimal.js';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { NettoFigures, ToleranceType } from '../../../contract/weighbridge.ts';
import { orders, shipmentCompanies, shipmentOrders, tracks, weighbridgeTickets } from '../../db/schema/index.ts';
import { rowsOf } from '../bulk.ts';
import type { DbOrTx } from '../freight/tx.ts';

export interface Tolerance {
  type: ToleranceType;
  value: string;
}

/** A customer's tolerance from its columns; null when none is set. */
export const toleranceOf = (type: string | null, value: string | null): Tolerance | null =>
  (type === 'PERCENT' || type === 'KG') && value !== null ? { type, value: new Decimal(value).toFixed(3) } : null;

const kg = (d: Decimal) => d.toFixed(3);

/**
 * The figures of loads and deliveries summed over `trucks` complete trips (both tickets). The loss
 * is known only when every loaded truck has delivered (`complete`); a gain is a negative loss and
 * never beyond tolerance. With no tolerance set, any loss is flagged.
 */
export function nettoFigures(pickup: Decimal | null, dropoff: Decimal | null, complete: boolean, trucks: number, tolerance: Tolerance | null): NettoFigures {
  if (!pickup || !dropoff || !complete || trucks === 0) return lossFigures(pickup, dropoff, null, false);
  const allowed = tolerance === null ? null : tolerance.type === 'PERCENT' ? pickup.times(tolerance.value).dividedBy(100) : new Decimal(tolerance.value).times(trucks);
  return lossFigures(pickup, dropoff, allowed ? allowed.toDecimalPlaces(3, Decimal.ROUND_HALF_UP) : null);
}

/** The figures of a loaded and delivered netto against the loss allowed (kg; null: no tolerance, any loss is beyond). */
export function lossFigures(pickup: Decimal | null, dropoff: Decimal | null, allowed: Decimal | null, known = true): NettoFigures {
  const base = { pickup: pickup ? kg(pickup) : null, dropoff: dropoff ? kg(dropoff) : null };
  if (!pickup || !dropoff || !known) return { ...base, loss_kg: null, loss_percent: null, allowed_kg: null, beyond: false };
  const loss = pickup.minus(dropoff);
  const percent = pickup.isZero() ? new Decimal(0) : loss.times(100).dividedBy(pickup);
  return {
    ...base,
    loss_kg: kg(loss),
    loss_percent: percent.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    allowed_kg: allowed ? kg(allowed) : null,
    beyond: loss.greaterThan(allowed ?? 0),
  };
}

/** The kg claimed of a loss: what is beyond the allowance (all of it without a tolerance); 0 within it or on a gain. */
export function claimKg(f: NettoFigures): Decimal {
  if (!f.beyond || f.loss_kg === null) return new Decimal(0);
  return new Decimal(f.loss_kg).minus(f.allowed_kg ?? 0);
}

/** The claim in rupiah: kg beyond tolerance x the price per kg, rounded half up to the sen; 0 without a price. */
export function claimOf(f: NettoFigures, pricePerKg: string | null): string {
  if (pricePerKg === null) return '0.00';
  return claimKg(f).times(pricePerKg).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

export interface TrackLoss {
  trackId: number;
  orderId: number | null;
  netto: NettoFigures;
}
export interface OrderLoss {
  orderId: number;
  identity: string;
  netto: NettoFigures;
}
export interface ShipmentLosses {
  tracks: TrackLoss[];
  orders: OrderLoss[];
  /** Some truck or order lost more than its customer's tolerance. */
  beyond: boolean;
}

/** The load (`lt`) and deliver (`dt`) tickets in force of track `t`. */
export const ticketsInForce = sql`left join weighbridge_tickets lt on lt.track_id = t.id and lt.kind = 'LOAD' and lt.status = 'ACTIVE'
  left join weighbridge_tickets dt on dt.track_id = t.id and dt.kind = 'DELIVER' and dt.status = 'ACTIVE'`;

/** The tickets in force of some tracks, by track and kind. */
export async function activeTickets(db: DbOrTx, trackIds: number[]) {
  if (!trackIds.length) return [];
  return db
    .select()
    .from(weighbridgeTickets)
    .where(and(inArray(weighbridgeTickets.trackId, trackIds), eq(weighbridgeTickets.status, 'ACTIVE')));
}

/**
 * Netto and losses of a shipment's trucks and orders, for the shipment detail and the invoices
 * (which bill the losses beyond tolerance). Not scoped: the caller has checked who may see the shipment.
 * `only` limits the trucks (a vendor's own); orders are then summed over those trucks only.
 */
export async function lossesOfShipment(db: DbOrTx, shipmentId: number, only?: number[]): Promise<ShipmentLosses> {
  const list = await db
    .select({ id: tracks.id, orderId: tracks.orderId, status: tracks.status })
    .from(tracks)
    .where(and(eq(tracks.shipmentId, shipmentId), only ? inArray(tracks.id, only) : sql`true`));
  const own = await db
    .select({ id: orders.id, identity: orders.identity, type: shipmentCompanies.lossToleranceType, value: shipmentCompanies.lossToleranceValue })
    .from(shipmentOrders)
    .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
    .leftJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId))
    .where(eq(shipmentOrders.shipmentId, shipmentId))
    .orderBy(orders.id);
  const tickets = await activeTickets(
    db,
    list.map((t) => t.id),
  );
  const netto = (trackId: number, kind: string) => {
    const t = tickets.find((x) => x.trackId === trackId && x.kind === kind);
    return t?.netto ? new Decimal(t.netto) : null;
  };
  // A truck names its order when the shipment carries several; otherwise it carries the one order.
  const orderOf = (t: { orderId: number | null }) => t.orderId ?? (own.length === 1 ? own[0]!.id : null);
  const toleranceFor = (orderId: number | null) => {
    const o = own.find((x) => x.id === orderId);
    return o ? toleranceOf(o.type, o.value) : null;
  };
  const trackLosses = list.map((t): TrackLoss => {
    const up = netto(t.id, 'LOAD');
    const down = netto(t.id, 'DELIVER');
    return { trackId: t.id, orderId: orderOf(t), netto: nettoFigures(up, down, true, up && down ? 1 : 0, toleranceFor(orderOf(t))) };
  });
  const orderLosses = own.map((o): OrderLoss => {
    const mine = list.filter((t) => orderOf(t) === o.id && t.status !== 'REMOVED');
    const loaded = mine.filter((t) => netto(t.id, 'LOAD'));
    const sum = (kind: string) => loaded.reduce<Decimal | null>((acc, t) => (netto(t.id, kind) ? (acc ?? new Decimal(0)).plus(netto(t.id, kind)!) : acc), null);
    const complete = loaded.length > 0 && loaded.every((t) => netto(t.id, 'DELIVER'));
    return { orderId: o.id, identity: o.identity, netto: nettoFigures(sum('LOAD'), sum('DELIVER'), complete, loaded.length, toleranceOf(o.type, o.value)) };
  });
  return { tracks: trackLosses, orders: orderLosses, beyond: trackLosses.some((t) => t.netto.beyond) || orderLosses.some((o) => o.netto.beyond) };
}

export interface LineLoss {
  orderId: number;
  vehicleDetailId: number | null;
  netto: NettoFigures;
}

/**
 * Netto and loss per order and plate (an invoice line) over the shipment's trucks that ran (removed
 * ones not): the plate's loads and deliveries summed, the allowance of the order's customer for
 * that many trucks. Known only once every loaded truck of the line has delivered.
 */
export async function lossesByLine(db: DbOrTx, shipmentId: number): Promise<LineLoss[]> {
  const list = await db
    .select({ id: tracks.id, orderId: tracks.orderId, plate: tracks.vehicleDetailId, status: tracks.status })
    .from(tracks)
    .where(eq(tracks.shipmentId, shipmentId));
  const losses = await lossesOfShipment(db, shipmentId);
  const own = await db
    .select({ id: orders.id, type: shipmentCompanies.lossToleranceType, value: shipmentCompanies.lossToleranceValue })
    .from(shipmentOrders)
    .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
    .leftJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId))
    .where(eq(shipmentOrders.shipmentId, shipmentId));
  const groups = new Map<string, { orderId: number; plate: number | null; figures: NettoFigures[] }>();
  for (const t of list) {
    const loss = losses.tracks.find((x) => x.trackId === t.id);
    if (t.status === 'REMOVED' || !loss || loss.orderId === null) continue;
    const key = `${loss.orderId}:${t.plate}`;
    const g = groups.get(key) ?? { orderId: loss.orderId, plate: t.plate, figures: [] };
    g.figures.push(loss.netto);
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => {
    const loaded = g.figures.filter((f) => f.pickup !== null);
    const sum = (pick: (f: NettoFigures) => string | null) => loaded.reduce<Decimal | null>((acc, f) => (pick(f) === null ? acc : (acc ?? new Decimal(0)).plus(pick(f)!)), null);
    const o = own.find((x) => x.id === g.orderId);
    const complete = loaded.length > 0 && loaded.every((f) => f.dropoff !== null);
    return { orderId: g.orderId, vehicleDetailId: g.plate, netto: nettoFigures(sum((f) => f.pickup), sum((f) => f.dropoff), complete, loaded.length, o ? toleranceOf(o.type, o.value) : null) };
  });
}

/** The order a truck (`tracks t`) carries: its own, or its shipment's one order (`orderOf` above). */
export const truckOrder = sql`coalesce(t.order_id, (select min(so1.order_id) from shipment_orders so1 where so1.shipment_id = t.shipment_id having count(*) = 1))`;

/** The kg a truck may lose (`nettoFigures`' allowance for one truck; 0 without a tolerance: any loss is beyond). */
const allowedKg = sql`case
  when sc.loss_tolerance_value is null then 0
  when sc.loss_tolerance_type = 'PERCENT' then round(l.netto * sc.loss_tolerance_value / 100, 3)
  when sc.loss_tolerance_type = 'KG' then sc.loss_tolerance_value
  else 0 end`;

/**
 * Trucks (`tracks t`, narrowed by `which`) that lost more than their customer allows, in SQL: for the
 * list flags and dashboard counts, which cannot read shipments one by one (`lossesOfShipment`). It
 * asks the trucks only: an order's loss beyond the sum of its trucks' allowances has a truck beyond
 * its own (sum of x > sum of y needs some x > y), so the trucks decide for the orders and shipments.
 */
export const trucksBeyondTolerance = (which: SQL) => sql`select t.id, t.shipment_id, ${truckOrder} as order_id from tracks t
  join weighbridge_tickets l on l.track_id = t.id and l.kind = 'LOAD' and l.status = 'ACTIVE'
  join weighbridge_tickets d on d.track_id = t.id and d.kind = 'DELIVER' and d.status = 'ACTIVE'
  left join orders o on o.id = ${truckOrder}
  left join shipment_companies sc on sc.id = o.shipment_company_id
  where (${which}) and l.netto - d.netto > ${allowedKg}`;

/** A shipment (its id column) has a truck beyond tolerance among those `view` lets the reader see (a condition on `tracks t`). */
export const shipmentBeyondTolerance = (shipmentId: SQLWrapper, view: SQL) => sql<boolean>`exists (${trucksBeyondTolerance(sql`t.shipment_id = ${shipmentId} and ${view}`)})`;

/**
 * An order (its id column) has a truck beyond tolerance: one naming it, or one naming no order on a
 * shipment carrying it (`truckOrder` then decides), never every truck without an order.
 */
export const orderBeyondTolerance = (orderId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from (${trucksBeyondTolerance(sql`t.order_id = ${orderId} or (t.order_id is null and t.shipment_id in (select so2.shipment_id from shipment_orders so2 where so2.order_id = ${orderId}))`)}) b where b.order_id = ${orderId})`;

/** How many of the LSP's shipments have a truck beyond tolerance (its dashboard). */
export async function countShipmentsBeyondTolerance(db: DbOrTx, lspId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(distinct b.shipment_id)::int as n from (${trucksBeyondTolerance(sql`t.shipment_id in (select s.id from shipments s where s.logistics_service_provider_id = ${lspId})`)}) b`,
  );
  return Number(row?.n ?? 0);
}
