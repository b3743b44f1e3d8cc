// Products (/shipping-company/product): list, create, edit and delete from the declaration
// (definition.ts), and the spreadsheet import (/product/import-data, import.tsx).
import InventoryIcon from '@mui/icons-material/Inventory2';
import type { EntityResource } from '../../areas/types.ts';
import { crudScreens, IMPORT_PATH } from '../../components/crud/index.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { productResource, SLUG } from './definition.ts';

export { SLUG, productResource };

// The import screen carries the spreadsheet reader: loaded only when opened.
const ProductImport = lazyScreen(() => import('./import.tsx'));

const products: EntityResource = {
  entity: 'products',
  variants: {
    SHIPMENT_COMPANY: {
      slug: SLUG,
      labelKey: 'shell.menu.product',
      icon: InventoryIcon,
      ...crudScreens(productResource, { create: true, edit: true }),
      routes: [{ path: IMPORT_PATH, component: ProductImport, action: 'create' }],
    },
  },
};
export default products;
