// What every vendor performance call reads (docs/performance.md "Which vendors, which records,
// which day"): the LSP's vendor requests made in the period (WIB days), with their trucks' tickets
// in force. The LSP is the token's; the period is checked here once its missing ends are filled.
import { sql, type SQL } from 'drizzle-orm';
import { addDays, periodOf, periodProblem } from '../../../contract/performance.ts';
import { wibDay, wibDayStart } from '../../../contract/wib.ts';
import type { Caller } from '../auth.ts';
import { HttpError } from '../errors.ts';
import { ownOrg } from '../tenant.ts';

export interface PerformanceScope {
  lspId: number;
  /** The first instant of the period and the first after it. */
  from: Date;
  to: Date;
  vendor?: number;
}

/** The caller's scope for a query; 403 without an LSP, 400 for a period the contract could not check alone. */
export function scopeOf(caller: Caller, now: Date, q: { start_date?: string; end_date?: string; vendor?: number }): PerformanceScope {
  const lspId = ownOrg(caller.lspId);
  const { start, end } = periodOf(q, wibDay(now));
  const problem = periodProblem(start, end);
  if (problem) throw new HttpError(400, 'server.invalidInput', {}, { end_date: [problem] });
  return { lspId, from: new Date(wibDayStart(start)), to: new Date(wibDayStart(addDays(end, 1))), vendor: q.vendor };
}

/** The scope's vendor requests as `p` (with their shipment `s`). */
export const partsWhere = (scope: PerformanceScope): SQL =>
  sql.join(
    [
      sql`s.logistics_service_provider_id = ${scope.lspId}`,
      sql`p.created_at >= ${scope.from}`,
      sql`p.created_at < ${scope.to}`,
      ...(scope.vendor ? [sql`p.vendor_id = ${scope.vendor}`] : []),
    ],
    sql` and `,
  );
