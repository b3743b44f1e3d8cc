// Shipments as each party sees them: which exist for a caller (a vendor: those with a part of its
// own, and only its parts of them; a shipping company: those carrying its orders, and only its
// orders and their trucks of them, viewer.ts), the record and detail answers, tracks, and locks
// for writes.
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ShipmentDetail, ShipmentPart, ShipmentRecord } from '../../../contract/shipment.ts';
import { ACTIVE_TRACK_STATES, LIVE_PART_STATES } from '../../../contract/states.ts';
import type { TrackRecord } from '../../../contract/track.ts';
import {
  drivers,
  logisticsServiceProviders,
  orders,
  shipmentCompanies,
  shipmentOrders,
  shipments,
  shipmentVendors,
  tracks,
  users,
  vehicleDetails,
  vehicles,
  vendors,
} from '../../db/schema/index.ts';
import type { Caller } from '../auth.ts';
import type { Counts } from '../count-cache.ts';
import type { PageExtra } from '../list.ts';
import { notFound } from '../errors.ts';
import { anyOf, runPrepared } from '../prepared.ts';
import { iso, num, parsed } from '../values.ts';
import { orderDetails } from './orders.ts';
import { isExpired } from './parts.ts';
import type { DbOrTx, Tx } from './tx.ts';
import { orderView, sharedWithOthers, trackView } from './viewer.ts';

/** Which shipments exist for the caller: an LSP its own, a vendor those it has a part in, a shipping company those carrying its orders. */
export function shipmentScope(caller: Caller, shipmentId: SQL | AnyColumn = shipments.id): SQL {
  switch (caller.role) {
    case 'ADMIN':
      return sql`true`;
    case 'LOGISTIC_SERVICE_PROVIDER':
      // On the shipments table itself the condition is its own column (the lists walk its index).
      if (shipmentId === shipments.id) return eq(shipments.logisticsServiceProviderId, caller.lspId ?? -1);
      return sql`exists (select 1 from shipments s where s.id = ${shipmentId} and s.logistics_service_provider_id = ${caller.lspId ?? -1})`;
    case 'VENDOR':
      return sql`exists (select 1 from shipment_vendors p where p.shipment_id = ${shipmentId} and p.vendor_id = ${caller.vendorId ?? -1})`;
    case 'SHIPMENT_COMPANY':
      return sql`exists (select 1 from shipment_orders so join orders o on o.id = so.order_id where so.shipment_id = ${shipmentId} and o.shipment_company_id = ${caller.shipmentCompanyId ?? -1})`;
    default:
      return sql`false`;
  }
}

/** The parts of a shipment a caller sees: a vendor its own, everyone else all. */
export const partScope = (caller: Caller): SQL => (caller.role === 'VENDOR' ? eq(shipmentVendors.vendorId, caller.vendorId ?? -1) : sql`true`);

/** The shipment row, locked until the transaction ends (every write to a shipment starts here); 404 outside the scope. */
export async function lockShipment(tx: Tx, caller: Caller, id: number) {
  const [row] = await tx.select().from(shipments).where(and(eq(shipments.id, id), shipmentScope(caller))).for('update');
  if (!row) throw notFound();
  return row;
}

export type ShipmentRow = Awaited<ReturnType<typeof lockShipment>>;

// ---- tracks ----------------------------------------------------------------------------------

const trackSelect = {
  id: tracks.id,
  shipment_id: tracks.shipmentId,
  shipment_identity: shipments.identity,
  shipment_vendor_id: tracks.shipmentVendorId,
  vendor_id: vendors.id,
  vendor_name: vendors.name,
  order_id: orders.id,
  order_identity: orders.identity,
  vehicle_id: vehicles.id,
  vehicle_name: vehicles.name,
  vehicle_detail_id: vehicleDetails.id,
  plate_number: vehicleDetails.plateNumber,
  driver_id: drivers.id,
  driver_name: users.name,
  driver_phone: users.phoneNumber,
  driver_phone_code: users.phoneCountryCode,
  status: tracks.status,
  ritase: tracks.ritase,
  source: tracks.source,
  started_at: tracks.startedAt,
  finished_at: tracks.finishedAt,
  created_at: tracks.createdAt,
};

/** Track records matching `where` (joined names), oldest first. */
export async function trackRecords(db: DbOrTx, where: SQL): Promise<TrackRecord[]> {
  const rows = await db
    .select(trackSelect)
    .from(tracks)
    .innerJoin(shipments, eq(shipments.id, tracks.shipmentId))
    .leftJoin(shipmentVendors, eq(shipmentVendors.id, tracks.shipmentVendorId))
    .leftJoin(vendors, eq(vendors.id, shipmentVendors.vendorId))
    .leftJoin(orders, eq(orders.id, tracks.orderId))
    .leftJoin(vehicles, eq(vehicles.id, tracks.vehicleId))
    .leftJoin(vehicleDetails, eq(vehicleDetails.id, tracks.vehicleDetailId))
    .leftJoin(drivers, eq(drivers.id, tracks.driverId))
    .leftJoin(users, eq(users.id, drivers.userId))
    .where(where)
    .orderBy(tracks.id);
  return rows.map((r) => ({
    id: r.id,
    shipment_id: r.shipment_id,
    shipment_identity: r.shipment_identity,
    shipment_vendor_id: r.shipment_vendor_id,
    vendor: r.vendor_id ? { id: r.vendor_id, name: r.vendor_name! } : null,
    order: r.order_id ? { id: r.order_id, identity: r.order_identity! } : null,
    vehicle_id: r.vehicle_id,
    vehicle: r.vehicle_id ? { id: r.vehicle_id, name: r.vehicle_name! } : null,
    vehicle_detail_id: r.vehicle_detail_id,
    vehicle_detail: r.vehicle_detail_id ? { id: r.vehicle_detail_id, plate_number: r.plate_number! } : null,
    driver_id: r.driver_id,
    driver: r.driver_id ? { id: r.driver_id, name: r.driver_name!, phone_country_code: r.driver_phone_code, phone_number: r.driver_phone } : null,
    status: r.status as TrackRecord['status'],
    ritase: r.ritase,
    source: r.source,
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
    created_at: iso(r.created_at)!,
  }));
}

/** Tracks of one shipment the caller sees (a vendor: those of its parts; a shipping company: those carrying its orders). */
export const shipmentTracks = (db: DbOrTx, caller: Caller, shipmentId: number) => trackRecords(db, and(eq(tracks.shipmentId, shipmentId), trackView(caller))!);

// ---- parts -----------------------------------------------------------------------------------

/** `(…)` of the states in which a track holds its plate and driver (a track's status `in` it). */
export const activeTracks = sql.raw(`(${ACTIVE_TRACK_STATES.map((s) => `'${s}'`).join(', ')})`);

/** The vehicle lines of a part: model, type and quantity asked. */
const vehicleLines = sql<unknown>`(
  select coalesce(json_agg(json_build_object(
    'id', v.id, 'name', v.name,
    'vehicle_type', case when ty.id is null then null else json_build_object('id', ty.id, 'name', ty.name) end,
    'quantity', svv.quantity
  ) order by svv.id), '[]'::json)
  from shipment_vendor_vehicles svv join vehicles v on v.id = svv.vehicle_id left join vehicle_types ty on ty.id = v.vehicle_type_id
  where svv.shipment_vendor_id = ${shipmentVendors.id})`;

/** The caller's active trucks of a part (viewer.ts), as `x`. */
const ownActive = (caller: Caller) =>
  sql`x.shipment_vendor_id = ${shipmentVendors.id} and x.status in ${activeTracks} and ${trackView(caller, { part: sql`x.shipment_vendor_id`, order: sql`x.order_id` })}`;

/**
 * The vehicle lines a company reads of a part of a shipment shared with other companies: the
 * models of the trucks carrying its orders and how many of each (what was asked was the whole
 * shipment's).
 */
const ownTruckLines = (caller: Caller) => sql<unknown>`(
  select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'vehicle_type', l.vehicle_type, 'quantity', l.quantity) order by l.id), '[]'::json)
  from (select v.id, v.name, case when ty.id is null then null else json_build_object('id', ty.id, 'name', ty.name) end as vehicle_type, count(*) as quantity
    from tracks x join vehicles v on v.id = x.vehicle_id left join vehicle_types ty on ty.id = v.vehicle_type_id
    where ${ownActive(caller)} group by v.id, v.name, ty.id, ty.name) l)`;

/**
 * The plates of each model that are not on an active track now, one count per model: a model can
 * have thousands of plates (about 7 ms to count), and a page of shipments names the same few
 * models on most of its lines (counted per line, a history page took 70 ms on 20k shipments).
 */
async function freePlates(db: DbOrTx, vehicleIds: number[], counts?: Counts): Promise<Map<number, number>> {
  if (!vehicleIds.length) return new Map();
  if (!counts) return new Map((await freePlatesQuery(db, vehicleIds)).map((r) => [r.id, Number(r.free)]));
  // Each model's count kept on its own, until a plate or a track changes: the pages of a history
  // name the same models in different company, so a model is counted once for all of them (a model
  // of 10,000 plates: 4 ms).
  const each = await Promise.all(
    vehicleIds.map(async (id) => {
      const read = () => freePlatesQuery(db, [id]);
      const [row] = await counts.keptFor(JSON.stringify(['free plates', id]), async () => ({ queries: [read()], extra: 'free plates', compute: read }));
      return [id, Number(row?.free ?? 0)] as const;
    }),
  );
  return new Map(each);
}

const freePlatesQuery = (db: DbOrTx, vehicleIds: number[]) =>
  db
    .select({ id: vehicleDetails.vehicleId, free: sql<number>`count(*)::int` })
    .from(vehicleDetails)
    .where(and(inArray(vehicleDetails.vehicleId, vehicleIds), sql`not exists (select 1 from tracks x where x.vehicle_detail_id = ${vehicleDetails.id} and x.status in ${activeTracks})`))
    .groupBy(vehicleDetails.vehicleId);

interface Line {
  id: number;
  name: string;
  vehicle_type: { id: number; name: string } | null;
  quantity: number;
}

const partsQuery = (db: DbOrTx, caller: Caller, ids: number[]) =>
  db
    .select({
      part: shipmentVendors,
      vendor: vendors.name,
      vehicles: caller.role === 'SHIPMENT_COMPANY' ? sql<unknown>`case when ${sharedWithOthers(caller, shipmentVendors.shipmentId)} then ${ownTruckLines(caller)} else ${vehicleLines} end` : vehicleLines,
      tracks: sql<unknown>`(select count(*) from tracks x where ${ownActive(caller)})`,
      shared: sharedWithOthers(caller, shipmentVendors.shipmentId),
    })
    .from(shipmentVendors)
    .innerJoin(vendors, eq(vendors.id, shipmentVendors.vendorId))
    .where(and(anyOf(shipmentVendors.shipmentId, ids), partScope(caller)))
    .orderBy(shipmentVendors.id);

export type PartAsRead = Omit<ShipmentPart, 'expired'> & { shipment_id: number };

/**
 * The parts of the shipments `ids` the caller sees, with their vehicle lines, truck counts and each
 * model's free plates (a detail). Whether a request has expired is told from the clock.
 */
export async function partsOf(db: DbOrTx, caller: Caller, ids: number[], now: Date): Promise<(ShipmentPart & { shipment_id: number })[]> {
  return ids.length ? asOf(await readParts(db, caller, ids, true), now) : [];
}

/** Parts as read, with whether each request has expired by `now` (told after reading: kept parts stay right). */
export const asOf = (parts: PartAsRead[], now: Date): (ShipmentPart & { shipment_id: number })[] => parts.map((p) => ({ ...p, expired: isExpired(p.status, p.expired_at, now) }));

/**
 * The parts of a list page's shipments, read and kept with the page (lib/list.ts answerListWith):
 * what was read is kept until a table it read changes. The queries follow from the caller's part
 * scope (viewer.ts: a vendor sees its own, a company its trucks), which the list keys its answers
 * by, and `free` (count each model's free plates: the history list).
 */
export const pageParts = (db: DbOrTx, caller: Caller, free: boolean, counts: Counts): PageExtra<{ shipment: { id: number } }, PartAsRead[]> => ({
  queries: () => [partsQuery(db, caller, [0]), freePlatesQuery(db, [0])],
  key: JSON.stringify(['parts', free]),
  read: async (rows) => (rows.length ? readParts(db, caller, rows.map((r) => r.shipment.id), free, counts) : []),
});

async function readParts(db: DbOrTx, caller: Caller, ids: number[], free: boolean, counts?: Counts): Promise<PartAsRead[]> {
  // One statement text for any ids, planned once per connection (lib/prepared.ts).
  const rows = await runPrepared(partsQuery(db, caller, ids));
  const linesOf = new Map(rows.map((r) => [r.part.id, parsed<Line[]>(r.vehicles)]));
  const available = free ? await freePlates(db, [...new Set([...linesOf.values()].flat().map((l) => l.id))], counts) : null;
  return rows.map(({ part, vendor, tracks: count, shared }) => ({
    shipment_id: part.shipmentId,
    id: part.id,
    vendor: { id: part.vendorId, name: vendor },
    status: part.status as ShipmentPart['status'],
    type: part.type,
    // Asked for the whole shipment: a company sharing it with others reads no weight, and its own trucks as the lines.
    weight: shared ? null : num(part.weight),
    note: part.note,
    reason: part.reason,
    ritase: part.ritase,
    ritase_identity: part.ritaseIdentity,
    expired_at: iso(part.expiredAt),
    vehicles: linesOf.get(part.id)!.map((l) => ({
      id: l.id,
      name: l.name,
      vehicle_type: l.vehicle_type,
      pivot: { quantity: Number(l.quantity) },
      available: available?.get(l.id) ?? 0,
      exceed: available !== null && Number(l.quantity) > (available.get(l.id) ?? 0),
    })),
    tracks_count: Number(count),
    open_trucks: part.status === 'ACCEPTED' ? Math.max(0, linesOf.get(part.id)!.reduce((n, l) => n + Number(l.quantity), 0) - Number(count)) : 0,
    created_at: iso(part.createdAt)!,
    updated_at: iso(part.updatedAt)!,
  }));
}

/** The counts of spec 2 §3: trucks on the road, vehicle models and trucks asked (parts in play). */
export function countsOf(parts: Pick<ShipmentPart, 'status' | 'vehicles' | 'tracks_count'>[]) {
  const live = parts.filter((p) => (LIVE_PART_STATES as readonly string[]).includes(p.status));
  return {
    tracks_count: parts.reduce((n, p) => n + p.tracks_count, 0),
    type_vehicle_count: new Set(live.flatMap((p) => p.vehicles.map((v) => v.id))).size,
    vehicle_detail_count: live.reduce((n, p) => n + p.vehicles.reduce((m, v) => m + v.pivot.quantity, 0), 0),
  };
}

// ---- the record and the detail ---------------------------------------------------------------

export async function shipmentRecord(db: DbOrTx, caller: Caller, id: number, now: Date): Promise<ShipmentRecord> {
  const [row] = await db
    .select({ shipment: shipments, lsp: logisticsServiceProviders.name })
    .from(shipments)
    .innerJoin(logisticsServiceProviders, eq(logisticsServiceProviders.id, shipments.logisticsServiceProviderId))
    .where(and(eq(shipments.id, id), shipmentScope(caller)));
  if (!row) throw notFound();
  const carried = await db
    .select({ id: orders.id, identity: orders.identity, status: orders.status, sc: shipmentCompanies.id, sc_name: shipmentCompanies.name, total_weight: orders.totalWeight })
    .from(shipmentOrders)
    .innerJoin(orders, eq(orders.id, shipmentOrders.orderId))
    .leftJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId))
    .where(and(eq(shipmentOrders.shipmentId, id), orderView(caller, orders.id)))
    .orderBy(orders.id);
  const parts = (await partsOf(db, caller, [id], now)).map(({ shipment_id: _, ...p }) => p);
  const s = row.shipment;
  return {
    id: s.id,
    identity: s.identity,
    status: s.status as ShipmentRecord['status'],
    ritase: s.ritase,
    note: s.note,
    logistics_service_provider: { id: s.logisticsServiceProviderId, name: row.lsp },
    orders: carried.map((o) => ({ id: o.id, identity: o.identity, status: o.status, shipment_company: o.sc ? { id: o.sc, name: o.sc_name! } : null, total_weight: num(o.total_weight) })),
    shipment_vendors: parts,
    tracks: await shipmentTracks(db, caller, id),
    ...countsOf(parts),
    created_at: iso(s.createdAt)!,
    updated_at: iso(s.updatedAt)!,
  };
}

/** The record with each order's stops and products (the detail page and every write's answer). */
export async function shipmentDetail(db: DbOrTx, caller: Caller, id: number, now: Date): Promise<ShipmentDetail> {
  const record = await shipmentRecord(db, caller, id, now);
  return { ...record, orders: await orderDetails(db, record.orders.map((o) => o.id)) };
}
