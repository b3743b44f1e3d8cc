// The administrator's "Weighbridge activity log" menu entry (spec 1 §2: after the user activity
// log); the screen loads on demand.
import ScaleIcon from '@mui/icons-material/Scale';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';

export const WB_LOG_SLUG = 'wb-activity-log';

const WbLogPage = lazyScreen(async () => ({ default: (await import('./WbLogPage.tsx')).WbLogPage }));

export const wbLogEntry: ResourceDef = { slug: WB_LOG_SLUG, labelKey: 'wbLog.menu', icon: ScaleIcon, list: WbLogPage };
