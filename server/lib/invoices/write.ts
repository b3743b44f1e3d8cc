// The LSP's writes on invoices (docs/invoices.md): drafting them from a delivered shipment, editing
// a draft's lines and fees, publishing. Every write locks the invoice row first and goes through
// the states table (contract/states.ts `invoiceMachine`): a published invoice refuses every change
// with 409 and the transaction rolls back, so nothing changes.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { InvoiceRow } from '../../../contract/invoice.ts';
import type { MessageKey } from '../../../contract/messages.ts';
import { invoiceMachine, type InvoiceState } from '../../../contract/states.ts';
import { invoiceDetails, invoiceFees, invoiceNumberCounters, invoiceReads, invoices, shipmentCompanies, shipments, vehicleDetails, vehicles } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { rowsOf } from '../bulk.ts';
import { HttpError, invalid, notFound } from '../errors.ts';
import type { Tx } from '../freight/tx.ts';
import { applyTransition, assertTransition } from '../transitions.ts';
import { claimOf, lossesByLine } from '../weighbridge/losses.ts';
import { invoiceRowOf } from './read.ts';
import { partyOf } from './scope.ts';

/** The invoice row of the caller's LSP, locked until the transaction ends; 404 for anyone else's. */
export async function lockInvoice(tx: Tx, caller: Caller, id: number) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.logisticsServiceProviderId, caller.lspId ?? -1)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** An edit of a draft: 409 once published (the invoice's updated_at moves with every edit). */
async function edit(tx: Tx, caller: Caller, invoice: { id: number; status: string }, now: Date) {
  assertTransition(invoiceMachine, invoice.status as InvoiceState, 'edit', caller.role);
  await applyTransition(tx, invoiceMachine, [invoice.id], 'edit', now);
}

const conflict = (key: MessageKey, vars: Record<string, string | number>, varKeys: Record<string, MessageKey> = {}) => new HttpError(409, key, vars, undefined, varKeys);

/**
 * Drafts the invoices of a DELIVERED shipment of the caller's LSP: one per shipping company of its
 * orders, one line per order and plate among the trucks that ran it (removed ones not), cost 0
 * until the LSP enters it. 409 when the shipment is not delivered, is already invoiced or carried
 * nothing.
 */
export async function createInvoices(tx: Tx, caller: Caller, shipmentId: number, now: Date): Promise<{ identity: string; rows: InvoiceRow[] }> {
  const [shipment] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.logisticsServiceProviderId, caller.lspId ?? -1)))
    .for('update');
  if (!shipment) throw notFound();
  if (shipment.status !== 'DELIVERED') throw conflict('server.notDelivered', { identity: shipment.identity }, { state: `state.${shipment.status}` as MessageKey });
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.shipmentId, shipmentId)).limit(1);
  if (existing) throw conflict('server.invoiceExists', { identity: shipment.identity });

  // A track names its order when the shipment carries several; otherwise it carries the shipment's one.
  const lines = await rowsOf<{ order_id: number; vehicle_detail_id: number | null; vendor_id: number | null; company_id: number | null }>(
    tx,
    sql`select distinct o.id as order_id, t.vehicle_detail_id, sv.vendor_id, o.shipment_company_id as company_id
      from tracks t
      left join shipment_vendors sv on sv.id = t.shipment_vendor_id
      join orders o on o.id = coalesce(t.order_id, (select min(so.order_id) from shipment_orders so where so.shipment_id = t.shipment_id))
      where t.shipment_id = ${shipmentId} and t.status <> 'REMOVED'
      order by o.id, t.vehicle_detail_id`,
  );
  if (!lines.length) throw conflict('server.nothingToInvoice', { identity: shipment.identity });

  const companies = [...new Set(lines.map((l) => l.company_id))];
  // The netto and loss of each line as the tickets in force give them now; the claim at the customer's price.
  const losses = await lossesByLine(tx, shipmentId);
  const made: number[] = [];
  for (const company of companies) {
    const [customer] = company === null ? [] : await tx.select({ price: shipmentCompanies.lossClaimPrice }).from(shipmentCompanies).where(eq(shipmentCompanies.id, company));
    const claimPrice = customer?.price ?? null;
    const [invoice] = await tx
      .insert(invoices)
      .values({ shipmentId, logisticsServiceProviderId: shipment.logisticsServiceProviderId, shipmentCompanyId: company, claimPrice, createdBy: caller.userId, createdAt: now, updatedAt: now })
      .returning({ id: invoices.id });
    await tx.insert(invoiceDetails).values(
      lines
        .filter((l) => l.company_id === company)
        .map((l) => {
          const plate = l.vehicle_detail_id === null ? null : Number(l.vehicle_detail_id);
          const netto = losses.find((x) => x.orderId === Number(l.order_id) && x.vehicleDetailId === plate)?.netto;
          const known = netto?.loss_kg != null;
          return {
            invoiceId: invoice!.id,
            orderId: Number(l.order_id),
            vehicleDetailId: plate,
            vendorId: l.vendor_id === null ? null : Number(l.vendor_id),
            nettoPickup: netto?.pickup ?? null,
            nettoDropoff: known ? netto.dropoff : null,
            allowedLoss: known ? netto.allowed_kg : null,
            claim: netto ? claimOf(netto, claimPrice) : '0',
            createdAt: now,
            updatedAt: now,
          };
        }),
    );
    made.push(invoice!.id);
  }
  const rows: InvoiceRow[] = [];
  for (const id of made) rows.push(await invoiceRowOf(tx, caller, id));
  return { identity: shipment.identity, rows };
}

export interface DetailInput {
  cost?: string;
  total_odometer?: number | null;
  vehicle_detail_id?: number;
  invoice_id?: number;
  order_id?: number;
}

/** Changes a line of a draft: its cost, its odometer, and its plate when one is sent (a plate of the line's vendor). */
export async function updateDetail(tx: Tx, caller: Caller, id: number, body: DetailInput, now: Date): Promise<void> {
  const [line] = await tx
    .select()
    .from(invoiceDetails)
    .innerJoin(invoices, eq(invoices.id, invoiceDetails.invoiceId))
    .where(and(eq(invoiceDetails.id, id), eq(invoices.logisticsServiceProviderId, caller.lspId ?? -1)));
  if (!line) throw notFound();
  const invoice = await lockInvoice(tx, caller, line.invoices.id);
  await edit(tx, caller, invoice, now);
  const d = line.invoice_details;
  const errors: Record<string, string[]> = {};
  if (body.invoice_id !== undefined && body.invoice_id !== d.invoiceId) errors.invoice_id = ['validation.notChangeable'];
  if (body.order_id !== undefined && body.order_id !== d.orderId) errors.order_id = ['validation.notChangeable'];
  if (body.vehicle_detail_id !== undefined && body.vehicle_detail_id !== d.vehicleDetailId) {
    const [plate] = await tx
      .select({ id: vehicleDetails.id })
      .from(vehicleDetails)
      .innerJoin(vehicles, eq(vehicles.id, vehicleDetails.vehicleId))
      .where(and(eq(vehicleDetails.id, body.vehicle_detail_id), eq(vehicles.vendorId, d.vendorId ?? -1)));
    if (!plate) errors.vehicle_detail_id = ['validation.plateOfVendor'];
    else {
      const [twice] = await tx
        .select({ id: invoiceDetails.id })
        .from(invoiceDetails)
        .where(and(eq(invoiceDetails.invoiceId, d.invoiceId), eq(invoiceDetails.orderId, d.orderId), eq(invoiceDetails.vehicleDetailId, body.vehicle_detail_id), ne(invoiceDetails.id, id)));
      if (twice) errors.vehicle_detail_id = ['validation.duplicate'];
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  const set: Partial<typeof invoiceDetails.$inferInsert> = { updatedAt: now };
  if (body.cost !== undefined) set.cost = body.cost;
  if (body.total_odometer !== undefined) set.totalOdometer = body.total_odometer === null ? null : String(body.total_odometer);
  if (body.vehicle_detail_id !== undefined) set.vehicleDetailId = body.vehicle_detail_id;
  await tx.update(invoiceDetails).set(set).where(eq(invoiceDetails.id, id));
}

export interface FeeInput {
  description: string;
  cost: string;
}

/** Adds a fee to a draft, on the invoice or on one of its lines. */
export async function addFee(tx: Tx, caller: Caller, body: FeeInput & { invoice_id: number; invoice_detail_id?: number }, now: Date): Promise<number> {
  const invoice = await lockInvoice(tx, caller, body.invoice_id);
  await edit(tx, caller, invoice, now);
  if (body.invoice_detail_id !== undefined) {
    const [line] = await tx
      .select({ id: invoiceDetails.id })
      .from(invoiceDetails)
      .where(and(eq(invoiceDetails.id, body.invoice_detail_id), eq(invoiceDetails.invoiceId, invoice.id)));
    if (!line) throw invalid({ invoice_detail_id: ['validation.notFound'] });
  }
  const [fee] = await tx
    .insert(invoiceFees)
    .values({ invoiceId: invoice.id, invoiceDetailId: body.invoice_detail_id ?? null, description: body.description, cost: body.cost, createdAt: now })
    .returning({ id: invoiceFees.id });
  return fee!.id;
}

/** The fee of the caller's LSP with its invoice locked and checked as a draft. */
async function draftFee(tx: Tx, caller: Caller, id: number, now: Date) {
  const [fee] = await tx
    .select({ id: invoiceFees.id, invoiceId: invoiceFees.invoiceId })
    .from(invoiceFees)
    .innerJoin(invoices, eq(invoices.id, invoiceFees.invoiceId))
    .where(and(eq(invoiceFees.id, id), eq(invoices.logisticsServiceProviderId, caller.lspId ?? -1)));
  if (!fee) throw notFound();
  await edit(tx, caller, await lockInvoice(tx, caller, fee.invoiceId), now);
  return fee;
}

export async function updateFee(tx: Tx, caller: Caller, id: number, body: FeeInput, now: Date): Promise<void> {
  await draftFee(tx, caller, id, now);
  await tx.update(invoiceFees).set({ description: body.description, cost: body.cost }).where(eq(invoiceFees.id, id));
}

export async function removeFee(tx: Tx, caller: Caller, id: number, now: Date): Promise<void> {
  await draftFee(tx, caller, id, now);
  await tx.delete(invoiceFees).where(eq(invoiceFees.id, id));
}

/** The year an invoice is numbered in: the calendar year in WIB (UTC+7), where the LSPs work. */
export const wibYear = (now: Date) => new Date(now.getTime() + 7 * 3600_000).getUTCFullYear();

/** "INV-2026-000042": the LSP's 42nd invoice published in 2026. */
export const invoiceNumber = (year: number, n: number) => `INV-${year}-${String(n).padStart(6, '0')}`;

/**
 * Publishes a draft with the next number of its LSP's year. The counter row (LSP, year) is locked
 * FOR UPDATE until the transaction ends: concurrent publishings of one LSP take their numbers one
 * after another, and a publishing that fails rolls its number back with it, so the numbers are
 * consecutive with no gap (a sequence would lose the numbers of rolled-back transactions).
 */
export async function publishInvoice(tx: Tx, caller: Caller, id: number, now: Date): Promise<string> {
  const invoice = await lockInvoice(tx, caller, id);
  assertTransition(invoiceMachine, invoice.status as InvoiceState, 'publish', caller.role);
  const lsp = invoice.logisticsServiceProviderId;
  const year = wibYear(now);
  await tx.insert(invoiceNumberCounters).values({ logisticsServiceProviderId: lsp, year, last: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ last: invoiceNumberCounters.last })
    .from(invoiceNumberCounters)
    .where(and(eq(invoiceNumberCounters.logisticsServiceProviderId, lsp), eq(invoiceNumberCounters.year, year)))
    .for('update');
  const next = counter!.last + 1;
  await tx
    .update(invoiceNumberCounters)
    .set({ last: next })
    .where(and(eq(invoiceNumberCounters.logisticsServiceProviderId, lsp), eq(invoiceNumberCounters.year, year)));
  const number = invoiceNumber(year, next);
  await applyTransition(tx, invoiceMachine, [id], 'publish', now, { number, publishedAt: now });
  return number;
}

/** A shipping company or vendor opened a published invoice: its menu badge stops counting it. */
export async function markRead(tx: Tx, caller: Caller, invoiceId: number, now: Date): Promise<void> {
  const p = partyOf(caller);
  if (!p) return;
  await tx.insert(invoiceReads).values({ invoiceId, party: p.party, partyId: p.id, readAt: now }).onConflictDoNothing();
}
