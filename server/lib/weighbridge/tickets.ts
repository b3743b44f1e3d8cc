// Entering a weighbridge ticket (docs/weighbridge.md): the load ticket puts a truck on the road, the
// deliver ticket ends its trip, and when every truck carrying an order has delivered the order is
// DELIVERED, when every order of the shipment is, the shipment: each step through the states table
// (contract/states.ts), in one transaction under the shipment's row lock, with the shipment history
// and the WEIGHTBRIDGE notifications of the parties. A second ticket of a kind is refused (the
// track's state says so) unless it says why it corrects the first: then the first is kept,
// CORRECTED, and the new one points to it.
import Decimal from 'decimal.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import { messageRef } from '../../../contract/message-ref.ts';
import { orderMachine, shipmentMachine, trackMachine, weighbridgeTicketMachine } from '../../../contract/states.ts';
import type { DeliverWeightsBody, LoadWeightsBody, WbKind } from '../../../contract/weighbridge.ts';
import { orders, shipmentOrders, tracks, weighbridgeTickets } from '../../db/schema/index.ts';
import { invalid, notFound } from '../errors.ts';
import { applyTransition, assertTransition, refused } from '../transitions.ts';
import type { Ctx } from '../freight/dispatch.ts';
import { recordHistory, type HistoryEntry } from '../freight/events.ts';
import { logWeighbridge } from './log.ts';
import { lockTracks } from '../freight/rework.ts';
import type { DbOrTx, Tx } from '../freight/tx.ts';
import { wibClock } from '../values.ts';
import { lossesOfShipment } from './losses.ts';
import { truckFacts, type TruckFacts } from './truck-facts.ts';

export type TicketRow = typeof weighbridgeTickets.$inferSelect;

/** What a ticket call sends, either kind. */
export type TicketInput = ({ kind: 'LOAD' } & LoadWeightsBody) | ({ kind: 'DELIVER' } & DeliverWeightsBody);

const ACTION = { LOAD: 'load', DELIVER: 'deliver' } as const satisfies Record<WbKind, string>;

/** The latest ticket of a kind on a track (in force, or corrected when something went wrong), locked. */
async function latestTicket(tx: Tx, trackId: number, kind: WbKind) {
  const [row] = await tx
    .select()
    .from(weighbridgeTickets)
    .where(and(eq(weighbridgeTickets.trackId, trackId), eq(weighbridgeTickets.kind, kind)))
    .orderBy(desc(weighbridgeTickets.id))
    .limit(1)
    .for('update');
  return row;
}

/** The weight the ticket gives as the truck's netto: the load items' sum, the refinery's net weight. */
const nettoOf = (input: TicketInput): Decimal =>
  input.kind === 'LOAD' ? input.items.reduce((sum, i) => sum.plus(String(i.delivery_weight)), new Decimal(0)) : new Decimal(String(input.refinery_net_weight));

type Locked = Awaited<ReturnType<typeof lockTracks>>;

/** A ticket checked against its truck and shipment, both locked: what writeTicket records. */
export interface CheckedTicket {
  ctx: Ctx;
  input: TicketInput;
  shipment: Locked['shipment'];
  track: Locked['rows'][number]['track'];
  part: Locked['rows'][number]['part'];
  /** The ticket of the kind it corrects (with a correction reason). */
  previous: TicketRow | undefined;
  netto: Decimal;
  facts: TruckFacts;
}

/**
 * Locks a track of the caller's shipment and checks that it may take the ticket, writing nothing:
 * every refusal of a ticket is here, so a caller that catches one (machine.ts) has nothing to undo.
 * 404: a track not of the caller's shipments; 409: the track's state does not allow it (a second
 * ticket, a removed track); 422: a figure the truck cannot carry, a deliver weighed before the load.
 */
export async function checkTicket(ctx: Ctx, trackId: number, input: TicketInput): Promise<CheckedTicket> {
  const { tx, caller } = ctx;
  const { shipment, rows } = await lockTracks(tx, caller, [trackId], 'id');
  const { track, part } = rows[0]!;
  const action = ACTION[input.kind];
  const corrects = input.correction_reason !== undefined;
  // Only a correction needs the ticket before it: otherwise the track's state refuses a second one.
  const previous = corrects ? await latestTicket(tx, track.id, input.kind) : undefined;
  if (corrects) {
    if (!previous) throw invalid({ correction_reason: ['validation.nothingToCorrect'] });
    // A removed truck's tickets stay as they were: nothing on it is corrected.
    if (track.status === 'REMOVED') throw refused(trackMachine, track.status, action);
    assertTransition(weighbridgeTicketMachine, previous.status as never, 'correct', caller.role);
  } else {
    assertTransition(trackMachine, track.status as never, action, caller.role);
  }

  // What the truck can carry: its vehicle model's maximum weight.
  const netto = nettoOf(input);
  const facts = await truckFacts(tx, track.id);
  if (facts.max && netto.greaterThan(facts.max)) {
    const field = input.kind === 'LOAD' ? 'items' : 'refinery_net_weight';
    throw invalid({ [field]: [messageRef('validation.overTruckMax', { netto: netto.toFixed(), max: new Decimal(facts.max).toFixed() })] });
  }
  // The refinery weighs the truck after the mill did.
  if (input.kind === 'DELIVER' && facts.loadOut && Date.parse(input.in_time) < facts.loadOut.getTime()) {
    throw invalid({ in_time: [messageRef('validation.outBeforeLoad', { time: wibClock(new Date(input.in_time)) })] });
  }
  return { ctx, input, shipment, track, part, previous, netto, facts };
}

/**
 * Records a checked ticket: the ticket, the weighbridge log, the track's (and maybe its orders' and
 * shipment's) next state, the history and the parties' notifications. Answers the ticket and
 * whether it corrects another.
 */
export async function writeTicket(
  { ctx, input, shipment, track, part, previous, netto, facts }: CheckedTicket,
  /** AUTO: posted by weighbridge software (machine.ts), entered by nobody. */
  source: 'MANUAL' | 'AUTO',
): Promise<{ ticket: TicketRow; corrects: boolean; shipmentId: number }> {
  const { tx, caller, now } = ctx;
  const action = ACTION[input.kind];
  const corrects = previous !== undefined;
  if (corrects) await applyTransition(tx, weighbridgeTicketMachine, [previous.id], 'correct', now);
  const [ticket] = await tx
    .insert(weighbridgeTickets)
    .values({
      trackId: track.id,
      kind: input.kind,
      source,
      ticketNumber: input.ticket_number,
      driverName: input.driver ?? null,
      truckNumber: input.truck_number ?? null,
      simNumber: input.kind === 'LOAD' ? (input.sim_number ?? null) : null,
      vendorName: input.kind === 'LOAD' ? (input.vendor ?? null) : null,
      netto: netto.toFixed(3),
      ffaQuality: input.kind === 'LOAD' ? decimalText(input.quality) : decimalText(input.ffa_quality),
      dobiQuality: input.kind === 'LOAD' ? decimalText(input.dobi_quality) : null,
      waterQuality: input.kind === 'DELIVER' ? decimalText(input.water_quality) : null,
      inTime: input.kind === 'DELIVER' ? new Date(input.in_time) : null,
      outTime: new Date(input.out_time),
      note: input.note ?? null,
      items: input.kind === 'LOAD' ? input.items.map((i) => ({ do_number: i.do_number, weight: String(i.delivery_weight) })) : input.items.map((i) => ({ do_number: i.do_number, weight: String(i.total_deliver) })),
      // A correction keeps the scan of the ticket it replaces until another is uploaded.
      file: corrects ? previous.file : null,
      replacesId: corrects ? previous.id : null,
      correctionReason: corrects ? input.correction_reason! : null,
      createdBy: source === 'AUTO' || caller.userId <= 0 ? null : caller.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();

  await logWeighbridge(tx, {
    lspId: shipment.logisticsServiceProviderId,
    type: 'WB_TICKET',
    ticketNumber: input.ticket_number,
    kind: input.kind,
    source,
    netto: netto.toFixed(3),
    truck: { ...facts, shipment: shipment.identity },
    plate: input.truck_number ?? null,
    driver: input.driver ?? null,
    doNumbers: input.items.map((i) => i.do_number),
    correctionReason: corrects ? input.correction_reason! : null,
    at: now,
  });
  if (!corrects) await applyTransition(tx, trackMachine, [track.id], action, now, input.kind === 'LOAD' ? { startedAt: now } : { finishedAt: now });
  const delivered = !corrects && input.kind === 'DELIVER' ? await deliverOrders(ctx, shipment.id, shipment.status) : false;

  // The history entry and the parties' notifications (the truck's vendor, the order's company).
  const truck = { plate: facts.plate, driver: facts.driver };
  const losses = input.kind === 'DELIVER' || corrects ? await lossesOfShipment(tx, shipment.id, [track.id]) : null;
  const loss = losses?.tracks[0]?.netto;
  const values = { ticket: input.ticket_number, plate: truck.plate ?? '', netto: netto.toNumber(), place: (input.kind === 'LOAD' ? facts.pickup : facts.dropoff) ?? '', ...(loss?.loss_kg ? { loss: Number(loss.loss_kg) } : {}) };
  const entry: HistoryEntry = {
    shipmentId: shipment.id,
    partId: part.id,
    vendorIds: [part.vendorId],
    ...(track.orderId ? { orderIds: [track.orderId] } : {}),
    action: corrects ? 'WB_CORRECTED' : input.kind === 'LOAD' ? 'WB_LOADED' : 'WB_DELIVERED',
    reason: corrects ? input.correction_reason! : (input.note ?? null),
    changes: corrects ? [] : [{ field: 'status', subject: truck, from: track.status as never, to: input.kind === 'LOAD' ? 'ON_THE_WAY' : 'FINISHED' }],
    values,
    // The deliver notice says the loss in per cent of the pickup.
    notice: { loss: loss?.loss_percent ? Number(loss.loss_percent) : 0 },
  };
  const entries: HistoryEntry[] = [entry];
  if (delivered) entries.push({ shipmentId: shipment.id, action: 'DELIVERED', changes: [{ field: 'status', from: 'ON_PROGRESS', to: 'DELIVERED' }] });
  await recordHistory(tx, caller, now, entries);
  return { ticket: ticket!, corrects, shipmentId: shipment.id };
}

/** Checks and records a ticket on a track of the caller's shipment (checkTicket's refusals). */
export async function enterTicket(ctx: Ctx, trackId: number, input: TicketInput, source: 'MANUAL' | 'AUTO' = 'MANUAL') {
  return writeTicket(await checkTicket(ctx, trackId, input), source);
}

const decimalText = (n: number | undefined): string | null => (n === undefined ? null : new Decimal(String(n)).toFixed(2));

/**
 * After a deliver ticket: each ON_SHIPMENT order of the shipment whose trucks (but the removed ones)
 * have all finished their trip is DELIVERED; when every order of the shipment is delivered (or
 * cancelled), so is the shipment. Answers whether the shipment was delivered.
 */
async function deliverOrders({ tx, now }: Ctx, shipmentId: number, shipmentStatus: string): Promise<boolean> {
  const own = await tx
    .select({ id: orders.id, status: orders.status })
    .from(shipmentOrders)
    .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
    .where(eq(shipmentOrders.shipmentId, shipmentId))
    .orderBy(orders.id)
    .for('update', { of: orders });
  const trucks = await tx.select({ orderId: tracks.orderId, status: tracks.status }).from(tracks).where(and(eq(tracks.shipmentId, shipmentId), sql`${tracks.status} <> 'REMOVED'`));
  const carrying = (orderId: number) => trucks.filter((t) => t.orderId === orderId || (t.orderId === null && own.length === 1));
  const done = own.filter((o) => o.status === 'ON_SHIPMENT' && carrying(o.id).length > 0 && carrying(o.id).every((t) => t.status === 'FINISHED')).map((o) => o.id);
  if (done.length) await applyTransition(tx, orderMachine, done, 'deliver', now);
  const closed = own.every((o) => done.includes(o.id) || o.status === 'DELIVERED' || o.status === 'CANCELLED');
  if (!closed || shipmentStatus !== 'ON_PROGRESS') return false;
  await applyTransition(tx, shipmentMachine, [shipmentId], 'deliver', now);
  return true;
}

/** A ticket of the caller's shipments (an LSP's), for its scan, locked inside a transaction; 404 otherwise. */
export async function ticketOfLsp(db: DbOrTx, lspId: number, id: number, lock = true): Promise<TicketRow> {
  const query = db
    .select({ ticket: weighbridgeTickets })
    .from(weighbridgeTickets)
    .innerJoin(tracks, eq(tracks.id, weighbridgeTickets.trackId))
    .where(and(eq(weighbridgeTickets.id, id), sql`exists (select 1 from shipments s where s.id = ${tracks.shipmentId} and s.logistics_service_provider_id = ${lspId})`));
  const [row] = lock ? await query.for('update', { of: weighbridgeTickets }) : await query;
  if (!row) throw notFound();
  return row.ticket;
}
