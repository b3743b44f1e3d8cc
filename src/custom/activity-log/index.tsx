// The administrator's "User activity log" menu entry (spec 1 §2: after the setting); the screen
// loads on demand.
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';

export const ACTIVITY_LOG_SLUG = 'user-activity-log';

const ActivityLogPage = lazyScreen(async () => ({ default: (await import('./ActivityLogPage.tsx')).ActivityLogPage }));

export const activityLogEntry: ResourceDef = {
  slug: ACTIVITY_LOG_SLUG,
  labelKey: 'activity.menu',
  icon: ManageSearchIcon,
  list: ActivityLogPage,
};
