// Live tracking and playback (issue 24, docs/tracking.md) as the other screens mount them: the
// shipment's live trucks (detail page), the LSP dashboard's live map and truck list, and the LSP's
// playback entry (order-shipment/playback and playback/data). Screens load on demand.
import ReplayIcon from '@mui/icons-material/Replay';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { DATA_ROUTE, PLAYBACK_SLUG } from './paths.ts';

export { ShipmentLive } from './ShipmentLive.tsx';
export { LiveTracking } from './LiveTracking.tsx';
export { playbackPath } from './paths.ts';

const PlaybackPage = lazyScreen(async () => ({ default: (await import('./PlaybackPage.tsx')).PlaybackPage }));

/** The LSP's "Playback" menu entry; playback/data is the same screen with a truck and range in its query. */
export const playbackEntry: ResourceDef = {
  slug: PLAYBACK_SLUG,
  labelKey: 'tracking.menu',
  icon: ReplayIcon,
  list: PlaybackPage,
  routes: [{ path: DATA_ROUTE, component: PlaybackPage, action: 'list' }],
};
