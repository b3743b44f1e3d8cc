// The registry of import kinds. The worker looks a kind up by name, because a zod schema cannot be
// posted to it. A new import (locations, vehicles, plates, customers' locations) adds one entry.
import { MAX_IMPORT_ROWS, productFields, productImportColumns } from '../../contract/product.ts';
import { MAX_LOCATION_IMPORT_ROWS, locationFields, locationImportColumns, withOperatingHours } from '../../contract/pickup-dropoff.ts';
import { MAX_VEHICLE_IMPORT_ROWS, splitFeatures, vehicleImportColumns, vehicleImportRow } from '../../contract/vehicle.ts';
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

export const importKinds: Record<string, ImportKind> = { [vehicleImport.name]: vehicleImport, [productImport.name]: productImport, [locationImport.name]: locationImport };
