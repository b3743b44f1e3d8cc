// Vendor landing (order-shipment/create-order, "Dispatching Shipment"): the requests for trucks
// addressed to it, newest first, each answered here. A failed load shows no rows (spec 2 §8: the
// list is cleared), not the rows of an earlier load.
import { Alert, Box, Typography } from '@mui/material';
import { DataTable, SearchInput, useTranslate } from 'react-admin';
import { shipmentVendorList, type ShipmentVendorRow } from '../../../../contract/shipment-vendors.ts';
import { AdaptiveDataTable, ModeList } from '../../../components/crud/index.ts';
import { DateCell } from '../../../components/DateCell.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { RequestActions } from './RequestActions.tsx';

const field = (name: string) => `shell.columns.shipmentRequest.${name}`;
const filters = [<SearchInput key="q" source="q" alwaysOn />];

function Vehicles({ row }: { row: ShipmentVendorRow }) {
  const translate = useTranslate();
  return <>{row.vehicles.map((v) => translate('shell.list.vehiclesCount', { quantity: v.quantity, name: v.name })).join(', ')}</>;
}

export function Requests() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('dispatch.requests.intro')}
      </Typography>
      <ModeList
        title="shell.menu.dispatchingShipment"
        filters={filters}
        sort={{ field: shipmentVendorList.defaultSort.column, order: 'DESC' }}
        exporter={false}
        empty={<EmptyState textKey="shell.list.dispatchingEmpty" />}
        error={
          <Alert severity="error" sx={{ m: 2 }} data-testid="requests-failed">
            {translate('dispatch.requests.loadFailed')}
          </Alert>
        }
      >
        <AdaptiveDataTable titleSource="shipment.identity" bulkActionButtons={false} rowClick={false} empty={<EmptyState textKey="shell.list.dispatchingEmpty" />}>
          <DataTable.Col source="shipment.identity" label={field('shipment.identity')} />
          <DataTable.Col source="logistics_service_provider.name" label={field('logistics_service_provider.name')} disableSort />
          <DataTable.Col label={field('vehicles')} render={(r: ShipmentVendorRow) => <Vehicles row={r} />} />
          <DataTable.Col source="pickup" label={field('pickup')} disableSort />
          <DataTable.Col source="dropoff" label={field('dropoff')} disableSort />
          <DataTable.Col source="weight" label="dispatch.requests.weight" disableSort render={(r: ShipmentVendorRow) => formatNumber(r.weight)} />
          <DataTable.Col source="status" label={field('status')} render={(r: ShipmentVendorRow) => <StatusChip status={r.status} />} />
          <DataTable.Col source="expired_at" label="dispatch.requests.expires" disableSort render={(r: ShipmentVendorRow) => <DateCell value={r.expired_at} />} />
          <DataTable.Col source="created_at" label={field('created_at')} render={(r: ShipmentVendorRow) => <DateCell value={r.created_at} />} />
          <DataTable.Col label="dispatch.requests.actions">
            <RequestActions />
          </DataTable.Col>
        </AdaptiveDataTable>
      </ModeList>
    </Box>
  );
}
