// Tickets posted by weighbridge software (docs/weighbridge.md "Machine tickets"). Each is kept as
// posted (weighbridge_machine_tickets, one row per LSP, kind and ticket number: the same ticket
// posted twice is recorded once), then matched to the active truck of its plate carrying its
// delivery orders and recorded there by enterTicket as an AUTO ticket, exactly as a typed one. A
// ticket that finds no truck, or whose truck cannot take it, stays UNMATCHED with why, for the LSP
// to match by hand; nothing posted is lost.
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageKey } from '../../../contract/messages.ts';
import { machineTicketMachine, nextState } from '../../../contract/states.ts';
import { MATCH_CHOICES_MAX, UNMATCHED_LIST_MAX, type MachineTicketBody, type MachineTicketRecord, type MatchChoice } from '../../../contract/weighbridge.ts';
import type { Db } from '../../db/open.ts';
import { orders, shipments, tracks, vehicleDetails, weighbridgeMachineTickets, weighbridgeTickets } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { HttpError, invalid, notFound } from '../errors.ts';
import type { Tx } from '../freight/tx.ts';
import { applyTransition, assertTransition } from '../transitions.ts';
import type { MachineCaller } from './keys.ts';
import { checkTicket, enterTicket, writeTicket, type CheckedTicket, type TicketInput } from './tickets.ts';
import { logWeighbridge, unmatchedLog } from './log.ts';
import { recordExchange } from '../mirroring/record.ts';
import { runPrepared } from '../prepared.ts';

type Row = typeof weighbridgeMachineTickets.$inferSelect;
type Translate = (key: MessageKey) => string;

/** A plate as the scale and the fleet may write it: no spaces or dashes, upper case. */
const plateKey = (column: unknown) => sql`upper(regexp_replace(${column}, '[\\s-]+', '', 'g'))`;

const inputOf = (body: MachineTicketBody): TicketInput => {
  const { plate_number: _plate, ...ticket } = body;
  return ticket as TicketInput;
};

const nettoOf = (body: MachineTicketBody) =>
  body.kind === 'LOAD' ? body.items.reduce((sum, i) => sum.plus(String(i.delivery_weight)), new Decimal(0)) : new Decimal(String(body.refinery_net_weight));

/** A kept ticket as answered, with the truck (and its shipment) its ticket went on. */
function recordOf(r: Row, on: { trackId: number; shipmentId: number } | undefined, say: Translate): MachineTicketRecord {
  const body = r.payload as MachineTicketBody;
  return {
    id: r.id,
    kind: r.kind as MachineTicketRecord['kind'],
    ticket_number: r.ticketNumber,
    plate_number: r.plateNumber,
    do_numbers: body.items.map((i) => i.do_number),
    status: r.status as MachineTicketRecord['status'],
    problem: r.status === 'UNMATCHED' && r.problem ? say(r.problem as MessageKey) : null,
    netto: nettoOf(body).toFixed(3),
    out_time: new Date(body.out_time).toISOString(),
    ticket_id: r.ticketId,
    track_id: on?.trackId ?? null,
    shipment_id: on?.shipmentId ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

async function recordsOf(db: Db | Tx, rows: Row[], say: Translate): Promise<MachineTicketRecord[]> {
  const ids = rows.map((r) => r.ticketId).filter((id): id is number => id !== null);
  const made = ids.length
    ? await db.select({ id: weighbridgeTickets.id, trackId: tracks.id, shipmentId: tracks.shipmentId }).from(weighbridgeTickets).innerJoin(tracks, eq(tracks.id, weighbridgeTickets.trackId)).where(inArray(weighbridgeTickets.id, ids))
    : [];
  return rows.map((r) => recordOf(r, made.find((m) => m.id === r.ticketId), say));
}

/** The LSP acting through its key: what enterTicket checks and the history names. */
const asLsp = (m: MachineCaller): Caller => ({
  userId: m.createdBy ?? -1,
  sessionId: -1,
  role: 'LOGISTIC_SERVICE_PROVIDER',
  name: m.keyName,
  isMainAdmin: false,
  permission: 'FULL_ACCESS',
  mustChangePassword: false,
  lspId: m.lspId,
  shipmentCompanyId: null,
  vendorId: null,
});

/**
 * The LSP's active truck of the plate (at most one: a plate is on one active track) carrying one of
 * the ticket's delivery orders: its order, or, when it names none, an order of its shipment.
 */
async function truckFor(tx: Tx, lspId: number, body: MachineTicketBody): Promise<number | null> {
  const dos = body.items.map((i) => i.do_number.trim().toUpperCase());
  // Prepared (lib/prepared.ts): one text for any number of delivery orders, planned once per connection.
  const [row] = await runPrepared(
    tx
      .select({ id: tracks.id })
      .from(tracks)
      .innerJoin(shipments, eq(shipments.id, tracks.shipmentId))
      .innerJoin(vehicleDetails, eq(vehicleDetails.id, tracks.vehicleDetailId))
      .where(
        and(
          eq(shipments.logisticsServiceProviderId, lspId),
          sql`${tracks.status} in ('ASSIGNED', 'ON_THE_WAY')`,
          sql`${plateKey(vehicleDetails.plateNumber)} = ${plateKey(sql`${body.plate_number}::text`)}`,
          sql`exists (select 1 from ${orders} o where upper(o.identity) = any(${sql.param(dos)}::text[]) and (o.id = ${tracks.orderId} or (${tracks.orderId} is null and o.id in (select so.order_id from shipment_orders so where so.shipment_id = ${tracks.shipmentId}))))`,
        ),
      )
      .limit(1),
  );
  return row?.id ?? null;
}

/**
 * Records the ticket on the truck. A refusal (the truck's state, its maximum weight) comes from
 * checkTicket, which writes nothing, so the ticket stays UNMATCHED with why instead of being lost,
 * and no savepoint is needed. Answers the row as it is now, and where its ticket went when it was
 * recorded.
 */
async function recordOn(tx: Tx, caller: Caller, now: Date, row: Row, trackId: number): Promise<{ row: Row; on?: { trackId: number; shipmentId: number } }> {
  let checked: CheckedTicket;
  try {
    checked = await checkTicket({ tx, caller, now }, trackId, inputOf(row.payload as MachineTicketBody));
  } catch (e) {
    if (!(e instanceof HttpError) || e.status < 400 || e.status >= 500 || e.status === 404) throw e;
    await tx.update(weighbridgeMachineTickets).set({ problem: 'server.truckRefusedTicket', updatedAt: now }).where(eq(weighbridgeMachineTickets.id, row.id));
    return { row: { ...row, problem: 'server.truckRefusedTicket', updatedAt: now } };
  }
  const { ticket, shipmentId } = await writeTicket(checked, 'AUTO');
  await applyTransition(tx, machineTicketMachine, [row.id], 'match', now, { ticketId: ticket.id, problem: null });
  // The row as applyTransition left it: the state the table gives `match`.
  const status = nextState(machineTicketMachine, row.status as never, 'match')!;
  return { row: { ...row, status, ticketId: ticket.id, problem: null, updatedAt: now }, on: { trackId, shipmentId } };
}

/**
 * A machine's ticket: kept, then matched when its truck is found. `duplicate`: the LSP had this kind
 * and ticket number already (two posts at once included: the unique index makes the second wait
 * and find the first), nothing changed.
 */
export async function postTicket(db: Db, machine: MachineCaller, body: MachineTicketBody, now: Date, say: Translate, requestId: string | null): Promise<{ duplicate: boolean; ticket: MachineTicketRecord }> {
  return db.transaction(async (tx) => {
    // The exchange in the mirroring log, in the ticket's transaction: how it ended, what it made.
    const mirrored = async (note: 'MATCHED' | 'UNMATCHED' | 'DUPLICATE', ticket: MachineTicketRecord) => {
      await recordExchange(tx, {
        direction: 'IN',
        kind: 'WB_MACHINE_TICKET',
        counterpart: machine.keyName,
        failure: null,
        note,
        related: { machine_ticket_id: ticket.id, ticket_number: ticket.ticket_number, ...(ticket.ticket_id ? { ticket_id: ticket.ticket_id } : {}), api_key_id: machine.keyId },
        lspId: machine.lspId,
        requestId,
        at: now,
      });
      return ticket;
    };
    const [row] = await tx
      .insert(weighbridgeMachineTickets)
      .values({
        logisticsServiceProviderId: machine.lspId,
        apiKeyId: machine.keyId,
        kind: body.kind,
        ticketNumber: body.ticket_number,
        plateNumber: body.plate_number,
        status: 'UNMATCHED',
        problem: 'server.noTruckForTicket',
        payload: body,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [kept] = await tx
        .select()
        .from(weighbridgeMachineTickets)
        .where(and(eq(weighbridgeMachineTickets.logisticsServiceProviderId, machine.lspId), eq(weighbridgeMachineTickets.kind, body.kind), eq(weighbridgeMachineTickets.ticketNumber, body.ticket_number)));
      return { duplicate: true, ticket: await mirrored('DUPLICATE', (await recordsOf(tx, [kept!], say))[0]!) };
    }
    const trackId = await truckFor(tx, machine.lspId, body);
    // The row as it ends, and its ticket's truck, are known here: not read again (each statement
    // counts when fifty machines post at once).
    if (trackId === null) {
      await logWeighbridge(tx, unmatchedLog(machine.lspId, body, now));
      return { duplicate: false, ticket: await mirrored('UNMATCHED', recordOf(row, undefined, say)) };
    }
    const recorded = await recordOn(tx, asLsp(machine), now, row, trackId);
    if (!recorded.on) await logWeighbridge(tx, unmatchedLog(machine.lspId, body, now));
    return { duplicate: false, ticket: await mirrored(recorded.on ? 'MATCHED' : 'UNMATCHED', recordOf(recorded.row, recorded.on, say)) };
  });
}

/** The LSP's unmatched tickets, oldest first. */
export async function unmatchedTickets(db: Db, lspId: number, say: Translate): Promise<MachineTicketRecord[]> {
  const rows = await db
    .select()
    .from(weighbridgeMachineTickets)
    .where(and(eq(weighbridgeMachineTickets.logisticsServiceProviderId, lspId), eq(weighbridgeMachineTickets.status, 'UNMATCHED')))
    .orderBy(asc(weighbridgeMachineTickets.id))
    .limit(UNMATCHED_LIST_MAX);
  return recordsOf(db, rows, say);
}

async function ticketOf(db: Db | Tx, lspId: number, id: number, lock: boolean): Promise<Row> {
  const query = db.select().from(weighbridgeMachineTickets).where(and(eq(weighbridgeMachineTickets.id, id), eq(weighbridgeMachineTickets.logisticsServiceProviderId, lspId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The LSP's trucks a ticket may go on: waiting to load (LOAD) or on the road (DELIVER), its plate's first. */
export async function matchChoices(db: Db, lspId: number, id: number): Promise<MatchChoice[]> {
  const row = await ticketOf(db, lspId, id, false);
  const status = row.kind === 'LOAD' ? 'ASSIGNED' : 'ON_THE_WAY';
  const rows = await db
    .select({ track_id: tracks.id, shipment_id: shipments.id, shipment: shipments.identity, plate_number: vehicleDetails.plateNumber, order: orders.identity, status: tracks.status })
    .from(tracks)
    .innerJoin(shipments, eq(shipments.id, tracks.shipmentId))
    .leftJoin(vehicleDetails, eq(vehicleDetails.id, tracks.vehicleDetailId))
    .leftJoin(orders, eq(orders.id, tracks.orderId))
    .where(and(eq(shipments.logisticsServiceProviderId, lspId), eq(tracks.status, status)))
    .orderBy(sql`${plateKey(vehicleDetails.plateNumber)} = ${plateKey(sql`${row.plateNumber}::text`)} desc`, asc(tracks.id))
    .limit(MATCH_CHOICES_MAX);
  return rows.map((r) => ({ ...r, status: r.status as MatchChoice['status'] }));
}

/**
 * The LSP matches an unmatched ticket to one of its trucks: recorded there like a typed ticket
 * (its refusals as they are: 409 for the truck's state, 422 for its maximum), the ticket MATCHED.
 * A matched ticket is 409 (machineTicketMachine); another LSP's ticket or truck 404.
 */
export async function matchTicket(db: Db, caller: Caller, id: number, trackId: number, now: Date, say: Translate): Promise<MachineTicketRecord> {
  return db.transaction(async (tx) => {
    const row = await ticketOf(tx, caller.lspId ?? -1, id, true);
    assertTransition(machineTicketMachine, row.status as never, 'match', caller.role);
    const [track] = await tx
      .select({ id: tracks.id })
      .from(tracks)
      .innerJoin(shipments, eq(shipments.id, tracks.shipmentId))
      .where(and(eq(tracks.id, trackId), eq(shipments.logisticsServiceProviderId, caller.lspId ?? -1)));
    if (!track) throw invalid({ track_id: ['validation.trackForTicket'] });
    const { ticket } = await enterTicket({ tx, caller, now }, trackId, inputOf(row.payload as MachineTicketBody), 'AUTO');
    await applyTransition(tx, machineTicketMachine, [row.id], 'match', now, { ticketId: ticket.id, problem: null });
    const [after] = await tx.select().from(weighbridgeMachineTickets).where(eq(weighbridgeMachineTickets.id, row.id));
    return (await recordsOf(tx, [after!], say))[0]!;
  });
}
