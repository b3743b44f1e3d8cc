// The four role dashboards (spec 1 §7, issue 25): the figures of contract/dashboard.ts as cards
// linked to the lists behind them (docs/dashboards.md); the LSP's also its trucks live, its
// geofences and its vendors' performance charts (from their features' public indexes).
import { Suspense, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { CallDef } from '../../../contract/lib.ts';
import { contract } from '../../../contract/index.ts';
import type { Answer } from '../../api/http.ts';
import { CountGroup, DashboardState, countItems, nettoItems, shareItem, statusItems } from './CountCards.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { DashboardSearch, RecentList } from './RecentList.tsx';
import { useDashboard } from './useDashboard.ts';
import { LiveTracking } from '../tracking/index.tsx';
import { DashboardGeofences, useGeofenceAreas } from '../geofences/index.tsx';
import { DashboardVendorPerformance } from '../performance/index.tsx';
import { Busy } from '../../components/Busy.tsx';
import { useCall } from '../../api/useCall.ts';

/** The lists behind the cards, paths inside the area (the areas give them: src/areas/dashboardLinks.ts). */
export type AdminLinks = Partial<Record<'logistics_service_providers' | 'shipment_companies' | 'vendors' | 'users' | 'activity', string>>;
export type ShipperLinks = Partial<Record<'orders' | 'products' | 'locations' | 'orders_delivered_30_days' | 'trucks_on_the_road' | 'invoices', string>>;
export type VendorLinks = Partial<Record<'requests' | 'vehicles' | 'vehicle_details' | 'drivers' | 'lsp_collaborations' | 'trucks_on_the_road', string>>;

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

export function AdminDashboard({ links: adminLinks = {} }: { links?: AdminLinks }) {
  return (
    <DashboardPage call={contract.dashboard.admin}>
      {(d) => (
        <>
          <CountGroup titleKey="shell.dashboard.organisations" items={countItems(d, ['logistics_service_providers', 'shipment_companies', 'vendors', 'users'], adminLinks)} />
          <CountGroup
            titleKey="shell.dashboard.activity"
            items={countItems(d.activity, ['sign_ins_today', 'sign_ins_7_days', 'active_users_7_days', 'changes_7_days']).map((item) => ({ ...item, to: adminLinks.activity }))}
          />
          <RecentActivity rows={d.recent_activity} to={adminLinks.activity} />
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
          <Suspense fallback={<Busy size={24} />}>
            <DashboardVendorPerformance />
          </Suspense>
        </>
      )}
    </DashboardPage>
  );
}

export function ScDashboard({ links: shipperLinks = {} }: { links?: ShipperLinks }) {
  const [search, setSearch] = useState('');
  return (
    <DashboardPage call={contract.dashboard.sc} search={search}>
      {(d) => (
        <>
          <CountGroup titleKey="shell.dashboard.orders" items={[...statusItems(d.orders, shipperLinks.orders), ...countItems(d, ['trucks_on_the_road'], shipperLinks)]} />
          <CountGroup titleKey="shell.dashboard.deliveries" items={countItems(d, ['orders_delivered_30_days', 'shipments_beyond_tolerance_30_days'], shipperLinks)} />
          <CountGroup titleKey="shell.dashboard.netto" items={nettoItems(d.netto_30_days)} />
          <CountGroup titleKey="shell.dashboard.invoices" items={statusItems(d.invoices, shipperLinks.invoices)} />
          <CountGroup titleKey="shell.dashboard.partners" items={countItems(d, ['products', 'locations'], shipperLinks)} />
          <DashboardSearch value={search} onChange={setSearch} />
          <RecentList titleKey="shell.dashboard.recentOrders" rows={d.recent_orders} />
        </>
      )}
    </DashboardPage>
  );
}

export function VendorDashboard({ links: vendorLinks = {} }: { links?: VendorLinks }) {
  const [search, setSearch] = useState('');
  const translate = useTranslate();
  return (
    <DashboardPage call={contract.dashboard.vendor} search={search}>
      {(d) => (
        <>
          <CountGroup titleKey="shell.dashboard.requests" items={statusItems(d.requests, vendorLinks.requests)} />
          <CountGroup
            titleKey="shell.dashboard.acceptance"
            items={[
              shareItem('shell.dashboard.counts.requests_accepted_30_days', d.requests_accepted_30_days, translate),
              shareItem('shell.dashboard.counts.trucks_assigned_30_days', d.trucks_assigned_30_days, translate),
            ]}
          />
          <CountGroup titleKey="shell.dashboard.netto" items={nettoItems(d.netto_30_days)} />
          <CountGroup titleKey="shell.dashboard.fleet" items={countItems(d, ['trucks_on_the_road', 'vehicles', 'vehicle_details', 'drivers', 'lsp_collaborations'], vendorLinks)} />
          <DashboardSearch value={search} onChange={setSearch} />
          <RecentList titleKey="shell.dashboard.recentShipments" rows={d.recent_shipments} />
        </>
      )}
    </DashboardPage>
  );
}
