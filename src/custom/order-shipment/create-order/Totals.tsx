// The order's totals as the server computes them from the products loaded at its pickup stops.
import { Box, Typography } from '@mui/material';
import type { OrderDetail } from '../../../../contract/order.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/useT.ts';

const FIGURES = [
  ['weight', 'total_weight'],
  ['volume', 'total_volume'],
  ['length', 'total_dimension_length'],
  ['width', 'total_dimension_width'],
  ['height', 'total_dimension_height'],
] as const;

export function Totals({ order }: { order: OrderDetail }) {
  const t = useT();
  return (
    <section aria-labelledby="totals-heading">
      <Typography id="totals-heading" variant="h6" component="h2">
        {t('orders.totals.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('orders.totals.hint')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: 1, m: 0 }} data-testid="order-totals">
        {FIGURES.map(([label, field]) => (
          <Box key={field} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`orders.totals.${label}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`total-${label}`}>
              {formatNumber(order[field])}
            </Typography>
          </Box>
        ))}
      </Box>
    </section>
  );
}
