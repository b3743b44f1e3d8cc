// The shipping company's own locations import (/shipping-company/location/import-data): the same
// import as the LSP's per-customer one, without naming a company (the server takes it from the token).
import { ImportPage } from '../../imports/ImportPage.tsx';
import { locationImportDefinition } from '../../imports/locations.ts';
import { SLUG } from './paths.ts';

const definition = locationImportDefinition({ backTo: SLUG });

export default function LocationImport() {
  return <ImportPage definition={definition} />;
}
