// Trucks on the road listed with their facts (TruckFacts), each with a playback link where the area has one.
import { memo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useBasename } from 'react-admin';
import type { Role } from '../../../contract/lib.ts';
import type { LiveTruck } from '../../../contract/tracking.ts';
import { playbackPath } from './paths.ts';
import { TruckFacts } from './TruckFacts.tsx';

/**
 * One truck of the list. Memoised: read again each second while trucks report, a list keeps the
 * rows that did not change (react-query's structural sharing), and only the others render.
 */
const TruckItem = memo(function TruckItem({ truck, showShipment, playbackHref, after }: { truck: LiveTruck; showShipment: boolean; playbackHref: string | null; after?: ReactNode }) {
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <TruckFacts truck={truck} showShipment={showShipment} playbackHref={playbackHref} />
      {after}
    </Box>
  );
});

/** `role`: whose area the playback links point into (only the LSP has a playback); `showShipment` off on a shipment's own page. */
export function TruckList<T extends LiveTruck>({ label, trucks, role = 'LOGISTIC_SERVICE_PROVIDER', showShipment = true, after }: { label: string; trucks: readonly T[]; role?: Role; showShipment?: boolean; after?: (truck: T) => ReactNode }) {
  const basename = useBasename();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {trucks.map((tr) => (
        <TruckItem key={tr.track_id} truck={tr} showShipment={showShipment} playbackHref={playbackPath(basename, role, tr.track_id)} after={after?.(tr)} />
      ))}
    </Box>
  );
}
