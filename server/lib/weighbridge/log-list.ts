// GET /v1/logs: the weighbridge activity log over the list machinery (lib/list.ts): a search in the
// ticket's text (body), the type and provider filters, a created_at range, and the spec's named
// filters (commodity, pickup, dropoff, transporter, driver, plate_number), each a case-blind
// "contains" on the field the row kept.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LOG_FIELD_FILTERS, LOG_TYPES, logList, type LogQuery, type LogRow } from '../../../contract/logs.ts';
import type { Db } from '../../db/open.ts';
import { logisticsServiceProviders, logs } from '../../db/schema/index.ts';
import { col, containsPattern, keyFields, type ColumnMap, type ListSource } from '../list.ts';
import { iso, parsed } from '../values.ts';

type Col = (typeof logList.search)[number] | (typeof logList.sort)[number] | (typeof logList.filter)[number];
const columns: ColumnMap<Col> = {
  body: col(logs.body),
  created_at: col(logs.createdAt),
  type: col(logs.type),
  logistics_service_provider_id: col(logs.logisticsServiceProviderId),
};

/** The weighbridge rows, narrowed by the named filters the query gives. */
export function logScope(q: LogQuery): SQL {
  const named = LOG_FIELD_FILTERS.filter((f) => q[f]?.trim()).map((f) => sql`${logs.data} ->> ${f} ilike ${containsPattern(q[f]!.trim())}`);
  return and(inArray(logs.type, [...LOG_TYPES]), ...named)!;
}

const select = { entry: logs, lspName: logisticsServiceProviders.name };
type Raw = { entry: typeof logs.$inferSelect; lspName: string | null };
const joined = <T extends ReturnType<Db['select']>>(q: T) => q.from(logs).leftJoin(logisticsServiceProviders, eq(logisticsServiceProviders.id, logs.logisticsServiceProviderId)).$dynamic();

function toRow(r: Raw): LogRow {
  const e = r.entry;
  return {
    id: e.id,
    type: e.type as LogRow['type'],
    body: e.body,
    data: parsed<LogRow['data']>(e.data),
    logistics_service_provider: e.logisticsServiceProviderId !== null && r.lspName !== null ? { id: e.logisticsServiceProviderId, name: r.lspName } : null,
    created_at: iso(e.createdAt)!,
  };
}

export const logSource = (db: Db): ListSource<Col, Raw, LogRow> => ({
  what: 'weighbridge-log',
  db,
  decl: logList,
  columns,
  idColumn: logs.id,
  rows: () => joined(db.select(select)) as never,
  keys: (sortKey) => db.select(keyFields(logs.id, sortKey)).from(logs).$dynamic() as never,
  toRow,
});
