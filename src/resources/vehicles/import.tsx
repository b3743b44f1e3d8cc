// The vendor's vehicle import (/vendor/vehicles/import-data): the generic import page with the
// vehicle columns of the contract; types and features are given by name (features split on
// commas) and made by the server when missing. Plates have their own sheet (/import-data/plates).
import { vehicleImports } from '../../../contract/vehicle.ts';
import { plateImports } from '../../../contract/vehicle-detail.ts';
import { importDefinition } from '../../imports/family.ts';
import { ImportPage } from '../../imports/ImportPage.tsx';
import { SLUG } from './paths.ts';

export const vehicleImportDefinition = importDefinition(vehicleImports, { titleKey: 'vendor.vehicles.importTitle', backTo: SLUG });

export const plateImportDefinition = importDefinition(plateImports, { titleKey: 'vendor.vehicles.importPlatesTitle', backTo: SLUG });

export default function VehicleImport() {
  return <ImportPage definition={vehicleImportDefinition} />;
}

export function PlateImport() {
  return <ImportPage definition={plateImportDefinition} />;
}
