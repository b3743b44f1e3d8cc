// order-shipment/history-order: the shipments the caller takes part in (an LSP its own, a vendor
// its parts, a shipping company those carrying its orders: the server scopes GET /v2/shipment),
// newest first, 9 a page; "load more" appends the next page (spec 2 §4).
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { shipmentList } from '../../../../contract/shipment.ts';
import { LoadMoreList } from '../../../components/LoadMoreList.tsx';
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
      <LoadMoreList pages={pages} label={translate('history.menu')} text={{ failed: 'history.list.failed', empty: filtered ? 'history.list.noMatch' : 'history.list.empty', shown: 'history.list.shown' }}>
        {(row) => <ShipmentCard row={row} />}
      </LoadMoreList>
    </Box>
  );
}
