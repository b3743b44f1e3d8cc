// One record of a card list (the vendor's requests, the LSP's orders waiting for a shipment, the
// histories, create-order's orders): an article named by its heading, marks beside the heading
// (state, "new"), its facts in a grid that takes one column on a phone, and its actions at the
// foot. `lead` goes before the heading (a selection box); a selected card is outlined in the
// primary colour. In a simple list (the layout setting's mode 1, LoadMoreList says so through
// SimpleRecords) the same record is a compact row: no card around it, its facts two abreast on a
// phone, a selected row shaded.
import { createContext, useContext, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** True inside a simple list: the records are rows, not cards. */
export const SimpleRecords = createContext(false);

export interface RecordCardProps {
  /** The heading's id: the article is named by it. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  marks?: ReactNode;
  actions?: ReactNode;
  selected?: boolean;
  /** The facts (src/components/Fact.tsx). One that needs the whole width spans `gridColumn: '1 / -1'`. */
  children: ReactNode;
}

const FACT_COLUMNS = {
  card: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  row: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
};

export function RecordCard({ id, title, lead, marks, actions, selected = false, children }: RecordCardProps) {
  const simple = useContext(SimpleRecords);
  const body = (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {lead}
        <Typography variant="subtitle1" component="h2" id={id} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {marks}
      </Box>
      <Box sx={{ display: 'grid', gap: simple ? 1 : 1.5, gridTemplateColumns: simple ? FACT_COLUMNS.row : FACT_COLUMNS.card }}>{children}</Box>
      {actions}
    </>
  );
  if (simple) {
    return (
      <Box component="article" aria-labelledby={id} sx={{ display: 'grid', gap: 1, px: 1.5, py: 1.25, bgcolor: selected ? 'action.selected' : undefined }}>
        {body}
      </Box>
    );
  }
  return (
    <Card component="article" variant="outlined" aria-labelledby={id} sx={selected ? { borderColor: 'primary.main' } : undefined}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>{body}</CardContent>
    </Card>
  );
}
