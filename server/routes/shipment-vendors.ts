// /v1/shipment-vendors: shipment requests addressed to a vendor ("Dispatching Shipment"); mode=open
// answers only those still waiting for its answer (the menu's dot asks whether there is one).
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shipmentVendorList, shipmentVendors as contractCalls, type ShipmentVendorRow } from '../../contract/shipment-vendors.ts';
import { logisticsServiceProviders, shipments, shipmentVendors } from '../db/schema/index.ts';
import type { Caller } from '../lib/auth.ts';
import { answerList, col, keyFields, type ColumnMap, type ListSource } from '../lib/list.ts';
import type { Db } from '../db/open.ts';
import { listContext } from '../lib/request-stamps.ts';
import { route } from '../lib/route.ts';
import type { Services } from '../lib/services.ts';
import { iso, num, parsed } from '../lib/values.ts';
import { isExpired } from '../lib/freight/parts.ts';
import { cancelPart } from '../lib/freight/dispatch.ts';
import { lockShipment } from '../lib/freight/shipments.ts';
import { notFound } from '../lib/errors.ts';
import { t } from '../lib/locale.ts';

type Col = (typeof shipmentVendorList.search)[number] | (typeof shipmentVendorList.sort)[number] | (typeof shipmentVendorList.filter)[number];
const columns: ColumnMap<Col> = {
  'shipment.identity': col(shipments.identity),
  'logistics_service_provider.name': col(logisticsServiceProviders.name),
  created_at: col(shipmentVendors.createdAt),
  status: col(shipmentVendors.status),
};

function scope(caller: Caller): SQL {
  if (caller.role === 'VENDOR') return eq(shipmentVendors.vendorId, caller.vendorId ?? -1);
  return eq(shipments.logisticsServiceProviderId, caller.lspId ?? -1);
}

/** Still waiting for the vendor's answer: asked and not expired (parts.ts isExpired, as SQL). */
const open = (now: Date): SQL =>
  and(eq(shipmentVendors.status, 'REQUESTED'), or(isNull(shipmentVendors.expiredAt), gt(shipmentVendors.expiredAt, now)))!;

/** Name of the first stop of a type among the shipment's orders. */
const stopName = (type: 'PICKUP' | 'DROPOFF') => sql<string | null>`(
  select l.name from shipment_orders so
  join suborders sub on sub.order_id = so.order_id and sub.type = ${type}
  join pickup_dropoff_locations l on l.id = sub.pickup_dropoff_location_point_id
  where so.shipment_id = ${shipments.id} order by sub.id limit 1)`;

const rowSelect = {
  id: shipmentVendors.id,
  status: shipmentVendors.status,
  type: shipmentVendors.type,
  shipment_id: shipments.id,
  shipment_identity: shipments.identity,
  shipment_status: shipments.status,
  lsp_id: logisticsServiceProviders.id,
  lsp_name: logisticsServiceProviders.name,
  vehicles: sql<unknown>`(
    select coalesce(json_agg(json_build_object('vehicle_id', v.id, 'name', v.name, 'quantity', svv.quantity) order by svv.id), '[]'::json)
    from shipment_vendor_vehicles svv join vehicles v on v.id = svv.vehicle_id
    where svv.shipment_vendor_id = ${shipmentVendors.id})`,
  pickup: stopName('PICKUP'),
  dropoff: stopName('DROPOFF'),
  weight: shipmentVendors.weight,
  expired_at: shipmentVendors.expiredAt,
  created_at: shipmentVendors.createdAt,
};


type Raw = { [K in keyof typeof rowSelect]: unknown };

/** A request as stored; whether it has expired is told at answer time (`asOf`), so a kept page stays right. */
function toRow(r: Raw): Omit<ShipmentVendorRow, 'expired'> {
  return {
    id: r.id as number,
    status: r.status as ShipmentVendorRow['status'],
    type: r.type as string,
    shipment: { id: r.shipment_id as number, identity: r.shipment_identity as string, status: r.shipment_status as string },
    logistics_service_provider: { id: r.lsp_id as number, name: r.lsp_name as string },
    vehicles: parsed<ShipmentVendorRow['vehicles']>(r.vehicles),
    pickup: r.pickup as string | null,
    dropoff: r.dropoff as string | null,
    weight: num(r.weight),
    expired_at: iso(r.expired_at),
    created_at: iso(r.created_at)!,
  };
}

const joined = <T extends ReturnType<Db['select']>>(q: T) =>
  q
    .from(shipmentVendors)
    .innerJoin(shipments, eq(shipments.id, shipmentVendors.shipmentId))
    .innerJoin(logisticsServiceProviders, eq(logisticsServiceProviders.id, shipments.logisticsServiceProviderId))
    .$dynamic();

const asOf = (row: Omit<ShipmentVendorRow, 'expired'>, now: Date): ShipmentVendorRow => ({ ...row, expired: isExpired(row.status, row.expired_at, now) });

const source = (db: Db): ListSource<Col, Raw, Omit<ShipmentVendorRow, 'expired'>> => ({
  what: 'shipment-vendors',
  db,
  decl: shipmentVendorList,
  columns,
  idColumn: shipmentVendors.id,
  rows: () => joined(db.select(rowSelect)) as never,
  keys: (sortKey) => joined(db.select(keyFields(shipmentVendors.id, sortKey))) as never,
  toRow,
});

export function shipmentVendorRoutes(app: FastifyInstance, s: Services) {
  route(app, s, contractCalls.list, async ({ caller, query, req, db }) => {
    const { mode, ...list } = query;
    const now = s.clock();
    const where = mode === 'open' ? and(scope(caller), open(now))! : scope(caller);
    const page = await answerList(source(db), list, { scope: where, ...listContext(req, s) });
    return { ...page, data: page.data.map((row) => asOf(row, now)) };
  });
}

export function shipmentVendorCancelRoutes(app: FastifyInstance, s: Services) {
  route(app, s, contractCalls.remove, async ({ caller, params, body, req }) => {
    const result = await s.db.transaction(async (tx) => {
      const [part] = await tx.select({ shipmentId: shipmentVendors.shipmentId }).from(shipmentVendors).where(eq(shipmentVendors.id, params.id));
      if (!part) throw notFound();
      const shipment = await lockShipment(tx, caller, part.shipmentId);
      return { shipment_id: shipment.id, shipment_status: await cancelPart({ tx, caller, now: s.clock() }, shipment, params.id, body?.reason ?? null) };
    });
    return { message: t(req, 'server.partCancelled'), data: result };
  });
}
