// A list with no records yet: what it is for and what to do next, with the buttons to do it.
import { Box } from '@mui/material';
import type { ComponentType } from 'react';
import { CreateButton } from 'react-admin';
import { EmptyState } from '../EmptyState.tsx';

export function EmptyList({ textKey, canCreate, actions: Actions }: { textKey: string; canCreate: boolean; actions?: ComponentType }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', m: 'auto', pb: 4 }}>
      <EmptyState textKey={textKey} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        {canCreate && <CreateButton variant="contained" />}
        {Actions && <Actions />}
      </Box>
    </Box>
  );
}
