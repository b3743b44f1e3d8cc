// The stops of an order as the editor, the import and a move send them: checked against the
// order's shipping company (its locations and products), then written with their products.
import { and, eq, inArray } from 'drizzle-orm';
import { messageRef } from '../../../contract/messages.ts';
import { locations, products, suborderProducts, suborders } from '../../db/schema/index.ts';
import { invalid } from '../errors.ts';
import { estimationOf } from './orders.ts';
import { STOP_QUANTITY_TOO_LARGE, lineFits } from './totals.ts';
import type { DbOrTx, Tx } from './tx.ts';

export interface StopInput {
  type: 'PICKUP' | 'DROPOFF';
  pickup_dropoff_location_point_id: number;
  estimation_date: string;
  products: { product_id: number; quantity: number }[];
}

/**
 * 422 with `<prefix>field` errors when a stop names a location or product that is not the
 * company's, or a location of the other type, or names a product more than once with quantities
 * that add up past what its line holds.
 */
export async function checkStops(db: DbOrTx, companyId: number, stops: StopInput[], prefix: (i: number) => string): Promise<void> {
  const locationIds = [...new Set(stops.map((s) => s.pickup_dropoff_location_point_id))];
  const productIds = [...new Set(stops.flatMap((s) => s.products.map((p) => p.product_id)))];
  const places = locationIds.length
    ? await db.select({ id: locations.id, type: locations.type }).from(locations).where(and(eq(locations.shipmentCompanyId, companyId), inArray(locations.id, locationIds)))
    : [];
  const goods = productIds.length ? await db.select({ id: products.id }).from(products).where(and(eq(products.shipmentCompanyId, companyId), inArray(products.id, productIds))) : [];
  const typeOf = new Map(places.map((p) => [p.id, p.type]));
  const known = new Set(goods.map((g) => g.id));
  const errors: Record<string, string[]> = {};
  stops.forEach((stop, i) => {
    const type = typeOf.get(stop.pickup_dropoff_location_point_id);
    if (!type) errors[`${prefix(i)}pickup_dropoff_location_point_id`] = ['validation.notFound'];
    else if (type !== stop.type) errors[`${prefix(i)}pickup_dropoff_location_point_id`] = [messageRef('validation.locationType', { type: stop.type })];
    const added = new Map<number, number>();
    stop.products.forEach((p, j) => {
      if (!known.has(p.product_id)) errors[`${prefix(i)}products.${j}.product_id`] = ['validation.notFound'];
      added.set(p.product_id, (added.get(p.product_id) ?? 0) + p.quantity);
      if (!lineFits(added.get(p.product_id)!)) errors[`${prefix(i)}products.${j}.quantity`] = [STOP_QUANTITY_TOO_LARGE];
    });
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Writes a stop and its products (a product named twice on one stop is one line, quantities added). */
export async function insertStop(tx: Tx, orderId: number, stop: StopInput, tzOffsetMinutes: number, now: Date): Promise<number> {
  const [made] = await tx
    .insert(suborders)
    .values({ orderId, type: stop.type, locationId: stop.pickup_dropoff_location_point_id, estimationDate: estimationOf(stop.estimation_date, tzOffsetMinutes), createdAt: now, updatedAt: now })
    .returning({ id: suborders.id });
  await insertProducts(tx, made!.id, stop.products);
  return made!.id;
}

export async function insertProducts(tx: Tx, suborderId: number, lines: StopInput['products']): Promise<void> {
  const quantities = new Map<number, number>();
  for (const p of lines) quantities.set(p.product_id, (quantities.get(p.product_id) ?? 0) + p.quantity);
  await tx.insert(suborderProducts).values([...quantities].map(([productId, quantity]) => ({ suborderId, productId, quantity: String(quantity) })));
}
