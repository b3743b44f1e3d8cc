// The 2px progress bar at the top during any request (spec 1 §9): every call through
// src/api/http.ts (an area's lists and forms, the profile, the bell; the public pages' branding,
// sign-in, password reset, registration), plus whatever the caller says is busy (an area passes
// react-admin's loading state). One component for the areas and the public pages: it carries
// neither react-admin nor MUI's LinearProgress, so the sign-in page stays light.
import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { httpEvents, requestsInFlight } from '../api/http.ts';

export const LOADING_BAR_HEIGHT = 2;

function subscribe(onChange: () => void) {
  httpEvents.onInFlight.add(onChange);
  return () => void httpEvents.onInFlight.delete(onChange);
}

const anyInFlight = () => requestsInFlight() > 0;

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export function LoadingBar({ busy = false }: { busy?: boolean }) {
  const requesting = useSyncExternalStore(subscribe, anyInFlight, () => false);
  if (!busy && !requesting) return null;
  return (
    <Box
      aria-hidden
      data-testid="loading-bar"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: LOADING_BAR_HEIGHT, overflow: 'hidden', bgcolor: 'action.hover', zIndex: (t) => t.zIndex.modal + 2 }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.2s ease-in-out infinite`,
          // Reduced motion: a still bar, still there while the request lasts.
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
