// Orders from sheet rows (POST /v1/order/bulk-import, /v1/request-order/preview and /import). A row
// is one product on one stop of one order; rows with the same identity_order make one order, and
// rows of an order with the same type, location and estimation make one stop. Every row is checked
// first (the company's locations of the row's type and its products, identities not yet used, a sent
// order with a pickup and a drop-off), then all orders are written set-based in one transaction:
// all or none (server/lib/bulk.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { messageRef } from '../../../contract/messages.ts';
import type { OrderImportRow } from '../../../contract/order.ts';
import { locations, orders, products, shipmentCompanies, suborderProducts, suborders } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { invalid } from '../errors.ts';
import type { Services } from '../services.ts';
import { writableCompany } from '../tenant.ts';
import { notify, orderParties } from './events.ts';
import { chunked, insertRows, rowsOf } from '../bulk.ts';
import { localDayStart } from '../list.ts';
import { recomputeTotals } from './orders.ts';
import { ORDER_TOTALS_TOO_LARGE, STOP_QUANTITY_TOO_LARGE, keysOverTotals, lineFits } from './totals.ts';
import type { DbOrTx, Tx } from './tx.ts';

export type ImportStatus = 'PUBLISHED' | 'DRAFT';

interface PlannedStop {
  type: 'PICKUP' | 'DROPOFF';
  locationId: number;
  estimation: Date;
  products: Map<number, number>;
}
interface PlannedOrder {
  identity: string;
  stops: Map<string, PlannedStop>;
  /** Its rows: where an identity taken meanwhile is said. */
  rows: number[];
  /** The rows of its PICKUP stops: where totals past the order's columns are said. */
  pickupRows: number[];
}

export interface ImportPlan {
  /** Field errors by row: `<i>.<field>` -> message keys. */
  errors: Record<string, string[]>;
  orders: PlannedOrder[];
}

/** Checks the rows against the company and the LSP's orders; answers the errors and the orders to make. */
export async function planOrderImport(db: DbOrTx, lspId: number, companyId: number, rows: OrderImportRow[], status: ImportStatus, tz: number): Promise<ImportPlan> {
  const unique = (list: string[]) => [...new Set(list)];
  const places = await db
    .select({ id: locations.id, identity: locations.identity, type: locations.type })
    .from(locations)
    .where(and(eq(locations.shipmentCompanyId, companyId), inArray(locations.identity, unique(rows.map((r) => r.identity_location)))));
  const goods = await db
    .select({ id: products.id, identity: products.identity })
    .from(products)
    .where(and(eq(products.shipmentCompanyId, companyId), inArray(products.identity, unique(rows.map((r) => r.identity_product)))));
  const taken = await db
    .select({ identity: orders.identity })
    .from(orders)
    .where(and(eq(orders.logisticsServiceProviderId, lspId), inArray(orders.identity, unique(rows.map((r) => r.identity_order)))));
  const placeOf = new Map(places.map((p) => [p.identity, p]));
  const productOf = new Map(goods.map((g) => [g.identity, g.id]));
  const used = new Set(taken.map((o) => o.identity));

  const errors: Record<string, string[]> = {};
  const planned = new Map<string, PlannedOrder>();
  rows.forEach((row, i) => {
    const place = placeOf.get(row.identity_location);
    const product = productOf.get(row.identity_product);
    if (used.has(row.identity_order)) errors[`${i}.identity_order`] = ['validation.duplicate'];
    if (!place) errors[`${i}.identity_location`] = ['validation.notFound'];
    else if (place.type !== row.type) errors[`${i}.identity_location`] = [messageRef('validation.locationType', { type: row.type })];
    if (!product) errors[`${i}.identity_product`] = ['validation.notFound'];
    if (!place || !product) return;
    const order: PlannedOrder = planned.get(row.identity_order) ?? { identity: row.identity_order, stops: new Map(), rows: [], pickupRows: [] };
    planned.set(row.identity_order, order);
    const estimation = localDayStart(row.estimation, tz);
    const key = `${row.type}|${place.id}|${estimation.getTime()}`;
    const stop = order.stops.get(key) ?? { type: row.type, locationId: place.id, estimation, products: new Map() };
    order.stops.set(key, stop);
    const added = (stop.products.get(product) ?? 0) + row.quantity;
    stop.products.set(product, added);
    if (!lineFits(added)) (errors[`${i}.quantity`] ??= []).push(STOP_QUANTITY_TOO_LARGE);
    order.rows.push(i);
    if (row.type === 'PICKUP') order.pickupRows.push(i);
  });
  const orderList = [...planned.values()];
  for (const k of await ordersOverTotals(db, orderList)) for (const i of orderList[k]!.pickupRows) (errors[`${i}.quantity`] ??= []).push(ORDER_TOTALS_TOO_LARGE);
  if (status === 'PUBLISHED') {
    // By the rows' types, so that a broken row is not also reported as a missing stop.
    const types = new Map<string, { first: number; seen: Set<string> }>();
    rows.forEach((row, i) => {
      const entry = types.get(row.identity_order) ?? { first: i, seen: new Set() };
      types.set(row.identity_order, entry.seen.add(row.type) && entry);
    });
    for (const { first, seen } of types.values()) {
      if (!(seen.has('PICKUP') && seen.has('DROPOFF'))) (errors[`${first}.identity_order`] ??= []).push('validation.stopsMissing');
    }
  }
  return { errors, orders: orderList };
}

/** The planned orders (by their index) whose totals would be past what the order's columns hold. */
async function ordersOverTotals(db: DbOrTx, planned: PlannedOrder[]): Promise<number[]> {
  const lines = planned.flatMap((order, k) =>
    [...order.stops.values()].filter((s) => s.type === 'PICKUP').flatMap((s) => [...s.products].map(([productId, quantity]) => ({ k, productId, quantity: String(quantity) }))),
  );
  if (!lines.length) return [];
  const param = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
  return keysOverTotals(db, sql`select * from unnest(${param(lines.map((l) => l.k), 'int4')}, ${param(lines.map((l) => l.productId), 'int4')}, ${param(lines.map((l) => l.quantity), 'numeric')}) as l(key, product_id, quantity)`);
}

/**
 * Writes the planned orders, their stops and products (a few statements per 1,000 rows); answers the
 * orders' ids. An identity another request took since the plan was checked is skipped by the
 * insert (`on conflict do nothing`, waiting for that request on PostgreSQL) and refused on the
 * rows of its order (`<list>.<i>.identity_order`), as the plan refuses one taken before.
 */
export async function writeOrderImport(tx: Tx, plan: ImportPlan, o: { lspId: number; companyId: number; userId: number; status: ImportStatus; now: Date; list: string }): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunked(plan.orders)) {
    const made = await rowsOf<{ id: number; identity: string }>(
      tx,
      sql`${insertRows(
        orders,
        ['identity', 'status', 'shipmentCompanyId', 'logisticsServiceProviderId', 'createdBy', 'publishedAt', 'createdAt', 'updatedAt'],
        part.map((p) => ({
          identity: p.identity,
          status: o.status,
          shipmentCompanyId: o.companyId,
          logisticsServiceProviderId: o.lspId,
          createdBy: o.userId,
          publishedAt: o.status === 'PUBLISHED' ? o.now.toISOString() : null,
          createdAt: o.now.toISOString(),
          updatedAt: o.now.toISOString(),
        })),
      )} on conflict (logistics_service_provider_id, identity) do nothing returning id, identity`,
    );
    const idOf = new Map(made.map((m) => [m.identity, Number(m.id)]));
    const taken = part.filter((p) => !idOf.has(p.identity));
    if (taken.length) throw invalid(Object.fromEntries(taken.flatMap((p) => p.rows.map((i) => [`${o.list}.${i}.identity_order`, ['validation.duplicate']]))));
    const stops = part.flatMap((p) => [...p.stops.values()].map((s) => ({ ...s, orderId: idOf.get(p.identity)! })));
    for (const chunk of chunked(stops)) {
      const written = await rowsOf<{ id: number; order_id: number; type: string; location: number; estimation: string }>(
        tx,
        sql`${insertRows(
          suborders,
          ['orderId', 'type', 'locationId', 'estimationDate', 'createdAt', 'updatedAt'],
          chunk.map((s) => ({ orderId: s.orderId, type: s.type, locationId: s.locationId, estimationDate: s.estimation.toISOString(), createdAt: o.now.toISOString(), updatedAt: o.now.toISOString() })),
        )} returning id, order_id, type, pickup_dropoff_location_point_id as location, estimation_date as estimation`,
      );
      // A stop is found again by what makes it one: its order, type, location and date.
      const key = (orderId: number, type: string, location: number, at: Date) => `${orderId}|${type}|${location}|${at.getTime()}`;
      const stopId = new Map(written.map((w) => [key(Number(w.order_id), w.type, Number(w.location), new Date(w.estimation)), Number(w.id)]));
      const lines = chunk.flatMap((s) => [...s.products].map(([productId, quantity]) => ({ suborderId: stopId.get(key(s.orderId, s.type, s.locationId, s.estimation))!, productId, quantity: String(quantity) })));
      for (const lineChunk of chunked(lines)) await tx.execute(insertRows(suborderProducts, ['suborderId', 'productId', 'quantity'], lineChunk));
    }
    ids.push(...made.map((m) => Number(m.id)));
  }
  await recomputeTotals(tx, ids, o.list);
  return ids;
}

/**
 * A whole import: the company the caller may write for, the rows checked (422 with
 * `<list>.<i>.<field>` errors, nothing written), then one transaction; the other side hears of
 * sent orders. Answers the new orders' ids.
 */
export async function runOrderImport(
  s: Pick<Services, 'db' | 'clock'>,
  caller: Caller,
  input: { rows: OrderImportRow[]; companyId: number | undefined; status: ImportStatus; list: string; tz: number },
): Promise<number[]> {
  const companyId = await writableCompany(s.db, caller, input.companyId);
  const lspId = caller.lspId!;
  const plan = await planOrderImport(s.db, lspId, companyId, input.rows, input.status, input.tz);
  if (Object.keys(plan.errors).length) throw invalid(Object.fromEntries(Object.entries(plan.errors).map(([k, v]) => [`${input.list}.${k}`, v])));
  const now = s.clock();
  return s.db.transaction(async (tx) => {
    const ids = await writeOrderImport(tx, plan, { lspId, companyId, userId: caller.userId, status: input.status, now, list: input.list });
    if (input.status === 'PUBLISHED') {
      const [company] = await tx.select({ name: shipmentCompanies.name }).from(shipmentCompanies).where(eq(shipmentCompanies.id, companyId));
      await notify(tx, caller, now, 'ordersImported', { user: caller.name, orders: ids.length, company: company?.name ?? '' }, orderParties({ logisticsServiceProviderId: lspId, shipmentCompanyId: companyId }));
    }
    return ids;
  });
}
