// The vendor's dashboard: its requests by state, fleet, partners, trucks on the road, how much of
// what it was asked in the last 30 days it accepted and assigned, its trucks' netto and loss over
// the last 30 days, and its recent requests (docs/dashboards.md).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { RECENT_DAYS, RECENT_ROWS, SHIPMENT_VENDOR_STATUSES, type vendorDashboard } from '../../../contract/dashboard.ts';
import type { Db } from '../../db/open.ts';
import { drivers, shipments, shipmentVendors, vehicleDetails, vehicles, vendorCollaborations } from '../../db/schema/index.ts';
import { countByStatus } from '../counts.ts';
import { lastDays } from './days.ts';
import { countsAt, nettoOf, rowsIn, shareOf, within } from './figures.ts';
import { asRecent, identityLike } from './recent.ts';

export async function vendorFigures(db: Db, vendorId: number, now: Date, searchKey?: string): Promise<z.input<typeof vendorDashboard>> {
  const days = lastDays(now, RECENT_DAYS);
  const ownVehicles = db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vendorId, vendorId));
  const ownTrucks = sql`t.shipment_vendor_id in (select sv.id from shipment_vendors sv where sv.vendor_id = ${vendorId})`;
  // Its requests made in the last 30 days that it answered (a partial accept leaves its rest REJECTED).
  const answered = sql`select sv.id, sv.status from shipment_vendors sv where sv.vendor_id = ${vendorId} and sv.status in ('ACCEPTED', 'REJECTED') and ${within(sql`sv.created_at`, days)}`;
  const counts = await countsAt(db, {
    vehicles: rowsIn(db, vehicles, eq(vehicles.vendorId, vendorId)),
    vehicle_details: rowsIn(db, vehicleDetails, inArray(vehicleDetails.vehicleId, ownVehicles)),
    drivers: rowsIn(db, drivers, eq(drivers.vendorId, vendorId)),
    lsp_collaborations: rowsIn(db, vendorCollaborations, and(eq(vendorCollaborations.vendorId, vendorId), eq(vendorCollaborations.status, 'COLLABORATE'))),
    trucks_on_the_road: sql`select count(*) from tracks t where t.status = 'ON_THE_WAY' and ${ownTrucks}`,
    accepted: sql`select count(*) from (${answered}) a where a.status = 'ACCEPTED'`,
    answered: sql`select count(*) from (${answered}) a`,
    trucks_asked: sql`select coalesce(sum(v.quantity), 0) from shipment_vendor_vehicles v where v.shipment_vendor_id in (select a.id from (${answered}) a)`,
    trucks_assigned: sql`select count(*) from tracks t where t.status <> 'REMOVED' and t.shipment_vendor_id in (select a.id from (${answered}) a)`,
  });
  const { accepted, answered: answeredCount, trucks_asked, trucks_assigned, ...totals } = counts;
  const recent = await db
    .select({ id: shipments.id, identity: shipments.identity, status: shipmentVendors.status, created_at: shipmentVendors.createdAt })
    .from(shipmentVendors)
    .innerJoin(shipments, eq(shipments.id, shipmentVendors.shipmentId))
    .where(and(eq(shipmentVendors.vendorId, vendorId), identityLike(shipments.identity, searchKey)))
    .orderBy(desc(shipmentVendors.createdAt), desc(shipmentVendors.id))
    .limit(RECENT_ROWS);
  return {
    requests: await countByStatus(db, shipmentVendors, shipmentVendors.status, SHIPMENT_VENDOR_STATUSES, eq(shipmentVendors.vendorId, vendorId)),
    ...totals,
    requests_accepted_30_days: shareOf(accepted, answeredCount),
    trucks_assigned_30_days: shareOf(trucks_assigned, trucks_asked),
    netto_30_days: await nettoOf(db, sql`${ownTrucks} and ${within(sql`t.finished_at`, days)}`),
    recent_shipments: asRecent(recent),
  };
}
