// /v1/shipment and /v2/shipment: the lists (history-order, create-shipment's published orders),
// one shipment (details, show, tracks, trips, markers and their spreadsheet) and the dispatch:
// create, the vendor's accept/reject, assign, change vendor, change vehicles, move, reopen.
// The rules live in server/lib/freight/; a handler opens the transaction, locks the shipment and
// answers the shipment as the caller sees it after the change.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../contract/messages.ts';
import { NEW_ORDER_WINDOW_MS, activeOrderList, ritaseList, shipment, shipmentList, type MarkerRow, type ShipmentPart } from '../../contract/shipment.ts';
import type { ListQuery } from '../../contract/lib.ts';
import { DOCUMENT_FILE } from '../../contract/fields.ts';
import type { Db } from '../db/open.ts';
import { logisticsServiceProviders, orders, shipmentCompanies, shipments, shipmentVendors, tracks, vendors } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { notFound } from '../lib/errors.ts';
import { SHIPMENT_CHANGE_FOLDER } from '../lib/files.ts';
import { trackConflicts } from '../lib/freight/assign.ts';
import { accept, assign, changeVendor, createShipment, reject, type Ctx } from '../lib/freight/dispatch.ts';
import { PDF_TYPE, dispatchNoteName, dispatchNotePdf, lspLogo } from '../lib/freight/dispatch-note.ts';
import { moveVehicles } from '../lib/freight/move.ts';
import { companyNameColumn, orderRowSelect, toOrderRow, type RawOrderRow } from '../lib/freight/orders.ts';
import { changeVehicles, reopen } from '../lib/freight/rework.ts';
import { orderView, trackView } from '../lib/freight/viewer.ts';
import { asOf, countsOf, lockShipment, pageParts, partScope, shipmentDetail, shipmentRecord, shipmentScope, shipmentTracks, trackRecords } from '../lib/freight/shipments.ts';
import { answerList, answerListWith, col, containsPattern, expr, related, keyFields, type ColumnMap, type ListSource } from '../lib/list.ts';
import { localeOf, t, timezoneOffsetOf } from '../lib/locale.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { XLSX_TYPE, xlsxOf } from '../lib/sheets.ts';
import { storeUpload } from '../lib/uploads.ts';
import { shipmentBeyondTolerance } from '../lib/weighbridge/losses.ts';
import { iso, num, parsed, wibClock } from '../lib/values.ts';

// ---- the shipment lists ------------------------------------------------------------------------

type ShipmentCol = (typeof shipmentList.search)[number] | (typeof shipmentList.sort)[number] | (typeof shipmentList.filter)[number];
/** The columns as the caller sees them: a company searches and sorts by its own orders only (viewer.ts). */
const shipmentColumns = (caller: Caller): ColumnMap<ShipmentCol> => ({
  identity: col(shipments.identity),
  'orders.identity': related(sql`from shipment_orders so join orders o on o.id = so.order_id where so.shipment_id = ${shipments.id} and ${orderView(caller, sql`o.id`)}`, sql`o.identity`),
  'vendors.name': related(sql`from shipment_vendors p join vendors v on v.id = p.vendor_id where p.shipment_id = ${shipments.id}`, sql`v.name`),
  created_at: col(shipments.createdAt),
  updated_at: col(shipments.updatedAt),
  status: col(shipments.status),
});

/** The first stop of a type among the shipment's orders the caller sees. */
const stopOf = (caller: Caller, type: 'PICKUP' | 'DROPOFF') => sql<string | null>`(
  select l.name from shipment_orders so join suborders sub on sub.order_id = so.order_id and sub.type = ${type}
  join pickup_dropoff_locations l on l.id = sub.pickup_dropoff_location_point_id
  where so.shipment_id = ${shipments.id} and ${orderView(caller, sql`so.order_id`)} order by sub.id limit 1)`;

const shipmentSelect = (caller: Caller) => ({
  shipment: shipments,
  lsp: logisticsServiceProviders.name,
  orders: sql<unknown>`(select coalesce(json_agg(json_build_object('id', o.id, 'identity', o.identity) order by o.id), '[]'::json)
    from shipment_orders so join orders o on o.id = so.order_id where so.shipment_id = ${shipments.id} and ${orderView(caller, sql`o.id`)})`,
  pickup: stopOf(caller, 'PICKUP'),
  dropoff: stopOf(caller, 'DROPOFF'),
  beyond: shipmentBeyondTolerance(shipments.id, trackView(caller, { part: sql`t.shipment_vendor_id`, order: sql`t.order_id` })),
});
type ShipmentRaw = { [K in keyof ReturnType<typeof shipmentSelect>]: K extends 'shipment' ? typeof shipments.$inferSelect : unknown };

const shipmentSource = (db: Db, caller: Caller): ListSource<ShipmentCol, ShipmentRaw, ShipmentRaw> => ({
  what: 'shipment',
  db,
  decl: shipmentList,
  columns: shipmentColumns(caller),
  idColumn: shipments.id,
  rows: () => db.select(shipmentSelect(caller)).from(shipments).innerJoin(logisticsServiceProviders, eq(logisticsServiceProviders.id, shipments.logisticsServiceProviderId)).$dynamic() as never,
  keys: (sortKey) => db.select(keyFields(shipments.id, sortKey)).from(shipments).$dynamic(),
  toRow: (r) => r,
});

/** A page of shipments with the parts the caller sees (summaries for v1, whole parts for v2). */
function shipmentPage<P>(page: { data: ShipmentRaw[]; meta: { current_page: number; last_page: number; total: number } }, parts: (ShipmentPart & { shipment_id: number })[], view: (p: ShipmentPart) => P) {
  return {
    meta: page.meta,
    data: page.data.map(({ shipment: s, lsp, orders: carried, pickup, dropoff, beyond }) => {
      const mine = parts.filter((p) => p.shipment_id === s.id).map(({ shipment_id: _, ...p }) => p);
      return {
        id: s.id,
        identity: s.identity,
        status: s.status as 'WAITING',
        ritase: s.ritase,
        logistics_service_provider: { id: s.logisticsServiceProviderId, name: lsp as string },
        orders: parsed<{ id: number; identity: string }[]>(carried),
        pickup: pickup as string | null,
        dropoff: dropoff as string | null,
        shipment_vendors: mine.map(view),
        ...countsOf(mine),
        beyond_tolerance: beyond === true,
        created_at: iso(s.createdAt)!,
        updated_at: iso(s.updatedAt)!,
      };
    }),
  };
}

// ---- published orders waiting for a shipment -----------------------------------------------------

type ActiveCol = (typeof activeOrderList.search)[number] | (typeof activeOrderList.sort)[number] | (typeof activeOrderList.filter)[number];
const firstStop = (type: 'PICKUP' | 'DROPOFF', field: 'name' | 'id') =>
  sql`(select l.${sql.raw(field)} from suborders so join pickup_dropoff_locations l on l.id = so.pickup_dropoff_location_point_id where so.order_id = ${orders.id} and so.type = ${type} order by so.id limit 1)`;
/** Orders with a stop of `type` whose location's name matches (any such stop, as a person means it). */
const stopNamed = (type: 'PICKUP' | 'DROPOFF', pattern: string) =>
  sql`exists (select 1 from suborders so join pickup_dropoff_locations l on l.id = so.pickup_dropoff_location_point_id where so.order_id = ${orders.id} and so.type = ${type} and l.name ilike ${pattern})`;
const stopColumn = (type: 'PICKUP' | 'DROPOFF') => ({ ...expr(firstStop(type, 'name')), matches: (pattern: string) => stopNamed(type, pattern) });
const activeColumns: ColumnMap<ActiveCol> = {
  identity: col(orders.identity),
  'shipment_company.name': companyNameColumn,
  'pickup.name': stopColumn('PICKUP'),
  'dropoff.name': stopColumn('DROPOFF'),
  created_at: col(orders.createdAt),
  published_at: col(orders.publishedAt),
  estimation_date: col(orders.estimationDate, 'date'),
  total_weight: col(orders.totalWeight, 'number'),
  shipment_company_id: col(orders.shipmentCompanyId),
  pickup_id: expr(firstStop('PICKUP', 'id'), 'int'),
  dropoff_id: expr(firstStop('DROPOFF', 'id'), 'int'),
};

const activeSource = (db: Db): ListSource<ActiveCol, RawOrderRow, ReturnType<typeof toOrderRow>> => ({
  what: 'order',
  db,
  decl: activeOrderList,
  columns: activeColumns,
  idColumn: orders.id,
  rows: () => db.select(orderRowSelect).from(orders).leftJoin(shipmentCompanies, eq(shipmentCompanies.id, orders.shipmentCompanyId)).$dynamic() as never,
  keys: (sortKey) => db.select(keyFields(orders.id, sortKey)).from(orders).$dynamic(),
  toRow: toOrderRow,
});

/** "New" while an order is younger than the window: told at answer time, after the page is read (or kept). */
const withNewMark = (row: ReturnType<typeof toOrderRow>, now: Date) => ({ ...row, is_new: now.getTime() - Date.parse(row.published_at ?? row.created_at) < NEW_ORDER_WINDOW_MS });

function activeScope(caller: Caller, mill: string | undefined): SQL {
  const own = and(eq(orders.logisticsServiceProviderId, caller.lspId ?? -1), eq(orders.status, 'PUBLISHED'))!;
  if (!mill) return own;
  return and(own, stopNamed('PICKUP', containsPattern(mill)))!;
}

// ---- trips and markers ---------------------------------------------------------------------------

type RitaseCol = (typeof ritaseList.search)[number] | (typeof ritaseList.sort)[number] | (typeof ritaseList.filter)[number];
const ritaseColumns: ColumnMap<RitaseCol> = {
  'vendor.name': col(vendors.name),
  ritase_identity: col(shipmentVendors.ritaseIdentity),
  ritase: col(shipmentVendors.ritase),
  created_at: col(shipmentVendors.createdAt),
  status: col(shipmentVendors.status),
  vendor_id: col(shipmentVendors.vendorId),
};
const ritaseSelect = { part: shipmentVendors, vendor: vendors.name };
type RitaseRaw = { part: typeof shipmentVendors.$inferSelect; vendor: string };
const ritaseSource = (db: Db): ListSource<RitaseCol, RitaseRaw, RitaseRaw> => ({
  what: 'ritase',
  db,
  decl: ritaseList,
  columns: ritaseColumns,
  idColumn: shipmentVendors.id,
  rows: () => db.select(ritaseSelect).from(shipmentVendors).innerJoin(vendors, eq(vendors.id, shipmentVendors.vendorId)).$dynamic() as never,
  keys: () => db.select({ id: shipmentVendors.id }).from(shipmentVendors).innerJoin(vendors, eq(vendors.id, shipmentVendors.vendorId)).$dynamic(),
  toRow: (r) => r,
});

/** A marker as the driver gives it (numerics may be text, instants text or Date), read by num() and iso(). */
type RawMarker = { [K in keyof MarkerRow]: K extends 'latitude' | 'longitude' | 'recorded_at' ? unknown : MarkerRow[K] };

/**
 * The shipment's stops, then its trucks on the road at their last GPS position. A truck that has not
 * reported yet is listed all the same (left join), with no position: the LSP sees it is missing.
 */
async function markersOf(db: Db, caller: Caller, id: number): Promise<MarkerRow[]> {
  const stops = (await db.execute(sql`
    select distinct sub.type as kind, l.name, l.latitude, l.longitude from shipment_orders so
    join suborders sub on sub.order_id = so.order_id join pickup_dropoff_locations l on l.id = sub.pickup_dropoff_location_point_id
    where so.shipment_id = ${id} and ${orderView(caller, sql`so.order_id`)} order by sub.type desc, l.name`)) as unknown as { rows: Pick<RawMarker, 'kind' | 'name' | 'latitude' | 'longitude'>[] };
  const trucks = (await db.execute(sql`
    select 'TRUCK' as kind, vd.plate_number as name, g.latitude, g.longitude, vd.plate_number, u.name as driver, v.name as vendor, g.recorded_at
    from tracks t join shipment_vendors p on p.id = t.shipment_vendor_id join vendors v on v.id = p.vendor_id
    left join vehicle_details vd on vd.id = t.vehicle_detail_id left join drivers d on d.id = t.driver_id left join users u on u.id = d.user_id
    left join lateral (select latitude, longitude, recorded_at from gps_positions g where g.track_id = t.id order by g.recorded_at desc limit 1) g on true
    where t.shipment_id = ${id} and t.status in ('ASSIGNED', 'ON_THE_WAY') and ${trackView(caller, { part: sql`t.shipment_vendor_id`, order: sql`t.order_id` })}
    order by vd.plate_number`)) as unknown as { rows: RawMarker[] };
  const stopRows = stops.rows.map((r) => ({ ...r, plate_number: null, driver: null, vendor: null, recorded_at: null }));
  return [...stopRows, ...trucks.rows].map((r) => ({ ...r, latitude: num(r.latitude), longitude: num(r.longitude), recorded_at: iso(r.recorded_at) }));
}

/** 404 unless the shipment exists for the caller. */
async function assertVisible(db: Db, caller: Caller, id: number): Promise<void> {
  const [row] = await db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.id, id), shipmentScope(caller)));
  if (!row) throw notFound();
}

// ---- the routes ----------------------------------------------------------------------------------

export function shipmentRoutes(app: FastifyInstance, s: Services) {
  /** A write in one transaction; a truck another request took meanwhile is a 422 on `field`. */
  const write = <T>(caller: Caller, fn: (ctx: Ctx) => Promise<T>, field = 'tracks') =>
    trackConflicts(field, () => s.db.transaction((tx) => fn({ tx, caller, now: s.clock() })));
  /** The answer of a write: the message and the shipment as the caller sees it now. */
  const answer = async (caller: Caller, id: number, message: string) => ({ message, data: await shipmentDetail(s.db, caller, id, s.clock()) });

  /** A page of shipments with their parts, kept together under the request's stamps. */
  const pageOf = async <P>(req: FastifyRequest, db: Db, caller: Caller, query: ListQuery, view: (p: ShipmentPart) => P, free: boolean) => {
    const list = listContext(req, s);
    const { page, more } = await answerListWith(shipmentSource(db, caller), query, { scope: shipmentScope(caller), ...list }, pageParts(db, caller, free, list.counts));
    return shipmentPage(page, asOf(more ?? [], s.clock()), view);
  };
  route(app, s, shipment.list, async ({ caller, query, req, db }) => pageOf(req, db, caller, query, (p) => ({ id: p.id, vendor: p.vendor, status: p.status }), false));
  route(app, s, shipment.listV2, async ({ caller, query, req, db }) => pageOf(req, db, caller, query, (p) => p, true));
  route(app, s, shipment.activeOrders, async ({ caller, query, req, db }) => {
    const page = await answerList(activeSource(db), query, { scope: activeScope(caller, query.mill), ...listContext(req, s) });
    const now = s.clock();
    return { ...page, data: page.data.map((row) => withNewMark(row, now)) };
  });

  route(app, s, shipment.details, async ({ caller, params, db }) => ({ data: await shipmentDetail(db, caller, params.id, s.clock()) }));
  route(app, s, shipment.show, async ({ caller, params, db }) => ({ data: await shipmentRecord(db, caller, params.id, s.clock()) }));
  route(app, s, shipment.track, async ({ caller, params, db }) => {
    await assertVisible(db, caller, params.id);
    return { data: await shipmentTracks(db, caller, params.id) };
  });
  route(app, s, shipment.ritase, async ({ caller, params, query, req, db }) => {
    await assertVisible(db, caller, params.id);
    const page = await answerList(ritaseSource(db), query, { scope: and(eq(shipmentVendors.shipmentId, params.id), partScope(caller)), ...listContext(req, s) });
    const ids = page.data.map((r) => r.part.id);
    const all = ids.length ? await trackRecords(db, and(inArray(tracks.shipmentVendorId, ids), trackView(caller))!) : [];
    return {
      meta: page.meta,
      data: page.data.map(({ part, vendor }) => ({
        shipment_vendor_id: part.id,
        ritase: part.ritase,
        ritase_identity: part.ritaseIdentity,
        vendor: { id: part.vendorId, name: vendor },
        status: part.status as 'REQUESTED',
        tracks: all.filter((tr) => tr.shipment_vendor_id === part.id),
      })),
    };
  });
  route(app, s, shipment.listMarker, async ({ caller, params, db }) => {
    await assertVisible(db, caller, params.id);
    return { data: await markersOf(db, caller, params.id) };
  });
  route(app, s, shipment.exportListMarker, async ({ caller, params, db, req, reply }) => {
    await assertVisible(db, caller, params.id);
    const locale = localeOf(req);
    const label = (key: string) => translate(locale, `marker.${key}`);
    const header = ['kind', 'name', 'latitude', 'longitude', 'plate_number', 'driver', 'vendor', 'recorded_at'].map(label);
    const rows = (await markersOf(db, caller, params.id)).map((m) => [label(m.kind), m.name, m.latitude, m.longitude, m.plate_number, m.driver, m.vendor, m.recorded_at ? wibClock(m.recorded_at) : null]);
    reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="marker-list-${params.id}.xlsx"`);
    return reply.send(xlsxOf([header, ...rows], label('sheet')));
  });
  route(app, s, shipment.download, async ({ caller, params, db, req, reply }) => {
    const now = s.clock();
    const detail = await shipmentDetail(db, caller, params.id, now);
    const pdf = await dispatchNotePdf(detail, localeOf(req), now, await lspLogo(db, s.storage, detail.logistics_service_provider.id));
    reply.header('content-type', PDF_TYPE).header('content-disposition', `attachment; filename="${dispatchNoteName(detail.identity)}"`);
    return reply.send(pdf);
  });

  route(app, s, shipment.create, async ({ caller, body, req }) => {
    const made = await write(caller, (ctx) => createShipment(ctx, body));
    return answer(caller, made.id, t(req, 'server.shipmentCreated', { identity: made.identity }));
  });

  route(app, s, shipment.accept, async ({ caller, params, body, req }) => {
    const trucks = await write(caller, async (ctx) => accept(ctx, await lockShipment(ctx.tx, caller, params.id), body.shipment_vendor_id, body.tracks));
    return answer(caller, params.id, t(req, 'server.shipmentAccepted', { smart_count: trucks }));
  });

  route(app, s, shipment.reject, async ({ caller, params, body, req }) => {
    await write(caller, async (ctx) => reject(ctx, await lockShipment(ctx.tx, caller, params.id), body.shipment_vendor_id, body.reason));
    return answer(caller, params.id, t(req, 'server.shipmentRejected'));
  });

  route(app, s, shipment.assign, async ({ caller, params, body, req }) => {
    const trucks = await write(caller, async (ctx) => assign(ctx, await lockShipment(ctx.tx, caller, params.id), body.tracks));
    return answer(caller, params.id, t(req, 'server.tracksAssigned', { smart_count: trucks }));
  });

  route(app, s, shipment.changeVendor, async ({ caller, params, body, req }) => {
    await write(caller, async (ctx) => changeVendor(ctx, await lockShipment(ctx.tx, caller, params.id), body));
    return answer(caller, params.id, t(req, 'server.vendorChanged'));
  });

  route(app, s, shipment.changeVehicles, async ({ caller, params, body, req }) => {
    const file = await storeUpload(s.documents, 'file', body.file, SHIPMENT_CHANGE_FOLDER, DOCUMENT_FILE);
    await write(caller, async (ctx) => changeVehicles(ctx, await lockShipment(ctx.tx, caller, params.id), body.tracks, body.note, file)).catch(async (e) => {
      if (file) await s.documents.remove(file);
      throw e;
    });
    return answer(caller, params.id, t(req, 'server.vehiclesChanged'));
  });

  route(app, s, shipment.moveVehicle, async ({ caller, body, req }) => {
    const file = await storeUpload(s.documents, 'file', body.file, SHIPMENT_CHANGE_FOLDER, DOCUMENT_FILE);
    const moved = await write(caller, (ctx) => moveVehicles(ctx, body, file, timezoneOffsetOf(req)), 'track_ids').catch(async (e) => {
      if (file) await s.documents.remove(file);
      throw e;
    });
    return { message: t(req, 'server.vehiclesMoved', { smart_count: body.track_ids.length }), data: moved };
  });

  route(app, s, shipment.reopen, async ({ caller, params, body, req }) => {
    const ritase = await write(caller, async (ctx) => reopen(ctx, await lockShipment(ctx.tx, caller, params.id), body?.note ?? null));
    return answer(caller, params.id, t(req, 'server.shipmentReopened', { ritase }));
  });
}
