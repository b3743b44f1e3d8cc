// ADMIN area (/admin): the dashboard only, until the management screens exist.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { AdminDashboard } from '../custom/dashboards/dashboards.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'ADMIN',
  storeKey: 'admin',
  resources: [{ slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: AdminDashboard }],
  dataMap: {},
});
