// The four role dashboards (spec 1 §7): the real counts of contract/dashboard.ts.
import { useState } from 'react';
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { CountGroup, DashboardState, countItems, statusItems } from './CountCards.tsx';
import { DashboardSearch, RecentList } from './RecentList.tsx';
import { useDashboard } from './useDashboard.ts';

const PageTitle = () => <Title title="shell.dashboard.title" />;

export function AdminDashboard() {
  const { data, isPending, isError } = useDashboard(contract.dashboard.admin);
  return (
    <Box>
      <PageTitle />
      <DashboardState isPending={isPending} isError={isError}>
        {() => (
          <>
            <CountGroup titleKey="shell.dashboard.organisations" items={countItems(data!.data, ['logistics_service_providers', 'shipment_companies', 'vendors', 'users'])} />
            <CountGroup titleKey="shell.dashboard.orders" items={statusItems(data!.data.orders)} />
            <CountGroup titleKey="shell.dashboard.shipments" items={statusItems(data!.data.shipments)} />
          </>
        )}
      </DashboardState>
    </Box>
  );
}

export function LspDashboard() {
  const { data, isPending, isError } = useDashboard(contract.dashboard.lsp);
  return (
    <Box>
      <PageTitle />
      <DashboardState isPending={isPending} isError={isError}>
        {() => (
          <>
            <CountGroup titleKey="shell.dashboard.orders" items={statusItems(data!.data.orders)} />
            <CountGroup titleKey="shell.dashboard.shipments" items={statusItems(data!.data.shipments)} />
            <CountGroup titleKey="shell.dashboard.partners" items={countItems(data!.data, ['customers', 'vendors_collaborating', 'vendors_proposed'])} />
            <CountGroup titleKey="shell.dashboard.fleet" items={countItems(data!.data, ['vehicles', 'vehicle_details', 'drivers', 'trucks_on_the_road'])} />
          </>
        )}
      </DashboardState>
    </Box>
  );
}

export function ScDashboard() {
  const [search, setSearch] = useState('');
  const { data, isPending, isError } = useDashboard(contract.dashboard.sc, search);
  return (
    <Box>
      <PageTitle />
      <DashboardState isPending={isPending} isError={isError}>
        {() => (
          <>
            <CountGroup titleKey="shell.dashboard.orders" items={statusItems(data!.data.orders)} />
            <CountGroup titleKey="shell.dashboard.partners" items={countItems(data!.data, ['products', 'locations'])} />
            <DashboardSearch value={search} onChange={setSearch} />
            <RecentList titleKey="shell.dashboard.recentOrders" rows={data!.data.recent_orders} />
          </>
        )}
      </DashboardState>
    </Box>
  );
}

export function VendorDashboard() {
  const [search, setSearch] = useState('');
  const { data, isPending, isError } = useDashboard(contract.dashboard.vendor, search);
  return (
    <Box>
      <PageTitle />
      <DashboardState isPending={isPending} isError={isError}>
        {() => (
          <>
            <CountGroup titleKey="shell.dashboard.requests" items={statusItems(data!.data.requests)} />
            <CountGroup titleKey="shell.dashboard.fleet" items={countItems(data!.data, ['vehicles', 'vehicle_details', 'drivers', 'lsp_collaborations'])} />
            <DashboardSearch value={search} onChange={setSearch} />
            <RecentList titleKey="shell.dashboard.recentShipments" rows={data!.data.recent_shipments} />
          </>
        )}
      </DashboardState>
    </Box>
  );
}
