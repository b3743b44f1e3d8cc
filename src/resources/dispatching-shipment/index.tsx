// Vendor landing (order-shipment/create-order, "Dispatching Shipment"): its shipment requests.
// Accepting and rejecting come with the shipment flow; each row expands to show its details.
import { Box, Typography } from '@mui/material';
import { DataTable, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { shipmentVendorList, type ShipmentVendorRow } from '../../../contract/shipment-vendors.ts';
import { AdaptiveDataTable, ModeList } from '../../components/crud/index.ts';
import { DateCell } from '../../components/DateCell.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import type { SlugSource } from '../../dataProvider/index.ts';
import { formatNumber } from '../../i18n/format.ts';

export const SLUG = 'order-shipment/create-order';
const field = (name: string) => `shell.columns.shipmentRequest.${name}`;

export const source: SlugSource = { list: contract.shipmentVendors.list, listDecl: shipmentVendorList };

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function Vehicles({ row }: { row: ShipmentVendorRow }) {
  const translate = useTranslate();
  return <>{row.vehicles.map((v) => translate('shell.list.vehiclesCount', { quantity: v.quantity, name: v.name })).join(', ')}</>;
}

function RequestDetail() {
  const row = useRecordContext<ShipmentVendorRow>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">
        {translate(field('vehicles'))}: <Vehicles row={row} />
      </Typography>
      <Typography variant="body2">
        {translate('shell.columns.order.total_weight')}: {formatNumber(row.weight)}
      </Typography>
    </Box>
  );
}

export function DispatchingShipmentList() {
  return (
    <ModeList
      title="shell.menu.dispatchingShipment"
      filters={filters}
      sort={{ field: shipmentVendorList.defaultSort.column, order: 'DESC' }}
      exporter={false}
      empty={<EmptyState textKey="shell.list.dispatchingEmpty" />}
    >
      <AdaptiveDataTable titleSource="shipment.identity" bulkActionButtons={false} expand={<RequestDetail />} empty={<EmptyState textKey="shell.list.dispatchingEmpty" />}>
        <DataTable.Col source="shipment.identity" label={field('shipment.identity')} />
        <DataTable.Col source="logistics_service_provider.name" label={field('logistics_service_provider.name')} disableSort />
        <DataTable.Col label={field('vehicles')} render={(r) => <Vehicles row={r as ShipmentVendorRow} />} />
        <DataTable.Col source="pickup" label={field('pickup')} disableSort />
        <DataTable.Col source="dropoff" label={field('dropoff')} disableSort />
        <DataTable.Col source="status" label={field('status')} render={(r) => <StatusChip status={r.status} />} />
        <DataTable.Col source="created_at" label={field('created_at')} render={(r) => <DateCell value={r.created_at} />} />
      </AdaptiveDataTable>
    </ModeList>
  );
}
