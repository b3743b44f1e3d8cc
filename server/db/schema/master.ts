// Master data: products, locations, vehicles, drivers, geofences.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.ts';
import { logisticsServiceProviders, shipmentCompanies, users, vendors } from './accounts.ts';
import { DIMENSION, QUANTITY } from '../../../contract/fields.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    shipmentCompanyId: ref('shipment_company_id')
      .notNull()
      .references(() => shipmentCompanies.id, { onDelete: 'cascade' }),
    identity: varchar('identity', { length: 64 }).notNull(),
    name: varchar('name', { length: 191 }).notNull(),
    alias: varchar('alias', { length: 191 }),
    productType: varchar('product_type', { length: 64 }),
    weight: numeric('weight', QUANTITY),
    volume: numeric('volume', QUANTITY),
    dimensionLength: numeric('dimension_length', DIMENSION),
    dimensionWidth: numeric('dimension_width', DIMENSION),
    dimensionHeight: numeric('dimension_height', DIMENSION),
    unit: varchar('unit', { length: 32 }),
    unitType: varchar('unit_type', { length: 32 }),
    photo: text('photo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sc_identity_uq').on(t.shipmentCompanyId, t.identity),
    index('products_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const locationGroups = pgTable(
  'location_groups',
  {
    id: id(),
    shipmentCompanyId: ref('shipment_company_id').references(() => shipmentCompanies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 191 }).notNull(),
    createdAt: createdAt(),
  },
  // One name per company, whatever its case: two requests cannot both add "Wilayah Riau".
  (t) => [index('location_groups_sc_idx').on(t.shipmentCompanyId), uniqueIndex('location_groups_sc_name_uq').on(t.shipmentCompanyId, sql`lower(${t.name})`)],
);

/** Mills (pickup) and refineries (drop-off). */
export const locations = pgTable(
  'pickup_dropoff_locations',
  {
    id: id(),
    shipmentCompanyId: ref('shipment_company_id')
      .notNull()
      .references(() => shipmentCompanies.id, { onDelete: 'cascade' }),
    groupId: ref('group_id').references(() => locationGroups.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 191 }).notNull(),
    identity: varchar('identity', { length: 64 }).notNull(),
    picLocation: varchar('pic_location', { length: 191 }),
    alias: varchar('alias', { length: 191 }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    startOperationHour: varchar('start_operation_hour', { length: 5 }),
    endOperationHour: varchar('end_operation_hour', { length: 5 }),
    type: varchar('type', { length: 16 }).notNull(),
    address: text('address'),
    category: varchar('category', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('locations_sc_identity_uq').on(t.shipmentCompanyId, t.identity),
    index('locations_group_idx').on(t.groupId),
    index('locations_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    id: id(),
    vendorId: ref('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 191 }).notNull(),
    /** The kinds of product (contract PRODUCT_TYPES) the type can carry; empty: not said (no fit warning). */
    carries: text('carries').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  // One name per vendor (and one among the global types, vendor_id null), whatever its case.
  (t) => [index('vehicle_types_vendor_idx').on(t.vendorId), uniqueIndex('vehicle_types_vendor_name_uq').on(sql`coalesce(${t.vendorId}, 0)`, sql`lower(${t.name})`)],
);

export const vehicleFeatures = pgTable(
  'vehicle_features',
  {
    id: id(),
    name: varchar('name', { length: 191 }).notNull(),
    createdAt: createdAt(),
  },
  // Features are shared by every vendor: one of each name, whatever its case.
  (t) => [uniqueIndex('vehicle_features_name_uq').on(sql`lower(${t.name})`)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    vendorId: ref('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    vehicleTypeId: ref('vehicle_type_id').references(() => vehicleTypes.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 191 }).notNull(),
    length: numeric('length', DIMENSION),
    width: numeric('width', DIMENSION),
    height: numeric('height', DIMENSION),
    maxVolume: numeric('max_volume', QUANTITY),
    maxWeight: numeric('max_weight', QUANTITY),
    photo: text('photo'),
    source: varchar('source', { length: 8 }).notNull().default('MANUAL'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_vendor_idx').on(t.vendorId),
    index('vehicles_type_idx').on(t.vehicleTypeId),
    index('vehicles_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const vehicleFeatureLinks = pgTable(
  'vehicle_feature_links',
  {
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    featureId: ref('feature_id')
      .notNull()
      .references(() => vehicleFeatures.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.featureId] }), index('vfl_feature_idx').on(t.featureId)],
);

export const drivers = pgTable(
  'drivers',
  {
    id: id(),
    vendorId: ref('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nationalIdentity: varchar('national_identity', { length: 32 }).notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A NIK is one person's: one driver record on the whole platform.
  (t) => [index('drivers_vendor_idx').on(t.vendorId), uniqueIndex('drivers_user_uq').on(t.userId), uniqueIndex('drivers_national_identity_uq').on(t.nationalIdentity)],
);

export const licenseCategories = pgTable('license_categories', {
  id: id(),
  name: varchar('name', { length: 64 }).notNull(),
});

export const driverLicenses = pgTable(
  'driver_licenses',
  {
    id: id(),
    driverId: ref('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    licenseCategoryId: ref('license_category_id')
      .notNull()
      .references(() => licenseCategories.id),
    licenseNumber: varchar('license_number', { length: 64 }).notNull(),
  },
  (t) => [index('driver_licenses_driver_idx').on(t.driverId)],
);

/** A plate: one physical truck of a vehicle model, optionally with its usual driver. */
export const vehicleDetails = pgTable(
  'vehicle_details',
  {
    id: id(),
    vehicleId: ref('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    plateNumber: varchar('plate_number', { length: 32 }).notNull(),
    driverId: ref('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    /** The id its GPS device reports with over the OsmAnd protocol (docs/tracking.md), set by the vendor. */
    gpsDeviceId: varchar('gps_device_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_details_vehicle_idx').on(t.vehicleId),
    index('vehicle_details_driver_idx').on(t.driverId),
    uniqueIndex('vehicle_details_plate_uq').on(t.plateNumber),
    uniqueIndex('vehicle_details_gps_device_uq').on(t.gpsDeviceId),
  ],
);

/**
 * An LSP's geofence (contract/geofence.ts): a circle, or a polygon kept as its points. latitude,
 * longitude and radius_m always hold a circle around the whole area (a polygon's bounding-box
 * centre and its farthest point), so detection prefilters every shape the same way.
 */
export const geofences = pgTable(
  'geofences',
  {
    id: id(),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 191 }).notNull(),
    // The kind (MILL, REFINERY, FORBIDDEN, OTHER): the column was named before the contract was.
    kind: varchar('type', { length: 32 }).notNull(),
    shape: varchar('shape', { length: 16 }).notNull().default('CIRCLE'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusM: doublePrecision('radius_m').notNull(),
    /** [[lat, lon], ...] of a polygon; null for a circle. */
    polygon: jsonb('polygon'),
    dwellSeconds: integer('dwell_seconds').notNull().default(120),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('geofences_lsp_idx').on(t.logisticsServiceProviderId)],
);

export const pointsOfInterest = pgTable(
  'points_of_interest',
  {
    id: id(),
    logisticsServiceProviderId: ref('logistics_service_provider_id')
      .notNull()
      .references(() => logisticsServiceProviders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 191 }).notNull(),
    category: varchar('category', { length: 64 }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('poi_lsp_idx').on(t.logisticsServiceProviderId)],
);
