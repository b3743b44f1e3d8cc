// One view of the vendor performance screen (a section named by its heading): its chart, or its
// table behind the Chart / Table toggle (buttons: keyboards and screen readers reach every figure
// in the table). The chart module, with recharts, is fetched when a chart is first shown; a
// labelled progress keeps the chart's room meanwhile. Both pick a vendor the same way (onVendor).
import { lazy, Suspense, useState } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Busy } from '../../components/Busy.tsx';
import { loadWhenOnline } from '../../components/chunkReload.ts';
import { CHART_HEIGHT, chartDataOf, hasFigures, type ChartSpec, type Figure, type VendorRow } from './figures.ts';
import { FigureTable } from './FigureTable.tsx';

const PerformanceChart = lazy(loadWhenOnline(() => import('./charts/PerformanceChart.tsx')));

type Shown = 'chart' | 'table';

interface Props<R extends VendorRow> {
  /** Its key under performance.views. */
  view: string;
  rows: readonly R[];
  figures: readonly Figure<R>[];
  chart: ChartSpec;
  onVendor: (vendorId: number) => void;
  /** Its heading's level: 2 on the screen, 3 under the dashboard's section. */
  level?: 2 | 3;
}

/** Why a view has no chart, or null: no vendor, no vendor with a pickup (the pie), or nothing but zeros. */
function emptyText<R extends VendorRow>(rows: readonly R[], figures: readonly Figure<R>[], chart: ChartSpec): string | null {
  if (rows.length === 0) return chart.kind === 'pie' ? 'performance.charts.noPickup' : 'performance.empty';
  return hasFigures(rows, figures) ? null : 'performance.charts.noFigures';
}

export function ChartOrTable<R extends VendorRow>({ view, rows, figures, chart, onVendor, level = 2 }: Props<R>) {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown>('chart');
  const title = translate(`performance.views.${view}`);
  const id = `performance-${view}`;
  const empty = emptyText(rows, figures, chart);
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant={level === 2 ? 'h6' : 'subtitle1'} component={`h${level}`} id={id} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={shown} onChange={(_, next: Shown | null) => next && setShown(next)} aria-label={translate('performance.charts.view', { title })}>
          <ToggleButton value="chart">{translate('performance.charts.chart')}</ToggleButton>
          <ToggleButton value="table">{translate('performance.charts.table')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {shown === 'table' ? (
        <FigureTable title={title} rows={rows} figures={figures} onVendor={onVendor} />
      ) : empty ? (
        <Typography color="text.secondary">{translate(empty)}</Typography>
      ) : (
        <Suspense fallback={<ChartLoading />}>
          <PerformanceChart title={title} data={chartDataOf(rows, figures)} spec={chart} onVendor={onVendor} />
        </Suspense>
      )}
    </Box>
  );
}

const ChartLoading = () => (
  <Box sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <Busy size={32} />
  </Box>
);
