// /v1/order: orders of the caller's organisation, with the list conventions.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { order, orderList, type OrderRow } from '../../contract/order.ts';
import { orders, shipmentCompanies } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { notFound } from '../lib/errors.ts';
import { answerList, col, type ColumnMap, type ListSource } from '../lib/list.ts';
import { timezoneOffsetOf } from '../lib/locale.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import type { Db } from '../db/open.ts';

const columns: ColumnMap<(typeof orderList.search)[number] | (typeof orderList.sort)[number] | (typeof orderList.filter)[number]> = {
  identity: col(orders.identity),
  note: col(orders.note),
  'shipment_company.name': col(shipmentCompanies.name),
  status: col(orders.status),
  created_at: col(orders.createdAt),
  published_at: col(orders.publishedAt),
  total_weight: col(orders.totalWeight, 'number'),
  shipment_company_id: col(orders.shipmentCompanyId),
};

/** Which orders exist for this caller. */
export function orderScope(caller: Caller): SQL {
  if (caller.role === 'ADMIN') return sql`true`;
  if (caller.role === 'SHIPMENT_COMPANY') return eq(orders.shipmentCompanyId, caller.shipmentCompanyId ?? -1);
  return eq(orders.logisticsServiceProviderId, caller.lspId ?? -1);
}

const firstStop = (type: 'PICKUP' | 'DROPOFF') => sql<{ id: number; name: string } | null>`(
  select json_build_object('id', l.id, 'name', l.name)
  from suborders so join pickup_dropoff_locations l on l.id = so.pickup_dropoff_location_point_id
  where so.order_id = ${orders.id} and so.type = ${type} order by so.id limit 1)`;

const rowSelect = {
  id: orders.id,
  identity: orders.identity,
  status: orders.status,
  note: orders.note,
  shipment_company_id: orders.shipmentCompanyId,
  sc_name: shipmentCompanies.name,
  pickup: firstStop('PICKUP'),
  dropoff: firstStop('DROPOFF'),
  estimation_date: sql<string | null>`(select min(so.estimation_date) from suborders so where so.order_id = ${orders.id} and so.type = 'PICKUP')`,
  total_weight: orders.totalWeight,
  total_volume: orders.totalVolume,
  is_selected: orders.isSelected,
  created_at: orders.createdAt,
  published_at: orders.publishedAt,
};

type RawRow = { [K in keyof typeof rowSelect]: unknown };

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const parsed = <T>(v: unknown): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : ((v as T) ?? null));

function toOrderRow(r: RawRow): OrderRow {
  return {
    id: r.id as number,
    identity: r.identity as string,
    status: r.status as OrderRow['status'],
    note: r.note as string | null,
    shipment_company_id: r.shipment_company_id as number | null,
    shipment_company: r.shipment_company_id ? { id: r.shipment_company_id as number, name: r.sc_name as string } : null,
    pickup: parsed(r.pickup),
    dropoff: parsed(r.dropoff),
    estimation_date: iso(r.estimation_date),
    total_weight: num(r.total_weight),
    total_volume: num(r.total_volume),
    is_selected: Boolean(r.is_selected),
    created_at: iso(r.created_at)!,
    published_at: iso(r.published_at),
  };
}

const baseSelect = (db: Db) => db.select(rowSelect).from(orders).leftJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId));

const source = (db: Db): ListSource<keyof typeof columns, RawRow, OrderRow> => ({
  what: 'order',
  db,
  decl: orderList,
  columns,
  idColumn: orders.id,
  rows: () => baseSelect(db).$dynamic() as never,
  keys: () => db.select({ id: orders.id }).from(orders).leftJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId)).$dynamic(),
  toRow: toOrderRow,
});

export function orderRoutes(app: FastifyInstance, s: Services) {
  route(app, s, order.list, async ({ caller, query, req, db }) =>
    answerList(source(db), query, { scope: orderScope(caller), tzOffsetMinutes: timezoneOffsetOf(req), counts: s.counts }),
  );

  route(app, s, order.get, async ({ caller, params, db }) => {
    const [row] = await baseSelect(db).where(and(orderScope(caller), eq(orders.id, params.id))).limit(1);
    if (!row) throw notFound();
    return { data: toOrderRow(row as RawRow) };
  });
}
