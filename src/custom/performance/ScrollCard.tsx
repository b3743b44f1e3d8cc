// A card that scrolls sideways when narrower than what it holds (a table's columns, a chart's
// vendors on a 360-390 px phone), never the page: a named region keyboards can focus to scroll it.
import type { ReactNode } from 'react';
import { Card } from '@mui/material';

export function ScrollCard({ label, dimmed = false, children }: { label: string; dimmed?: boolean; children: ReactNode }) {
  return (
    <Card variant="outlined" role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', opacity: dimmed ? 0.6 : 1 }}>
      {children}
    </Card>
  );
}
