// VENDOR area (/vendor): dashboard and "Dispatching Shipment", its shipment requests.
import DashboardIcon from '@mui/icons-material/Dashboard';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { VendorDashboard } from '../custom/dashboards/dashboards.tsx';
import * as dispatching from '../resources/dispatching-shipment/index.tsx';
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
  ],
  dataMap: { [dispatching.SLUG]: dispatching.source },
});
