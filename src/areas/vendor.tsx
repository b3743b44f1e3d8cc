// VENDOR area (/vendor): dashboard, "Dispatching Shipment" (its shipment requests), its history,
// vehicles, drivers, logistic service providers, users, the company profile and the own account.
import { accountSettingEntry, formProfileEntry } from '../custom/account/entries.tsx';
import { VendorDashboard } from '../custom/dashboards/dashboards.tsx';
import { vendorLinks } from './dashboardLinks.ts';
import { dashboardEntry } from '../custom/dashboards/entry.ts';
import { dispatchingEntry } from '../custom/order-shipment/dispatching/index.tsx';
import drivers from '../resources/drivers/index.tsx';
import logisticServiceProviders from '../resources/logistic-service-providers/index.tsx';
import users from '../resources/users/index.tsx';
import vehicles from '../resources/vehicles/index.tsx';
import { historyEntry } from '../custom/order-shipment/history/index.tsx';
import { vendorInvoiceEntries } from '../custom/invoices/index.tsx';
import { makeArea } from './makeArea.tsx';

/** The dashboard with its cards linked to this area's lists. */
const Dashboard = () => <VendorDashboard links={vendorLinks} />;

export default makeArea({
  role: 'VENDOR',
  storeKey: 'vendor',
  resources: [
    dashboardEntry(Dashboard),
    dispatchingEntry,
    historyEntry('VENDOR'),
    vehicles,
    drivers,
    logisticServiceProviders,
    users,
    // After the spec's menu (docs/decisions.md): invoices, the company profile and the own account.
    ...vendorInvoiceEntries(),
    formProfileEntry(),
    accountSettingEntry,
  ],
});
