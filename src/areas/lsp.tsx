// LOGISTIC_SERVICE_PROVIDER area (/logistic-service-provider): dashboard, the landing list of
// orders waiting for a shipment, customers, vendors (and their requests), the vendors' vehicles
// and drivers (read-only), users and the company profile.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { LspDashboard } from '../custom/dashboards/dashboards.tsx';
import { dashboardEntry } from '../custom/dashboards/entry.ts';
import { profileEntry } from '../custom/lsp-profile/index.tsx';
import drivers, { LSP_SLUG as LSP_DRIVERS_SLUG } from '../resources/drivers/index.tsx';
import * as awaiting from '../resources/orders-awaiting-shipment/index.tsx';
import shippingCompanies from '../resources/shipping-companies/index.tsx';
import users from '../resources/users/index.tsx';
import vehicles from '../resources/vehicles/index.tsx';
import vendors, { REQUESTS_SLUG } from '../resources/vendors/index.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'LOGISTIC_SERVICE_PROVIDER',
  storeKey: 'lsp',
  resources: [
    dashboardEntry(LspDashboard),
    {
      slug: awaiting.SLUG,
      labelKey: 'shell.menu.createShipment',
      icon: LocalShippingIcon,
      list: awaiting.AwaitingShipmentList,
      show: awaiting.AwaitingShipmentShow,
      badge: true,
      data: { [awaiting.SLUG]: awaiting.source },
    },
    shippingCompanies,
    vendors,
    vehicles,
    drivers,
    users,
    profileEntry,
  ],
  // Spec 1 §2: request-vendors comes after list-driver, away from list-vendor.
  moves: [{ slug: REQUESTS_SLUG, after: LSP_DRIVERS_SLUG }],
});
