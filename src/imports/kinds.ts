// The registry of import kinds. The worker looks a kind up by name, because a zod schema cannot be
// posted to it. Each kind is its family in the contract; a new import adds its family here.
import { productImports } from '../../contract/product.ts';
import { locationImports } from '../../contract/pickup-dropoff.ts';
import { splitFeatures, vehicleImports } from '../../contract/vehicle.ts';
import { plateImports } from '../../contract/vehicle-detail.ts';
import type { ImportKind } from './types.ts';

export const productImport: ImportKind = productImports;

/** Pickup/drop-off locations (an LSP imports them for one customer). */
export const locationImport: ImportKind = locationImports;

/**
 * A vendor's vehicles: features split on commas (spec 2 §5), at least one after the split (the
 * server checks the same in its handler, after the contract's row schema).
 */
export const vehicleImport: ImportKind = {
  ...vehicleImports,
  row: vehicleImports.row
    .refine((r) => splitFeatures(r.features_name).length > 0, { path: ['features_name'], message: 'validation.required' })
    .transform((r) => ({ ...r, features_name: splitFeatures(r.features_name).join(', ') })),
};

/** A vendor's plates: the vehicle by name, the usual driver by national identity (optional). */
export const plateImport: ImportKind = plateImports;

export const importKinds: Record<string, ImportKind> = Object.fromEntries([vehicleImport, plateImport, productImport, locationImport].map((k) => [k.name, k]));
