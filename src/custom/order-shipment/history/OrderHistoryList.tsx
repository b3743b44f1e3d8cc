// order-shipment/history-order of a shipping company: the orders it sent (GET /v1/order/history:
// published, whatever their state now), newest first, each with the shipment carrying it (a link to
// that shipment's detail) or saying it waits for one; "load more" appends the next page (spec 2 §4).
import { Box, Link, Typography } from '@mui/material';
import { LinkBase, useBasename, useLocation, useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { orderHistoryList, type OrderHistoryRow } from '../../../../contract/order.ts';
import { ORDER_STATES } from '../../../../contract/states.ts';
import { BeyondToleranceChip } from '../../../components/BeyondToleranceChip.tsx';
import { DateCell } from '../../../components/DateCell.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { LoadMoreList } from '../../../components/LoadMoreList.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { RecordCard } from '../../../components/RecordCard.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { ListFilters } from './ListFilters.tsx';
import { detailPath } from './paths.ts';
import { useHistoryPages } from './useHistoryPages.ts';

/** An order in the history was sent: never a draft. */
const SENT_STATES = ORDER_STATES.filter((s) => s !== 'DRAFT');

function OrderCard({ row }: { row: OrderHistoryRow }) {
  const translate = useTranslate();
  const basename = useBasename();
  // The detail's "back" returns to the list as it is now (its search and filters).
  const listSearch = useLocation().search;
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.orders.${key}`, values);
  return (
    <RecordCard id={`order-${row.id}`} title={row.identity} marks={
        <>
          <StatusChip status={row.status} />
          {row.beyond_tolerance && <BeyondToleranceChip />}
        </>
      }
    >
      <Fact label={t('route')}>{`${row.pickup?.name ?? '-'} → ${row.dropoff?.name ?? '-'}`}</Fact>
      <Fact label={t('weight')}>{row.total_weight === null ? '-' : `${formatNumber(row.total_weight)} kg`}</Fact>
      <Fact label={t('sent')}>
        <DateCell value={row.published_at} />
      </Fact>
      <Fact label={t('shipment')}>
        {row.shipment ? (
          <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
            <Link component={LinkBase} to={detailPath(basename, row.shipment.id)} state={{ listSearch }} aria-label={t('open', { identity: row.shipment.identity, order: row.identity })}>
              {row.shipment.identity}
            </Link>
            <StatusChip status={row.shipment.status} />
          </Box>
        ) : (
          <Typography variant="body2" component="span" color="text.secondary">
            {t('noShipment')}
          </Typography>
        )}
      </Fact>
    </RecordCard>
  );
}

export function OrderHistoryList() {
  const translate = useTranslate();
  const { filters, setFilters, pages, filtered } = useHistoryPages(contract.order.history, orderHistoryList);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('history.menu')} />
      <ListFilters value={filters} onChange={setFilters} statuses={SENT_STATES} searchLabel="history.orders.search" />
      <LoadMoreList pages={pages} label={translate('history.menu')} text={{ failed: 'history.orders.failed', empty: filtered ? 'history.orders.noMatch' : 'history.orders.empty', shown: 'history.orders.shown' }}>
        {(row) => <OrderCard row={row} />}
      </LoadMoreList>
    </Box>
  );
}
