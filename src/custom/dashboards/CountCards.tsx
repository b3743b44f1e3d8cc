// Dashboard building blocks: titled groups of count cards (numbers in id-ID) and the load state.
import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format.ts';
import { Busy } from '../../components/Busy.tsx';

export interface CountItem {
  labelKey: string;
  value: number;
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
          <Card key={item.labelKey} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {translate(item.labelKey)}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
                {formatNumber(item.value)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** Status counts (orders, shipments, requests) as cards labelled by status. */
export const statusItems = (counts: Record<string, number>): CountItem[] =>
  Object.entries(counts).map(([status, value]) => ({ labelKey: `shell.status.${status}`, value }));

/** Plain counts labelled under shell.dashboard.counts. */
export const countItems = (data: Record<string, unknown>, keys: readonly string[]): CountItem[] =>
  keys.map((key) => ({ labelKey: `shell.dashboard.counts.${key}`, value: Number(data[key] ?? 0) }));

export function DashboardState({ isPending, isError, children }: { isPending: boolean; isError: boolean; children: () => ReactNode }) {
  const translate = useTranslate();
  if (isPending) return <Busy sx={{ m: 4 }} />;
  if (isError) return <Alert severity="error">{translate('shell.dashboard.loadFailed')}</Alert>;
  return <>{children()}</>;
}
