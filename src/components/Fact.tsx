// A label above its value: the facts of a card or a detail page (a shipment's route, a request's
// expiry), one look on every freight screen.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
