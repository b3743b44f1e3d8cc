// Trucks on the road listed with their facts (TruckFacts), each with a playback link where the area has one.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useBasename } from 'react-admin';
import type { Role } from '../../../contract/lib.ts';
import type { LiveTruck } from '../../../contract/tracking.ts';
import { playbackPath } from './paths.ts';
import { TruckFacts } from './TruckFacts.tsx';

/** `role`: whose area the playback links point into (only the LSP has a playback); `showShipment` off on a shipment's own page. */
export function TruckList<T extends LiveTruck>({ label, trucks, role = 'LOGISTIC_SERVICE_PROVIDER', showShipment = true, after }: { label: string; trucks: readonly T[]; role?: Role; showShipment?: boolean; after?: (truck: T) => ReactNode }) {
  const basename = useBasename();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {trucks.map((tr) => (
        <Box component="li" key={tr.track_id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <TruckFacts truck={tr} showShipment={showShipment} playbackHref={playbackPath(basename, role, tr.track_id)} />
          {after?.(tr)}
        </Box>
      ))}
    </Box>
  );
}
