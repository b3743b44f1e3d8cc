// LSP landing (order-shipment/create-shipment): PUBLISHED orders waiting for a shipment.
import { DataTable, SearchInput, Show, ShowButton, SimpleShowLayout, TextField, FunctionField } from 'react-admin';
import { orderList } from '../../../contract/order.ts';
import type { OrderRow } from '../../../contract/order.ts';
import { contract } from '../../../contract/index.ts';
import { AdaptiveDataTable, ModeList } from '../../components/crud/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import type { SlugSource } from '../../dataProvider/index.ts';
import { formatDateTime, formatDay, formatNumber } from '../../i18n/format.ts';
import { CreateOrderLinks } from '../../custom/order-shipment/create-order/index.tsx';

export const SLUG = 'order-shipment/create-shipment';
const field = (name: string) => `shell.columns.order.${name}`;

export const source: SlugSource = {
  list: contract.order.list,
  listDecl: orderList,
  fixedFilter: { status: 'PUBLISHED' },
  get: contract.order.get,
};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function AwaitingShipmentList() {
  return (
    <ModeList
      title="shell.menu.createShipment"
      filters={filters}
      sort={{ field: orderList.defaultSort.column, order: 'ASC' }}
      exporter={false}
      actions={<CreateOrderLinks />}
      empty={<EmptyState textKey="shell.list.awaitingEmpty" />}
    >
      <AdaptiveDataTable titleSource="identity" bulkActionButtons={false} empty={<EmptyState textKey="shell.list.awaitingEmpty" />}>
        <DataTable.Col source="identity" label={field('identity')} />
        <DataTable.Col source="shipment_company.name" label={field('shipment_company.name')} disableSort />
        <DataTable.Col source="pickup.name" label={field('pickup.name')} disableSort />
        <DataTable.Col source="dropoff.name" label={field('dropoff.name')} disableSort />
        <DataTable.Col source="estimation_date" label={field('estimation_date')} disableSort render={(r) => formatDay(r.estimation_date)} />
        <DataTable.Col source="total_weight" label={field('total_weight')} render={(r) => formatNumber(r.total_weight)} />
        <DataTable.Col label="shell.list.view">
          <ShowButton />
        </DataTable.Col>
      </AdaptiveDataTable>
    </ModeList>
  );
}

export function AwaitingShipmentShow() {
  return (
    <Show title={<FunctionField<OrderRow> render={(r) => r.identity} />}>
      <SimpleShowLayout>
        <TextField source="identity" label={field('identity')} />
        <FunctionField<OrderRow> label="shell.dashboard.columns.status" render={(r) => <StatusChip status={r.status} />} />
        <TextField source="shipment_company.name" label={field('shipment_company.name')} emptyText="-" />
        <TextField source="pickup.name" label={field('pickup.name')} emptyText="-" />
        <TextField source="dropoff.name" label={field('dropoff.name')} emptyText="-" />
        <FunctionField<OrderRow> label={field('estimation_date')} render={(r) => formatDay(r.estimation_date)} />
        <FunctionField<OrderRow> label={field('total_weight')} render={(r) => formatNumber(r.total_weight)} />
        <TextField source="note" label={field('note')} emptyText="-" />
        <FunctionField<OrderRow> label="shell.dashboard.columns.created_at" render={(r) => formatDateTime(r.created_at)} />
      </SimpleShowLayout>
    </Show>
  );
}
