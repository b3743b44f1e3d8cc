// ADMIN area (/admin): dashboard and the management of providers, shipping companies (main admin
// only: menu and route, see canAccess), vendors and the setting (sign-in switch, users).
import DashboardIcon from '@mui/icons-material/Dashboard';
import { AdminDashboard } from '../custom/dashboards/dashboards.tsx';
import { lspManagementEntry, lspResource } from '../resources/lsp-management/index.tsx';
import { scManagementEntry, scResource } from '../resources/sc-management/index.tsx';
import { PROVIDER_SC_PATH, ProviderCompanies, providerScResource } from '../resources/sc-management/ofProvider.tsx';
import { settingEntry } from '../custom/settings/index.tsx';
import { CompanyAccounts, SC_ACCOUNTS_PATH, scAccountsResource } from '../resources/users/accounts.tsx';
import { ManageUsers, manageUserResource } from '../resources/users/manage.tsx';
import { vendorManagementEntry, vendorResource } from '../resources/vendor-management/index.tsx';
import { accountSettingEntry, formProfileEntry } from '../custom/account/entries.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'ADMIN',
  storeKey: 'admin',
  resources: [
    { slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: AdminDashboard },
    { ...lspManagementEntry, routes: [{ path: `:id/${PROVIDER_SC_PATH}`, component: ProviderCompanies }] },
    { ...scManagementEntry, routes: [{ path: `:id/${SC_ACCOUNTS_PATH}`, component: CompanyAccounts }] },
    vendorManagementEntry,
    settingEntry(ManageUsers),
    // After the spec's menu (docs/decisions.md): the own account; an admin has no organisation.
    accountSettingEntry,
    formProfileEntry({ menu: false }),
  ],
  dataMap: {
    [lspResource.slug]: lspResource.source,
    [scResource.slug]: scResource.source,
    [vendorResource.slug]: vendorResource.source,
    [manageUserResource.slug]: manageUserResource.source,
    [providerScResource.slug]: providerScResource.source,
    [scAccountsResource.slug]: scAccountsResource.source,
  },
});
