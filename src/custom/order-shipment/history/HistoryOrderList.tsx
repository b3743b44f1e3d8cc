// order-shipment/history-order: the shipments the caller takes part in (an LSP its own, a vendor
// its parts, a shipping company those carrying its orders: the server scopes GET /v2/shipment),
// newest first, 9 a page; "load more" appends the next page (spec 2 §4).
import { useMemo } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { shipmentList } from '../../../../contract/shipment.ts';
import { Busy, BusyPage } from '../../../components/Busy.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useAddressParams } from '../../../components/useAddressParams.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { toListQuery } from '../../../dataProvider/listParams.ts';
import { usePages } from '../../../dataProvider/usePages.ts';
import { FILTER_NAMES, ListFilters, type HistoryFilters } from './ListFilters.tsx';
import { ShipmentCard } from './ShipmentCard.tsx';

export function HistoryOrderList() {
  const translate = useTranslate();
  // In the address: a reload or the back button shows the same list.
  const [filters, setFilters] = useAddressParams<keyof HistoryFilters>(FILTER_NAMES);
  const q = useDebounced(filters.q.trim(), 300);
  const query = useMemo(
    () =>
      toListQuery(
        {
          pagination: { page: 1, perPage: shipmentList.defaultEntries },
          sort: { field: shipmentList.defaultSort.column, order: 'DESC' },
          filter: { q, status: filters.status, created_at_gte: filters.from, created_at_lte: filters.until },
        },
        { ...shipmentList, defaultSearch: shipmentList.search },
      ),
    [q, filters.status, filters.from, filters.until],
  );
  const pages = usePages(contract.shipment.listV2, query);
  const filtered = FILTER_NAMES.some((n) => filters[n] !== '');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('history.menu')} />
      <ListFilters value={filters} onChange={setFilters} />
      {pages.isPending ? (
        <BusyPage />
      ) : pages.isError && pages.rows.length === 0 ? (
        <Alert severity="error" action={<Button onClick={() => void pages.refetch()}>{translate('history.list.retry')}</Button>}>
          {translate('history.list.failed')}
        </Alert>
      ) : pages.rows.length === 0 ? (
        <EmptyState textKey={filtered ? 'history.list.noMatch' : 'history.list.empty'} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {pages.rows.map((row) => (
              <ShipmentCard key={row.id} row={row} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}>
            <Typography variant="body2" color="text.secondary" role="status">
              {translate('history.list.shown', { shown: pages.rows.length, total: pages.total })}
            </Typography>
            {pages.hasNextPage && (
              <Button variant="outlined" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} startIcon={pages.isFetchingNextPage ? <Busy size={16} /> : undefined}>
                {translate('history.list.loadMore')}
              </Button>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
