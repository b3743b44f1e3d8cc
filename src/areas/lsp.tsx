// LOGISTIC_SERVICE_PROVIDER area (/logistic-service-provider): dashboard and the create-shipment
// flow (its landing: published orders waiting for a shipment).
import DashboardIcon from '@mui/icons-material/Dashboard';
import { LspDashboard } from '../custom/dashboards/dashboards.tsx';
import { actionPaths, actionRoutes } from '../custom/order-shipment/actions/index.ts';
import { profileEntry } from '../custom/lsp-profile/index.tsx';
import { customerData, customerEntry } from '../resources/customer/index.tsx';
import { vendorData, vendorEntry } from '../resources/list-vendor/index.tsx';
import { requestsData, requestsEntry } from '../resources/list-vendor/requests.tsx';
import { createShipmentData, createShipmentEntry } from '../custom/order-shipment/create-shipment/index.tsx';
import { lspVehiclesData, lspVehiclesEntry } from '../resources/vehicles/index.tsx';
import { lspDriversData, lspDriversEntry } from '../resources/drivers/index.tsx';
import { usersEntry, source as usersSource } from '../resources/users/index.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'LOGISTIC_SERVICE_PROVIDER',
  storeKey: 'lsp',
  resources: [
    { slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: LspDashboard },
    createShipmentEntry(),
    customerEntry,
    vendorEntry,
    lspVehiclesEntry, lspDriversEntry,
    requestsEntry,
    usersEntry,
    profileEntry,
  ],
  customRoutes: { routes: actionRoutes, paths: actionPaths },
  dataMap: { users: usersSource, ...createShipmentData, ...customerData, ...vendorData, ...requestsData, ...lspVehiclesData, ...lspDriversData },
});
