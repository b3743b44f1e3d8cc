// What every tracking read shows before its content: a spinner while it loads, its failure, or its
// empty text; the content only once there is some.
import type { ReactNode } from 'react';
import { Alert, Typography } from '@mui/material';
import { Busy } from '../../components/Busy.tsx';

export function LoadState({ loading, failed, empty, children }: { loading: boolean; failed: string | null; empty: string | null; children: () => ReactNode }) {
  if (failed) return <Alert severity="error">{failed}</Alert>;
  if (loading) return <Busy size={24} />;
  if (empty)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return <>{children()}</>;
}
