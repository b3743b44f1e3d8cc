// Vehicles (vehicle models), declared once for two areas: the vendor's own fleet (full CRUD,
// plates given on create and managed on the edit page, import and FMS sync) and the LSP's read-only list-vehicle (its
// collaborating vendors' vehicles, with the vendor named: the server scopes the rows by role).
import { contract } from '../../../contract/index.ts';
import { vehicleFields, vehicleList } from '../../../contract/vehicle.ts';
import { vehicleFeatureList, vehicleTypeList } from '../../../contract/vehicle-catalog.ts';
import { defineResource, type ColumnDef } from '../../components/crud/index.ts';
import type { SlugMap } from '../../dataProvider/index.ts';
import { VehicleListActions } from './VehicleListActions.tsx';
import { VehiclePlates } from './VehiclePlates.tsx';
import { NewPlatesInput, newPlatesBody } from './NewPlatesInput.tsx';

import { FEATURES_SLUG, LSP_SLUG, SLUG, TYPES_SLUG } from './paths.ts';

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp'] as const;

const columns: ColumnDef[] = [
  { source: 'photo', kind: 'image', urlSource: 'photo_url' },
  { source: 'name' },
  { source: 'vehicle_type.name' },
  { source: 'features' },
  { source: 'max_volume', kind: 'number' },
  { source: 'max_weight', kind: 'number' },
  { source: 'vehicle_details_count', kind: 'number' },
];

const shared = {
  listDecl: vehicleList,
  titleSource: 'name',
  searchPlaceholderKey: 'vendor.vehicles.search',
  // The server answers all rows by default; a page of 9 reads better.
  perPage: 9,
} as const;

export const vehicleResource = defineResource({
  ...shared,
  slug: SLUG,
  calls: contract.vehicle,
  fields: vehicleFields,
  columns,
  inputs: [
    { source: 'name', required: true },
    { source: 'vehicle_type_id', kind: 'select', reference: TYPES_SLUG, creatable: true, required: true },
    { source: 'feature_ids', kind: 'multiselect', reference: FEATURES_SLUG, creatable: true, required: true },
    { source: 'length', kind: 'number' },
    { source: 'width', kind: 'number' },
    { source: 'height', kind: 'number' },
    { source: 'max_volume', kind: 'number' },
    { source: 'max_weight', kind: 'number' },
    { source: 'photo', kind: 'image', urlSource: 'photo_url', accept: PHOTO_TYPES, removeCall: contract.vehicle.removeImage, removeLabelKey: 'vendor.vehicles.removePhoto' },
    // On create, the plates are given with the vehicle and saved with it; on edit, VehiclePlates.
    { source: 'plates', kind: 'custom', component: NewPlatesInput, on: 'create', toBody: newPlatesBody },
  ],
  emptyStateKey: 'vendor.vehicles.empty',
  listActions: VehicleListActions,
  editExtra: VehiclePlates,
});

export const lspVehicleResource = defineResource({
  ...shared,
  slug: LSP_SLUG,
  calls: { list: contract.vehicle.list, get: contract.vehicle.get },
  columns: [...columns, { source: 'vendor.name' }],
  inputs: [],
  emptyStateKey: 'vendor.vehicles.emptyReadOnly',
  showable: true,
});

/** The vendor's slug map: vehicles plus the catalogs its form picks from (and adds to). */
export const vendorVehicleMap: SlugMap = {
  [SLUG]: vehicleResource.source,
  [TYPES_SLUG]: { list: contract.vehicleTypes.list, listDecl: vehicleTypeList, create: contract.vehicleTypes.create },
  [FEATURES_SLUG]: { list: contract.vehicleFeatures.list, listDecl: vehicleFeatureList, create: contract.vehicleFeatures.create },
};
