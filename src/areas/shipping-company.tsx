// SHIPMENT_COMPANY area (/shipping-company): the dashboard for now.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { ScDashboard } from '../custom/dashboards/dashboards.tsx';
import { makeArea } from './makeArea.tsx';

export default makeArea({
  role: 'SHIPMENT_COMPANY',
  storeKey: 'shipping-company',
  resources: [{ slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: ScDashboard }],
  dataMap: {},
});
