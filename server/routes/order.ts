// /v1/order: orders of the caller's organisation (list, detail, the shipping company's history of
// sent orders with their shipments) and their life while a DRAFT: create, identity, publish, cancel
// (contract/states.ts); and the bulk import of sheet rows.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { order, orderHistoryList, orderList, type OrderHistoryRow } from '../../contract/order.ts';
import { orderMachine } from '../../contract/states.ts';
import { orders, shipmentCompanies, suborderProducts, suborders } from '../db/schema/index.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { notify, orderParties } from '../lib/freight/events.ts';
import { runOrderImport } from '../lib/freight/order-import.ts';
import { companyNameColumn, lockOrder, newIdentity, orderDetail, orderRowSelect, orderScope, orderShipment, ordersWithCompany, toOrderRow, type RawOrderRow } from '../lib/freight/orders.ts';
import { answerList, col, related, keyFields, type ColumnMap, type ListSource } from '../lib/list.ts';
import { t, timezoneOffsetOf } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { writableCompany } from '../lib/tenant.ts';
import { applyTransition, assertTransition } from '../lib/transitions.ts';
import { parsed } from '../lib/values.ts';
import { orderBeyondTolerance } from '../lib/weighbridge/losses.ts';
import type { Db } from '../db/open.ts';
import type { Tx } from '../lib/freight/tx.ts';

const columns: ColumnMap<(typeof orderList.search)[number] | (typeof orderList.sort)[number] | (typeof orderList.filter)[number]> = {
  identity: col(orders.identity),
  note: col(orders.note),
  'shipment_company.name': companyNameColumn,
  status: col(orders.status),
  created_at: col(orders.createdAt),
  published_at: col(orders.publishedAt),
  total_weight: col(orders.totalWeight, 'number'),
  shipment_company_id: col(orders.shipmentCompanyId),
};

const source = (db: Db): ListSource<keyof typeof columns, RawOrderRow, ReturnType<typeof toOrderRow>> => ({
  what: 'order',
  db,
  decl: orderList,
  columns,
  idColumn: orders.id,
  rows: () => ordersWithCompany(db).$dynamic() as never,
  keys: (sortKey) => db.select(keyFields(orders.id, sortKey)).from(orders).$dynamic(),
  toRow: toOrderRow,
});

// ---- history-order of a shipping company: its sent orders, each with its shipment ---------------

type HistoryCol = (typeof orderHistoryList.search)[number] | (typeof orderHistoryList.sort)[number] | (typeof orderHistoryList.filter)[number];
const historyColumns: ColumnMap<HistoryCol> = {
  identity: col(orders.identity),
  note: col(orders.note),
  // Any shipment the order was on.
  'shipment.identity': related(sql`from shipment_orders so join shipments sh on sh.id = so.shipment_id where so.order_id = ${orders.id}`, sql`sh.identity`),
  status: col(orders.status),
  created_at: col(orders.createdAt),
  published_at: col(orders.publishedAt),
};
type RawHistoryRow = RawOrderRow & { shipment: unknown; beyond: unknown };

const historySource = (db: Db): ListSource<HistoryCol, RawHistoryRow, OrderHistoryRow> => ({
  what: 'order',
  db,
  decl: orderHistoryList,
  columns: historyColumns,
  idColumn: orders.id,
  rows: () => db.select({ ...orderRowSelect, shipment: orderShipment, beyond: orderBeyondTolerance(orders.id) }).from(orders).leftJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId)).$dynamic() as never,
  keys: (sortKey) => db.select(keyFields(orders.id, sortKey)).from(orders).$dynamic(),
  toRow: (r) => ({ ...toOrderRow(r), shipment: parsed<OrderHistoryRow['shipment']>(r.shipment) ?? null, beyond_tolerance: r.beyond === true }),
});

export function orderRoutes(app: FastifyInstance, s: Services) {
  route(app, s, order.list, async ({ caller, query, req, db }) =>
    answerList(source(db), query, { scope: orderScope(caller), ...listContext(req, s) }),
  );

  // Sent orders only: a draft cancelled before it was sent never reached the provider.
  route(app, s, order.history, async ({ caller, query, req, db }) =>
    answerList(historySource(db), query, { scope: and(orderScope(caller), isNotNull(orders.publishedAt)), ...listContext(req, s) }),
  );

  route(app, s, order.get, async ({ caller, params, db }) => {
    const [row] = await db.select({ id: orders.id }).from(orders).where(and(orderScope(caller), eq(orders.id, params.id))).limit(1);
    if (!row) throw notFound();
    return { data: await orderDetail(db, row.id) };
  });

  route(app, s, order.create, async ({ caller, body, db, req }) => {
    const companyId = await writableCompany(db, caller, body.shipment_company_id);
    const now = s.clock();
    const identity = body.identity ?? newIdentity('ORD', now);
    const [made] = await db
      .insert(orders)
      .values({ identity, status: 'DRAFT', shipmentCompanyId: companyId, logisticsServiceProviderId: caller.lspId!, createdBy: caller.userId, createdAt: now, updatedAt: now })
      .returning({ id: orders.id });
    return { message: t(req, 'server.orderCreated', { identity }), data: await orderDetail(db, made!.id) };
  });

  route(app, s, order.identity, async ({ caller, params, body, db, req }) => {
    if (body.id !== undefined && body.id !== params.id) throw invalid({ id: ['validation.invalid'] });
    await db.transaction(async (tx) => {
      const row = await lockOrder(tx, caller, params.id);
      assertTransition(orderMachine, row.status as never, 'edit', caller.role);
      await applyTransition(tx, orderMachine, [row.id], 'edit', s.clock(), { identity: body.identity });
    });
    return { message: t(req, 'server.updated'), data: await orderDetail(db, params.id) };
  });

  route(app, s, order.publish, async ({ caller, params, body, db, req }) => {
    const now = s.clock();
    const row = await db.transaction(async (tx) => {
      const row = await lockOrder(tx, caller, params.orderId);
      assertTransition(orderMachine, row.status as never, 'publish', caller.role);
      await assertStops(tx, row.id);
      await applyTransition(tx, orderMachine, [row.id], 'publish', now, { publishedAt: now, ...(body?.note !== undefined ? { note: body.note } : {}) });
      const [company] = await tx.select({ name: shipmentCompanies.name }).from(shipmentCompanies).where(eq(shipmentCompanies.id, row.shipmentCompanyId ?? -1));
      await notify(tx, caller, now, 'orderPublished', { user: caller.name, order: row.identity, company: company?.name ?? '' }, orderParties(row));
      return row;
    });
    return { message: t(req, 'server.orderPublished', { identity: row.identity }), data: await orderDetail(db, row.id) };
  });

  route(app, s, order.cancel, async ({ caller, params, db, req }) => {
    const now = s.clock();
    const row = await db.transaction(async (tx) => {
      const row = await lockOrder(tx, caller, params.id);
      assertTransition(orderMachine, row.status as never, 'cancel', caller.role);
      await applyTransition(tx, orderMachine, [row.id], 'cancel', now);
      if (row.status !== 'DRAFT') await notify(tx, caller, now, 'orderCancelled', { user: caller.name, order: row.identity }, orderParties(row));
      return row;
    });
    return { message: t(req, 'server.orderCancelled', { identity: row.identity }), data: await orderDetail(db, row.id) };
  });

  route(app, s, order.bulkImport, async ({ caller, body, req }) => {
    const ids = await runOrderImport(s, caller, { rows: body.data, companyId: body.shipment_company_id, status: 'PUBLISHED', list: 'data', tz: timezoneOffsetOf(req) });
    return { message: t(req, 'server.ordersImported', { orders: ids.length }), data: { orders: ids.length, ids } };
  });
}

/** An order is sent with at least one PICKUP and one DROPOFF stop, each carrying products. */
async function assertStops(tx: Tx, orderId: number): Promise<void> {
  const stops = await tx
    .select({ type: suborders.type, products: suborderProducts.id })
    .from(suborders)
    .leftJoin(suborderProducts, eq(suborderProducts.suborderId, suborders.id))
    .where(eq(suborders.orderId, orderId));
  const withProducts = (type: string) => stops.some((x) => x.type === type && x.products !== null);
  const bare = stops.some((x) => x.products === null);
  if (!withProducts('PICKUP') || !withProducts('DROPOFF') || bare) throw invalid({ suborders: ['validation.stopsMissing'] });
}
