// The weighbridge as each party reads it (GET /v1/weight-bridge/shipment/{id}): the shipment's
// trucks the caller sees (viewer.ts: a vendor its own, a company those carrying its orders), each
// with its tickets in force, the corrected ones, and the netto and loss against the tolerance.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ShipmentWeights, TicketRecord, TrackWeights } from '../../../contract/weighbridge.ts';
import { ticketFileUrl } from '../../../contract/weighbridge.ts';
import { orders, shipmentCompanies, shipmentOrders, shipments, tracks, users, vehicles, weighbridgeTickets } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { notFound } from '../errors.ts';
import { shipmentScope, trackRecords } from '../freight/shipments.ts';
import type { DbOrTx } from '../freight/tx.ts';
import { orderView, trackView } from '../freight/viewer.ts';
import { iso, parsed } from '../values.ts';
import { lossesOfShipment, toleranceOf } from './losses.ts';
import type { TicketRow } from './tickets.ts';

/** A ticket as the contract answers it, with the name of who typed it. */
export function ticketRecord(row: TicketRow, createdBy: string | null = null): TicketRecord {
  return {
    id: row.id,
    track_id: row.trackId,
    kind: row.kind as TicketRecord['kind'],
    source: row.source as TicketRecord['source'],
    status: row.status as TicketRecord['status'],
    ticket_number: row.ticketNumber,
    driver: row.driverName,
    truck_number: row.truckNumber,
    sim_number: row.simNumber,
    vendor: row.vendorName,
    netto: row.netto,
    ffa_quality: row.ffaQuality,
    dobi_quality: row.dobiQuality,
    water_quality: row.waterQuality,
    in_time: iso(row.inTime),
    out_time: iso(row.outTime),
    note: row.note,
    items: (parsed<{ do_number: string; weight: string }[]>(row.items) ?? []).map((i) => ({ do_number: String(i.do_number), weight: String(i.weight) })),
    file_url: row.file ? ticketFileUrl(row.id) : null,
    replaces_id: row.replacesId,
    correction_reason: row.correctionReason,
    created_by: createdBy,
    created_at: iso(row.createdAt)!,
  };
}

/** The weighbridge figures of a shipment as the caller sees them; 404 outside its shipments. */
export async function shipmentWeights(db: DbOrTx, caller: Caller, shipmentId: number): Promise<ShipmentWeights> {
  const scoped = await db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.id, shipmentId), shipmentScope(caller)));
  if (!scoped.length) throw notFound();
  const list = await trackRecords(db, and(eq(tracks.shipmentId, shipmentId), trackView(caller))!);
  const ids = list.map((t) => t.id);
  // What each truck carries at most: its vehicle model's maximum weight.
  const maxima = ids.length ? await db.select({ id: tracks.id, max: vehicles.maxWeight }).from(tracks).innerJoin(vehicles, eq(vehicles.id, tracks.vehicleId)).where(inArray(tracks.id, ids)) : [];
  const tickets = ids.length
    ? await db
        .select({ ticket: weighbridgeTickets, by: users.name })
        .from(weighbridgeTickets)
        .leftJoin(users, eq(users.id, weighbridgeTickets.createdBy))
        .where(inArray(weighbridgeTickets.trackId, ids))
        .orderBy(desc(weighbridgeTickets.id))
    : [];
  const losses = await lossesOfShipment(db, shipmentId, caller.role === 'LOGISTIC_SERVICE_PROVIDER' || caller.role === 'ADMIN' ? undefined : ids);
  const [company] = await db
    .select({ type: shipmentCompanies.lossToleranceType, value: shipmentCompanies.lossToleranceValue })
    .from(shipmentOrders)
    .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
    .innerJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId))
    .where(and(eq(shipmentOrders.shipmentId, shipmentId), orderView(caller, orders.id)))
    .orderBy(orders.id)
    .limit(1);
  // A truck on a removed track shows only when it had a ticket (its weights stay part of the record).
  const shown = list.filter((t) => t.status !== 'REMOVED' || tickets.some((x) => x.ticket.trackId === t.id));
  const trackAnswers = shown.map((t): TrackWeights => {
    const mine = tickets.filter((x) => x.ticket.trackId === t.id);
    const inForce = (kind: string) => {
      const x = mine.find((y) => y.ticket.kind === kind && y.ticket.status === 'ACTIVE');
      return x ? ticketRecord(x.ticket, x.by) : null;
    };
    return {
      track_id: t.id,
      status: t.status as TrackWeights['status'],
      ritase: t.ritase,
      plate_number: t.vehicle_detail?.plate_number ?? null,
      driver: t.driver?.name ?? null,
      vendor: t.vendor,
      order: t.order,
      max_weight: maxima.find((m) => m.id === t.id)?.max ?? null,
      load: inForce('LOAD'),
      deliver: inForce('DELIVER'),
      corrected: mine.filter((x) => x.ticket.status !== 'ACTIVE').map((x) => ticketRecord(x.ticket, x.by)),
      netto: losses.tracks.find((l) => l.trackId === t.id)!.netto,
    };
  });
  const ownOrders = caller.role === 'SHIPMENT_COMPANY' ? await db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, losses.orders.map((o) => o.orderId).concat(-1)), orderView(caller, orders.id))) : null;
  const orderAnswers = losses.orders.filter((o) => !ownOrders || ownOrders.some((x) => x.id === o.orderId)).map((o) => ({ order_id: o.orderId, identity: o.identity, netto: o.netto }));
  return {
    shipment_id: shipmentId,
    tolerance: company ? toleranceOf(company.type, company.value) : null,
    tracks: trackAnswers,
    orders: orderAnswers,
    beyond_tolerance: trackAnswers.some((t) => t.netto.beyond) || orderAnswers.some((o) => o.netto.beyond),
  };
}
