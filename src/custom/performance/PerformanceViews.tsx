// The vendor performance's four views from the two calls' answers (docs/performance.md "The screen"):
// the netto with its loss, the vendors' shares of the pickup (only those above 0), the trips and
// the assignment figures with their rates, each its chart or its table (ChartOrTable). The screen
// and the LSP dashboard's section show them alike; what a vendor's bar, slice or name does is theirs.
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RateRow, TransporterRow } from '../../../contract/performance.ts';
import { Busy } from '../../components/Busy.tsx';
import { ChartOrTable } from './ChartOrTable.tsx';
import { hasFigures, NETTO, NETTO_CHART, pickupShareRows, RATES, RATES_CHART, SHARE, SHARE_CHART, TRIPS, TRIPS_CHART } from './figures.ts';

interface Read<R> {
  data?: { data: R[] };
  isPending: boolean;
  isError: boolean;
}

interface Props {
  vendors: Read<TransporterRow>;
  rates: Read<RateRow>;
  onVendor: (vendorId: number) => void;
  /** The views' heading level (ChartOrTable). */
  level?: 2 | 3;
  /** Shown instead of the views when no vendor has any figure (no vendor, or nothing but zeros); without it the views say so each. */
  noFigures?: string;
  /** The views' container: the screen stacks them, the dashboard lays them side by side when there is room. */
  layout?: 'stack' | 'grid';
}

export function PerformanceViews({ vendors, rates, onVendor, level, noFigures, layout = 'stack' }: Props) {
  const translate = useTranslate();
  if (vendors.isError || rates.isError) return <Alert severity="error">{translate('performance.failed')}</Alert>;
  if (!vendors.data || !rates.data) return <Busy size={24} />;
  const rows = vendors.data.data;
  const rateRows = rates.data.data;
  if (noFigures && !hasFigures(rows, [...NETTO, ...TRIPS]) && !hasFigures(rateRows, RATES)) return <Typography color="text.secondary">{noFigures}</Typography>;
  const views = (
    <>
      <ChartOrTable view="netto" rows={rows} figures={NETTO} chart={NETTO_CHART} onVendor={onVendor} level={level} />
      <ChartOrTable view="share" rows={pickupShareRows(rows)} figures={SHARE} chart={SHARE_CHART} onVendor={onVendor} level={level} />
      <ChartOrTable view="trips" rows={rows} figures={TRIPS} chart={TRIPS_CHART} onVendor={onVendor} level={level} />
      <ChartOrTable view="rates" rows={rateRows} figures={RATES} chart={RATES_CHART} onVendor={onVendor} level={level} />
    </>
  );
  return layout === 'grid' ? <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>{views}</Box> : views;
}
