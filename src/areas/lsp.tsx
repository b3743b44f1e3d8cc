// LOGISTIC_SERVICE_PROVIDER area (/logistic-service-provider): dashboard, the create-shipment flow
// (its landing: published orders waiting for a shipment), customers, vendors (and their requests),
// the vendors' vehicles and drivers (read-only), users, the company profile, the own account and
// the shipment actions' screens.
import { accountSettingEntry } from '../custom/account/entries.tsx';
import { LspDashboard } from '../custom/dashboards/dashboards.tsx';
import { dashboardEntry } from '../custom/dashboards/entry.ts';
import { profileEntry } from '../custom/lsp-profile/index.tsx';
// routes.tsx, not the folder's index: the index also brings the detail page's action bars.
import { actionPaths, actionRoutes } from '../custom/order-shipment/actions/routes.tsx';
import { lspOrderRoutes } from '../custom/order-shipment/create-order/index.tsx';
import { createShipmentEntry } from '../custom/order-shipment/create-shipment/index.tsx';
import drivers, { LSP_SLUG as LSP_DRIVERS_SLUG } from '../resources/drivers/index.tsx';
import shippingCompanies from '../resources/shipping-companies/index.tsx';
import users from '../resources/users/index.tsx';
import vehicles from '../resources/vehicles/index.tsx';
import vendors, { REQUESTS_SLUG } from '../resources/vendors/index.tsx';
import { historyEntry } from '../custom/order-shipment/history/index.tsx';
import { lspInvoiceEntries } from '../custom/invoices/index.tsx';
import { playbackEntry } from '../custom/tracking/index.tsx';
import { geofencesEntry } from '../custom/geofences/index.tsx';
import { performanceEntry, vendorReportEntry } from '../custom/performance/index.tsx';
import { exportFilesEntry } from '../custom/export-files/index.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'LOGISTIC_SERVICE_PROVIDER',
  storeKey: 'lsp',
  resources: [
    dashboardEntry(LspDashboard),
    performanceEntry,
    createShipmentEntry(lspOrderRoutes),
    historyEntry('LOGISTIC_SERVICE_PROVIDER'),
    shippingCompanies,
    vendors,
    vehicles,
    drivers,
    exportFilesEntry,
    users,
    // After the spec's menu (docs/decisions.md): playback, geofences, the vendor report, invoices, the company profile and the own account.
    playbackEntry,
    geofencesEntry,
    vendorReportEntry,
    ...lspInvoiceEntries(),
    profileEntry,
    accountSettingEntry,
  ],
  // Spec 1 §2: request-vendors comes after list-driver, away from list-vendor.
  moves: [{ slug: REQUESTS_SLUG, after: LSP_DRIVERS_SLUG }],
  customRoutes: { routes: actionRoutes, paths: actionPaths },
});
