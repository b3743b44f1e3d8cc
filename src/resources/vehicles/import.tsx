// The vendor's vehicle import (/vendor/vehicles/import-data): the generic import page with the
// vehicle columns of the contract; types and features are given by name (features split on
// commas) and made by the server when missing. Plates have their own sheet (/import-data/plates).
import { contract } from '../../../contract/index.ts';
import type { VehicleImportRow } from '../../../contract/vehicle.ts';
import type { vehicleDetailImportRow } from '../../../contract/vehicle-detail.ts';
import type { z } from 'zod';
import { request } from '../../api/http.ts';
import { ImportPage, type ImportDefinition } from '../../imports/ImportPage.tsx';
import { plateImport, vehicleImport } from '../../imports/kinds.ts';
import { SLUG } from './paths.ts';

export const vehicleImportDefinition: ImportDefinition = {
  kind: vehicleImport,
  titleKey: 'vendor.vehicles.importTitle',
  templateCall: () => request(contract.vehicle.importKeys),
  templateFileName: 'vehicle-import-template.xlsx',
  commit: (rows) => request(contract.vehicle.import, { body: { vehicles: rows as VehicleImportRow[] } }),
  listKey: 'vehicles',
  backTo: SLUG,
};

export const plateImportDefinition: ImportDefinition = {
  kind: plateImport,
  titleKey: 'vendor.vehicles.importPlatesTitle',
  templateCall: () => request(contract.vehicleDetail.importKeys),
  templateFileName: 'plate-import-template.xlsx',
  commit: (rows) => request(contract.vehicleDetail.import, { body: { vehicles_details: rows as z.input<typeof vehicleDetailImportRow>[] } }),
  listKey: 'vehicles',
  backTo: SLUG,
};

export default function VehicleImport() {
  return <ImportPage definition={vehicleImportDefinition} />;
}

export function PlateImport() {
  return <ImportPage definition={plateImportDefinition} />;
}
