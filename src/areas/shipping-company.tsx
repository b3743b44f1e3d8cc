// SHIPMENT_COMPANY area (/shipping-company): dashboard, its orders (create, invoice, history),
// products and locations (each with its spreadsheet import), users, the company profile and the
// own account.
import { accountSettingEntry, formProfileEntry } from '../custom/account/entries.tsx';
import { ScDashboard } from '../custom/dashboards/dashboards.tsx';
import { shipperLinks } from './dashboardLinks.ts';
import { dashboardEntry } from '../custom/dashboards/entry.ts';
import locations from '../resources/locations/index.tsx';
import products from '../resources/products/index.tsx';
import users from '../resources/users/index.tsx';
import { shippingCompanyOrderEntries } from '../custom/order-shipment/create-order/index.tsx';
import { historyEntry } from '../custom/order-shipment/history/index.tsx';
import { makeArea } from './makeArea.tsx';

/** The dashboard with its cards linked to this area's lists. */
const Dashboard = () => <ScDashboard links={shipperLinks} />;

export default makeArea({
  role: 'SHIPMENT_COMPANY',
  storeKey: 'shipping-company',
  resources: [
    dashboardEntry(Dashboard),
    // Spec 1 §2: create-order, invoice-order, history-order.
    ...shippingCompanyOrderEntries,
    historyEntry('SHIPMENT_COMPANY'),
    products,
    users,
    formProfileEntry(),
    // After the spec's menu (docs/decisions.md): locations (its orders' stops need them), the own account.
    locations,
    accountSettingEntry,
  ],
});
