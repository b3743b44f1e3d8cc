// The shipping company's locations (/shipping-company/location): list, create, edit and delete
// from the declaration (definition.ts), and the spreadsheet import (/location/import-data); the
// map inside the form is loaded only when a form opens.
import PlaceIcon from '@mui/icons-material/Place';
import type { EntityResource } from '../../areas/types.ts';
import { crudScreens, IMPORT_PATH } from '../../components/crud/index.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { locationDataMap, locationResource, SLUG } from './definition.ts';

export { SLUG, locationResource, locationDataMap };

const LocationImport = lazyScreen(() => import('./import.tsx'));

const locations: EntityResource = {
  entity: 'locations',
  variants: {
    SHIPMENT_COMPANY: {
      slug: SLUG,
      labelKey: 'location.menu',
      icon: PlaceIcon,
      ...crudScreens(locationResource, { create: true, edit: true }),
      data: locationDataMap,
      routes: [{ path: IMPORT_PATH, component: LocationImport, action: 'create' }],
    },
  },
};
export default locations;
