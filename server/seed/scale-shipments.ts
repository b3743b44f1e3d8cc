// Scaled shipments for benchmarks (`npm run seed -- --scale N`): N*200 shipments of the scaled
// orders already on a shipment or delivered, each with one accepted part of the demo vendor and 3
// tracks (N*600), and their timelines. A delivered shipment's tracks are FINISHED; a shipment on
// progress is on its second trip: two FINISHED tracks of trip 1 and one truck on the road, each such
// truck a plate and driver of its own (N*100 of them are made), as the one-active-track rule wants.
// Every truck is weighed as a real one is (docs/weighbridge.md): each FINISHED track a LOAD ticket
// at the mill and a DELIVER ticket at the refinery, each ON_THE_WAY track its LOAD ticket only; a
// 25-32 t load, 0-0.6 % less delivered, one or two delivery orders per ticket, a fifth of the loads
// posted by weighbridge software (AUTO). About one shipment in seven also asked a second partner
// vendor, which rejected it (the scorecard's rates are not all 100 %).
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { demoDeviceId } from './demo-tracking.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema/index.ts';

const BATCH = 500;
const HOUR = 3_600_000;

export interface ScaleShipmentsOptions {
  lspId: number;
  scale: number;
  random: () => number;
  /** The weighbridge tickets' and second vendors' own sequence (the shipments stay as they were without them). */
  weighRandom: () => number;
  log: (line: string) => void;
}

async function inBatches<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[] | unknown>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const made = await insert(rows.slice(i, i + BATCH));
    if (Array.isArray(made)) out.push(...(made as R[]));
  }
  return out;
}

/** A truck to weigh: its track, plate, order, times and whether it reached the refinery. */
interface Weighed {
  trackId: number;
  plateNumber: string | null;
  orderIdentity: string;
  startedAt: Date;
  finishedAt: Date | null;
}

const kgText = (kg: number) => kg.toFixed(3);
/** `total` (kg, 3 decimals) split over `parts` delivery orders, the last taking the rest. */
function split(total: number, parts: number, random: () => number): number[] {
  if (parts === 1) return [total];
  const first = Math.round(total * (0.4 + random() * 0.2));
  return [first, Math.round((total - first) * 1000) / 1000];
}

/**
 * The weighbridge tickets of `trucks`: a LOAD ticket each (a fifth AUTO), and a DELIVER ticket for
 * those that finished. Items as the weighbridge stores them: [{do_number, weight}] (kg, decimal text).
 */
function ticketsOf(trucks: Weighed[], random: () => number, lspUserId: number, vendorName: string): (typeof t.weighbridgeTickets.$inferInsert)[] {
  return trucks.flatMap((w) => {
    const auto = random() < 0.2;
    const pickup = 25_000 + Math.floor(random() * 7_000) + Math.floor(random() * 10) / 10;
    const dropoff = Math.round(pickup * (1 - random() * 0.006) * 1000) / 1000;
    const dos = 1 + (random() < 0.3 ? 1 : 0);
    const doNumbers = Array.from({ length: dos }, (_, k) => `DO-${w.orderIdentity}-${k + 1}`);
    const loadOut = new Date(w.startedAt.getTime() + HOUR + Math.floor(random() * 60) * 60_000);
    const base = { trackId: w.trackId, status: 'ACTIVE', truckNumber: w.plateNumber, driverName: null };
    const load = {
      ...base,
      kind: 'LOAD',
      source: auto ? 'AUTO' : 'MANUAL',
      ticketNumber: `TK-S${w.trackId}`,
      vendorName,
      netto: kgText(pickup),
      ffaQuality: (3 + random() * 0.6).toFixed(2),
      dobiQuality: (2.6 + random() * 0.5).toFixed(2),
      outTime: loadOut,
      items: split(pickup, dos, random).map((kg, k) => ({ do_number: doNumbers[k]!, weight: kgText(kg) })),
      createdBy: auto ? null : lspUserId,
      createdAt: loadOut,
      updatedAt: loadOut,
    };
    if (!w.finishedAt) return [load];
    const deliverOut = new Date(w.finishedAt.getTime() - 10 * 60_000);
    const deliver = {
      ...base,
      kind: 'DELIVER',
      source: 'MANUAL',
      ticketNumber: `RF-S${w.trackId}`,
      netto: kgText(dropoff),
      ffaQuality: (3.1 + random() * 0.6).toFixed(2),
      waterQuality: (0.1 + random() * 0.1).toFixed(2),
      inTime: new Date(deliverOut.getTime() - (20 + Math.floor(random() * 40)) * 60_000),
      outTime: deliverOut,
      items: split(dropoff, dos, random).map((kg, k) => ({ do_number: doNumbers[k]!, weight: kgText(kg) })),
      createdBy: lspUserId,
      createdAt: deliverOut,
      updatedAt: deliverOut,
    };
    return [load, deliver];
  });
}

/** N*100 plates of the vendor's tanker, each with a driver (a DRIVER user that cannot sign in). */
async function scaledFleet(db: Db, vendorId: number, vehicleId: number, count: number) {
  const fleet: { plate: number; plateNumber: string; driver: number }[] = [];
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
      .returning({ id: t.vehicleDetails.id, plateNumber: t.vehicleDetails.plateNumber, driverId: t.vehicleDetails.driverId });
    fleet.push(...plates.map((p) => ({ plate: p.id, plateNumber: p.plateNumber, driver: p.driverId! })));
  }
  return fleet;
}

/** The trucks each scaled shipment asks per trip and sends. */
const TRUCKS_PER_TRIP = 3;

export async function seedScaleShipments(db: Db, o: ScaleShipmentsOptions): Promise<{ shipments: number; tracks: number; tickets: number }> {
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
  const demoPlates = await db.select({ id: t.vehicleDetails.id, plateNumber: t.vehicleDetails.plateNumber, driverId: t.vehicleDetails.driverId }).from(t.vehicleDetails).where(eq(t.vehicleDetails.vehicleId, tanker.id)).orderBy(t.vehicleDetails.id).limit(3);
  // The second partner asked now and then (it rejects): the first other vendor working with the LSP that has a vehicle.
  const [second] = await db
    .select({ vendorId: t.vendorCollaborations.vendorId, name: t.vendors.name, vehicleId: t.vehicles.id, userId: t.users.id })
    .from(t.vendorCollaborations)
    .innerJoin(t.vendors, eq(t.vendors.id, t.vendorCollaborations.vendorId))
    .innerJoin(t.vehicles, eq(t.vehicles.vendorId, t.vendorCollaborations.vendorId))
    .leftJoin(t.users, and(eq(t.users.vendorId, t.vendorCollaborations.vendorId), eq(t.users.role, 'VENDOR')))
    .where(and(eq(t.vendorCollaborations.logisticsServiceProviderId, o.lspId), eq(t.vendorCollaborations.status, 'COLLABORATE'), ne(t.vendorCollaborations.vendorId, vendorUser.vendorId)))
    .orderBy(t.vendorCollaborations.vendorId, t.vehicles.id, t.users.id)
    .limit(1);
  const [vendorRow] = await db.select({ name: t.vendors.name }).from(t.vendors).where(eq(t.vendors.id, vendorUser.vendorId));
  const fleet = await scaledFleet(db, vendorUser.vendorId, tanker.id, onRoad.length);
  o.log(`  fleet ${fleet.length} plates and drivers`);

  let tracks = 0;
  let tickets = 0;
  let rejected = 0;
  let nextTruck = 0;
  for (let start = 0; start < shipped.length; start += BATCH) {
    const part = shipped.slice(start, start + BATCH);
    const plans = part.map((order, k) => {
      const created = new Date(order.createdAt.getTime() + 2 * HOUR);
      const live = order.status === 'ON_SHIPMENT';
      // Three trucks asked per trip: the three each shipment sends below (asking fewer made the
      // seeded year accept more trucks than it asked: an acceptance rate over 100%).
      return { order, created, live, identity: `SHP-2026-S${String(start + k + 1).padStart(6, '0')}`, trucks: TRUCKS_PER_TRIP };
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
    // About one shipment in seven asked the second partner too, which said no an hour later.
    const askedTwice = second ? plans.filter(() => o.weighRandom() < 0.15) : [];
    if (second && askedTwice.length) {
      const refused = await db
        .insert(t.shipmentVendors)
        .values(
          askedTwice.map((p) => {
            const at = new Date(p.created.getTime() + HOUR);
            return { shipmentId: shipmentOf.get(p.identity)!, vendorId: second.vendorId, status: 'REJECTED', ritase: 1, weight: '30000', reason: 'Armada penuh', expiredAt: new Date(p.created.getTime() + 24 * HOUR), createdAt: p.created, updatedAt: at };
          }),
        )
        .returning({ id: t.shipmentVendors.id, shipmentId: t.shipmentVendors.shipmentId, updatedAt: t.shipmentVendors.updatedAt });
      await db.insert(t.shipmentVendorVehicles).values(refused.map((r) => ({ shipmentVendorId: r.id, vehicleId: second.vehicleId, quantity: 1 })));
      await db.insert(t.shipmentHistories).values(
        refused.map((r) => ({
          shipmentId: r.shipmentId,
          logisticsServiceProviderId: o.lspId,
          shipmentVendorId: r.id,
          vendorIds: [second.vendorId],
          userId: second.userId,
          action: 'REJECTED',
          reason: 'Armada penuh',
          changes: [{ field: 'status', from: 'REQUESTED', to: 'REJECTED' }],
          values: { vendor: second.name },
          createdAt: r.updatedAt,
        })),
      );
      rejected += refused.length;
    }
    const trackRows = plans.flatMap((p) => {
      const shipmentId = shipmentOf.get(p.identity)!;
      const base = { shipmentId, shipmentVendorId: partOf.get(shipmentId)!, orderId: p.order.id, vehicleId: tanker.id, source: 'MAPBOX', startedAt: p.created, createdAt: p.created, updatedAt: p.created };
      // Finished trips use the demo plates (they hold nothing once finished); the one on the road its own truck.
      const finished = (ritase: number, k: number) => {
        const plate = demoPlates[k % demoPlates.length];
        const row = { ...base, ritase, status: 'FINISHED', vehicleDetailId: plate?.id ?? null, driverId: plate?.driverId ?? null, finishedAt: new Date(p.created.getTime() + (k + 1) * 6 * HOUR) };
        return { row, plateNumber: plate?.plateNumber ?? null, orderIdentity: p.order.identity };
      };
      if (!p.live) return [0, 1, 2].map((k) => finished(1, k));
      const truck = fleet[nextTruck++]!;
      const onRoad = { ...base, ritase: 2, status: 'ON_THE_WAY', vehicleDetailId: truck.plate, driverId: truck.driver, finishedAt: null };
      return [finished(1, 0), finished(1, 1), { row: onRoad, plateNumber: truck.plateNumber, orderIdentity: p.order.identity }];
    });
    const madeTracks = await inBatches<(typeof trackRows)[number], { id: number }>(trackRows, (chunk) =>
      db.insert(t.tracks).values(chunk.map((x) => x.row)).returning({ id: t.tracks.id }),
    );
    tracks += trackRows.length;
    const weighed = trackRows.map((x, k): Weighed => ({ trackId: madeTracks[k]!.id, plateNumber: x.plateNumber, orderIdentity: x.orderIdentity, startedAt: x.row.startedAt, finishedAt: x.row.finishedAt }));
    const ticketRows = ticketsOf(weighed, o.weighRandom, lspUser.id, vendorRow?.name ?? 'CV Trans Andalas');
    await inBatches(ticketRows, (chunk) => db.insert(t.weighbridgeTickets).values(chunk));
    tickets += ticketRows.length;
    await db.insert(t.shipmentHistories).values(
      plans.flatMap((p) => {
        const shipmentId = shipmentOf.get(p.identity)!;
        return [
          { shipmentId, logisticsServiceProviderId: o.lspId, userId: lspUser.id, action: 'CREATED', values: { user: lspUser.name, orders: p.order.identity }, createdAt: p.created },
          { shipmentId, logisticsServiceProviderId: o.lspId, shipmentVendorId: partOf.get(shipmentId)!, vendorIds: [vendorUser.vendorId!], userId: vendorUser.id, action: 'ACCEPTED', values: { vendor: 'CV Trans Andalas', trucks: p.trucks }, createdAt: new Date(p.created.getTime() + HOUR) },
        ];
      }),
    );
    const batchNo = start / BATCH;
    if (batchNo % 10 === 9) o.log(`  shipments ${start + part.length}/${shipped.length}`);
    if (batchNo < 2 || batchNo % 10 === 9) {
      // Fresh statistics now and then: the change triggers' statements are planned once per
      // connection and kept until the tables' statistics change (autovacuum does that on a live
      // database; it is off on the CI machine). Planned when shipments held a few rows, each batch
      // of tracks scanned every shipment: 9 s a batch at 60,000 tracks. The tickets' trigger looks
      // up each ticket's track: planned on the first batch's handful of tracks, it scanned them all
      // for every ticket (a batch a minute by 2,500 shipments), hence the first batches too.
      await db.execute(sql`ANALYZE shipments, shipment_orders, shipment_vendors, tracks, weighbridge_tickets`);
    }
  }
  o.log(`  weighbridge tickets ${tickets}, requests rejected by a second vendor ${rejected}`);
  return { shipments: shipped.length, tracks, tickets };
}
