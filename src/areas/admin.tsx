// ADMIN area (/admin): dashboard and the management of providers (with each provider's shipping
// companies), shipping companies (main admin only: menu and route, see canAccess; with each
// company's user accounts), vendors and the setting (sign-in switch, users).
import { AdminDashboard } from '../custom/dashboards/dashboards.tsx';
import { adminLinks } from './dashboardLinks.ts';
import { dashboardEntry } from '../custom/dashboards/entry.ts';
import { accountSettingEntry, formProfileEntry } from '../custom/account/entries.tsx';
import logisticServiceProviders, { COMPANIES_PATH } from '../resources/logistic-service-providers/index.tsx';
import shippingCompanies, { ACCOUNTS_PATH, companiesOfProvider } from '../resources/shipping-companies/index.tsx';
import users, { accountsOfCompany } from '../resources/users/index.tsx';
import vendors from '../resources/vendors/index.tsx';
import { activityLogEntry } from '../custom/activity-log/index.tsx';
import { wbLogEntry } from '../custom/wb-log/index.tsx';
import { mirroringLogEntry } from '../custom/mirroring-log/index.tsx';
import { vendorReportEntry } from '../custom/performance/index.tsx';
import { makeArea, nest } from './makeArea.tsx';

/** The dashboard with its cards linked to this area's lists. */
const Dashboard = () => <AdminDashboard links={adminLinks} />;

export default makeArea({
  role: 'ADMIN',
  storeKey: 'admin',
  resources: [
    dashboardEntry(Dashboard),
    nest(logisticServiceProviders, 'ADMIN', COMPANIES_PATH, companiesOfProvider),
    nest(shippingCompanies, 'ADMIN', ACCOUNTS_PATH, accountsOfCompany),
    vendors,
    users,
    activityLogEntry,
    wbLogEntry,
    mirroringLogEntry,
    // After the spec's menu (docs/decisions.md): the vendor report, the own account; an admin has no organisation.
    vendorReportEntry,
    accountSettingEntry,
    formProfileEntry({ menu: false }),
  ],
});
