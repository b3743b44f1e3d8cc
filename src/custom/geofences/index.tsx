// The LSP's "Geofences" menu entry (after Playback, docs/decisions.md): the screen loads on demand.
import FenceIcon from '@mui/icons-material/Fence';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';

export const GEOFENCES_SLUG = 'geofences';

const GeofencesPage = lazyScreen(async () => ({ default: (await import('./GeofencesPage.tsx')).GeofencesPage }));

export const geofencesEntry: ResourceDef = {
  slug: GEOFENCES_SLUG,
  labelKey: 'geofences.menu',
  icon: FenceIcon,
  list: GeofencesPage,
};
