// The user activity log's list (GET /v1/log/activities): the list machinery of lib/list.ts, with
// the spec's parameter names (per_page, search, type_activity, from_date, to_date) read as the
// list's own (entries, search_key on user.name, a type filter, a created_at date range).
import { desc, eq, sql } from 'drizzle-orm';
import type { ActivityQuery, ActivityRow } from '../../../contract/activity-log.ts';
import { activityList } from '../../../contract/activity-log.ts';
import type { ListQuery } from '../../../contract/lib.ts';
import type { Db } from '../../db/open.ts';
import { activityLogs, logisticsServiceProviders, shipmentCompanies, users, vendors } from '../../db/schema/index.ts';
import { col, keyFields, type ColumnMap, type ListSource } from '../list.ts';
import { iso, parsed } from '../values.ts';

type Col = (typeof activityList.search)[number] | (typeof activityList.sort)[number] | (typeof activityList.filter)[number];
const columns: ColumnMap<Col> = {
  'user.name': col(users.name),
  'user.email': col(users.email),
  created_at: col(activityLogs.createdAt),
  type_activity: col(activityLogs.typeActivity),
  user_id: col(activityLogs.userId),
  entity: col(activityLogs.entity),
};

/** The spec's names folded into the list query (they win over the list's own when both come). */
export function asListQuery(q: ActivityQuery): ListQuery {
  const dated = q.from_date !== undefined || q.to_date !== undefined;
  return {
    ...q,
    entries: q.per_page ?? q.entries,
    search_key: q.search ?? q.search_key,
    search_columns: q.search !== undefined ? ['user.name'] : q.search_columns,
    // The list's own filters are left as sent (the list checks that columns and keys pair up).
    filter_columns: q.type_activity ? [...q.filter_columns, 'type_activity'] : q.filter_columns,
    filter_keys: q.type_activity ? [...q.filter_keys, q.type_activity] : q.filter_keys,
    filter_date_column: dated ? 'created_at' : q.filter_date_column,
    filter_date_start: q.from_date ?? q.filter_date_start,
    filter_date_end: q.to_date ?? q.filter_date_end,
  };
}

/** The organisation the user acted for, by the role they had then. */
const organisationName = sql<string | null>`case ${activityLogs.role}
  when 'LOGISTIC_SERVICE_PROVIDER' then (select name from ${logisticsServiceProviders} where id = ${activityLogs.logisticsServiceProviderId})
  when 'SHIPMENT_COMPANY' then (select name from ${shipmentCompanies} where id = ${activityLogs.shipmentCompanyId})
  when 'VENDOR' then (select name from ${vendors} where id = ${activityLogs.vendorId}) end`;

const select = { entry: activityLogs, userName: users.name, userEmail: users.email, organisationName };
type Raw = { entry: typeof activityLogs.$inferSelect; userName: string | null; userEmail: string | null; organisationName: string | null };

const joined = <T extends ReturnType<Db['select']>>(q: T) => q.from(activityLogs).leftJoin(users, eq(users.id, activityLogs.userId)).$dynamic();

function organisationOf(e: Raw['entry'], name: string | null): ActivityRow['organisation'] {
  const id = e.role === 'LOGISTIC_SERVICE_PROVIDER' ? e.logisticsServiceProviderId : e.role === 'SHIPMENT_COMPANY' ? e.shipmentCompanyId : e.role === 'VENDOR' ? e.vendorId : null;
  return id === null ? null : { kind: e.role as 'LOGISTIC_SERVICE_PROVIDER' | 'SHIPMENT_COMPANY' | 'VENDOR', id, name };
}

function toRow(r: Raw): ActivityRow {
  const e = r.entry;
  return {
    id: e.id,
    type_activity: e.typeActivity as ActivityRow['type_activity'],
    entity: e.entity,
    record_keys: e.recordKeys ?? [],
    record_count: e.recordCount,
    changes: parsed<ActivityRow['changes']>(e.changes) ?? null,
    user: e.userId !== null && r.userName !== null ? { id: e.userId, name: r.userName, email: r.userEmail ?? '' } : null,
    role: e.role as ActivityRow['role'],
    organisation: organisationOf(e, r.organisationName),
    ip: e.ip,
    user_agent: e.description || null,
    request_id: e.requestId,
    created_at: iso(e.createdAt)!,
  };
}

export const activitySource = (db: Db): ListSource<Col, Raw, ActivityRow> => ({
  what: 'activity-log',
  db,
  decl: activityList,
  columns,
  idColumn: activityLogs.id,
  rows: () => joined(db.select(select)) as never,
  keys: (sortKey) => joined(db.select(keyFields(activityLogs.id, sortKey))) as never,
  toRow,
});

/** The newest entries of the log (the administrator's dashboard), newest first. */
export async function newestActivity(db: Db, limit: number): Promise<ActivityRow[]> {
  const rows = await joined(db.select(select)).orderBy(desc(activityLogs.createdAt), desc(activityLogs.id)).limit(limit);
  return (rows as Raw[]).map(toRow);
}
