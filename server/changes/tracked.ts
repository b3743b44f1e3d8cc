// Which tables the change stream follows, and whom each row concerns: every table of the Drizzle
// schema is named here, tracked with its audience or excluded with a reason (TypeScript refuses a
// table left out; tests/server/changes.test.ts also checks the database). The triggers are generated
// from this (triggers.ts) into a migration; nothing else writes them.
//
// An audience lists, per kind of tenant, SQL selecting the ids a changed row `r` concerns (a column
// of the row, or a path through its parents). An event carries the union over the statement's rows
// (old and new rows of an update), so a row moved from one tenant to another tells both.
import { getTableName, isTable, type Table } from 'drizzle-orm';
import * as schema from '../db/schema/index.ts';

/** SQL selecting one column of ids from the row `r` (a column of it, or a query on its parents). */
type Ids = string;

export interface Audience {
  lsp?: Ids[];
  company?: Ids[];
  vendor?: Ids[];
  user?: Ids[];
  /** Shared data every signed-in user reads (catalogs): `true`, or SQL on `r` saying which rows are. */
  everyone?: true | string;
}

export type Tracking = { audience: Audience } | { excluded: string };

type TableKey = { [K in keyof typeof schema]: (typeof schema)[K] extends Table ? K : never }[keyof typeof schema];

// ---- paths through parents ---------------------------------------------------------------------

const col = (name: string): Ids => `select r.${name}`;
const companyLsp = (company: string): Ids => `select c.logistics_service_provider_id from shipment_companies c where c.id = ${company}`;
const vendorLsps = (vendor: string): Ids => `select vc.logistics_service_provider_id from vendor_collaborations vc where vc.vendor_id = ${vendor}`;

/** A company's own data: the company, and the LSP it belongs to. */
const ofCompany = (company: string): Audience => ({ company: [`select ${company}`], lsp: [companyLsp(company)] });
/** A vendor's own data: the vendor, and the LSPs it works with. */
const ofVendor = (vendor: string): Audience => ({ vendor: [`select ${vendor}`], lsp: [vendorLsps(vendor)] });
/** A vendor's data reached through one of its rows (`table`.id = `key`). */
const ofVendorVia = (table: string, key: string): Audience => ofVendor(`(select x.vendor_id from ${table} x where x.id = ${key})`);

/** A shipment: its LSP, the companies of the orders it carries, every vendor with a part on it. */
const ofShipment = (shipment: string): Audience => ({
  lsp: [`select s.logistics_service_provider_id from shipments s where s.id = ${shipment}`],
  company: [`select o.shipment_company_id from shipment_orders so join orders o on o.id = so.order_id where so.shipment_id = ${shipment}`],
  vendor: [`select sv.vendor_id from shipment_vendors sv where sv.shipment_id = ${shipment}`],
});
/** One vendor's part of a shipment: the shipment's LSP and companies, and that part's vendor only. */
const ofPart = (shipment: string, part: string): Audience => ({
  ...ofShipment(shipment),
  vendor: [`select sv.vendor_id from shipment_vendors sv where sv.id = ${part}`],
});
/** An order: its LSP and its company. */
const ofOrder = (order: string): Audience => ({
  lsp: [`select o.logistics_service_provider_id from orders o where o.id = ${order}`],
  company: [`select o.shipment_company_id from orders o where o.id = ${order}`],
});
const ofTrack = (track: string): Audience => ({
  lsp: [`select s.logistics_service_provider_id from tracks t join shipments s on s.id = t.shipment_id where t.id = ${track}`],
  company: [`select o.shipment_company_id from tracks t join orders o on o.id = t.order_id where t.id = ${track}`],
  vendor: [`select sv.vendor_id from tracks t join shipment_vendors sv on sv.id = t.shipment_vendor_id where t.id = ${track}`],
});
const ofInvoice = (invoice: string): Audience => ({
  lsp: [`select i.logistics_service_provider_id from invoices i where i.id = ${invoice}`],
  company: [`select i.shipment_company_id from invoices i where i.id = ${invoice}`],
});

/** Two audiences as one (each kind's queries together). */
const both = (a: Audience, b: Audience): Audience => ({
  lsp: [...(a.lsp ?? []), ...(b.lsp ?? [])],
  company: [...(a.company ?? []), ...(b.company ?? [])],
  vendor: [...(a.vendor ?? []), ...(b.vendor ?? [])],
  user: [...(a.user ?? []), ...(b.user ?? [])],
});

const CHANGE_LOG = 'the change log itself: writing it is what the triggers do';
const SIGN_IN = 'sign-in bookkeeping, written by sign-ins and checks no screen lists';

export const TRACKING: Record<TableKey, Tracking> = {
  // accounts
  logisticsServiceProviders: { audience: { lsp: [col('id')] } },
  shipmentCompanies: { audience: { company: [col('id')], lsp: [col('logistics_service_provider_id')] } },
  vendors: { audience: ofVendor('r.id') },
  fmsLinks: { excluded: 'pull bookkeeping written every few seconds (fms/pull.ts); the vendor\'s FMS dialog reads it when opened' },
  vendorCollaborations: { audience: { vendor: [col('vendor_id')], lsp: [col('logistics_service_provider_id')] } },
  permissions: { audience: { everyone: true } },
  users: { audience: { lsp: [col('logistics_service_provider_id')], company: [col('shipment_company_id')], vendor: [col('vendor_id')], user: [col('id')] } },
  sessions: { excluded: SIGN_IN },
  passwordResets: { excluded: SIGN_IN },
  loginAttempts: { excluded: SIGN_IN },
  emailVerifications: { excluded: SIGN_IN },
  outboxMails: { excluded: 'the mail queue: read by the mailer, never by a screen' },
  // Platform switches of the administrators: no tenant's; administrators hear of every event.
  settings: { audience: {} },
  registerLinks: { audience: { lsp: [col('logistics_service_provider_id')] } },
  // master data
  products: { audience: ofCompany('r.shipment_company_id') },
  locationGroups: { audience: ofCompany('r.shipment_company_id') },
  locations: { audience: ofCompany('r.shipment_company_id') },
  // A type without a vendor is the shared catalog's.
  vehicleTypes: { audience: { ...ofVendor('r.vendor_id'), everyone: 'r.vendor_id is null' } },
  vehicleFeatures: { audience: { everyone: true } },
  vehicles: { audience: ofVendor('r.vendor_id') },
  vehicleFeatureLinks: { audience: ofVendorVia('vehicles', 'r.vehicle_id') },
  drivers: { audience: { ...ofVendor('r.vendor_id'), user: [col('user_id')] } },
  licenseCategories: { audience: { everyone: true } },
  driverLicenses: { audience: ofVendorVia('drivers', 'r.driver_id') },
  vehicleDetails: { audience: ofVendorVia('vehicles', 'r.vehicle_id') },
  geofences: { audience: { lsp: [col('logistics_service_provider_id')] } },
  pointsOfInterest: { audience: { lsp: [col('logistics_service_provider_id')] } },
  // the freight flow
  orders: { audience: { lsp: [col('logistics_service_provider_id')], company: [col('shipment_company_id')] } },
  suborders: { audience: ofOrder('r.order_id') },
  suborderProducts: { audience: ofOrder('(select so.order_id from suborders so where so.id = r.suborder_id)') },
  shipments: { audience: ofShipment('r.id') },
  shipmentOrders: { audience: both(ofShipment('r.shipment_id'), ofOrder('r.order_id')) },
  shipmentVendors: { audience: both(ofShipment('r.shipment_id'), { vendor: [col('vendor_id')] }) },
  shipmentVendorVehicles: { audience: ofPart('(select sv.shipment_id from shipment_vendors sv where sv.id = r.shipment_vendor_id)', 'r.shipment_vendor_id') },
  tracks: { audience: both(ofPart('r.shipment_id', 'r.shipment_vendor_id'), { company: [`select o.shipment_company_id from orders o where o.id = r.order_id`] }) },
  // An entry names the vendors it is about (vendor_ids); one about the whole shipment (none named)
  // concerns every vendor of it, as the history list shows them.
  shipmentHistories: {
    audience: {
      ...ofShipment('r.shipment_id'),
      vendor: ['select unnest(r.vendor_ids)', 'select sv.vendor_id from shipment_vendors sv where sv.shipment_id = r.shipment_id and cardinality(r.vendor_ids) = 0'],
    },
  },
  gpsPositions: { excluded: 'one row per GPS fix of every truck (high volume): browsers hear of a truck moving through track_live (docs/tracking.md)' },
  // The newest position per truck, written at most once a second per truck: coalesced at the source.
  trackLive: { audience: ofTrack('r.track_id') },
  gpsUnknownDevices: { excluded: 'ids devices reported with that no plate has: no tenant owns them; a vendor reads the list when setting a device up' },
  weighbridgeTickets: { audience: ofTrack('r.track_id') },
  vendorRequestFigures: { excluded: 'sums of tracks, their tickets and the vehicles asked, written by their triggers: a change of those is already an event of theirs (docs/performance.md)' },
  vendorRequestStateFigures: { excluded: 'the same sums per state of the trucks, written by the same triggers (docs/performance.md)' },
  vendorRequestFiguresDue: { excluded: 'requests whose figures are computed when their transaction commits: emptied before it does (docs/performance.md)' },
  // Its last-used stamp is written at every machine post: the profile reads the list when opened.
  weighbridgeApiKeys: { excluded: 'an LSP\'s machine keys (hashes): read when the profile opens, stamped at every machine post' },
  weighbridgeMachineTickets: { audience: { lsp: [col('logistics_service_provider_id')] } },
  invoices: { audience: { lsp: [col('logistics_service_provider_id')], company: [col('shipment_company_id')] } },
  invoiceNumberCounters: { excluded: 'the numbering of published invoices: read and written only while publishing, which updates the invoice itself' },
  // A line concerns the vendor whose truck ran it too (it sees its own lines).
  invoiceDetails: { audience: { ...ofInvoice('r.invoice_id'), vendor: [col('vendor_id')] } },
  invoiceReads: { audience: { ...ofInvoice('r.invoice_id'), company: [`select r.party_id where r.party = 'COMPANY'`], vendor: [`select r.party_id where r.party = 'VENDOR'`] } },
  invoiceFees: { audience: ofInvoice('r.invoice_id') },
  // activity
  notifications: { audience: { user: [col('user_id')] } },
  exportFiles: { audience: { lsp: [col('logistics_service_provider_id')], user: [col('user_id')] } },
  logs: { audience: { lsp: [col('logistics_service_provider_id')] } },
  // The administrators' activity log (every sign-in and change): theirs only.
  activityLogs: { audience: {} },
  // The administrators' mirroring log (every machine exchange): theirs only.
  mirroringLogs: { audience: {} },
  geofenceAlerts: { audience: { lsp: [col('logistics_service_provider_id')] } },
  // Written with every batch of positions near a geofence: an event each would wake every LSP screen.
  geofencePresence: { excluded: 'detection bookkeeping of the ingest (geofences/detect.ts); the alerts it raises are tracked' },
  // the change log
  changeEvents: { excluded: CHANGE_LOG },
  changeEventsPruned: { excluded: CHANGE_LOG },
  changeEventHeads: { excluded: CHANGE_LOG },
};

/** Every table of the Drizzle schema with its SQL name and its tracking, in the schema's order. */
export const trackedTables = (): { key: TableKey; name: string; tracking: Tracking }[] =>
  Object.entries(schema)
    .filter(([, value]) => isTable(value))
    .map(([key, value]) => ({ key: key as TableKey, name: getTableName(value as Table), tracking: TRACKING[key as TableKey] }));
