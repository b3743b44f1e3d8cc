// The LSP dashboard's geofences against msw speaking /v1/geofences, /v1/alert/geofencing and
// /v1/point_of_interest: the live map draws the geofences (a forbidden zone in its own tone) and
// the points of interest; the name filter is sent as search_key and narrows what the map draws; the
// newest alerts not yet acknowledged are listed with the way to the Geofences screen's alerts.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { GeofenceRecord } from '../../../contract/geofence.ts';
import type { RouteMapViewProps } from '../../../src/components/map/RouteMapView.tsx';
import { LspDashboard } from '../../../src/custom/dashboards/dashboards.tsx';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

// The real map needs WebGL; this one lists what it was given to draw.
vi.mock('../../../src/components/map/RouteMapView.tsx', () => ({
  default: ({ pins = [], trucks = [], areas = [], label }: RouteMapViewProps) => (
    <ul aria-label={label}>
      {[...areas.map((a) => `${a.tone}: ${a.label}`), ...pins.map((p) => p.label), ...trucks.map((t) => t.label)].map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  ),
}));

const fence = (id: number, name: string, kind: GeofenceRecord['kind'], shape: GeofenceRecord['shape']): GeofenceRecord => ({
  id, name, kind, shape, latitude: 1.1, longitude: 101.4, radius_m: shape === 'CIRCLE' ? 800 : null,
  points: shape === 'POLYGON' ? [[1, 101], [1.1, 101.1], [1, 101.2]] : null, dwell_seconds: 120, note: null, created_at: '2026-11-01T00:00:00.000Z',
});
const fences = [fence(1, 'Gudang Liar Duri', 'FORBIDDEN', 'POLYGON'), fence(2, 'PKS Sei Mangkei', 'MILL', 'CIRCLE')];
const alert = (id: number) => ({
  id, type: 'geofence_mafia', status: 'NEW', geofence: { id: 1, name: 'Gudang Liar Duri', kind: 'FORBIDDEN' }, track_id: 9, shipment: null,
  plate_number: `BM ${id} TA`, driver_name: 'Budi', vendor: null, latitude: 1.05, longitude: 101.1,
  started_at: '2026-11-20T01:00:00.000Z', raised_at: '2026-11-20T01:05:00.000Z', acknowledged_by: null, acknowledged_at: null, resolved_by: null, resolved_at: null,
});
const page = <T,>(data: T[], total = data.length) => ({ data, meta: { current_page: 1, last_page: 1, total } });
const searches: (string | null)[] = [];
const alertQueries: URLSearchParams[] = [];
serveDuringTests(
  setupServer(
    http.get('*/v1/dashboard/lsp', () => HttpResponse.json({ data: { orders: {}, shipments: {}, customers: 0, vendors_collaborating: 0, vendors_proposed: 0, vehicles: 0, vehicle_details: 0, drivers: 0, trucks_on_the_road: 0, shipments_beyond_tolerance: 0 } })),
    http.get('*/v1/dashboard/lsp/live-tracking', () => HttpResponse.json({ data: [] })),
    http.get('*/v1/geofences', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search_key');
      searches.push(search);
      return HttpResponse.json(page(fences.filter((g) => !search || g.name.toLowerCase().includes(search.toLowerCase()))));
    }),
    http.get('*/v1/alert/geofencing', ({ request }) => {
      alertQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(page([alert(1), alert(2)], 7));
    }),
    http.get('*/v1/point_of_interest', () => HttpResponse.json({ data: [{ id: 1, name: 'SPBU Kandis', category: 'FUEL', latitude: 0.9, longitude: 101.2 }] })),
  ),
  () => {
    searches.splice(0);
    alertQueries.splice(0);
  },
);

const renderDashboard = (locale: 'en' | 'id' = 'en') => renderAdmin('/dashboard', {}, <Resource name="dashboard" list={LspDashboard} />, locale);

describe("the LSP dashboard's geofences", () => {
  it('draws the geofences and the points of interest on the live map; the name filter narrows them', async () => {
    renderDashboard();
    const map = await screen.findByRole('list', { name: 'Live map of the trucks on the road' });
    await waitFor(() => expect(within(map).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['forbidden: Gudang Liar Duri (Forbidden zone)', 'place: PKS Sei Mangkei (Mill)', 'SPBU Kandis (FUEL)']));
    expect(screen.getByText('2 geofences on the map')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Show geofences named' }), { target: { value: 'GUDANG' } });
    await waitFor(() => expect(within(map).queryByText('place: PKS Sei Mangkei (Mill)')).not.toBeInTheDocument());
    expect(searches.at(-1)).toBe('GUDANG');
    expect(within(map).getByText('forbidden: Gudang Liar Duri (Forbidden zone)')).toBeInTheDocument();
    expect(screen.getByText('1 geofence on the map')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Show geofences named' }), { target: { value: 'sawit' } });
    expect(await screen.findByText('No geofence is named like “sawit”.')).toBeInTheDocument();
  });

  it('lists the newest alerts not yet acknowledged, and links to the alerts', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'New alerts (7)' })).toBeInTheDocument();
    const alerts = screen.getByRole('list', { name: 'Newest alerts not yet acknowledged' });
    expect(within(alerts).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Stopped in a forbidden zone: BM 1 TA at Gudang Liar Duri', 'Stopped in a forbidden zone: BM 2 TA at Gudang Liar Duri']);
    expect(Object.fromEntries(alertQueries[0]!)).toMatchObject({ filter_columns: 'status', filter_keys: 'NEW', entries: '5' });
    expect(screen.getByRole('link', { name: 'All geofences and alerts' }).getAttribute('href')).toMatch(/\/geofences\?tab=alerts$/);
  });

  it('speaks Indonesian', async () => {
    renderDashboard('id');
    expect(await screen.findByRole('heading', { name: 'Peringatan baru (7)' })).toBeInTheDocument();
    expect(await screen.findByText('2 geofence di peta')).toBeInTheDocument();
    const map = await screen.findByRole('list', { name: /peta/i });
    expect(within(map).getByText('forbidden: Gudang Liar Duri (Zona terlarang)')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Tampilkan geofence bernama' })).toBeInTheDocument();
  });
});
