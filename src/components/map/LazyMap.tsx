// A map screen part loaded lazily (a map library is ~300 kB gzip and only the screens with a map need
// it), a spinner meanwhile, and a plain note instead of the map when it cannot be drawn (no WebGL,
// its chunk failed): what the map shows is always written beside it too.
import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Busy } from '../Busy.tsx';

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

/** `View` (a React.lazy map) with `props`, or `note` when the map cannot be shown. */
export function LazyMap<P extends { onUnavailable?: () => void }>({ View, props, height, note }: { View: ComponentType<P>; props: P; height: number; note: string }) {
  const [unavailable, setUnavailable] = useState(false);
  const noteBox = (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {note}
    </Typography>
  );
  if (unavailable) return noteBox;
  return (
    <MapBoundary fallback={noteBox}>
      <Suspense
        fallback={
          <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Busy />
          </Box>
        }
      >
        <View {...props} onUnavailable={() => setUnavailable(true)} />
      </Suspense>
    </MapBoundary>
  );
}
