// What a ticket needs of the truck it goes on (docs/weighbridge.md), read once for its checks, its
// history entry and the weighbridge log: the truck's maximum weight, plate, driver and transporter,
// its order's first pickup and drop-off, the commodities loaded there, and when its load ticket in
// force was weighed out. One prepared statement (lib/prepared.ts): its text is the same for every
// truck, so each connection plans it once; planned on every ticket it cost the database more than
// running it (fifty machines posting at once count every millisecond).
import { eq, sql } from 'drizzle-orm';
import { drivers, shipmentVendors, tracks, users, vehicleDetails, vehicles, vendors, weighbridgeTickets } from '../../db/schema/index.ts';
import type { Tx } from '../freight/tx.ts';
import { runPrepared } from '../prepared.ts';

/**
 * A stop `so` of the track's order (or, a track of no one order, of its shipment's orders). One
 * `in` over both cases, not an `or` of them: the `or` kept the planner off suborders' order index.
 */
const ofTrackOrders = sql`so.order_id in (select ${tracks.orderId} where ${tracks.orderId} is not null
  union all select order_id from shipment_orders where shipment_id = ${tracks.shipmentId} and ${tracks.orderId} is null)`;

/** The first stop of a kind of the track's orders. */
const stop = (type: 'PICKUP' | 'DROPOFF') => sql<string | null>`(select l.name from suborders so join pickup_dropoff_locations l on l.id = so.pickup_dropoff_location_point_id
  where so.type = ${sql.raw(`'${type}'`)} and ${ofTrackOrders} order by so.estimation_date, so.id limit 1)`;

export interface TruckFacts {
  max: string | null;
  plate: string | null;
  driver: string | null;
  transporter: string | null;
  commodity: string | null;
  pickup: string | null;
  dropoff: string | null;
  loadOut: Date | null;
}

export async function truckFacts(tx: Tx, trackId: number): Promise<TruckFacts> {
  const [row] = await runPrepared(
    tx
      .select({
        max: vehicles.maxWeight,
        plate: vehicleDetails.plateNumber,
        driver: users.name,
        transporter: vendors.name,
        commodity: sql<string | null>`(select string_agg(distinct p.name, ', ') from suborders so join suborder_products sp on sp.suborder_id = so.id
          join products p on p.id = sp.product_id where so.type = 'PICKUP' and ${ofTrackOrders})`,
        pickup: stop('PICKUP'),
        dropoff: stop('DROPOFF'),
        loadOut: sql`(select lt.out_time from weighbridge_tickets lt where lt.track_id = ${tracks.id} and lt.kind = 'LOAD' and lt.status = 'ACTIVE' limit 1)`.mapWith(weighbridgeTickets.outTime),
      })
      .from(tracks)
      .leftJoin(vehicles, eq(vehicles.id, tracks.vehicleId))
      .leftJoin(vehicleDetails, eq(vehicleDetails.id, tracks.vehicleDetailId))
      .leftJoin(drivers, eq(drivers.id, tracks.driverId))
      .leftJoin(users, eq(users.id, drivers.userId))
      .leftJoin(shipmentVendors, eq(shipmentVendors.id, tracks.shipmentVendorId))
      .leftJoin(vendors, eq(vendors.id, shipmentVendors.vendorId))
      .where(eq(tracks.id, trackId)),
  );
  return row!;
}
