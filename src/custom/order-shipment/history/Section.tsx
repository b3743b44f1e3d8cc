// A titled block of the detail page (orders, map, markers, vendors, trips, history).
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
