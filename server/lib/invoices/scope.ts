// Who sees which invoice, line and fee (docs/invoices.md): the LSP its own invoices, drafts too; a
// shipping company the published invoices billed to it; a vendor the published invoices with lines
// of its trucks, and of them only those lines, without prices; the administrator everything.
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../auth.ts';

/** The party whose reading a published invoice the menu badge counts: the company or the vendor. */
export function partyOf(caller: Caller): { party: 'COMPANY' | 'VENDOR'; id: number } | null {
  if (caller.role === 'SHIPMENT_COMPANY') return { party: 'COMPANY', id: caller.shipmentCompanyId ?? -1 };
  if (caller.role === 'VENDOR') return { party: 'VENDOR', id: caller.vendorId ?? -1 };
  return null;
}

/** The caller sees prices (lines' costs, fees, totals): everyone but a vendor. */
export const seesPrices = (caller: Caller) => caller.role !== 'VENDOR';

/** Invoices (`invoices` as `i`) the caller sees. */
export function invoiceScope(caller: Caller, i: SQL = sql.raw('i')): SQL {
  switch (caller.role) {
    case 'ADMIN':
      return sql`true`;
    case 'LOGISTIC_SERVICE_PROVIDER':
      return sql`${i}.logistics_service_provider_id = ${caller.lspId ?? -1}`;
    case 'SHIPMENT_COMPANY':
      return sql`(${i}.shipment_company_id = ${caller.shipmentCompanyId ?? -1} and ${i}.status = 'PUBLISHED')`;
    case 'VENDOR':
      return sql`(${i}.status = 'PUBLISHED' and exists (select 1 from invoice_details vd where vd.invoice_id = ${i}.id and vd.vendor_id = ${caller.vendorId ?? -1}))`;
    default:
      return sql`false`;
  }
}

/** Lines (`invoice_details` as `d`, of invoice `i`) the caller sees: a vendor its own trucks' only. */
export function detailScope(caller: Caller, d: SQL = sql.raw('d'), i: SQL = sql.raw('i')): SQL {
  const invoice = invoiceScope(caller, i);
  return caller.role === 'VENDOR' ? sql`(${invoice} and ${d}.vendor_id = ${caller.vendorId ?? -1})` : invoice;
}

/** A published invoice the caller's party has not opened (always false for the LSP and the administrator). */
export function unreadOf(caller: Caller, i: SQL = sql.raw('i')): SQL<boolean> {
  const p = partyOf(caller);
  if (!p) return sql<boolean>`false`;
  return sql<boolean>`(${i}.status = 'PUBLISHED' and not exists (select 1 from invoice_reads ir where ir.invoice_id = ${i}.id and ir.party = ${p.party} and ir.party_id = ${p.id}))`;
}
