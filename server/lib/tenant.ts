// Rows that belong to a shipping company: who sees them and for which company a caller may write.
// A shipping company: its own; an LSP: its customers'; an admin: all (read); anyone else: none.
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { shipmentCompanies } from '../db/schema/index.ts';
import type { Caller } from './auth.ts';
import { forbidden, invalid, notFound } from './errors.ts';

/** The caller's own organisation id (its LSP, company or vendor), or 403: a role without one. */
export function ownOrg(id: number | null | undefined): number {
  if (!id) throw forbidden();
  return id;
}

const customersOf = (lspId: number | null) =>
  sql`(select ${shipmentCompanies.id} from ${shipmentCompanies} where ${shipmentCompanies.logisticsServiceProviderId} = ${lspId ?? -1})`;

/** The condition on a shipment_company_id column that limits rows to the caller's scope. */
export function companyScope(caller: Caller, column: AnyColumn): SQL {
  switch (caller.role) {
    case 'ADMIN':
      return sql`true`;
    case 'SHIPMENT_COMPANY':
      return eq(column, caller.shipmentCompanyId ?? -1);
    case 'LOGISTIC_SERVICE_PROVIDER':
      return inArray(column, customersOf(caller.lspId));
    default:
      return sql`false`;
  }
}

/**
 * The company a write is for. A shipping company writes for itself (naming another company is
 * 404, as if it did not exist); an LSP names one of its customers (required; another's is 404).
 */
export async function writableCompany(db: Db, caller: Caller, requested: number | undefined): Promise<number> {
  if (caller.role === 'SHIPMENT_COMPANY') {
    if (!caller.shipmentCompanyId) throw forbidden();
    if (requested !== undefined && requested !== caller.shipmentCompanyId) throw notFound();
    return caller.shipmentCompanyId;
  }
  if (caller.role !== 'LOGISTIC_SERVICE_PROVIDER') throw forbidden();
  if (requested === undefined) throw invalid({ shipment_company_id: ['validation.required'] });
  const [row] = await db
    .select({ id: shipmentCompanies.id })
    .from(shipmentCompanies)
    .where(and(eq(shipmentCompanies.id, requested), eq(shipmentCompanies.logisticsServiceProviderId, caller.lspId ?? -1)))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}

/** Rows of a sheet whose key repeats an earlier row (case-insensitive): `<list>.<i>.<field>` errors. */
export function repeatedKeys<T>(rows: readonly T[], key: (row: T) => string, list: string, field: string): Record<string, string[]> {
  const seen = new Set<string>();
  const errors: Record<string, string[]> = {};
  rows.forEach((row, i) => {
    const k = key(row).toLowerCase();
    if (seen.has(k)) errors[`${list}.${i}.${field}`] = ['validation.duplicate'];
    seen.add(k);
  });
  return errors;
}
