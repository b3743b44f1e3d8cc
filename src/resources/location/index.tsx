// The shipping company's locations: list, create, edit and delete from the declaration
// (definition.ts); the map inside the form is loaded only when a form opens.
import PlaceIcon from '@mui/icons-material/Place';
import type { ResourceDef } from '../../areas/makeArea.tsx';
import { IMPORT_PATH, ResourceCreate, ResourceEdit, ResourceList } from '../../components/crud/index.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { locationDataMap, locationResource } from './definition.ts';
import { SLUG } from './slug.ts';

export { SLUG, locationResource, locationDataMap };

export const LocationList = () => <ResourceList def={locationResource} />;
export const LocationCreate = () => <ResourceCreate def={locationResource} />;
export const LocationEdit = () => <ResourceEdit def={locationResource} />;

const LocationImport = lazyScreen(() => import('./import.tsx'));

/** The shipping company area's entry: menu "Locations", the CRUD screens and /location/import-data. */
export const locationEntry: ResourceDef = {
  slug: SLUG,
  labelKey: 'location.menu',
  icon: PlaceIcon,
  list: LocationList,
  create: LocationCreate,
  edit: LocationEdit,
  routes: [{ path: IMPORT_PATH, component: LocationImport, action: 'create' }],
};
