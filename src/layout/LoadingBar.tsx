// The 2px progress bar at the top during any request (spec 1 §9): react-admin's queries and
// mutations, and every other call through src/api/http.ts (profile, branding, notifications…).
import { useSyncExternalStore } from 'react';
import { LinearProgress } from '@mui/material';
import { useLoading } from 'react-admin';
import { httpEvents, requestsInFlight } from '../api/http.ts';

export const LOADING_BAR_HEIGHT = 2;

function subscribe(onChange: () => void) {
  httpEvents.onInFlight.add(onChange);
  return () => void httpEvents.onInFlight.delete(onChange);
}

const anyInFlight = () => requestsInFlight() > 0;

export function LoadingBar() {
  const loading = useLoading();
  const requesting = useSyncExternalStore(subscribe, anyInFlight, () => false);
  if (!loading && !requesting) return null;
  return (
    <LinearProgress
      aria-hidden
      data-testid="loading-bar"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: LOADING_BAR_HEIGHT, zIndex: (t) => t.zIndex.modal + 2 }}
    />
  );
}
