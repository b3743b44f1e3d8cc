// Giving trucks to a vendor part: each a plate of the part's vendor, of a model the part asked for,
// with one of its drivers; no plate or driver twice, none already on another active track. The
// database's partial unique indexes are the last word: two requests racing for one truck end as
// one success and one 422, whatever the engine (trackConflicts below).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { messageRef } from '../../../contract/messages.ts';
import type { HistoryTruck } from '../../../contract/shipment-history.ts';
import { drivers, shipmentOrders, shipmentVendorVehicles, tracks, users, vehicleDetails, vehicles } from '../../db/schema/index.ts';
import { rowsOf } from '../bulk.ts';
import { pgErrorOf } from '../db-errors.ts';
import { activeTrack } from '../fleet.ts';
import { invalid } from '../errors.ts';
import { intList, parsed } from '../values.ts';
import type { DbOrTx, Tx } from './tx.ts';

export interface Assignment {
  vehicle_detail_id: number;
  driver_id: number;
  order_id?: number;
}

export interface PartToFill {
  id: number;
  shipmentId: number;
  vendorId: number;
  ritase: number;
}

interface Plate {
  id: number;
  plate: string;
  vehicleId: number;
  vehicleName: string;
}

/** The plates named (by id) and the truck an assignment makes, as the history keeps it. */
export interface CheckedAssignments {
  plates: Map<number, Plate>;
  truckOf: (a: Assignment) => HistoryTruck;
}

/** The part's plates named by the assignments (404-free: an unknown plate is a field error). */
async function platesOf(db: DbOrTx, vendorId: number, ids: number[]): Promise<Map<number, Plate>> {
  const rows = await db
    .select({ id: vehicleDetails.id, plate: vehicleDetails.plateNumber, vehicleId: vehicles.id, vehicleName: vehicles.name })
    .from(vehicleDetails)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDetails.vehicleId))
    .where(and(eq(vehicles.vendorId, vendorId), inArray(vehicleDetails.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Plates and drivers among `ids` that are on an active track now (other than `except`). */
async function busy(db: DbOrTx, column: typeof tracks.vehicleDetailId | typeof tracks.driverId, ids: number[], except: number[] = []): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: column, track: tracks.id })
    .from(tracks)
    .where(and(inArray(column, ids), activeTrack()));
  return new Set(rows.filter((r) => !except.includes(r.track)).map((r) => r.id!));
}

/**
 * 422 with `<field>.<i>.*` errors unless every assignment is a free plate of the vendor with a free,
 * unblocked driver of the vendor, none named twice. `except`: tracks whose trucks may be reused.
 */
export async function checkAssignments(db: DbOrTx, vendorId: number, list: Assignment[], at: (i: number) => string, except: number[] = []): Promise<CheckedAssignments> {
  const plates = await platesOf(db, vendorId, list.map((a) => a.vehicle_detail_id));
  const errors: Record<string, string[]> = {};
  const plateTaken = await busy(db, tracks.vehicleDetailId, [...plates.keys()], except);
  const driverTaken = await busy(db, tracks.driverId, list.map((a) => a.driver_id), except);
  // A driver's name is its user's.
  const crew = await db.select({ id: drivers.id, name: users.name, blocked: drivers.isBlocked }).from(drivers).innerJoin(users, eq(users.id, drivers.userId)).where(and(eq(drivers.vendorId, vendorId), inArray(drivers.id, list.map((a) => a.driver_id))));
  const blocked = new Map(crew.map((d) => [d.id, d.blocked]));
  // The same driver on two trucks of one request: the message names the driver and those trucks.
  const driverTwice = (driverId: number) => {
    const named = list.flatMap((x, j) => (x.driver_id === driverId ? [plates.get(x.vehicle_detail_id)?.plate ?? `#${j + 1}`] : []));
    return messageRef('validation.driverTwice', { driver: crew.find((d) => d.id === driverId)!.name, trucks: named.join(', ') });
  };
  const seenPlates = new Set<number>();
  const seenDrivers = new Set<number>();
  list.forEach((a, i) => {
    if (!plates.has(a.vehicle_detail_id)) errors[`${at(i)}.vehicle_detail_id`] = ['validation.notFound'];
    else if (seenPlates.has(a.vehicle_detail_id)) errors[`${at(i)}.vehicle_detail_id`] = ['validation.duplicate'];
    else if (plateTaken.has(a.vehicle_detail_id)) errors[`${at(i)}.vehicle_detail_id`] = ['validation.onActiveTrack'];
    if (!blocked.has(a.driver_id)) errors[`${at(i)}.driver_id`] = ['validation.notFound'];
    else if (blocked.get(a.driver_id)) errors[`${at(i)}.driver_id`] = ['validation.driverBlocked'];
    else if (seenDrivers.has(a.driver_id)) errors[`${at(i)}.driver_id`] = [driverTwice(a.driver_id)];
    else if (driverTaken.has(a.driver_id)) errors[`${at(i)}.driver_id`] = ['validation.onActiveTrack'];
    seenPlates.add(a.vehicle_detail_id);
    seenDrivers.add(a.driver_id);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const driverName = new Map(crew.map((d) => [d.id, d.name]));
  return { plates, truckOf: (a) => ({ plate: plates.get(a.vehicle_detail_id)!.plate, driver: driverName.get(a.driver_id)! }) };
}

/** Each model the part asks for with the trucks it still misses this trip, and the orders the shipment carries. */
async function roomOf(tx: Tx, part: PartToFill): Promise<{ room: { vehicle_id: number; name: string; room: number }[]; orderIds: number[] }> {
  const l = shipmentVendorVehicles;
  const onIt = sql`(select count(*)::int from ${tracks} where ${tracks.shipmentVendorId} = ${l.shipmentVendorId} and ${tracks.vehicleId} = ${l.vehicleId} and ${tracks.ritase} = ${part.ritase} and ${activeTrack()})`;
  const [row] = await rowsOf<{ room: unknown; orders: unknown }>(
    tx,
    sql`select
      (select coalesce(json_agg(json_build_object('vehicle_id', ${l.vehicleId}, 'name', ${vehicles.name}, 'room', ${l.quantity} - ${onIt})), '[]'::json)
        from ${l} join ${vehicles} on ${vehicles.id} = ${l.vehicleId} where ${l.shipmentVendorId} = ${part.id}) as room,
      array(select ${shipmentOrders.orderId} from ${shipmentOrders} where ${shipmentOrders.shipmentId} = ${part.shipmentId} order by ${shipmentOrders.orderId}) as orders`,
  );
  return { room: parsed(row!.room), orderIds: intList(row!.orders) };
}

/** Per model asked (vehicle id): how many trucks it asked and how many the assignments give. */
export type GivenPerModel = Map<number, { asked: number; given: number }>;

/**
 * Fills a part with trucks, at most what each model asked still misses (an accept may give fewer:
 * the caller leaves the rest open). Answers the trucks given and the count per model.
 */
export async function fillPart(tx: Tx, part: PartToFill, list: Assignment[], field: string, now: Date): Promise<{ trucks: HistoryTruck[]; perModel: GivenPerModel }> {
  const { plates, truckOf } = await checkAssignments(tx, part.vendorId, list, (i) => `${field}.${i}`);
  const { room, orderIds } = await roomOf(tx, part);
  const asked = new Map(room.map((l) => [l.vehicle_id, l.room]));
  const modelName = new Map(room.map((l) => [l.vehicle_id, l.name]));
  const given = new Map<number, number>();
  const errors: Record<string, string[]> = {};
  list.forEach((a, i) => {
    const plate = plates.get(a.vehicle_detail_id)!;
    if (!asked.has(plate.vehicleId)) errors[`${field}.${i}.vehicle_detail_id`] = ['validation.notRequested'];
    given.set(plate.vehicleId, (given.get(plate.vehicleId) ?? 0) + 1);
  });
  for (const [vehicleId, count] of asked) {
    const name = modelName.get(vehicleId)!;
    const n = given.get(vehicleId) ?? 0;
    if (n > count) errors[field] = [messageRef('validation.tooManyTrucks', { smart_count: count, vehicle: name })];
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const wrongOrder = list.findIndex((a) => a.order_id !== undefined && !orderIds.includes(a.order_id));
  if (wrongOrder >= 0) throw invalid({ [`${field}.${wrongOrder}.order_id`]: ['validation.notFound'] });
  await tx
    .insert(tracks)
    .values(
      list.map((a) => ({
        shipmentId: part.shipmentId,
        shipmentVendorId: part.id,
        orderId: a.order_id ?? orderIds[0] ?? null,
        vehicleId: plates.get(a.vehicle_detail_id)!.vehicleId,
        vehicleDetailId: a.vehicle_detail_id,
        driverId: a.driver_id,
        status: 'ASSIGNED',
        ritase: part.ritase,
        createdAt: now,
        updatedAt: now,
      })),
    );
  return { trucks: list.map(truckOf), perModel: new Map([...asked].map(([id, room]) => [id, { asked: room, given: given.get(id) ?? 0 }])) };
}

/**
 * Runs a write that assigns trucks; a plate or driver that another request put on an active track
 * in the meantime (the partial unique index refused it) is the same 422 as when it was already there.
 */
export async function trackConflicts<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const pg = pgErrorOf(e);
    if (pg?.code === '23505' && (pg.constraint === 'tracks_active_plate_uq' || pg.constraint === 'tracks_active_driver_uq')) throw invalid({ [field]: ['validation.onActiveTrack'] });
    throw e;
  }
}
