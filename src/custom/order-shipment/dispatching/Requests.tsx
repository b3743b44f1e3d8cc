// Vendor landing (order-shipment/create-order, "Dispatching Shipment"): the requests for trucks
// addressed to it, newest first, each answered here; "load more" appends the next page (spec 2 §4,
// as history-order does), of 9 or 3 as the layout setting says (spec 1 §3). A failed load shows no rows (spec 2 §4: the list is cleared; LoadMoreList
// shows only the error), not the rows of an earlier load.
import { useMemo, useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { shipmentVendorList, type ShipmentVendorRow } from '../../../../contract/shipment-vendors.ts';
import { DateCell } from '../../../components/DateCell.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { LoadMoreList } from '../../../components/LoadMoreList.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { RecordCard } from '../../../components/RecordCard.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useDebounced } from '../../../components/useDebounced.ts';
import { toListQuery } from '../../../dataProvider/listParams.ts';
import { usePages } from '../../../dataProvider/usePages.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { usePageSize } from '../../../layout/tableMode.ts';
import { RequestActions } from './RequestActions.tsx';

const field = (name: string) => `shell.columns.shipmentRequest.${name}`;

function RequestCard({ row }: { row: ShipmentVendorRow }) {
  const translate = useTranslate();
  const vehicles = row.vehicles.map((v) => translate('shell.list.vehiclesCount', { quantity: v.quantity, name: v.name })).join(', ');
  return (
    <RecordCard id={`request-${row.id}`} title={row.shipment.identity} marks={<StatusChip status={row.status} />} actions={<RequestActions row={row} />}>
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
    </RecordCard>
  );
}

export function Requests() {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const perPage = usePageSize();
  const query = useMemo(
    () =>
      toListQuery(
        { pagination: { page: 1, perPage }, sort: { field: shipmentVendorList.defaultSort.column, order: 'DESC' }, filter: { q } },
        shipmentVendorList,
      ),
    [q, perPage],
  );
  // An accept or a reject invalidates the call: these pages are read again.
  const pages = usePages(contract.shipmentVendors.list, query);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('shell.menu.dispatchingShipment')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('dispatch.requests.intro')}
      </Typography>
      <TextField type="search" size="small" label={translate('dispatch.requests.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
      <LoadMoreList
        pages={pages}
        label={translate('shell.menu.dispatchingShipment')}
        text={{ failed: 'dispatch.requests.loadFailed', empty: q ? 'dispatch.requests.noMatch' : 'shell.list.dispatchingEmpty', shown: 'dispatch.requests.shown' }}
      >
        {(row) => <RequestCard row={row} />}
      </LoadMoreList>
    </Box>
  );
}
