// Live tracking and playback (issue 24, docs/tracking.md) as the other screens mount them: the
// shipment's live trucks (detail page), the LSP dashboard's live map and truck list, a plate's GPS
// device (the vendor's vehicle page), and the LSP's playback entry (order-shipment/playback and playback/data). Screens load on demand.
import { lazy } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';
import { loadWhenOnline } from '../../components/chunkReload.ts';
import { DATA_ROUTE, PLAYBACK_SLUG } from './paths.ts';

export { ShipmentLive } from './ShipmentLive.tsx';
export { LiveTracking } from './LiveTracking.tsx';
export { playbackPath } from './paths.ts';

/** A plate's GPS device (vendor): loaded when opened, with its QR code library. */
export const GpsDeviceDialog = lazy(loadWhenOnline(async () => ({ default: (await import('./GpsDeviceDialog.tsx')).GpsDeviceDialog })));

const PlaybackPage = lazyScreen(async () => ({ default: (await import('./PlaybackPage.tsx')).PlaybackPage }));

/** The LSP's "Playback" menu entry; playback/data is the same screen with a truck and range in its query. */
export const playbackEntry: ResourceDef = {
  slug: PLAYBACK_SLUG,
  labelKey: 'tracking.menu',
  icon: ReplayIcon,
  list: PlaybackPage,
  routes: [{ path: DATA_ROUTE, component: PlaybackPage, action: 'list' }],
};
