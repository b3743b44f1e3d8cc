// The LSP's "Geofences" menu entry (after Playback, docs/decisions.md): the screen loads on demand;
// the dashboard's geofences section and the areas its live map draws.
import FenceIcon from '@mui/icons-material/Fence';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';

import { GEOFENCES_SLUG } from './slug.ts';

export { GEOFENCES_SLUG };
export { DashboardGeofences, useGeofenceAreas } from './DashboardGeofences.tsx';

const GeofencesPage = lazyScreen(async () => ({ default: (await import('./GeofencesPage.tsx')).GeofencesPage }));

export const geofencesEntry: ResourceDef = {
  slug: GEOFENCES_SLUG,
  labelKey: 'geofences.menu',
  icon: FenceIcon,
  list: GeofencesPage,
};
