// TEST STAND-IN until the weighbridge flow lands (branch wt/weighbridge): puts a shipment and its
// orders in DELIVERED through the states table's system "deliver" transitions (the same
// applyTransitions the API uses, so the start states are checked) and finishes its trucks, as a
// deliver ticket on every track will. Swap the calls of this helper for the weighbridge's deliver
// tickets when both have merged.
import { eq, inArray, sql } from 'drizzle-orm';
import { orderMachine, shipmentMachine } from '../../contract/states.ts';
import type { Db } from '../../server/db/open.ts';
import { shipmentOrders, tracks } from '../../server/db/schema/index.ts';
import { applyTransitions } from '../../server/lib/transitions.ts';

export async function deliverShipmentForTest(db: Db, shipmentId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const orderIds = (await tx.select({ id: shipmentOrders.orderId }).from(shipmentOrders).where(eq(shipmentOrders.shipmentId, shipmentId))).map((r) => r.id);
    await applyTransitions(tx, now, [
      { m: shipmentMachine, ids: [shipmentId], action: 'deliver' },
      { m: orderMachine, ids: orderIds, action: 'deliver' },
    ]);
    await tx
      .update(tracks)
      .set({ status: 'FINISHED', finishedAt: now, updatedAt: now })
      .where(sql`${tracks.shipmentId} = ${shipmentId} and ${inArray(tracks.status, ['ASSIGNED', 'ON_THE_WAY'])}`);
  });
}
