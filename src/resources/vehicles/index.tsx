// Vehicles, one entity in two areas (definition.ts): the vendor's own fleet (/vendor/vehicles:
// list, create, edit with plates, the vehicle and plate imports) and the LSP's read-only view of
// its collaborating vendors' vehicles (/logistic-service-provider/list-vehicle).
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { EntityResource } from '../../areas/types.ts';
import { crudScreens } from '../../components/crud/index.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { lspVehicleResource, vehicleResource, vendorVehicleMap } from './definition.ts';
import { LSP_SLUG, PLATE_IMPORT_PATH, SLUG, VEHICLE_IMPORT_PATH } from './paths.ts';

export { SLUG, LSP_SLUG, vehicleResource, lspVehicleResource };

// The import screens carry the spreadsheet reader: loaded only when opened.
const VehicleImport = lazyScreen(() => import('./import.tsx'));
const PlateImport = lazyScreen(async () => ({ default: (await import('./import.tsx')).PlateImport }));

const vehicles: EntityResource = {
  entity: 'vehicles',
  variants: {
    VENDOR: {
      slug: SLUG,
      labelKey: 'vendor.menu.vehicles',
      icon: LocalShippingIcon,
      ...crudScreens(vehicleResource, { create: true, edit: true }),
      // The vehicle types and features its form picks from (and adds to).
      data: vendorVehicleMap,
      routes: [
        { path: VEHICLE_IMPORT_PATH, component: VehicleImport, action: 'create' },
        { path: PLATE_IMPORT_PATH, component: PlateImport, action: 'create' },
      ],
    },
    LOGISTIC_SERVICE_PROVIDER: { slug: LSP_SLUG, labelKey: 'vendor.menu.listVehicle', icon: LocalShippingIcon, ...crudScreens(lspVehicleResource) },
  },
};
export default vehicles;
