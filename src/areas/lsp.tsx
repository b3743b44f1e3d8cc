// LOGISTIC_SERVICE_PROVIDER area (/logistic-service-provider): dashboard and the landing list of
// orders waiting for a shipment.
import DashboardIcon from '@mui/icons-material/Dashboard';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { LspDashboard } from '../custom/dashboards/dashboards.tsx';
import { profileEntry } from '../custom/lsp-profile/index.tsx';
import { customerData, customerEntry } from '../resources/customer/index.tsx';
import { vendorData, vendorEntry } from '../resources/list-vendor/index.tsx';
import { requestsData, requestsEntry } from '../resources/list-vendor/requests.tsx';
import * as awaiting from '../resources/orders-awaiting-shipment/index.tsx';
import { lspVehiclesData, lspVehiclesEntry } from '../resources/vehicles/index.tsx';
import { lspDriversData, lspDriversEntry } from '../resources/drivers/index.tsx';
import { usersEntry, source as usersSource } from '../resources/users/index.tsx';
import { lspOrderRoutes } from '../custom/order-shipment/create-order/index.tsx';
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
      routes: lspOrderRoutes,
      badge: true,
    },
    customerEntry,
    vendorEntry,
    lspVehiclesEntry, lspDriversEntry,
    requestsEntry,
    usersEntry,
    profileEntry,
  ],
  dataMap: { users: usersSource, [awaiting.SLUG]: awaiting.source, ...customerData, ...vendorData, ...requestsData, ...lspVehiclesData, ...lspDriversData },
});
