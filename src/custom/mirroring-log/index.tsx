// The administrator's "Activity mirroring log" menu entry (spec 1 §2: after the weighbridge
// activity log); the screen loads on demand.
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';

export const MIRRORING_LOG_SLUG = 'activity-mirroring-log';

const MirroringLogPage = lazyScreen(async () => ({ default: (await import('./MirroringLogPage.tsx')).MirroringLogPage }));

export const mirroringLogEntry: ResourceDef = { slug: MIRRORING_LOG_SLUG, labelKey: 'mirroringLog.menu', icon: SyncAltIcon, list: MirroringLogPage };
