// Dashboard building blocks: titled groups of figure cards (numbers with the product's formatters,
// "–" for a figure with nothing to divide by), each card a link to the list behind it when one
// exists, and the load state.
import type { ReactNode } from 'react';
import { Alert, Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { LinkBase, useBasename, useTranslate } from 'react-admin';
import type { NettoTotals, Share } from '../../../contract/dashboard.ts';
import { formatDecimal } from '../../../contract/numbers.ts';
import { formatNumber } from '../../i18n/format.ts';
import { Busy } from '../../components/Busy.tsx';

/** Shown for a figure the server answers as null (docs/dashboards.md "Empty denominators"). */
export const NO_FIGURE = '–';

export interface CountItem {
  labelKey: string;
  /** A count, an exact decimal text, or null (nothing to show). */
  value: number | string | null;
  /** Written with its unit (shell.dashboard.units.*). */
  unit?: 'kg' | 'percent';
  /** A second line under the figure (already translated). */
  detail?: string;
  /** The list behind the figure: a path inside the area. */
  to?: string;
}

function FigureText({ value, unit }: Pick<CountItem, 'value' | 'unit'>) {
  const translate = useTranslate();
  if (value === null) return <>{NO_FIGURE}</>;
  const text = typeof value === 'number' ? formatNumber(value) : formatDecimal(value);
  return <>{unit ? translate(`shell.dashboard.units.${unit}`, { value: text }) : text}</>;
}

function FigureCard({ item }: { item: CountItem }) {
  const translate = useTranslate();
  const basename = useBasename();
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {translate(item.labelKey)}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <FigureText value={item.value} unit={item.unit} />
      </Typography>
      {item.detail && (
        <Typography variant="body2" color="text.secondary">
          {item.detail}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {item.to ? (
        <CardActionArea component={LinkBase} to={`${basename}/${item.to}`} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

export function CountGroup({ titleKey, items }: { titleKey: string; items: readonly CountItem[] }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate(titleKey)}
      </Typography>
      {/* Two a row on a phone, more as the screen grows. */}
      <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(140px, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' } }}>
        {items.map((item) => (
          <FigureCard key={item.labelKey} item={item} />
        ))}
      </Box>
    </Box>
  );
}

/** Status counts (orders, shipments, requests, invoices) as cards labelled by status. */
export const statusItems = (counts: Record<string, number>, to?: string): CountItem[] =>
  Object.entries(counts).map(([status, value]) => ({ labelKey: `shell.status.${status}`, value, to }));

/** Plain counts labelled under shell.dashboard.counts, each linked to its list when `links` names one. */
export const countItems = <K extends string>(data: Partial<Record<K, unknown>>, keys: readonly K[], links: Partial<Record<string, string>> = {}): CountItem[] =>
  keys.map((key) => ({ labelKey: `shell.dashboard.counts.${key}`, value: Number(data[key] ?? 0), to: links[key] }));

/** A share as its percentage, its parts under it ("4 of 5"). */
export const shareItem = (labelKey: string, share: Share, translate: (key: string, options?: object) => string): CountItem => ({
  labelKey,
  value: share.percent,
  unit: 'percent',
  detail: translate('shell.dashboard.shareOf', { part: formatNumber(share.part), whole: formatNumber(share.whole) }),
});

/** Netto loaded, delivered, lost (kg) and the loss in per cent. */
export const nettoItems = (netto: NettoTotals): CountItem[] => [
  { labelKey: 'weighbridge.pickup', value: netto.pickup, unit: 'kg' },
  { labelKey: 'weighbridge.dropoff', value: netto.dropoff, unit: 'kg' },
  { labelKey: 'weighbridge.loss', value: netto.loss_kg, unit: 'kg' },
  { labelKey: 'shell.dashboard.lossPercent', value: netto.loss_percent, unit: 'percent' },
];

export function DashboardState({ isPending, isError, children }: { isPending: boolean; isError: boolean; children: () => ReactNode }) {
  const translate = useTranslate();
  if (isPending) return <Busy sx={{ m: 4 }} />;
  if (isError) return <Alert severity="error">{translate('shell.dashboard.loadFailed')}</Alert>;
  return <>{children()}</>;
}
