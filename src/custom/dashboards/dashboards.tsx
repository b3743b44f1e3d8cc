// The four role dashboards (spec 1 §7): the real counts of contract/dashboard.ts.
import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import type { CallDef } from '../../../contract/lib.ts';
import { contract } from '../../../contract/index.ts';
import type { Answer } from '../../api/http.ts';
import { CountGroup, DashboardState, countItems, statusItems } from './CountCards.tsx';
import { DashboardSearch, RecentList } from './RecentList.tsx';
import { useDashboard } from './useDashboard.ts';
import { LiveTracking } from '../tracking/index.tsx';
import { DashboardGeofences, useGeofenceAreas } from '../geofences/index.tsx';
import { useCall } from '../../api/useCall.ts';

/** Title, loading and error states around one dashboard's content. */
type DataOf<C extends CallDef> = Answer<C> extends { data: infer D } ? D : never;

function DashboardPage<C extends CallDef>({ call, search, children }: { call: C; search?: string; children: (data: DataOf<C>) => ReactNode }) {
  const { data, isPending, isError } = useDashboard(call, search);
  return (
    <Box>
      <Title title="shell.dashboard.title" />
      <DashboardState isPending={isPending} isError={isError}>
        {() => children((data as { data: DataOf<C> }).data)}
      </DashboardState>
    </Box>
  );
}

export function AdminDashboard() {
  return (
    <DashboardPage call={contract.dashboard.admin}>
      {(d) => (
        <>
          <CountGroup titleKey="shell.dashboard.organisations" items={countItems(d, ['logistics_service_providers', 'shipment_companies', 'vendors', 'users'])} />
          <CountGroup titleKey="shell.dashboard.orders" items={statusItems(d.orders)} />
          <CountGroup titleKey="shell.dashboard.shipments" items={statusItems(d.shipments)} />
        </>
      )}
    </DashboardPage>
  );
}

/** Trucks on the road by signal (GET /v1/dashboard/lsp/truck-status), kept fresh by the realtime channel. */
function TruckStatus() {
  const status = useCall(contract.tracking.truckStatus);
  const d = status.data?.data;
  if (!d) return null;
  const keys = ['total', 'moving', 'stopped', 'silent', 'no_signal'] as const;
  return <CountGroup titleKey="tracking.dashboard.status" items={keys.map((k) => ({ labelKey: `tracking.dashboard.counts.${k}`, value: d[k] }))} />;
}

/** The live map with the geofences the filter names drawn on it, their filter and alerts under it. */
function LspLive() {
  const [search, setSearch] = useState('');
  const { areas, ...fences } = useGeofenceAreas(search);
  return <LiveTracking areas={areas} afterMap={<DashboardGeofences search={search} onSearch={setSearch} {...fences} />} />;
}

export function LspDashboard() {
  return (
    <DashboardPage call={contract.dashboard.lsp}>
      {(d) => (
        <>
          <CountGroup titleKey="shell.dashboard.orders" items={statusItems(d.orders)} />
          <CountGroup titleKey="shell.dashboard.shipments" items={statusItems(d.shipments)} />
          <CountGroup titleKey="shell.dashboard.partners" items={countItems(d, ['customers', 'vendors_collaborating', 'vendors_proposed'])} />
          <CountGroup titleKey="shell.dashboard.fleet" items={countItems(d, ['vehicles', 'vehicle_details', 'drivers', 'trucks_on_the_road'])} />
          <CountGroup titleKey="shell.dashboard.weighbridge" items={countItems(d, ['shipments_beyond_tolerance'])} />
          <TruckStatus />
          <LspLive />
        </>
      )}
    </DashboardPage>
  );
}

export function ScDashboard() {
  const [search, setSearch] = useState('');
  return (
    <DashboardPage call={contract.dashboard.sc} search={search}>
      {(d) => (
        <>
          <CountGroup titleKey="shell.dashboard.orders" items={statusItems(d.orders)} />
          <CountGroup titleKey="shell.dashboard.partners" items={countItems(d, ['products', 'locations'])} />
          <DashboardSearch value={search} onChange={setSearch} />
          <RecentList titleKey="shell.dashboard.recentOrders" rows={d.recent_orders} />
        </>
      )}
    </DashboardPage>
  );
}

export function VendorDashboard() {
  const [search, setSearch] = useState('');
  return (
    <DashboardPage call={contract.dashboard.vendor} search={search}>
      {(d) => (
        <>
          <CountGroup titleKey="shell.dashboard.requests" items={statusItems(d.requests)} />
          <CountGroup titleKey="shell.dashboard.fleet" items={countItems(d, ['vehicles', 'vehicle_details', 'drivers', 'lsp_collaborations'])} />
          <DashboardSearch value={search} onChange={setSearch} />
          <RecentList titleKey="shell.dashboard.recentShipments" rows={d.recent_shipments} />
        </>
      )}
    </DashboardPage>
  );
}
