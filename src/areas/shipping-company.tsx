// SHIPMENT_COMPANY area (/shipping-company): dashboard, its orders (create, invoice, history),
// products and locations (each with its spreadsheet import), users and the company profile.
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { ScDashboard } from '../custom/dashboards/dashboards.tsx';
import * as product from '../resources/product/index.tsx';
import { usersEntry, source as usersSource } from '../resources/users/index.tsx';
import { locationEntry, locationDataMap } from '../resources/location/index.tsx';
import BusinessIcon from '@mui/icons-material/Business';
import { FormProfile } from '../custom/account/FormProfile.tsx';
import { makeArea } from './makeArea.tsx';
import { lazyScreen } from '../components/lazyScreen.tsx';
import { shippingCompanyOrderEntries } from '../custom/order-shipment/create-order/index.tsx';

const ProductImport = lazyScreen(() => import('../resources/product/import.tsx'));

export default makeArea({
  role: 'SHIPMENT_COMPANY',
  storeKey: 'shipping-company',
  resources: [
    { slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: ScDashboard },
    ...shippingCompanyOrderEntries,
    {
      slug: product.SLUG,
      labelKey: 'shell.menu.product',
      icon: InventoryIcon,
      list: product.ProductList,
      create: product.ProductCreate,
      edit: product.ProductEdit,
      routes: [{ path: product.IMPORT_PATH, component: ProductImport, action: 'create' }],
    },
    locationEntry,
    usersEntry,
    { slug: 'form-profile', labelKey: 'account.menu.formProfile', icon: BusinessIcon, list: FormProfile },
  ],
  dataMap: { users: usersSource, [product.SLUG]: product.source, ...locationDataMap },
});
