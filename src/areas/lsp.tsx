// LOGISTIC_SERVICE_PROVIDER area (/logistic-service-provider): dashboard and the landing list of
// orders waiting for a shipment.
import DashboardIcon from '@mui/icons-material/Dashboard';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { LspDashboard } from '../custom/dashboards/dashboards.tsx';
import * as awaiting from '../resources/orders-awaiting-shipment/index.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'LOGISTIC_SERVICE_PROVIDER',
  storeKey: 'lsp',
  resources: [
    { slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: LspDashboard },
    {
      slug: awaiting.SLUG,
      labelKey: 'shell.menu.createShipment',
      icon: LocalShippingIcon,
      list: awaiting.AwaitingShipmentList,
      show: awaiting.AwaitingShipmentShow,
      badge: true,
    },
  ],
  dataMap: { [awaiting.SLUG]: awaiting.source },
});
