// The LSP reworks trucks already on a shipment: other plates or drivers (with a supporting file),
// trucks taken off (the vendor may too, for its own), and the next trip (ritase) with the same
// trucks. Same rules as dispatch.ts: the states table, the shipment's row lock, history, notices.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HistoryState, HistoryTruck } from '../../../contract/shipment-history.ts';
import { nextState, shipmentMachine, shipmentVendorMachine, trackMachine } from '../../../contract/states.ts';
import { messageRef } from '../../../contract/messages.ts';
import { shipments, shipmentVendors, tracks, vehicleDetails, vehicles } from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import { activeTrack } from '../fleet.ts';
import { HttpError, invalid, notFound } from '../errors.ts';
import { applyTransition, applyTransitions, assertTransition, refused } from '../transitions.ts';
import { checkAssignments } from './assign.ts';
import { vendorName, type Ctx } from './dispatch.ts';
import { recordHistory } from './events.ts';
import { trucksOfTracks } from './history-trucks.ts';
import { ritaseIdentity } from './requests.ts';
import { lockShipment, type ShipmentRow } from './shipments.ts';
import type { Tx } from './tx.ts';
import { anyOf, runPrepared } from '../prepared.ts';

/** The tracks named, with their parts, locked; all of one shipment the caller may rework. */
export async function lockTracks(tx: Tx, caller: Caller, ids: number[], field: string) {
  const read = () =>
    tx
      .select({ track: tracks, part: shipmentVendors })
      .from(tracks)
      .innerJoin(shipmentVendors, eq(shipmentVendors.id, tracks.shipmentVendorId))
      .innerJoin(shipments, eq(shipments.id, tracks.shipmentId))
      .where(
        and(
          anyOf(tracks.id, ids),
          caller.role === 'VENDOR' ? eq(shipmentVendors.vendorId, caller.vendorId ?? -1) : eq(shipments.logisticsServiceProviderId, caller.lspId ?? -1),
        ),
      )
      .orderBy(tracks.id);
  // Prepared (lib/prepared.ts): every truck's write reads and locks its trucks by these two texts.
  const found = await runPrepared(read());
  if (found.length !== new Set(ids).size) throw notFound();
  const shipmentIds = new Set(found.map((r) => r.track.shipmentId));
  if (shipmentIds.size > 1) throw invalid({ [field]: ['validation.sameShipment'] });
  const shipment = await lockShipment(tx, caller, found[0]!.track.shipmentId);
  // Locked after their shipment, like every write here: no two requests wait on each other. Read
  // again as they are locked: a request that held the locks first may have changed these tracks
  // since the read above (two load tickets at once: the second must see the truck on the road, a 409).
  const rows = await runPrepared(read().for('update', { of: tracks }));
  return { shipment, rows };
}

/** Items grouped by a key, in their order. */
export function groupBy<T>(list: T[], key: (t: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
const byPart = <T extends { part: { id: number } }>(rows: T[]) => groupBy(rows, (r) => r.part.id);

// ---- remove ------------------------------------------------------------------------------------

/** Takes trucks off their shipment (REMOVED), all or none. Answers the shipment's id. */
export async function removeTracks({ tx, caller, now }: Ctx, ids: number[], reason: string, field: string): Promise<number> {
  const { shipment, rows } = await lockTracks(tx, caller, ids, field);
  assertTransition(shipmentMachine, shipment.status as never, 'removeTrack', caller.role);
  for (const r of rows) assertTransition(trackMachine, r.track.status as never, 'remove', caller.role);
  await applyTransition(tx, trackMachine, ids, 'remove', now);
  await applyTransition(tx, shipmentMachine, [shipment.id], 'removeTrack', now);
  const trucks = await trucksOfTracks(tx, ids);
  for (const [partId, list] of byPart(rows)) {
    const vendorId = list[0]!.part.vendorId;
    const changes = list.map((r) => ({ field: 'status' as const, subject: trucks.get(r.track.id)!, from: r.track.status as HistoryState, to: 'REMOVED' as const }));
    await recordHistory(tx, caller, now, [{ shipmentId: shipment.id, partId, vendorIds: [vendorId], action: 'TRACKS_REMOVED', reason, changes, values: { trucks: list.length } }]);
  }
  return shipment.id;
}

// ---- other plates or drivers -------------------------------------------------------------------

export interface VehicleChange {
  track_id: number;
  vehicle_detail_id: number;
  driver_id: number;
}

/**
 * Puts other plates or drivers on trucks of the shipment. Plates and drivers may be swapped between
 * the named trucks: they are cleared first, then set, so the one-active-track index sees no clash.
 */
export async function changeVehicles({ tx, caller, now }: Ctx, shipment: ShipmentRow, changes: VehicleChange[], note: string, file: string | undefined): Promise<void> {
  const ids = changes.map((c) => c.track_id);
  const { rows } = await lockTracks(tx, caller, ids, 'tracks');
  if (rows[0]!.track.shipmentId !== shipment.id) throw notFound();
  assertTransition(shipmentMachine, shipment.status as never, 'changeVehicles', caller.role);
  for (const r of rows) {
    assertTransition(trackMachine, r.track.status as never, 'changeVehicle', caller.role);
    assertTransition(shipmentVendorMachine, r.part.status as never, 'changeVehicles', caller.role);
  }
  const partOf = new Map(rows.map((r) => [r.track.id, r.part]));
  const trackOf = new Map(rows.map((r) => [r.track.id, r.track]));
  // Each truck before and after, as the history names them (plate and driver).
  const before = await trucksOfTracks(tx, ids);
  const after = new Map<number, HistoryTruck>();
  for (const [partId, list] of byPart(rows)) {
    const mine = changes.flatMap((c, i) => (partOf.get(c.track_id)!.id === partId ? [{ ...c, i }] : []));
    const { truckOf, plates } = await checkAssignments(tx, list[0]!.part.vendorId, mine, (j) => `tracks.${mine[j]!.i}`, ids);
    // A change keeps the model asked: another model would leave the request unmet and refuse later assigns.
    const modelOf = (c: VehicleChange) => ({ now: plates.get(c.vehicle_detail_id)!.vehicleId, asked: trackOf.get(c.track_id)!.vehicleId ?? plates.get(c.vehicle_detail_id)!.vehicleId });
    const wrong = mine.filter((c) => modelOf(c).now !== modelOf(c).asked);
    if (wrong.length) {
      const names = await modelNames(tx, wrong.flatMap((c) => [modelOf(c).now, modelOf(c).asked]));
      throw invalid(Object.fromEntries(wrong.map((c) => [`tracks.${c.i}.vehicle_detail_id`, [messageRef('validation.otherModel', { vehicle: names.get(modelOf(c).now)!, asked: names.get(modelOf(c).asked)! })]])));
    }
    for (const c of mine) after.set(c.track_id, truckOf(c));
  }
  await applyTransition(tx, trackMachine, ids, 'changeVehicle', now, { vehicleDetailId: null, driverId: null });
  for (const c of changes) {
    // The model stays (checked above); a truck made before models were kept takes its plate's.
    await tx.update(tracks).set({ vehicleDetailId: c.vehicle_detail_id, driverId: c.driver_id, vehicleId: sql`coalesce(${tracks.vehicleId}, (select ${vehicleDetails.vehicleId} from ${vehicleDetails} where ${vehicleDetails.id} = ${c.vehicle_detail_id}))`, updatedAt: now }).where(eq(tracks.id, c.track_id));
  }
  await applyTransition(tx, shipmentMachine, [shipment.id], 'changeVehicles', now);
  for (const [partId, list] of byPart(rows)) {
    await applyTransition(tx, shipmentVendorMachine, [partId], 'changeVehicles', now);
    const vendorId = list[0]!.part.vendorId;
    const vendor = await vendorName(tx, vendorId);
    const mine = changes.filter((c) => partOf.get(c.track_id)!.id === partId);
    await recordHistory(tx, caller, now, [
      {
        shipmentId: shipment.id,
        partId,
        vendorIds: [vendorId],
        action: 'VEHICLES_CHANGED',
        reason: note,
        changes: mine.map((c) => ({ field: 'truck', from: before.get(c.track_id)!, to: after.get(c.track_id)! })),
        values: { vendor, trucks: mine.length, ...(file ? { file } : {}) },
      },
    ]);
  }
}

/** Vehicle models' names by id. */
async function modelNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx.select({ id: vehicles.id, name: vehicles.name }).from(vehicles).where(inArray(vehicles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---- the next trip -------------------------------------------------------------------------------

/**
 * Reopens the shipment for its next trip: the trucks of the accepted parts end the current trip
 * (FINISHED) and start the next one (new ASSIGNED tracks, same plate, driver and order). Answers
 * the new trip's number.
 */
export async function reopen({ tx, caller, now }: Ctx, shipment: ShipmentRow, note: string | null): Promise<number> {
  assertTransition(shipmentMachine, shipment.status as never, 'reopen', caller.role);
  const all = await tx.select().from(shipmentVendors).where(eq(shipmentVendors.shipmentId, shipment.id)).orderBy(shipmentVendors.id).for('update');
  const parts = all.filter((p) => nextState(shipmentVendorMachine, p.status as never, 'reopen') !== null);
  // No vendor has trucks on the shipment: the refusal names the latest request and its state.
  if (!parts.length) throw all.length ? refused(shipmentVendorMachine, all.at(-1)!.status, 'reopen') : refused(shipmentMachine, shipment.status, 'reopen');
  const ritase = shipment.ritase + 1;
  const partIds = parts.map((p) => p.id);
  const running = await tx.select().from(tracks).where(and(inArray(tracks.shipmentVendorId, partIds), activeTrack())).orderBy(tracks.id);
  // A trip needs trucks: with every truck removed (or moved) there is nothing to send again.
  if (!running.length) throw new HttpError(409, 'server.reopenWithoutTrucks');
  await applyTransition(tx, trackMachine, running.map((r) => r.id), 'finish', now, { finishedAt: now });
  await applyTransitions(tx, now, [
    { m: shipmentVendorMachine, ids: partIds, action: 'reopen', set: { ritase, ritaseIdentity: ritaseIdentity(shipment.identity, ritase) } },
    { m: shipmentMachine, ids: [shipment.id], action: 'reopen', set: { ritase } },
  ]);
  {
    await tx.insert(tracks).values(
      running.map((r) => ({
        shipmentId: r.shipmentId,
        shipmentVendorId: r.shipmentVendorId,
        orderId: r.orderId,
        vehicleId: r.vehicleId,
        vehicleDetailId: r.vehicleDetailId,
        driverId: r.driverId,
        source: r.source,
        status: 'ASSIGNED',
        ritase,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  await recordHistory(tx, caller, now, [{ shipmentId: shipment.id, action: 'REOPENED', reason: note, changes: [{ field: 'ritase', from: shipment.ritase, to: ritase }], values: { ritase } }]);
  return ritase;
}
