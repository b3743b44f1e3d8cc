// Scaled shipments for benchmarks (`npm run seed -- --scale N`): N*200 shipments of the scaled
// orders already on a shipment or delivered, each with one accepted part of the demo vendor and 3
// tracks (N*600), and their timelines. A delivered shipment's tracks are FINISHED; a shipment on
// progress is on its second trip: two FINISHED tracks of trip 1 and one truck on the road, each such
// truck a plate and driver of its own (N*100 of them are made), as the one-active-track rule wants.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { demoDeviceId } from './demo-tracking.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema/index.ts';

const BATCH = 500;
const HOUR = 3_600_000;

export interface ScaleShipmentsOptions {
  lspId: number;
  scale: number;
  random: () => number;
  log: (line: string) => void;
}

async function inBatches<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** N*100 plates of the vendor's tanker, each with a driver (a DRIVER user that cannot sign in). */
async function scaledFleet(db: Db, vendorId: number, vehicleId: number, count: number) {
  const fleet: { plate: number; driver: number }[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const people = await db
      .insert(t.users)
      .values(Array.from({ length: n }, (_, k) => ({ name: `Sopir Skala ${start + k + 1}`, email: `sopir.${start + k + 1}@scale.lsi.test`, passwordHash: 'scrypt$16384$8$1$none$none', role: 'DRIVER', vendorId })))
      .returning({ id: t.users.id });
    const drivers = await db
      .insert(t.drivers)
      .values(people.map((p, k) => ({ vendorId, userId: p.id, nationalIdentity: String(8_000_000_000_000_000 + start + k) })))
      .returning({ id: t.drivers.id });
    const plates = await db
      .insert(t.vehicleDetails)
      .values(drivers.map((d, k) => ({ vehicleId, plateNumber: `BM ${String(start + k + 1).padStart(5, '0')} SK`, driverId: d.id, gpsDeviceId: demoDeviceId(`BM ${String(start + k + 1).padStart(5, '0')} SK`) })))
      .returning({ id: t.vehicleDetails.id, driverId: t.vehicleDetails.driverId });
    fleet.push(...plates.map((p) => ({ plate: p.id, driver: p.driverId! })));
  }
  return fleet;
}

export async function seedScaleShipments(db: Db, o: ScaleShipmentsOptions): Promise<{ shipments: number; tracks: number }> {
  const [vendorUser] = await db.select({ id: t.users.id, vendorId: t.users.vendorId }).from(t.users).where(eq(t.users.email, 'vendor@lsi.test'));
  const [lspUser] = await db.select({ id: t.users.id, name: t.users.name }).from(t.users).where(and(eq(t.users.role, 'LOGISTIC_SERVICE_PROVIDER'), eq(t.users.logisticsServiceProviderId, o.lspId))).orderBy(t.users.id).limit(1);
  const [tanker] = await db.select({ id: t.vehicles.id }).from(t.vehicles).where(and(eq(t.vehicles.vendorId, vendorUser!.vendorId!), like(t.vehicles.name, 'Tangki%'))).limit(1);
  if (!vendorUser?.vendorId || !lspUser || !tanker) throw new Error('seed the demo data first: the demo vendor, its tanker or the LSP user is missing');

  const shipped = await db
    .select({ id: t.orders.id, identity: t.orders.identity, status: t.orders.status, createdAt: t.orders.createdAt })
    .from(t.orders)
    .where(and(eq(t.orders.logisticsServiceProviderId, o.lspId), inArray(t.orders.status, ['ON_SHIPMENT', 'DELIVERED']), sql`${t.orders.identity} ~ '^ORD-2026-[0-9]{6}$'`))
    .orderBy(t.orders.id)
    .limit(o.scale * 200);
  const onRoad = shipped.filter((s) => s.status === 'ON_SHIPMENT');
  const demoPlates = await db.select({ id: t.vehicleDetails.id, driverId: t.vehicleDetails.driverId }).from(t.vehicleDetails).where(eq(t.vehicleDetails.vehicleId, tanker.id)).orderBy(t.vehicleDetails.id).limit(3);
  const fleet = await scaledFleet(db, vendorUser.vendorId, tanker.id, onRoad.length);
  o.log(`  fleet ${fleet.length} plates and drivers`);

  let tracks = 0;
  let nextTruck = 0;
  for (let start = 0; start < shipped.length; start += BATCH) {
    const part = shipped.slice(start, start + BATCH);
    const plans = part.map((order, k) => {
      const created = new Date(order.createdAt.getTime() + 2 * HOUR);
      const live = order.status === 'ON_SHIPMENT';
      return { order, created, live, identity: `SHP-2026-S${String(start + k + 1).padStart(6, '0')}`, trucks: 1 + Math.floor(o.random() * 3) };
    });
    const made = await db
      .insert(t.shipments)
      .values(plans.map((p) => ({ identity: p.identity, logisticsServiceProviderId: o.lspId, status: p.live ? 'ON_PROGRESS' : 'DELIVERED', ritase: p.live ? 2 : 1, createdBy: lspUser.id, createdAt: p.created, updatedAt: p.created })))
      .returning({ id: t.shipments.id, identity: t.shipments.identity });
    const shipmentOf = new Map(made.map((m) => [m.identity, m.id]));
    await db.insert(t.shipmentOrders).values(plans.map((p) => ({ shipmentId: shipmentOf.get(p.identity)!, orderId: p.order.id })));
    const parts = await db
      .insert(t.shipmentVendors)
      .values(
        plans.map((p) => ({
          shipmentId: shipmentOf.get(p.identity)!,
          vendorId: vendorUser.vendorId!,
          status: 'ACCEPTED',
          ritase: p.live ? 2 : 1,
          ritaseIdentity: `${p.identity}-R${p.live ? 2 : 1}`,
          weight: String(p.trucks * 30000),
          expiredAt: new Date(p.created.getTime() + 24 * HOUR),
          createdAt: p.created,
          updatedAt: p.created,
        })),
      )
      .returning({ id: t.shipmentVendors.id, shipmentId: t.shipmentVendors.shipmentId });
    const partOf = new Map(parts.map((x) => [x.shipmentId, x.id]));
    await db.insert(t.shipmentVendorVehicles).values(plans.map((p) => ({ shipmentVendorId: partOf.get(shipmentOf.get(p.identity)!)!, vehicleId: tanker.id, quantity: p.trucks })));
    const trackRows = plans.flatMap((p) => {
      const shipmentId = shipmentOf.get(p.identity)!;
      const base = { shipmentId, shipmentVendorId: partOf.get(shipmentId)!, orderId: p.order.id, vehicleId: tanker.id, source: 'MAPBOX', startedAt: p.created, createdAt: p.created, updatedAt: p.created };
      // Finished trips use the demo plates (they hold nothing once finished); the one on the road its own truck.
      const finished = (ritase: number, k: number) => {
        const plate = demoPlates[k % demoPlates.length];
        return { ...base, ritase, status: 'FINISHED', vehicleDetailId: plate?.id ?? null, driverId: plate?.driverId ?? null, finishedAt: new Date(p.created.getTime() + (k + 1) * 6 * HOUR) };
      };
      if (!p.live) return [0, 1, 2].map((k) => finished(1, k));
      const truck = fleet[nextTruck++]!;
      return [finished(1, 0), finished(1, 1), { ...base, ritase: 2, status: 'ON_THE_WAY', vehicleDetailId: truck.plate, driverId: truck.driver, finishedAt: null }];
    });
    await inBatches(trackRows, (chunk) => db.insert(t.tracks).values(chunk));
    tracks += trackRows.length;
    await db.insert(t.shipmentHistories).values(
      plans.flatMap((p) => {
        const shipmentId = shipmentOf.get(p.identity)!;
        return [
          { shipmentId, logisticsServiceProviderId: o.lspId, userId: lspUser.id, action: 'CREATED', values: { user: lspUser.name, orders: p.order.identity }, createdAt: p.created },
          { shipmentId, logisticsServiceProviderId: o.lspId, shipmentVendorId: partOf.get(shipmentId)!, vendorIds: [vendorUser.vendorId!], userId: vendorUser.id, action: 'ACCEPTED', values: { vendor: 'CV Trans Andalas', trucks: p.trucks }, createdAt: new Date(p.created.getTime() + HOUR) },
        ];
      }),
    );
    if ((start / BATCH) % 10 === 9) {
      o.log(`  shipments ${start + part.length}/${shipped.length}`);
      // Fresh statistics now and then: the change triggers' statements are planned once per
      // connection and kept until the tables' statistics change (autovacuum does that on a live
      // database; it is off on the CI machine). Planned when shipments held a few rows, each batch
      // of tracks scanned every shipment: 9 s a batch at 60,000 tracks.
      await db.execute(sql`ANALYZE shipments, shipment_orders, shipment_vendors, tracks`);
    }
  }
  return { shipments: shipped.length, tracks };
}
