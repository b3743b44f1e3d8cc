// Every organisation area's first screen, /<area>/dashboard, as an area entry.
import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { ResourceDef } from '../../areas/types.ts';

export const DASHBOARD_SLUG = 'dashboard';

export const dashboardEntry = (list: ComponentType): ResourceDef => ({ slug: DASHBOARD_SLUG, labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list });
