// VENDOR area (/vendor): dashboard and "Dispatching Shipment", its shipment requests.
import DashboardIcon from '@mui/icons-material/Dashboard';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { VendorDashboard } from '../custom/dashboards/dashboards.tsx';
import * as dispatching from '../resources/dispatching-shipment/index.tsx';
import { usersEntry, source as usersSource } from '../resources/users/index.tsx';
import { vehiclesData, vehiclesEntry } from '../resources/vehicles/index.tsx';
import { driversData, driversEntry } from '../resources/drivers/index.tsx';
import { lspPartnersData, lspPartnersEntry } from '../resources/vendor-lsp/index.tsx';
import { historyEntry } from '../custom/order-shipment/history/index.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'VENDOR',
  storeKey: 'vendor',
  resources: [
    { slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: VendorDashboard },
    {
      slug: dispatching.SLUG,
      labelKey: 'shell.menu.dispatchingShipment',
      icon: LocalShippingIcon,
      list: dispatching.DispatchingShipmentList,
      badge: true,
    },
    historyEntry('VENDOR'),
    vehiclesEntry, driversEntry, lspPartnersEntry,
    usersEntry,
  ],
  dataMap: { users: usersSource, [dispatching.SLUG]: dispatching.source, ...vehiclesData, ...driversData, ...lspPartnersData },
});
