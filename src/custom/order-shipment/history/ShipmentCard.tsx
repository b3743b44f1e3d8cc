// One shipment of the history list: identity (the link to its detail), state and trip, its
// orders, route, vendors with their answers, and how many trucks are on it.
import { Box, Chip, Link } from '@mui/material';
import { LinkBase, useBasename, useLocation, useTranslate } from 'react-admin';
import type { ShipmentRow } from '../../../../contract/shipment.ts';
import { BeyondToleranceChip } from '../../../components/BeyondToleranceChip.tsx';
import { DateCell } from '../../../components/DateCell.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { RecordCard } from '../../../components/RecordCard.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { detailPath } from './paths.ts';

export function ShipmentCard({ row }: { row: ShipmentRow }) {
  const translate = useTranslate();
  const basename = useBasename();
  // The detail's "back" returns to the list as it is now (its search and filters).
  const listSearch = useLocation().search;
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.list.${key}`, values);
  const title = (
    <Link component={LinkBase} to={detailPath(basename, row.id)} state={{ listSearch }} aria-label={t('open', { identity: row.identity })}>
      {row.identity}
    </Link>
  );
  const marks = (
    <>
      <StatusChip status={row.status} />
      <Chip size="small" variant="outlined" label={t('trip', { ritase: row.ritase })} />
      {row.beyond_tolerance && <BeyondToleranceChip />}
    </>
  );
  return (
    <RecordCard id={`shipment-${row.id}`} title={title} marks={marks}>
      <Fact label={t('orders')}>{row.orders.map((o) => o.identity).join(', ') || '-'}</Fact>
      <Fact label={t('route')}>{`${row.pickup ?? '-'} → ${row.dropoff ?? '-'}`}</Fact>
      <Fact label={t('trucks')}>{`${formatNumber(row.tracks_count)} / ${formatNumber(row.vehicle_detail_count)}`}</Fact>
      <Fact label={t('created')}>
        <DateCell value={row.created_at} />
      </Fact>
      {row.shipment_vendors.length > 0 && (
        <Box sx={{ gridColumn: '1 / -1' }}>
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
        </Box>
      )}
    </RecordCard>
  );
}
