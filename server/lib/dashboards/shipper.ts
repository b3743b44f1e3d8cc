// The shipping company's dashboard: its orders by state, deliveries, trucks on the road, netto and
// loss over its orders delivered in the last 30 days, shipments beyond tolerance, the invoices
// published to it and its recent orders (docs/dashboards.md).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ORDER_STATUSES, RECENT_DAYS, RECENT_ROWS, SC_INVOICE_STATUSES, type scDashboard } from '../../../contract/dashboard.ts';
import type { Db } from '../../db/open.ts';
import { invoices, locations, orders, products } from '../../db/schema/index.ts';
import { countByStatus } from '../counts.ts';
import { truckOrder, trucksBeyondTolerance } from '../weighbridge/losses.ts';
import { lastDays } from './days.ts';
import { countsAt, nettoOf, rowsIn, within } from './figures.ts';
import { asRecent, identityLike } from './recent.ts';

export async function shipperFigures(db: Db, scId: number, now: Date, searchKey?: string): Promise<z.input<typeof scDashboard>> {
  const own = eq(orders.shipmentCompanyId, scId);
  const delivered = sql`select o.id from orders o where o.shipment_company_id = ${scId} and o.status = 'DELIVERED' and ${within(sql`o.updated_at`, lastDays(now, RECENT_DAYS))}`;
  const deliveredTrucks = sql`${truckOrder} in (${delivered})`;
  const counts = await countsAt(db, {
    products: rowsIn(db, products, eq(products.shipmentCompanyId, scId)),
    locations: rowsIn(db, locations, eq(locations.shipmentCompanyId, scId)),
    orders_delivered_30_days: sql`select count(*) from (${delivered}) d`,
    trucks_on_the_road: sql`select count(*) from tracks t where t.status = 'ON_THE_WAY' and ${truckOrder} in (select o.id from orders o where o.shipment_company_id = ${scId})`,
    shipments_beyond_tolerance_30_days: sql`select count(distinct b.shipment_id) from (${trucksBeyondTolerance(sql`t.status <> 'REMOVED' and ${deliveredTrucks}`)}) b`,
  });
  const recent = await db
    .select({ id: orders.id, identity: orders.identity, status: orders.status, created_at: orders.createdAt })
    .from(orders)
    .where(and(own, identityLike(orders.identity, searchKey)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ROWS);
  return {
    orders: await countByStatus(db, orders, orders.status, ORDER_STATUSES, own),
    ...counts,
    netto_30_days: await nettoOf(db, deliveredTrucks),
    invoices: await countByStatus(db, invoices, invoices.status, SC_INVOICE_STATUSES, and(eq(invoices.shipmentCompanyId, scId), inArray(invoices.status, SC_INVOICE_STATUSES))),
    recent_orders: asRecent(recent),
  };
}
