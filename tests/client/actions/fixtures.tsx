// A shipment as GET /v1/shipment/{id}/details answers it (contract/shipment.ts), and a frame that
// renders the rework components at a route of the LSP area, with the detail route to land on.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ShipmentDetail, ShipmentPart } from '../../../contract/shipment.ts';
import type { TrackRecord } from '../../../contract/track.ts';
import { makeDataProvider } from '../../../src/dataProvider/index.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { AppNotification } from '../../../src/layout/AppNotification.tsx';

const at = '2026-03-11T02:00:00.000Z';

export const part = (patch: Partial<ShipmentPart> = {}): ShipmentPart => ({
  id: 11,
  vendor: { id: 3, name: 'CV Trans Andalas' },
  status: 'ACCEPTED',
  type: 'REGULAR',
  weight: 25000,
  note: null,
  reason: null,
  ritase: 1,
  ritase_identity: null,
  expired_at: null,
  expired: false,
  vehicles: [{ id: 7, name: 'Tangki CPO 30 KL', vehicle_type: null, pivot: { quantity: 2 }, available: 3, exceed: false }],
  tracks_count: 2,
  created_at: at,
  updated_at: at,
  ...patch,
});

export const track = (patch: Partial<TrackRecord> = {}): TrackRecord => ({
  id: 101,
  shipment_id: 5,
  shipment_identity: 'SHP-0005',
  shipment_vendor_id: 11,
  vendor: { id: 3, name: 'CV Trans Andalas' },
  order: { id: 9, identity: 'ORD-0009' },
  vehicle_id: 7,
  vehicle: { id: 7, name: 'Tangki CPO 30 KL' },
  vehicle_detail_id: 41,
  vehicle_detail: { id: 41, plate_number: 'BM 8123 TU' },
  driver_id: 51,
  driver: { id: 51, name: 'Budi Santoso', phone_number: null },
  status: 'ASSIGNED',
  ritase: 1,
  source: 'ACCEPT',
  started_at: null,
  finished_at: null,
  created_at: at,
  ...patch,
});

export const shipment = (patch: Partial<ShipmentDetail> = {}): ShipmentDetail => ({
  id: 5,
  identity: 'SHP-0005',
  status: 'ON_PROGRESS',
  ritase: 1,
  note: null,
  logistics_service_provider: { id: 1, name: 'PT Nusantara Logistik' },
  orders: [],
  shipment_vendors: [part()],
  tracks: [track(), track({ id: 102, vehicle_detail_id: 42, vehicle_detail: { id: 42, plate_number: 'BM 9001 AB' }, driver_id: 52, driver: { id: 52, name: 'Joko Widodo', phone_number: null } })],
  tracks_count: 2,
  type_vehicle_count: 1,
  vehicle_detail_count: 2,
  created_at: at,
  updated_at: at,
  ...patch,
});

export const DETAIL = '/order-shipment/history-order/detail-history-order/:id';

function Detail() {
  return <p>Detail page {useLocation().pathname}</p>;
}

/**
 * Renders `routes` at `path` in react-admin's context (dataProvider, catalogs, store, toasts) with
 * the detail route to land on. Routes of the test's own router: react-admin's <CustomRoutes> would
 * check them against its own copy of react-router, which vitest loads separately.
 */
export function renderAt(path: string, routes: ReactNode, locale: 'en' | 'id' = 'en', authProvider?: AuthProvider) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={makeDataProvider({})} i18nProvider={makeI18nProvider(locale)} authProvider={authProvider} store={memoryStore()}>
        <Routes>
          {routes}
          <Route path={DETAIL} element={<Detail />} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

export const here = (element: ReactNode) => <Route path="/here" element={element} />;
