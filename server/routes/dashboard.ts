// Role dashboards: counts of the caller's own records (tenant from the token).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dashboard, ORDER_STATUSES, SHIPMENT_STATUSES, SHIPMENT_VENDOR_STATUSES } from '../../contract/dashboard.ts';
import {
  drivers,
  locations,
  logisticsServiceProviders,
  orders,
  products,
  shipmentCompanies,
  shipments,
  shipmentVendors,
  tracks,
  users,
  vehicleDetails,
  vehicles,
  vendorCollaborations,
  vendors,
} from '../db/schema/index.ts';
import { countByStatus, countRows } from '../lib/counts.ts';
import { forbidden } from '../lib/errors.ts';
import { containsPattern } from '../lib/list.ts';
import { route } from '../lib/route.ts';
import { countShipmentsBeyondTolerance } from '../lib/weighbridge/losses.ts';
import type { Services } from '../lib/services.ts';

const RECENT = 10;
const identityLike = (column: typeof orders.identity | typeof shipments.identity, key?: string) =>
  key?.trim() ? sql`${column} ILIKE ${containsPattern(key.trim())}` : undefined;

export function dashboardRoutes(app: FastifyInstance, s: Services) {
  route(app, s, dashboard.admin, async ({ db }) => ({
    data: {
      logistics_service_providers: await countRows(db, logisticsServiceProviders),
      shipment_companies: await countRows(db, shipmentCompanies),
      vendors: await countRows(db, vendors),
      users: await countRows(db, users),
      orders: await countByStatus(db, orders, orders.status, ORDER_STATUSES),
      shipments: await countByStatus(db, shipments, shipments.status, SHIPMENT_STATUSES),
    },
  }));

  route(app, s, dashboard.lsp, async ({ caller, db }) => {
    const lspId = caller.lspId;
    if (!lspId) throw forbidden();
    const partners = db
      .select({ id: vendorCollaborations.vendorId })
      .from(vendorCollaborations)
      .where(and(eq(vendorCollaborations.logisticsServiceProviderId, lspId), eq(vendorCollaborations.status, 'COLLABORATE')));
    const partnerVehicles = db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.vendorId, partners));
    const lspShipments = db.select({ id: shipments.id }).from(shipments).where(eq(shipments.logisticsServiceProviderId, lspId));
    return {
      data: {
        orders: await countByStatus(db, orders, orders.status, ORDER_STATUSES, eq(orders.logisticsServiceProviderId, lspId)),
        shipments: await countByStatus(db, shipments, shipments.status, SHIPMENT_STATUSES, eq(shipments.logisticsServiceProviderId, lspId)),
        customers: await countRows(db, shipmentCompanies, eq(shipmentCompanies.logisticsServiceProviderId, lspId)),
        vendors_collaborating: await countRows(db, vendorCollaborations, and(eq(vendorCollaborations.logisticsServiceProviderId, lspId), eq(vendorCollaborations.status, 'COLLABORATE'))),
        vendors_proposed: await countRows(db, vendorCollaborations, and(eq(vendorCollaborations.logisticsServiceProviderId, lspId), eq(vendorCollaborations.status, 'PROPOSED'))),
        vehicles: await countRows(db, vehicles, inArray(vehicles.vendorId, partners)),
        vehicle_details: await countRows(db, vehicleDetails, inArray(vehicleDetails.vehicleId, partnerVehicles)),
        drivers: await countRows(db, drivers, inArray(drivers.vendorId, partners)),
        trucks_on_the_road: await countRows(db, tracks, and(inArray(tracks.shipmentId, lspShipments), eq(tracks.status, 'ON_THE_WAY'))),
        shipments_beyond_tolerance: await countShipmentsBeyondTolerance(db, lspId),
      },
    };
  });

  route(app, s, dashboard.sc, async ({ caller, db, query }) => {
    const scId = caller.shipmentCompanyId;
    if (!scId) throw forbidden();
    const own = eq(orders.shipmentCompanyId, scId);
    const recent = await db
      .select({ id: orders.id, identity: orders.identity, status: orders.status, created_at: orders.createdAt })
      .from(orders)
      .where(and(own, identityLike(orders.identity, query.search_key)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT);
    return {
      data: {
        orders: await countByStatus(db, orders, orders.status, ORDER_STATUSES, own),
        products: await countRows(db, products, eq(products.shipmentCompanyId, scId)),
        locations: await countRows(db, locations, eq(locations.shipmentCompanyId, scId)),
        recent_orders: recent.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
      },
    };
  });

  route(app, s, dashboard.vendor, async ({ caller, db, query }) => {
    const vendorId = caller.vendorId;
    if (!vendorId) throw forbidden();
    const ownVehicles = db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vendorId, vendorId));
    const recent = await db
      .select({ id: shipments.id, identity: shipments.identity, status: shipmentVendors.status, created_at: shipmentVendors.createdAt })
      .from(shipmentVendors)
      .innerJoin(shipments, eq(shipments.id, shipmentVendors.shipmentId))
      .where(and(eq(shipmentVendors.vendorId, vendorId), identityLike(shipments.identity, query.search_key)))
      .orderBy(desc(shipmentVendors.createdAt), desc(shipmentVendors.id))
      .limit(RECENT);
    return {
      data: {
        requests: await countByStatus(db, shipmentVendors, shipmentVendors.status, SHIPMENT_VENDOR_STATUSES, eq(shipmentVendors.vendorId, vendorId)),
        vehicles: await countRows(db, vehicles, eq(vehicles.vendorId, vendorId)),
        vehicle_details: await countRows(db, vehicleDetails, inArray(vehicleDetails.vehicleId, ownVehicles)),
        drivers: await countRows(db, drivers, eq(drivers.vendorId, vendorId)),
        lsp_collaborations: await countRows(db, vendorCollaborations, and(eq(vendorCollaborations.vendorId, vendorId), eq(vendorCollaborations.status, 'COLLABORATE'))),
        recent_shipments: recent.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
      },
    };
  });
}
