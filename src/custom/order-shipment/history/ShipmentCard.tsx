// One shipment of the history list: identity (the link to its detail), state and trip, its
// orders, route, vendors with their answers, and how many trucks are on it.
import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import { LinkBase, useBasename, useLocation, useTranslate } from 'react-admin';
import type { ShipmentRow } from '../../../../contract/shipment.ts';
import { DateCell } from '../../../components/DateCell.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { detailPath } from './paths.ts';

export function ShipmentCard({ row }: { row: ShipmentRow }) {
  const translate = useTranslate();
  const basename = useBasename();
  // The detail's "back" returns to the list as it is now (its search and filters).
  const listSearch = useLocation().search;
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.list.${key}`, values);
  return (
    <Card component="article" variant="outlined" aria-labelledby={`shipment-${row.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" id={`shipment-${row.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Link component={LinkBase} to={detailPath(basename, row.id)} state={{ listSearch }} aria-label={t('open', { identity: row.identity })}>
              {row.identity}
            </Link>
          </Typography>
          <StatusChip status={row.status} />
          <Chip size="small" variant="outlined" label={t('trip', { ritase: row.ritase })} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <Fact label={t('orders')}>{row.orders.map((o) => o.identity).join(', ') || '-'}</Fact>
          <Fact label={t('route')}>{`${row.pickup ?? '-'} → ${row.dropoff ?? '-'}`}</Fact>
          <Fact label={t('trucks')}>{`${formatNumber(row.tracks_count)} / ${formatNumber(row.vehicle_detail_count)}`}</Fact>
          <Fact label={t('created')}>
            <DateCell value={row.created_at} />
          </Fact>
        </Box>
        {row.shipment_vendors.length > 0 && (
          <Fact label={t('vendors')}>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
              {row.shipment_vendors.map((part) => (
                <Box component="li" key={part.id} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <span>{part.vendor.name}</span>
                  <StatusChip status={part.status} />
                </Box>
              ))}
            </Box>
          </Fact>
        )}
      </CardContent>
    </Card>
  );
}
