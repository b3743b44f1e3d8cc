// SHIPMENT_COMPANY area (/shipping-company): dashboard, its orders (create, invoice, history),
// products and locations (each with its spreadsheet import), users and the company profile.
import BusinessIcon from '@mui/icons-material/Business';
import { FormProfile } from '../custom/account/FormProfile.tsx';
import { ScDashboard } from '../custom/dashboards/dashboards.tsx';
import { dashboardEntry } from '../custom/dashboards/entry.ts';
import locations from '../resources/locations/index.tsx';
import products from '../resources/products/index.tsx';
import users from '../resources/users/index.tsx';
import { shippingCompanyOrderEntries } from '../custom/order-shipment/create-order/index.tsx';
import { historyEntry } from '../custom/order-shipment/history/index.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'SHIPMENT_COMPANY',
  storeKey: 'shipping-company',
  resources: [
    dashboardEntry(ScDashboard),
    // Spec 1 §2: create-order, invoice-order, history-order.
    ...shippingCompanyOrderEntries,
    historyEntry('SHIPMENT_COMPANY'),
    products,
    locations,
    users,
    { slug: 'form-profile', labelKey: 'account.menu.formProfile', icon: BusinessIcon, list: FormProfile },
  ],
});
