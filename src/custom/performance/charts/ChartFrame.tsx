// A chart's frame: a card that scrolls sideways when the vendors need more room than a phone has
// (a focusable named region, as the tables'), holding the chart as one image named by its summary
// (role="img": a screen reader hears the summary; the Table view has every figure).
import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { ResponsiveContainer } from 'recharts';
import { CHART_HEIGHT } from '../figures.ts';
import { ScrollCard } from '../ScrollCard.tsx';

export function ChartFrame({ title, summary, minWidth, children }: { title: string; summary: string; minWidth: number; children: ReactElement }) {
  return (
    <ScrollCard label={title}>
      <Box role="img" aria-label={summary} sx={{ minWidth, height: CHART_HEIGHT, p: 1, boxSizing: 'border-box' }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </Box>
    </ScrollCard>
  );
}
