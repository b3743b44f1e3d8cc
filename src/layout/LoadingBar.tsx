// The 2px progress bar at the top while react-admin has requests in flight.
import { LinearProgress } from '@mui/material';
import { useLoading } from 'react-admin';

export function LoadingBar() {
  const loading = useLoading();
  if (!loading) return null;
  return <LinearProgress aria-hidden sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 2, zIndex: (t) => t.zIndex.appBar + 2 }} />;
}
