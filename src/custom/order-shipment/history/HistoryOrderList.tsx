// order-shipment/history-order of an LSP or a vendor: the shipments it takes part in (an LSP its
// own, a vendor its parts: the server scopes GET /v2/shipment), newest first, 9 or 3 a page as the
// layout setting says; "load more" appends the next page (spec 2 §4). A shipping company's lists its orders: OrderHistoryList.
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { shipmentList } from '../../../../contract/shipment.ts';
import { SHIPMENT_STATES } from '../../../../contract/states.ts';
import { LoadMoreList } from '../../../components/LoadMoreList.tsx';
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
      <LoadMoreList pages={pages} label={translate('history.menu')} text={{ failed: 'history.list.failed', empty: filtered ? 'history.list.noMatch' : 'history.list.empty', shown: 'history.list.shown' }}>
        {(row) => <ShipmentCard row={row} />}
      </LoadMoreList>
    </Box>
  );
}
