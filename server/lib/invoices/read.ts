// Invoices, lines and fees as the caller sees them (scope.ts). Every amount is summed by the
// database over numeric(16,2) columns and read as its text ("1234567.50"): no binary float ever
// holds a rupiah value on the server.
import Decimal from 'decimal.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { InvoiceDetailRow, InvoiceFee, InvoiceRecord, InvoiceRow } from '../../../contract/invoice.ts';
import { actionsFor, invoiceMachine, type InvoiceState } from '../../../contract/states.ts';
import type { DbOrTx } from '../freight/tx.ts';
import { invoiceDetails, invoiceFees, invoices, logisticsServiceProviders, orders, shipmentCompanies, shipments, vehicleDetails, vehicles, vendors } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { notFound } from '../errors.ts';
import { iso } from '../values.ts';
import { claimKg, lossFigures } from '../weighbridge/losses.ts';
import { detailScope, invoiceScope, seesPrices, unreadOf } from './scope.ts';

const decimalOrNull = (v: string | null) => (v === null ? null : new Decimal(v));

/** The tables as the scope's SQL names them. */
export const I = sql.raw('"invoices"');
export const D = sql.raw('"invoice_details"');

/** numeric text with its 2 decimals ("0.30"), whatever the sum's scale. */
const money = (e: ReturnType<typeof sql>) => sql<string>`(${e})::numeric(18,2)::text`;

/** The columns of an invoice row (`invoices` joined to its shipment, LSP and company). */
export const invoiceSelect = (caller: Caller) => ({
  invoice: invoices,
  identity: shipments.identity,
  lspName: logisticsServiceProviders.name,
  companyName: shipmentCompanies.name,
  lines: sql<number>`(select count(*)::int from invoice_details d where d.invoice_id = ${invoices.id} and ${caller.role === 'VENDOR' ? sql`d.vendor_id = ${caller.vendorId ?? -1}` : sql`true`})`,
  total: money(sql`(select coalesce(sum(d.cost - d.claim), 0) from invoice_details d where d.invoice_id = ${invoices.id}) + (select coalesce(sum(f.cost), 0) from invoice_fees f where f.invoice_id = ${invoices.id})`),
  unread: unreadOf(caller, I),
});
export type RawInvoice = { invoice: typeof invoices.$inferSelect; identity: string; lspName: string; companyName: string | null; lines: number; total: string; unread: boolean };

export const invoiceJoins = <T extends ReturnType<DbOrTx['select']>>(q: T) =>
  q
    .from(invoices)
    .innerJoin(shipments, eq(shipments.id, invoices.shipmentId))
    .innerJoin(logisticsServiceProviders, eq(logisticsServiceProviders.id, invoices.logisticsServiceProviderId))
    .leftJoin(shipmentCompanies, eq(shipmentCompanies.id, invoices.shipmentCompanyId))
    .$dynamic();

export const toInvoiceRow =
  (caller: Caller) =>
  (r: RawInvoice): InvoiceRow => ({
    id: r.invoice.id,
    number: r.invoice.number,
    status: r.invoice.status as InvoiceState,
    shipment: { id: r.invoice.shipmentId, identity: r.identity },
    logistics_service_provider: { id: r.invoice.logisticsServiceProviderId, name: r.lspName },
    shipment_company: r.invoice.shipmentCompanyId ? { id: r.invoice.shipmentCompanyId, name: r.companyName ?? '' } : null,
    lines: Number(r.lines),
    total: seesPrices(caller) ? r.total : null,
    unread: Boolean(r.unread),
    published_at: iso(r.invoice.publishedAt),
    created_at: iso(r.invoice.createdAt)!,
  });

/** The columns of a line row. */
export const detailSelect = {
  detail: invoiceDetails,
  number: invoices.number,
  status: invoices.status,
  shipmentId: invoices.shipmentId,
  identity: shipments.identity,
  orderIdentity: orders.identity,
  plate: vehicleDetails.plateNumber,
  vehicle: vehicles.name,
  vendorName: vendors.name,
  feesTotal: money(sql`(select coalesce(sum(f.cost), 0) from invoice_fees f where f.invoice_detail_id = ${invoiceDetails.id})`),
  total: money(sql`${invoiceDetails.cost} - ${invoiceDetails.claim} + (select coalesce(sum(f.cost), 0) from invoice_fees f where f.invoice_detail_id = ${invoiceDetails.id})`),
};
export type RawDetail = {
  detail: typeof invoiceDetails.$inferSelect;
  number: string | null;
  status: string;
  shipmentId: number;
  identity: string;
  orderIdentity: string;
  plate: string | null;
  vehicle: string | null;
  vendorName: string | null;
  feesTotal: string;
  total: string;
};

export const detailJoins = <T extends ReturnType<DbOrTx['select']>>(q: T) =>
  q
    .from(invoiceDetails)
    .innerJoin(invoices, eq(invoices.id, invoiceDetails.invoiceId))
    .innerJoin(shipments, eq(shipments.id, invoices.shipmentId))
    .innerJoin(orders, eq(orders.id, invoiceDetails.orderId))
    .leftJoin(vehicleDetails, eq(vehicleDetails.id, invoiceDetails.vehicleDetailId))
    .leftJoin(vehicles, eq(vehicles.id, vehicleDetails.vehicleId))
    .leftJoin(vendors, eq(vendors.id, invoiceDetails.vendorId))
    .$dynamic();

export const toDetailRow =
  (caller: Caller) =>
  (r: RawDetail): InvoiceDetailRow => {
    const prices = seesPrices(caller);
    const d = r.detail;
    const netto = lossFigures(decimalOrNull(d.nettoPickup), decimalOrNull(d.nettoDropoff), decimalOrNull(d.allowedLoss));
    return {
      id: d.id,
      invoice_id: d.invoiceId,
      invoice_number: r.number,
      invoice_status: r.status as InvoiceState,
      shipment: { id: r.shipmentId, identity: r.identity },
      order: { id: d.orderId, identity: r.orderIdentity },
      vehicle_detail: d.vehicleDetailId && r.plate ? { id: d.vehicleDetailId, plate_number: r.plate } : null,
      vehicle: r.vehicle,
      vendor: d.vendorId ? { id: d.vendorId, name: r.vendorName ?? '' } : null,
      cost: prices ? d.cost : null,
      total_odometer: d.totalOdometer,
      fees_total: prices ? r.feesTotal : null,
      netto,
      claim_kg: claimKg(netto).toFixed(3),
      claim: prices ? d.claim : null,
      total: prices ? r.total : null,
    };
  };

export const toFee = (f: typeof invoiceFees.$inferSelect): InvoiceFee => ({
  id: f.id,
  invoice_id: f.invoiceId,
  invoice_detail_id: f.invoiceDetailId,
  description: f.description,
  cost: f.cost,
  created_at: iso(f.createdAt)!,
});

/** One invoice row the caller sees; 404 otherwise. */
export async function invoiceRowOf(db: DbOrTx, caller: Caller, id: number): Promise<InvoiceRow> {
  const [row] = (await invoiceJoins(db.select(invoiceSelect(caller))).where(and(eq(invoices.id, id), invoiceScope(caller, I)))) as RawInvoice[];
  if (!row) throw notFound();
  return toInvoiceRow(caller)(row);
}

/** One line the caller sees; 404 otherwise. */
export async function detailRowOf(db: DbOrTx, caller: Caller, id: number): Promise<InvoiceDetailRow> {
  const [row] = (await detailJoins(db.select(detailSelect)).where(and(eq(invoiceDetails.id, id), detailScope(caller, D, I)))) as RawDetail[];
  if (!row) throw notFound();
  return toDetailRow(caller)(row);
}

/** An invoice with its lines, fees and totals as the caller sees it. */
export async function invoiceRecordOf(db: DbOrTx, caller: Caller, id: number): Promise<InvoiceRecord> {
  const row = await invoiceRowOf(db, caller, id);
  const prices = seesPrices(caller);
  const details = ((await detailJoins(db.select(detailSelect))
    .where(and(eq(invoiceDetails.invoiceId, id), detailScope(caller, D, I)))
    .orderBy(asc(invoiceDetails.id))) as RawDetail[]).map(toDetailRow(caller));
  const fees = prices ? (await db.select().from(invoiceFees).where(eq(invoiceFees.invoiceId, id)).orderBy(asc(invoiceFees.id))).map(toFee) : [];
  const [sums] = prices
    ? ((await db.execute(
        sql`select ${money(sql`(select coalesce(sum(cost), 0) from invoice_details where invoice_id = ${id})`)} as lines, ${money(sql`(select coalesce(sum(cost), 0) from invoice_fees where invoice_id = ${id})`)} as fees, ${money(sql`(select coalesce(sum(claim), 0) from invoice_details where invoice_id = ${id})`)} as claims, (select claim_price::text from invoices where id = ${id}) as price`,
      )) as unknown as { rows: { lines: string; fees: string; claims: string; price: string | null }[] }).rows
    : [];
  return {
    ...row,
    details,
    fees,
    lines_total: sums?.lines ?? null,
    fees_total: sums?.fees ?? null,
    claims_total: sums?.claims ?? null,
    claim_price: sums?.price ?? null,
    actions: actionsFor(invoiceMachine, row.status, caller.role),
  };
}
