// /v1/suborder: the stops of an order. Added, replaced and removed while the order is a DRAFT (the
// totals follow the products); once sent, a stop only changes its destination, with a note that the
// shipment's history and the parties concerned hear about.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderMachine } from '../../contract/states.ts';
import { suborder, suborderList } from '../../contract/suborder.ts';
import { locations, orders, shipmentOrders, shipments, suborderProducts, suborders } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { notFound } from '../lib/errors.ts';
import { notify, orderParties, recordHistory } from '../lib/freight/events.ts';
import { estimationOf, lockOrder, orderScope, recomputeTotals, suborderRows, toSuborder } from '../lib/freight/orders.ts';
import { checkStops, insertProducts, insertStop } from '../lib/freight/stops.ts';
import type { Tx } from '../lib/freight/tx.ts';
import { answerList, col, type ColumnMap, type ListSource } from '../lib/list.ts';
import { t, timezoneOffsetOf } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { applyTransition, assertTransition } from '../lib/transitions.ts';
import type { Db } from '../db/open.ts';

type Col = (typeof suborderList.search)[number] | (typeof suborderList.sort)[number] | (typeof suborderList.filter)[number];
const columns: ColumnMap<Col> = {
  'pickup_dropoff_location_point.name': col(locations.name),
  id: col(suborders.id),
  type: col(suborders.type),
  estimation_date: col(suborders.estimationDate),
  order_id: col(suborders.orderId),
};

const source = (db: Db): ListSource<Col, Parameters<typeof toSuborder>[0], ReturnType<typeof toSuborder>> => ({
  what: 'suborder',
  db,
  decl: suborderList,
  columns,
  idColumn: suborders.id,
  rows: () => suborderRows(db).$dynamic() as never,
  keys: () => db.select({ id: suborders.id }).from(suborders).innerJoin(locations, eq(locations.id, suborders.locationId)).innerJoin(orders, eq(orders.id, suborders.orderId)).$dynamic(),
  toRow: toSuborder,
});

/** The stop and its order (locked) as the caller may write them; 404 outside its scope. */
async function lockStop(tx: Tx, caller: Caller, id: number) {
  const [stop] = await tx.select().from(suborders).innerJoin(orders, eq(orders.id, suborders.orderId)).where(and(orderScope(caller), eq(suborders.id, id)));
  if (!stop) throw notFound();
  return { stop: stop.suborders, order: await lockOrder(tx, caller, stop.orders.id) };
}

async function stopRecord(db: Db, id: number) {
  const [row] = await suborderRows(db).where(eq(suborders.id, id));
  return toSuborder(row!);
}

export function suborderRoutes(app: FastifyInstance, s: Services) {
  route(app, s, suborder.list, async ({ caller, query, req, db }) =>
    answerList(source(db), query, { scope: orderScope(caller), ...listContext(req, s) }),
  );

  route(app, s, suborder.create, async ({ caller, body, db, req }) => {
    const now = s.clock();
    const id = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, caller, body.order_id);
      assertTransition(orderMachine, order.status as never, 'edit', caller.role);
      await checkStops(tx, order.shipmentCompanyId!, [body], () => '');
      await applyTransition(tx, orderMachine, [order.id], 'edit', now);
      const id = await insertStop(tx, order.id, body, timezoneOffsetOf(req), now);
      await recomputeTotals(tx, order.id);
      return id;
    });
    return { message: t(req, 'server.created'), data: await stopRecord(db, id) };
  });

  route(app, s, suborder.update, async ({ caller, params, body, db, req }) => {
    const now = s.clock();
    await db.transaction(async (tx) => {
      const { stop, order } = await lockStop(tx, caller, params.id);
      assertTransition(orderMachine, order.status as never, 'edit', caller.role);
      await checkStops(tx, order.shipmentCompanyId!, [body], () => '');
      await applyTransition(tx, orderMachine, [order.id], 'edit', now);
      await tx
        .update(suborders)
        .set({ type: body.type, locationId: body.pickup_dropoff_location_point_id, estimationDate: estimationOf(body.estimation_date, timezoneOffsetOf(req)), updatedAt: now })
        .where(eq(suborders.id, stop.id));
      await tx.delete(suborderProducts).where(eq(suborderProducts.suborderId, stop.id));
      await insertProducts(tx, stop.id, body.products);
      await recomputeTotals(tx, order.id);
    });
    return { message: t(req, 'server.updated'), data: await stopRecord(db, params.id) };
  });

  route(app, s, suborder.remove, async ({ caller, params, db, req }) => {
    await db.transaction(async (tx) => {
      const { stop, order } = await lockStop(tx, caller, params.id);
      assertTransition(orderMachine, order.status as never, 'edit', caller.role);
      await applyTransition(tx, orderMachine, [order.id], 'edit', s.clock());
      await tx.delete(suborders).where(eq(suborders.id, stop.id));
      await recomputeTotals(tx, order.id);
    });
    return { message: t(req, 'server.deleted') };
  });

  route(app, s, suborder.changeDestinations, async ({ caller, params, body, db, req }) => {
    const now = s.clock();
    await db.transaction(async (tx) => {
      const { stop, order } = await lockStop(tx, caller, params.id);
      assertTransition(orderMachine, order.status as never, 'changeDestination', caller.role);
      const to = body.pickup_dropoff_location_point_id;
      await checkStops(tx, order.shipmentCompanyId!, [{ type: stop.type as 'PICKUP', pickup_dropoff_location_point_id: to, estimation_date: '', products: [] }], () => '');
      await applyTransition(tx, orderMachine, [order.id], 'changeDestination', now);
      await tx.update(suborders).set({ locationId: to, orderNumber: body.order_number ?? stop.orderNumber, note: body.note, updatedAt: now }).where(eq(suborders.id, stop.id));
      const [place] = await tx.select({ name: locations.name, from: sql<string>`(select name from pickup_dropoff_locations where id = ${stop.locationId})` }).from(locations).where(eq(locations.id, to));
      const values = { order: order.identity, place: place!.name };
      // On a live shipment, its timeline keeps it and everyone concerned by it hears (concerned.ts); before, the order's other side.
      const [live] = await tx
        .select({ id: shipments.id })
        .from(shipmentOrders)
        .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
        .where(and(eq(shipmentOrders.orderId, order.id), inArray(shipments.status, ['WAITING', 'ON_PROGRESS'])));
      if (live) {
        await recordHistory(tx, caller, now, [{ shipmentId: live.id, orderIds: [order.id], action: 'DESTINATION_CHANGED', reason: body.note, changes: [{ field: 'stop', from: place!.from, to: place!.name }], values }]);
      } else {
        await notify(tx, caller, now, 'destinationChanged', { ...values, user: caller.name, reason: body.note }, orderParties(order));
      }
    });
    return { message: t(req, 'server.destinationChanged'), data: await stopRecord(db, params.id) };
  });
}

