// LSP landing (order-shipment/create-shipment): published orders of its customers waiting for a
// shipment, "new" while published less than 15 minutes ago; the LSP selects orders, then goes on
// to the vehicles. The selection bar stays above the list so its actions are reachable on a phone.
import { useContext } from 'react';
import { Alert, Box, Checkbox, Chip, Paper, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, DataTable, LinkBase, SearchInput, useBasename, useRecordContext, useTranslate } from 'react-admin';
import { activeOrderList } from '../../../../contract/shipment.ts';
import type { OrderRow } from '../../../../contract/order.ts';
import { AdaptiveDataTable, ModeList } from '../../../components/crud/index.ts';
import { DateCell } from '../../../components/DateCell.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { KeepLabels } from '../../../components/KeepLabels.tsx';
import { useAllowed } from '../../../components/useAllowed.ts';
import { visuallyHidden } from '../../../components/visuallyHidden.ts';
import { formatDay, formatNumber } from '../../../i18n/format.ts';
import { AreaContext, hasScreen } from '../../../layout/AreaContext.ts';
import { isNew, useNow } from './newMarker.ts';
import { CREATE_ORDER_PATH, CREATE_SHIPMENT_SLUG, IMPORT_ORDERS_PATH, SELECT_VEHICLE_PATH } from './paths.ts';
import { useShipmentSelection } from './selection.ts';

const field = (name: string) => `shell.columns.order.${name}`;
const filters = [<SearchInput key="q" source="q" alwaysOn />];

function NewMarker({ row }: { row: OrderRow }) {
  const translate = useTranslate();
  const now = useNow();
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
      sx={{ ml: 1, height: 20 }}
    />
  );
}

function Identity() {
  const row = useRecordContext<OrderRow>();
  if (!row) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap' }}>
      {row.identity}
      <NewMarker row={row} />
    </Box>
  );
}

function SelectToggle() {
  const row = useRecordContext<OrderRow>();
  const translate = useTranslate();
  const { orders, toggleOrder } = useShipmentSelection();
  if (!row) return null;
  return (
    <Checkbox
      checked={orders.some((o) => o.id === row.id)}
      onChange={() => toggleOrder(row)}
      slotProps={{ input: { 'aria-label': translate('dispatch.orders.select', { identity: row.identity }) } }}
    />
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
  return (
    <Box sx={{ mt: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('dispatch.orders.intro')}
      </Typography>
      <SelectionBar />
      <ModeList
        title="shell.menu.createShipment"
        filters={filters}
        sort={{ field: activeOrderList.defaultSort.column, order: 'DESC' }}
        exporter={false}
        empty={<EmptyState textKey="shell.list.awaitingEmpty" />}
        error={<Alert severity="error" sx={{ m: 2 }}>{translate('dispatch.orders.loadFailed')}</Alert>}
      >
        <AdaptiveDataTable titleSource="identity" bulkActionButtons={false} rowClick={false} empty={<EmptyState textKey="shell.list.awaitingEmpty" />}>
          <DataTable.Col source="identity" label={field('identity')} render={() => <Identity />} />
          <DataTable.Col source="shipment_company.name" label={field('shipment_company.name')} disableSort />
          <DataTable.Col source="pickup.name" label={field('pickup.name')} disableSort />
          <DataTable.Col source="dropoff.name" label={field('dropoff.name')} disableSort />
          <DataTable.Col source="estimation_date" label={field('estimation_date')} render={(r: OrderRow) => formatDay(r.estimation_date)} />
          <DataTable.Col source="total_weight" label={field('total_weight')} render={(r: OrderRow) => formatNumber(r.total_weight)} />
          <DataTable.Col source="published_at" label="dispatch.orders.published_at" render={(r: OrderRow) => <DateCell value={r.published_at} />} />
          {mayCreate ? (
            <DataTable.Col label="dispatch.orders.selectColumn">
              <SelectToggle />
            </DataTable.Col>
          ) : null}
        </AdaptiveDataTable>
      </ModeList>
    </Box>
  );
}
