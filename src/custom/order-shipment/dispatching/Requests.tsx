// Vendor landing (order-shipment/create-order, "Dispatching Shipment"): the requests for trucks
// addressed to it, newest first, each answered here; "load more" appends the next page (spec 2 §4,
// as history-order does). A failed load shows no rows (spec 2 §4: the list is cleared), not the
// rows of an earlier load.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { shipmentVendorList, type ShipmentVendorRow } from '../../../../contract/shipment-vendors.ts';
import { Busy, BusyPage } from '../../../components/Busy.tsx';
import { DateCell } from '../../../components/DateCell.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useDebounced } from '../../../components/useDebounced.ts';
import { toListQuery } from '../../../dataProvider/listParams.ts';
import { usePages } from '../../../dataProvider/usePages.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { DISPATCHING_SLUG } from './paths.ts';
import { RequestActions } from './RequestActions.tsx';

const field = (name: string) => `shell.columns.shipmentRequest.${name}`;

function RequestCard({ row }: { row: ShipmentVendorRow }) {
  const translate = useTranslate();
  const vehicles = row.vehicles.map((v) => translate('shell.list.vehiclesCount', { quantity: v.quantity, name: v.name })).join(', ');
  return (
    <Card component="article" variant="outlined" aria-labelledby={`request-${row.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" id={`request-${row.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.shipment.identity}
          </Typography>
          <StatusChip status={row.status} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <Fact label={translate(field('logistics_service_provider.name'))}>{row.logistics_service_provider.name}</Fact>
          <Fact label={translate(field('vehicles'))}>{vehicles || '-'}</Fact>
          <Fact label={translate('dispatch.requests.route')}>{`${row.pickup ?? '-'} → ${row.dropoff ?? '-'}`}</Fact>
          <Fact label={translate('dispatch.requests.weight')}>{row.weight === null ? '-' : formatNumber(row.weight)}</Fact>
          <Fact label={translate('dispatch.requests.expires')}>
            <span data-testid={`expires-${row.id}`}>{row.expired_at ? <DateCell value={row.expired_at} /> : '-'}</span>
          </Fact>
          <Fact label={translate(field('created_at'))}>
            <DateCell value={row.created_at} />
          </Fact>
        </Box>
        <RequestActions row={row} />
      </CardContent>
    </Card>
  );
}

export function Requests() {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const query = useMemo(
    () =>
      toListQuery(
        { pagination: { page: 1, perPage: shipmentVendorList.defaultEntries }, sort: { field: shipmentVendorList.defaultSort.column, order: 'DESC' }, filter: { q } },
        shipmentVendorList,
      ),
    [q],
  );
  // Under the dispatching slug: an accept or a reject refreshes these pages.
  const pages = usePages(contract.shipmentVendors.list, query, { scope: [DISPATCHING_SLUG] });
  // A failed load (or reload) clears the list: no request of an earlier answer stays on screen.
  const rows = pages.isError ? [] : pages.rows;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('shell.menu.dispatchingShipment')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('dispatch.requests.intro')}
      </Typography>
      <TextField type="search" size="small" label={translate('dispatch.requests.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
      {pages.isPending ? (
        <BusyPage />
      ) : pages.isError ? (
        <Alert severity="error" data-testid="requests-failed" action={<Button onClick={() => void pages.refetch()}>{translate('dispatch.requests.retry')}</Button>}>
          {translate('dispatch.requests.loadFailed')}
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState textKey={q ? 'dispatch.requests.noMatch' : 'shell.list.dispatchingEmpty'} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {rows.map((row) => (
              <RequestCard key={row.id} row={row} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}>
            <Typography variant="body2" color="text.secondary" role="status">
              {translate('dispatch.requests.shown', { shown: rows.length, total: pages.total })}
            </Typography>
            {pages.hasNextPage && (
              <Button variant="outlined" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} startIcon={pages.isFetchingNextPage ? <Busy size={16} /> : undefined}>
                {translate('dispatch.requests.loadMore')}
              </Button>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
