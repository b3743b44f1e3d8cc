// order-shipment/history-order of an LSP or a vendor: the shipments it takes part in (an LSP its
// own, a vendor its parts: the server scopes GET /v2/shipment), newest first, 9 a page; "load more"
// appends the next page (spec 2 §4). A shipping company's lists its orders: OrderHistoryList.
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { shipmentList } from '../../../../contract/shipment.ts';
import { SHIPMENT_STATES } from '../../../../contract/states.ts';
import { Busy, BusyPage } from '../../../components/Busy.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { ListFilters } from './ListFilters.tsx';
import { ShipmentCard } from './ShipmentCard.tsx';
import { useHistoryPages } from './useHistoryPages.ts';

/** The search looks in every searchable column (shipment, orders, vendors). */
const SEARCHED = { ...shipmentList, defaultSearch: shipmentList.search };

export function HistoryOrderList() {
  const translate = useTranslate();
  const { filters, setFilters, pages, filtered } = useHistoryPages(contract.shipment.listV2, SEARCHED);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('history.menu')} />
      <ListFilters value={filters} onChange={setFilters} statuses={SHIPMENT_STATES} searchLabel="history.list.search" />
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
