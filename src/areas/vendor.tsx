// VENDOR area (/vendor): dashboard and "Dispatching Shipment", its shipment requests.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { VendorDashboard } from '../custom/dashboards/dashboards.tsx';
import { dispatchingData, dispatchingEntry } from '../custom/order-shipment/dispatching/index.tsx';
import { usersEntry, source as usersSource } from '../resources/users/index.tsx';
import { vehiclesData, vehiclesEntry } from '../resources/vehicles/index.tsx';
import { driversData, driversEntry } from '../resources/drivers/index.tsx';
import { lspPartnersData, lspPartnersEntry } from '../resources/vendor-lsp/index.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'VENDOR',
  storeKey: 'vendor',
  resources: [
    { slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: VendorDashboard },
    dispatchingEntry,
    vehiclesEntry, driversEntry, lspPartnersEntry,
    usersEntry,
  ],
  dataMap: { users: usersSource, ...dispatchingData, ...vehiclesData, ...driversData, ...lspPartnersData },
});
