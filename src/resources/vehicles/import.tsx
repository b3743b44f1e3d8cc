// The vendor's vehicle import (/vendor/vehicles/import-data): the generic import page with the
// vehicle columns of the contract; types and features are given by name (features split on
// commas) and made by the server when missing.
import { contract } from '../../../contract/index.ts';
import type { VehicleImportRow } from '../../../contract/vehicle.ts';
import { request } from '../../api/http.ts';
import { ImportPage, type ImportDefinition } from '../../imports/ImportPage.tsx';
import { vehicleImport } from '../../imports/kinds.ts';
import { SLUG } from './slugs.ts';

export const vehicleImportDefinition: ImportDefinition = {
  kind: vehicleImport,
  titleKey: 'vendor.vehicles.importTitle',
  templateCall: () => request(contract.vehicle.importKeys),
  templateFileName: 'vehicle-import-template.xlsx',
  commit: (rows) => request(contract.vehicle.import, { body: { vehicles: rows as VehicleImportRow[] } }),
  listKey: 'vehicles',
  backTo: SLUG,
};

export default function VehicleImport() {
  return <ImportPage definition={vehicleImportDefinition} />;
}
