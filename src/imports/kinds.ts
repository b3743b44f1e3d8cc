// The registry of import kinds. The worker looks a kind up by name, because a zod schema cannot be
// posted to it. A new import (locations, vehicles, plates, customers' locations) adds one entry.
import { MAX_IMPORT_ROWS, productFields, productImportColumns } from '../../contract/product.ts';
import { MAX_LOCATION_IMPORT_ROWS, locationFields, locationImportColumns, withOperatingHours } from '../../contract/pickup-dropoff.ts';
import { MAX_VEHICLE_IMPORT_ROWS, splitFeatures, vehicleImportColumns, vehicleImportRow } from '../../contract/vehicle.ts';
import { MAX_VEHICLE_DETAIL_IMPORT_ROWS, vehicleDetailImportColumns, vehicleDetailImportRow } from '../../contract/vehicle-detail.ts';
import type { ImportKind } from './types.ts';

export const productImport: ImportKind = {
  name: 'product',
  columns: productImportColumns,
  rowSchema: productFields,
  maxRows: MAX_IMPORT_ROWS,
  unique: ['identity'],
};

/** Pickup/drop-off locations (an LSP imports them for one customer). */
export const locationImport: ImportKind = {
  name: 'locations',
  columns: locationImportColumns,
  rowSchema: withOperatingHours(locationFields),
  maxRows: MAX_LOCATION_IMPORT_ROWS,
  unique: ['identity'],
};

/** A vendor's vehicles: features split on commas (spec 2 §5), at least one after the split. */
export const vehicleImport: ImportKind = {
  name: 'vehicles',
  columns: vehicleImportColumns,
  rowSchema: vehicleImportRow
    .refine((r) => splitFeatures(r.features_name).length > 0, { path: ['features_name'], message: 'validation.required' })
    .transform((r) => ({ ...r, features_name: splitFeatures(r.features_name).join(', ') })),
  maxRows: MAX_VEHICLE_IMPORT_ROWS,
  unique: ['name'],
};

/** A vendor's plates: the vehicle by name, the usual driver by national identity (optional). */
export const plateImport: ImportKind = {
  name: 'plates',
  columns: vehicleDetailImportColumns,
  rowSchema: vehicleDetailImportRow,
  maxRows: MAX_VEHICLE_DETAIL_IMPORT_ROWS,
  unique: ['plate_number'],
};

export const importKinds: Record<string, ImportKind> = Object.fromEntries([vehicleImport, plateImport, productImport, locationImport].map((k) => [k.name, k]));
