// LSP landing (order-shipment/create-shipment): published orders of its customers waiting for a
// shipment, newest first, "new" while published less than 15 minutes ago; the LSP selects orders,
// then goes on to the vehicles. The selection bar stays above the list so its actions are
// reachable on a phone. Records with "load more" (usePages, 9 or 3 at a time as the layout setting
// says), as the vendor's landing: react-admin's
// List, its filter form and DataTable are not part of the LSP's first view. The search is kept in
// the address (?q=), so a reload or the back button shows the same list.
import { useContext, useMemo } from 'react';
import { Box, Checkbox, Chip, Paper, TextField, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase, useBasename, useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { activeOrderList } from '../../../../contract/shipment.ts';
import type { OrderRow } from '../../../../contract/order.ts';
import { DateCell } from '../../../components/DateCell.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { KeepLabels } from '../../../components/KeepLabels.tsx';
import { LoadMoreList } from '../../../components/LoadMoreList.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { RecordCard } from '../../../components/RecordCard.tsx';
import { useAddressParams } from '../../../components/useAddressParams.ts';
import { useAllowed } from '../../../components/useAllowed.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { visuallyHidden } from '../../../components/visuallyHidden.ts';
import { toListQuery } from '../../../dataProvider/listParams.ts';
import { usePages } from '../../../dataProvider/usePages.ts';
import { formatDay, formatNumber } from '../../../i18n/format.ts';
import { AreaContext, hasScreen } from '../../../layout/AreaContext.ts';
import { usePageSize } from '../../../layout/tableMode.ts';
import { isNew, useNow } from './newMarker.ts';
import { CREATE_ORDER_PATH, CREATE_SHIPMENT_SLUG, IMPORT_ORDERS_PATH, SELECT_VEHICLE_PATH } from './paths.ts';
import { useShipmentSelection } from './selection.ts';

const field = (name: string) => `shell.columns.order.${name}`;
const SEARCH = ['q'] as const;
// The search looks in every column the list declares searchable: order, customer, pickup, drop-off.
const SEARCH_DECL = { ...activeOrderList, defaultSearch: activeOrderList.search };

function NewMarker({ row, now }: { row: OrderRow; now: number }) {
  const translate = useTranslate();
  if (!isNew(row.published_at, now)) return null;
  const hint = translate('dispatch.orders.newHint');
  return (
    <Chip
      size="small"
      color="primary"
      data-testid="new-marker"
      title={hint}
      label={
        <>
          {translate('dispatch.orders.new')}
          <Box component="span" sx={visuallyHidden}>{`: ${hint}`}</Box>
        </>
      }
      sx={{ height: 20 }}
    />
  );
}

interface OrderCardProps {
  row: OrderRow;
  now: number;
  /** Absent when the user may not create shipments (a read-only user): no selection box. */
  selection?: { selected: boolean; toggle: (row: OrderRow) => void };
}

function OrderCard({ row, now, selection }: OrderCardProps) {
  const translate = useTranslate();
  const lead = selection && (
    <Checkbox
      checked={selection.selected}
      onChange={() => selection.toggle(row)}
      slotProps={{ input: { 'aria-label': translate('dispatch.orders.select', { identity: row.identity }) } }}
      sx={{ p: 0.5, ml: -0.5 }}
    />
  );
  return (
    <RecordCard id={`order-${row.id}`} title={row.identity} lead={lead} marks={<NewMarker row={row} now={now} />} selected={selection?.selected}>
      <Fact label={translate(field('shipment_company.name'))}>{row.shipment_company?.name ?? '-'}</Fact>
      <Fact label={translate(field('pickup.name'))}>{row.pickup?.name ?? '-'}</Fact>
      <Fact label={translate(field('dropoff.name'))}>{row.dropoff?.name ?? '-'}</Fact>
      <Fact label={translate(field('estimation_date'))}>{row.estimation_date ? formatDay(row.estimation_date) : '-'}</Fact>
      <Fact label={translate(field('total_weight'))}>{row.total_weight === null ? '-' : formatNumber(row.total_weight)}</Fact>
      <Fact label={translate('dispatch.orders.published_at')}>
        <DateCell value={row.published_at} />
      </Fact>
      {row.note && <Fact label={translate('dispatch.orders.note')}>{row.note}</Fact>}
    </RecordCard>
  );
}

function SelectionBar() {
  const translate = useTranslate();
  const basename = useBasename();
  // Outside an area (a component test) there is no editor to link to.
  const area = useContext(AreaContext);
  const { orders, clearOrders } = useShipmentSelection();
  const mayCreate = useAllowed('create', CREATE_SHIPMENT_SLUG);
  // The order editor is another flow's screen: linked only when this area has it.
  const editor = `${CREATE_SHIPMENT_SLUG}/${CREATE_ORDER_PATH}`;
  const importer = `${CREATE_SHIPMENT_SLUG}/${IMPORT_ORDERS_PATH}`;
  // Words on the buttons on a phone too (react-admin would leave bare icons there).
  return (
    <KeepLabels>
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography sx={{ flex: '1 1 12rem' }} data-testid="selected-count">
        {orders.length ? translate('dispatch.orders.selected', { smart_count: orders.length }) : translate('dispatch.orders.noneSelected')}
      </Typography>
      {mayCreate && area && hasScreen(area, editor) && (
        <Button component={LinkBase} to={`${basename}/${editor}`} label="dispatch.orders.createOrder" variant="outlined">
          <AddIcon />
        </Button>
      )}
      {mayCreate && area && hasScreen(area, importer) && (
        <Button component={LinkBase} to={`${basename}/${importer}`} label="dispatch.orders.importOrders" variant="outlined">
          <UploadFileIcon />
        </Button>
      )}
      {orders.length > 0 && <Button label="dispatch.orders.clear" onClick={clearOrders} />}
      {mayCreate && (
        <Button
          component={LinkBase}
          to={`${basename}/${CREATE_SHIPMENT_SLUG}/${SELECT_VEHICLE_PATH}`}
          label="dispatch.orders.next"
          variant="contained"
          disabled={orders.length === 0}
          aria-disabled={orders.length === 0}
          onClick={(e: React.MouseEvent) => orders.length === 0 && e.preventDefault()}
        >
          <ArrowForwardIcon />
        </Button>
      )}
    </Paper>
    </KeepLabels>
  );
}

export function ActiveOrders() {
  const translate = useTranslate();
  const mayCreate = useAllowed('create', CREATE_SHIPMENT_SLUG);
  const { orders, toggleOrder } = useShipmentSelection();
  // One clock for every card's "new" marker.
  const now = useNow();
  const [params, setParams] = useAddressParams(SEARCH);
  const q = useDebounced(params.q.trim(), 300);
  const perPage = usePageSize();
  const query = useMemo(
    () => toListQuery({ pagination: { page: 1, perPage }, sort: { field: activeOrderList.defaultSort.column, order: 'DESC' }, filter: { q } }, SEARCH_DECL),
    [q, perPage],
  );
  // Creating a shipment (Review) invalidates the call: these pages are read again.
  const pages = usePages(contract.shipment.activeOrders, query);
  const title = translate('shell.menu.createShipment');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={title} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('dispatch.orders.intro')}
      </Typography>
      <SelectionBar />
      <TextField type="search" size="small" label={translate('dispatch.orders.search')} value={params.q} onChange={(e) => setParams({ q: e.target.value })} sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
      <LoadMoreList pages={pages} label={title} text={{ failed: 'dispatch.orders.loadFailed', empty: q ? 'dispatch.orders.noMatch' : 'shell.list.awaitingEmpty', shown: 'dispatch.orders.shown' }}>
        {(row) => <OrderCard row={row} now={now} selection={mayCreate ? { selected: orders.some((o) => o.id === row.id), toggle: toggleOrder } : undefined} />}
      </LoadMoreList>
    </Box>
  );
}
