// Deleting organisations: refused (409) while business records point at them; otherwise their
// users go with them (sessions, resets and notifications cascade) and the stored files are removed.
import { count, eq, inArray, or, type SQL } from 'drizzle-orm';
import { invoices, orders, shipmentCompanies, shipments, users } from '../db/schema/index.ts';
import type { Exec } from './accounts.ts';
import { conflict } from './errors.ts';

const some = async (q: PromiseLike<{ n: number }[]>) => ((await q)[0]?.n ?? 0) > 0;

/** 409 "used by orders" when any order or invoice belongs to these shipping companies. */
export async function assertCompaniesUnused(db: Exec, companyIds: SQL | number[]): Promise<void> {
  const ids = Array.isArray(companyIds) ? (companyIds.length ? companyIds : [-1]) : companyIds;
  if (
    (await some(db.select({ n: count() }).from(orders).where(inArray(orders.shipmentCompanyId, ids)))) ||
    (await some(db.select({ n: count() }).from(invoices).where(inArray(invoices.shipmentCompanyId, ids))))
  ) {
    throw conflict('server.inUse');
  }
}

/** 409 when the LSP has orders, shipments or invoices (its own or its customers'). */
export async function assertLspUnused(db: Exec, lspId: number): Promise<void> {
  const customers = db.select({ id: shipmentCompanies.id }).from(shipmentCompanies).where(eq(shipmentCompanies.logisticsServiceProviderId, lspId));
  if (
    (await some(db.select({ n: count() }).from(orders).where(or(eq(orders.logisticsServiceProviderId, lspId), inArray(orders.shipmentCompanyId, customers))))) ||
    (await some(db.select({ n: count() }).from(shipments).where(eq(shipments.logisticsServiceProviderId, lspId)))) ||
    (await some(db.select({ n: count() }).from(invoices).where(eq(invoices.logisticsServiceProviderId, lspId))))
  ) {
    throw conflict('server.inUse');
  }
}

/** Deletes shipping companies and their users; answers their logos for removal. */
export async function deleteCompanies(db: Exec, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  await db.delete(users).where(inArray(users.shipmentCompanyId, ids));
  const gone = await db.delete(shipmentCompanies).where(inArray(shipmentCompanies.id, ids)).returning({ logo: shipmentCompanies.logo });
  return gone.map((g) => g.logo).filter((l): l is string => l !== null);
}
