// The vehicle screens' slugs (URL segments and react-admin resource names) and sub-paths, in one place.
import { IMPORT_PATH } from '../../components/crud/ImportButton.tsx';

export const SLUG = 'vehicles';
export const LSP_SLUG = 'list-vehicle';
export const TYPES_SLUG = 'vehicle-types';
export const FEATURES_SLUG = 'vehicle-features';
/** /vehicles/import-data and /vehicles/import-data/plates. */
export const VEHICLE_IMPORT_PATH = IMPORT_PATH;
export const PLATE_IMPORT_PATH = `${IMPORT_PATH}/plates`;
