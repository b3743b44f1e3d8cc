// One record of a card list (the vendor's requests, the LSP's orders waiting for a shipment): an
// article named by its heading, marks beside the heading (state, "new"), its facts in a grid that
// takes one column on a phone, and its actions at the foot. `lead` goes before the heading (a
// selection box); a selected card is outlined in the primary colour.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export interface RecordCardProps {
  /** The heading's id: the article is named by it. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  marks?: ReactNode;
  actions?: ReactNode;
  selected?: boolean;
  /** The facts (src/components/Fact.tsx). */
  children: ReactNode;
}

export function RecordCard({ id, title, lead, marks, actions, selected = false, children }: RecordCardProps) {
  return (
    <Card component="article" variant="outlined" aria-labelledby={id} sx={selected ? { borderColor: 'primary.main' } : undefined}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {lead}
          <Typography variant="subtitle1" component="h2" id={id} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {marks}
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>{children}</Box>
        {actions}
      </CardContent>
    </Card>
  );
}
