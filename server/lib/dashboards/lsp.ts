// The LSP's dashboard: its orders, shipments, customers, partner vendors' fleet, trucks on the road
// and shipments beyond tolerance (docs/dashboards.md).
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ORDER_STATUSES, SHIPMENT_STATUSES, type lspDashboard } from '../../../contract/dashboard.ts';
import type { Db } from '../../db/open.ts';
import { drivers, orders, shipmentCompanies, shipments, tracks, vehicleDetails, vehicles, vendorCollaborations } from '../../db/schema/index.ts';
import { countByStatus } from '../counts.ts';
import { countShipmentsBeyondTolerance } from '../weighbridge/losses.ts';
import { countsAt, rowsIn } from './figures.ts';

export async function lspFigures(db: Db, lspId: number): Promise<z.input<typeof lspDashboard>> {
  const collaboration = (status: string) => and(eq(vendorCollaborations.logisticsServiceProviderId, lspId), eq(vendorCollaborations.status, status));
  const partners = db.select({ id: vendorCollaborations.vendorId }).from(vendorCollaborations).where(collaboration('COLLABORATE'));
  const partnerVehicles = db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.vendorId, partners));
  const lspShipments = db.select({ id: shipments.id }).from(shipments).where(eq(shipments.logisticsServiceProviderId, lspId));
  const counts = await countsAt(db, {
    customers: rowsIn(db, shipmentCompanies, eq(shipmentCompanies.logisticsServiceProviderId, lspId)),
    vendors_collaborating: rowsIn(db, vendorCollaborations, collaboration('COLLABORATE')),
    vendors_proposed: rowsIn(db, vendorCollaborations, collaboration('PROPOSED')),
    vehicles: rowsIn(db, vehicles, inArray(vehicles.vendorId, partners)),
    vehicle_details: rowsIn(db, vehicleDetails, inArray(vehicleDetails.vehicleId, partnerVehicles)),
    drivers: rowsIn(db, drivers, inArray(drivers.vendorId, partners)),
    trucks_on_the_road: rowsIn(db, tracks, and(inArray(tracks.shipmentId, lspShipments), eq(tracks.status, 'ON_THE_WAY'))),
  });
  return {
    orders: await countByStatus(db, orders, orders.status, ORDER_STATUSES, eq(orders.logisticsServiceProviderId, lspId)),
    shipments: await countByStatus(db, shipments, shipments.status, SHIPMENT_STATUSES, eq(shipments.logisticsServiceProviderId, lspId)),
    ...counts,
    shipments_beyond_tolerance: await countShipmentsBeyondTolerance(db, lspId),
  };
}
