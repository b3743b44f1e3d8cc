// Which of the contract's reads each table feeds (docs/realtime.md, "In the browser"): the one
// declaration the browser turns a `change` event of GET /v1/realtime into react-query
// invalidations with. Per table, the groups of the contract whose answers show its rows (a list, a
// detail, a count, a name joined in); every read (GET, not a file, not the stream) of those groups
// is read again. A group rather than single calls: a screen reads a group's list and its detail
// side by side, and an answer joins rows of several tables (an order's list shows its company, its
// stops and its shipment), so naming groups keeps the declaration short and hard to get wrong;
// invalidating refetches only the reads a screen shows now (react-query's active queries).
//
// Every table the server tracks (server/changes/tracked.ts) is named here, with no group when no
// call reads it yet (tests/unit/realtime/tableReads.test.ts); a table missing here (a newer server)
// reloads every read, as `reset` does.
import type { CallDef } from './lib.ts';
import { contract, type Contract } from './index.ts';

export type ContractGroup = keyof Contract;
/** What a table feeds: every read of a group, or one call where a group is wider than what its rows show. */
export type TableRead = ContractGroup | CallDef;

// The freight flow: an order, its stops, its shipment, the vendors asked, their trucks on the
// road and their weights, the history, the dashboards' counts and the invoices (the delivered
// shipments still to invoice, the lines' orders and plates) all show each other.
const FREIGHT: readonly ContractGroup[] = ['order', 'suborder', 'shipment', 'shipmentVendors', 'tracks', 'shipmentHistory', 'dashboard', 'weighbridge', 'invoices', 'tracking', 'vendorPerformance', 'vendorReport'];
const ACCOUNT: readonly ContractGroup[] = ['auth', 'users'];

export const TABLE_READS: Readonly<Record<string, readonly TableRead[]>> = {
  // accounts
  logistics_service_providers: ['lsps', 'orgProfile', 'personalization', 'shipmentCompanies', 'vendors', ...ACCOUNT, 'dashboard'],
  shipment_companies: ['shipmentCompanies', 'orgProfile', ...ACCOUNT, ...FREIGHT],
  // 'fms': the FMS link shows the vendor's FMS account and sync time (its pull bookkeeping, fms_links, is not streamed).
  vendors: ['vendors', 'orgProfile', 'vehicle', 'vehicleDetail', 'driver', 'fms', ...ACCOUNT, ...FREIGHT],
  vendor_collaborations: ['vendors', 'vehicle', 'vehicleDetail', ...FREIGHT],
  permissions: ['users', 'auth'],
  // The activity log shows each entry's user by name.
  users: [...ACCOUNT, 'driver', 'dashboard', 'activityLog'],
  settings: ['users', 'personalization'],
  register_links: ['orgProfile'],
  // master data
  products: ['product', 'order', 'suborder', 'shipment', 'shipmentHistory'],
  location_groups: ['groups', 'pickupDropoff'],
  pickup_dropoff_locations: ['pickupDropoff', 'groups', 'order', 'suborder', 'shipment', 'shipmentHistory'],
  vehicle_types: ['vehicleTypes', 'vehicle', 'vehicleDetail', 'shipment'],
  vehicle_features: ['vehicleFeatures', 'vehicle'],
  vehicles: ['vehicle', 'vehicleDetail', 'dashboard', ...FREIGHT],
  vehicle_feature_links: ['vehicle'],
  drivers: ['driver', 'users', ...FREIGHT],
  license_categories: ['licenseCategories', 'driver'],
  driver_licenses: ['driver'],
  vehicle_details: ['vehicleDetail', 'vehicle', ...FREIGHT],
  geofences: ['geofences'],
  points_of_interest: ['tracking'],
  // the freight flow
  orders: FREIGHT,
  suborders: FREIGHT,
  suborder_products: FREIGHT,
  shipments: FREIGHT,
  shipment_orders: FREIGHT,
  shipment_vendors: FREIGHT,
  shipment_vendor_vehicles: [...FREIGHT, 'vehicleDetail'],
  tracks: FREIGHT,
  shipment_histories: FREIGHT,
  weighbridge_tickets: FREIGHT,
  // a truck moved (at most once a second per truck, docs/tracking.md): the live reads only. Not the
  // rest of 'tracking': a playback (up to 200,000 positions) or the points of interest read again
  // every second while trucks report would cost far more than they show.
  track_live: [contract.tracking.liveTracking, contract.tracking.shipmentLive, contract.tracking.truckStatus, contract.tracking.shippingStatusTrucks, contract.tracking.incomingTrucks],
  // The machine tickets to match (docs/weighbridge.md); the keys are not tracked (read when the profile opens).
  weighbridge_machine_tickets: ['weighbridgeMachine'],
  // invoices (docs/invoices.md): a read mark moves the menu badge
  invoices: ['invoices'],
  invoice_details: ['invoices'],
  invoice_fees: ['invoices'],
  invoice_reads: ['invoices'],
  // the administrators' logs (docs/activity-log.md, docs/weighbridge.md "The weighbridge log")
  logs: ['logs'],
  activity_logs: ['activityLog'],
  mirroring_logs: ['logs'],
  // not read by any call yet (the exports of issue 25)
  // an export's state and progress (docs/exports.md)
  export_files: ['exportFiles'],
  // activity
  notifications: ['notifications'],
  // a truck entered, left or stopped in a geofence (docs/tracking.md "Geofences and alerts")
  geofence_alerts: ['geofences'],
};

/** A read the browser caches: a GET answering JSON (not a file download, not the stream). */
export const isCachedRead = (def: CallDef): boolean => def.method === 'GET' && !def.file && !def.stream;

/** Every cached read of `group`. */
export function readsOfGroup(group: ContractGroup): CallDef[] {
  return Object.values(contract[group] as Record<string, CallDef>).filter(isCachedRead);
}

/** Every cached read of the contract: what a `reset`, or a table this declaration does not know, reloads. */
export const everyRead = (): CallDef[] => (Object.keys(contract) as ContractGroup[]).flatMap(readsOfGroup);

/** The cached reads that show rows of `table`. */
export function readsOfTable(table: string): CallDef[] {
  const reads = TABLE_READS[table];
  if (!reads) return everyRead();
  return [...new Set(reads.flatMap((read) => (typeof read === 'string' ? readsOfGroup(read) : [read])))];
}
