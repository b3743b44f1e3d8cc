// ADMIN area (/admin): dashboard and the management of providers, shipping companies (main admin
// only: menu and route, see canAccess) and vendors.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { AdminDashboard } from '../custom/dashboards/dashboards.tsx';
import { lspManagementEntry, lspResource } from '../resources/lsp-management/index.tsx';
import { scManagementEntry, scResource } from '../resources/sc-management/index.tsx';
import { vendorManagementEntry, vendorResource } from '../resources/vendor-management/index.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'ADMIN',
  storeKey: 'admin',
  resources: [
    { slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: AdminDashboard },
    lspManagementEntry,
    scManagementEntry,
    vendorManagementEntry,
  ],
  dataMap: { [lspResource.slug]: lspResource.source, [scResource.slug]: scResource.source, [vendorResource.slug]: vendorResource.source },
});
