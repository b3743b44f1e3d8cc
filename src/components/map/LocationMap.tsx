// The map as the screens use it: MapView loaded lazily (maplibre is ~286 kB gzip and only the
// screens with a map need it), a spinner meanwhile, and a plain note instead of the map when it
// cannot be drawn (no WebGL, its chunk failed): the latitude and longitude fields still work. A map
// that only shows (no `onPick`) says nothing about placing a pin or typing coordinates.
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Busy } from '../Busy.tsx';
import { loadWhenOnline } from '../chunkReload.ts';
import type { MapViewProps } from './MapView.tsx';

const MapView = lazy(loadWhenOnline(() => import('./MapView.tsx')));

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('The map could not be shown:', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type LocationMapProps = Omit<MapViewProps, 'onUnavailable'>;

export function LocationMap(props: LocationMapProps) {
  const translate = useTranslate();
  const [unavailable, setUnavailable] = useState(false);
  const height = props.height ?? 320;
  const note = (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {translate(props.onPick ? 'map.unavailable' : 'map.unavailableView')}
    </Typography>
  );
  if (unavailable) return note;
  return (
    <MapBoundary fallback={note}>
      <Suspense
        fallback={
          <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Busy />
          </Box>
        }
      >
        <MapView {...props} onUnavailable={() => setUnavailable(true)} />
      </Suspense>
    </MapBoundary>
  );
}
