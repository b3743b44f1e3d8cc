// Vehicles: the vendor's screens (list, create, edit with plates, import) and the LSP's
// read-only list-vehicle, from one declaration (definition.ts).
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { ResourceCreate, ResourceEdit, ResourceList, ResourceShow } from '../../components/crud/index.ts';
import { lspVehicleResource, vehicleResource, vendorVehicleMap } from './definition.ts';
import { LSP_SLUG, SLUG } from './slugs.ts';
import { IMPORT_PATH } from './VehicleListActions.tsx';
import { lazyScreen } from '../../components/lazyScreen.tsx';

export { SLUG, LSP_SLUG, IMPORT_PATH, vehicleResource, lspVehicleResource, vendorVehicleMap };

export const VehicleList = () => <ResourceList def={vehicleResource} />;
export const VehicleCreate = () => <ResourceCreate def={vehicleResource} />;
export const VehicleEdit = () => <ResourceEdit def={vehicleResource} />;
export const LspVehicleList = () => <ResourceList def={lspVehicleResource} />;
export const LspVehicleShow = () => <ResourceShow def={lspVehicleResource} />;

// The import screens carry the spreadsheet reader: loaded only when opened.
export const VehicleImport = lazyScreen(() => import('./import.tsx'));
export const PlateImport = lazyScreen(async () => ({ default: (await import('./import.tsx')).PlateImport }));

/** The vendor area's entry: menu "Vehicles", CRUD and /vehicles/import-data. */
export const vehiclesEntry: ResourceDef = {
  slug: SLUG,
  labelKey: 'vendor.menu.vehicles',
  icon: LocalShippingIcon,
  list: VehicleList,
  create: VehicleCreate,
  edit: VehicleEdit,
  routes: [
    { path: IMPORT_PATH, component: VehicleImport, action: 'create' },
    { path: `${IMPORT_PATH}/plates`, component: PlateImport, action: 'create' },
  ],
};
export const vehiclesData = vendorVehicleMap;

/** The LSP area's entry: menu "List Vehicle", read-only. */
export const lspVehiclesEntry: ResourceDef = { slug: LSP_SLUG, labelKey: 'vendor.menu.listVehicle', icon: LocalShippingIcon, list: LspVehicleList, show: LspVehicleShow };
export const lspVehiclesData = { [LSP_SLUG]: lspVehicleResource.source };
