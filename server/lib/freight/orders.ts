// Orders and their stops: who sees which, the order detail (stops, products, totals), the totals
// computed from the products, and new identities.
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderDetail, OrderRow } from '../../../contract/order.ts';
import type { SuborderRecord } from '../../../contract/suborder.ts';
import { wibWall } from '../../../contract/wib.ts';
import { locations, orders, shipmentCompanies, suborders } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { invalid, notFound } from '../errors.ts';
import { localDayStart, related } from '../list.ts';
import { iso, num, parsed } from '../values.ts';
import { ORDER_TOTALS_TOO_LARGE, keysOverTotals, totalsOf } from './totals.ts';
import type { DbOrTx, Tx } from './tx.ts';

/** Which orders exist for this caller: an LSP its own, a shipping company its own, an admin all. */
/**
 * An order's shipping company name as a list column (searched by an `exists`): the lists' page
 * query then reads the orders alone, from their sort index without visiting the rows (a join to
 * the companies there made a page 1,700 deep read 1,746 orders: 18 ms).
 */
export const companyNameColumn = related(sql`from shipment_companies sc where sc.id = ${orders.shipmentCompanyId}`, sql`sc.name`);

export function orderScope(caller: Caller): SQL {
  if (caller.role === 'ADMIN') return sql`true`;
  if (caller.role === 'SHIPMENT_COMPANY') return eq(orders.shipmentCompanyId, caller.shipmentCompanyId ?? -1);
  if (caller.role === 'LOGISTIC_SERVICE_PROVIDER') return eq(orders.logisticsServiceProviderId, caller.lspId ?? -1);
  return sql`false`;
}

const firstStop = (type: 'PICKUP' | 'DROPOFF') => sql<unknown>`(
  select json_build_object('id', l.id, 'name', l.name)
  from suborders so join pickup_dropoff_locations l on l.id = so.pickup_dropoff_location_point_id
  where so.order_id = ${orders.id} and so.type = ${type} order by so.id limit 1)`;

/**
 * The products an order picks up, each once with its kind (PRODUCT_TYPES): the LSP is warned when a
 * truck's type does not carry that kind (issue 22). At most 20 (an order has a few).
 */
const productsPicked = sql<unknown>`(
  select coalesce(json_agg(json_build_object('name', x.name, 'product_type', x.product_type) order by x.name), '[]'::json) from (
    select distinct p.name, p.product_type from suborders so
    join suborder_products sp on sp.suborder_id = so.id join products p on p.id = sp.product_id
    where so.order_id = ${orders.id} and so.type = 'PICKUP' order by p.name limit 20) x)`;

/** The columns of an order row (lists and details). */
export const orderRowSelect = {
  id: orders.id,
  identity: orders.identity,
  status: orders.status,
  note: orders.note,
  shipment_company_id: orders.shipmentCompanyId,
  sc_name: shipmentCompanies.name,
  pickup: firstStop('PICKUP'),
  dropoff: firstStop('DROPOFF'),
  estimation_date: orders.estimationDate,
  total_weight: orders.totalWeight,
  total_volume: orders.totalVolume,
  products: productsPicked,
  is_selected: orders.isSelected,
  created_at: orders.createdAt,
  published_at: orders.publishedAt,
};
export type RawOrderRow = { [K in keyof typeof orderRowSelect]: unknown };

export function toOrderRow(r: RawOrderRow): OrderRow {
  return {
    id: r.id as number,
    identity: r.identity as string,
    status: r.status as OrderRow['status'],
    note: r.note as string | null,
    shipment_company_id: r.shipment_company_id as number | null,
    shipment_company: r.shipment_company_id ? { id: r.shipment_company_id as number, name: r.sc_name as string } : null,
    pickup: parsed(r.pickup) ?? null,
    dropoff: parsed(r.dropoff) ?? null,
    estimation_date: iso(r.estimation_date),
    total_weight: num(r.total_weight),
    total_volume: num(r.total_volume),
    products: parsed<OrderRow['products']>(r.products) ?? [],
    is_selected: Boolean(r.is_selected),
    created_at: iso(r.created_at)!,
    published_at: iso(r.published_at),
  };
}

/** Orders joined with their company: the base of order rows. */
export const ordersWithCompany = (db: DbOrTx) => db.select(orderRowSelect).from(orders).leftJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId));

const suborderSelect = {
  id: suborders.id,
  order_id: suborders.orderId,
  type: suborders.type,
  estimation_date: suborders.estimationDate,
  location: sql<unknown>`json_build_object('id', ${locations.id}, 'name', ${locations.name}, 'identity', ${locations.identity}, 'address', ${locations.address}, 'latitude', ${locations.latitude}, 'longitude', ${locations.longitude})`,
  products: sql<unknown>`(
    select coalesce(json_agg(json_build_object('product_id', p.id, 'identity', p.identity, 'name', p.name, 'unit', p.unit, 'quantity', sp.quantity) order by sp.id), '[]'::json)
    from suborder_products sp join products p on p.id = sp.product_id where sp.suborder_id = ${suborders.id})`,
  order_number: suborders.orderNumber,
  note: suborders.note,
};
export type RawSuborder = { [K in keyof typeof suborderSelect]: unknown };

export const suborderRows = (db: DbOrTx) => db.select(suborderSelect).from(suborders).innerJoin(locations, eq(locations.id, suborders.locationId)).innerJoin(orders, eq(orders.id, suborders.orderId));

export function toSuborder(r: RawSuborder): SuborderRecord {
  const location = parsed<SuborderRecord['pickup_dropoff_location_point']>(r.location);
  return {
    id: r.id as number,
    order_id: r.order_id as number,
    type: r.type as SuborderRecord['type'],
    estimation_date: iso(r.estimation_date),
    pickup_dropoff_location_point_id: location.id,
    pickup_dropoff_location_point: location,
    products: parsed<SuborderRecord['products']>(r.products).map((p) => ({ ...p, quantity: Number(p.quantity) })),
    order_number: r.order_number as string | null,
    note: r.note as string | null,
  };
}

/** The shipment carrying an order (the latest not cancelled) as JSON, or null. */
export const orderShipment = sql<unknown>`(
  select json_build_object('id', sh.id, 'identity', sh.identity, 'status', sh.status)
  from shipment_orders so join shipments sh on sh.id = so.shipment_id
  where so.order_id = ${orders.id} and sh.status <> 'CANCELLED' order by sh.id desc limit 1)`;

/** Orders with their stops, totals and live shipment, in the order of `ids`. */
export async function orderDetails(db: DbOrTx, ids: number[]): Promise<OrderDetail[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      ...orderRowSelect,
      length: orders.totalDimensionLength,
      width: orders.totalDimensionWidth,
      height: orders.totalDimensionHeight,
      shipment: orderShipment,
    })
    .from(orders)
    .leftJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId))
    .where(inArray(orders.id, ids));
  const stops = (await suborderRows(db).where(inArray(suborders.orderId, ids)).orderBy(suborders.id)).map(toSuborder);
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        ...toOrderRow(r),
        total_dimension_length: num(r.length),
        total_dimension_width: num(r.width),
        total_dimension_height: num(r.height),
        suborders: stops.filter((s) => s.order_id === r.id),
        shipment: parsed<OrderDetail['shipment']>(r.shipment) ?? null,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function orderDetail(db: DbOrTx, id: number): Promise<OrderDetail> {
  const [detail] = await orderDetails(db, [id]);
  if (!detail) throw notFound();
  return detail;
}

/** The order as the caller may write it, locked until the transaction ends; 404 outside its scope. */
export async function lockOrder(tx: Tx, caller: Caller, id: number) {
  const [row] = await tx.select().from(orders).where(and(orderScope(caller), eq(orders.id, id))).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Totals of an order from the products on its PICKUP stops (what is loaded): weight and volume are
 * product weight/volume times quantity; each dimension is the sum of product dimension times
 * quantity (the length of the goods laid end to end). A total none of the products has stays null.
 * Totals past what their columns hold are refused (422 on `field`, lib/freight/totals.ts).
 */
export async function recomputeTotals(tx: Tx, orderIds: number | number[], field = 'products'): Promise<void> {
  const ids = sql`${sql.param(Array.isArray(orderIds) ? orderIds : [orderIds])}::int[]`;
  const lines = sql`select s.order_id as key, sp.product_id, sp.quantity
    from suborders s join suborder_products sp on sp.suborder_id = s.id
    where s.order_id = any(${ids}) and s.type = 'PICKUP'`;
  if ((await keysOverTotals(tx, lines)).length) throw invalid({ [field]: [ORDER_TOTALS_TOO_LARGE] });
  // Cleared first: an order whose last pickup product went has no totals.
  await tx.execute(sql`update orders set total_weight = null, total_volume = null, total_dimension_length = null, total_dimension_width = null, total_dimension_height = null where id = any(${ids})`);
  await tx.execute(sql`
    update orders set
      total_weight = t.weight, total_volume = t.volume,
      total_dimension_length = t.length, total_dimension_width = t.width, total_dimension_height = t.height
    from (${totalsOf(lines)}) t
    where orders.id = t.key`);
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "ORD-260310-7KQ2XM": the prefix, the day (WIB) and 6 random characters (no 0/O, 1/I). */
export function newIdentity(prefix: 'ORD' | 'SHP', now: Date): string {
  const wib = wibWall(now).toISOString();
  const day = wib.slice(2, 4) + wib.slice(5, 7) + wib.slice(8, 10);
  const tail = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${day}-${tail}`;
}

/** A stop's date: a day in the caller's timezone, or an instant as sent. */
export const estimationOf = (value: string, tzOffsetMinutes: number) => localDayStart(value, tzOffsetMinutes);
