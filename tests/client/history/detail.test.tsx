// The shipment detail against msw speaking /v1/shipment/{id}/details, /ritase, /list-marker and
// /v1/shipment-history: orders and stops, the markers (stops and trucks, reported or not) and the
// trucks on the map, vendors with vehicles and trucks, trips, the timeline (times in WIB); the
// actions' slots where states.ts lets the viewer's role act; each party's own side.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
// react-admin's router adapter, as the tests resolve it (the build makes both one module).
import { Route } from 'react-router-dom';
import type { Role } from '../../../contract/lib.ts';
import type { RouteMapViewProps } from '../../../src/components/map/RouteMapView.tsx';
import { HISTORY_SLUG } from '../../../src/custom/order-shipment/history/paths.ts';
import { ShipmentDetailPage } from '../../../src/custom/order-shipment/history/ShipmentDetailPage.tsx';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { accepted, detail, entry, liveOf, markersOf, onTheRoad, part, track, type Position } from '../support/shipments.ts';

// The real map needs WebGL; this one lists the pins and trucks it was given.
vi.mock('../../../src/components/map/RouteMapView.tsx', () => ({
  default: ({ pins = [], trucks = [], label }: RouteMapViewProps) => (
    <ul aria-label={label}>
      {[...pins, ...trucks].map((p) => (
        <li key={p.label}>{p.label}</li>
      ))}
    </ul>
  ),
}));
// The actions come from their own work: here each slot says where it was placed.
vi.mock('../../../src/custom/order-shipment/actions/index.ts', () => ({
  ShipmentActions: ({ shipment }: { shipment: { identity: string } }) => <button type="button">{`shipment actions ${shipment.identity}`}</button>,
  VendorPartActions: ({ part }: { part: { vendor: { name: string } } }) => <button type="button">{`part actions ${part.vendor.name}`}</button>,
  TrackActions: ({ track }: { track: { vehicle_detail: { plate_number: string } | null } }) => <button type="button">{`track actions ${track.vehicle_detail?.plate_number}`}</button>,
  actionRoutes: [],
}));

let shipment = detail();
const ticket = (kind: 'LOAD' | 'DELIVER', number: string, netto: string) => ({
  id: kind === 'LOAD' ? 1 : 2, track_id: 1, kind, source: 'MANUAL', status: 'ACTIVE', ticket_number: number, driver: null, truck_number: null, sim_number: null, vendor: null,
  netto, ffa_quality: '3.20', dobi_quality: null, water_quality: null, in_time: null, out_time: '2026-11-20T01:15:00.000Z', note: null,
  items: [{ do_number: 'DO-1', weight: netto }], file_url: null, replaces_id: null, correction_reason: null, created_by: 'Rina Kusuma', created_at: '2026-11-20T01:20:00.000Z',
});
const loss = { pickup: '29870.000', dropoff: '29790.000', loss_kg: '80.000', loss_percent: '0.27', allowed_kg: '74.675', beyond: true };
const weighed = {
  shipment_id: 2,
  tolerance: { type: 'PERCENT', value: '0.250' },
  tracks: [{ track_id: 1, status: 'FINISHED', ritase: 1, plate_number: 'BM 8123 TA', driver: 'Budi Santoso', vendor: null, order: null, max_weight: '30000', load: ticket('LOAD', 'TK-1', '29870.000'), deliver: ticket('DELIVER', 'RF-1', '29790.000'), corrected: [], netto: loss }],
  orders: [],
  beyond_tolerance: true,
};
let positions: Record<number, Position> = {};
const historyQueries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/v1/shipment/:id/details', ({ params }) => (params.id === '2' ? HttpResponse.json({ data: shipment }) : HttpResponse.json({ message: 'Not found.' }, { status: 404 }))),
  http.get('*/v1/shipment/:id/ritase', () =>
    HttpResponse.json({
      data: shipment.shipment_vendors.map((p) => ({ shipment_vendor_id: p.id, ritase: p.ritase, ritase_identity: p.ritase_identity, vendor: p.vendor, status: p.status, tracks: shipment.tracks.filter((x) => x.shipment_vendor_id === p.id) })),
      meta: { current_page: 1, last_page: 1, total: shipment.shipment_vendors.length },
    }),
  ),
  http.get('*/v1/shipment/:id/list-marker', () => HttpResponse.json({ data: markersOf(shipment, positions) })),
  http.get('*/v1/shipment/:id/live-tracking', () => HttpResponse.json({ data: liveOf(shipment, positions) })),
  // The weighbridge of the shipment's trucks: a load and a deliver ticket, the loss beyond 0.25 %.
  http.get('*/v1/weight-bridge/shipment/:id', () => HttpResponse.json({ data: weighed })),
  // The shipment's invoice as the caller sees it: the history page links to it in the caller's area.
  http.get('*/v1/invoices', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const mine = query.get('filter_columns') === 'shipment_id' && query.get('filter_keys') === '2';
    const row = { id: 31, number: 'INV-2026-000031', status: 'PUBLISHED', shipment: { id: 2, identity: 'SHP-2026-0002' }, logistics_service_provider: { id: 1, name: 'PT Nusantara Logistik' }, shipment_company: null, lines: 1, total: null, unread: false, published_at: null, created_at: '2026-03-01T00:00:00Z' };
    return HttpResponse.json({ data: mine ? [row] : [], meta: { current_page: 1, last_page: 1, total: mine ? 1 : 0 } });
  }),
  http.get('*/v1/shipment-history', ({ request }) => {
    const query = new URL(request.url).searchParams;
    historyQueries.push(query);
    if (query.get('page') === '2') return HttpResponse.json({ data: [entry(1)], meta: { current_page: 2, last_page: 2, total: 2 } });
    return HttpResponse.json({ data: [accepted], meta: { current_page: 1, last_page: 2, total: 2 } });
  }),
);
serveDuringTests(server, () => {
  shipment = detail();
  positions = {};
  historyQueries.splice(0);
});

function renderDetail(role: Role, id = 2, locale: 'en' | 'id' = 'en') {
  return renderAdmin(
    `/${HISTORY_SLUG}/detail-history-order/${id}`,
    {},
    <Resource name={HISTORY_SLUG} list={() => null}>
      <Route path="detail-history-order/:id" element={<ShipmentDetailPage role={role} />} />
    </Resource>,
    locale,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('article', { name });

describe('shipment detail', () => {
  it("shows the LSP the orders, stops, vendors with their vehicles and trucks, trips and the timeline", async () => {
    renderDetail('LOGISTIC_SERVICE_PROVIDER');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipment SHP-2026-0002' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'shipment actions SHP-2026-0002' })).toBeInTheDocument();

    const order = within(section('Orders')).getByRole('article', { name: 'ORD-2' });
    expect(within(order).getByText('PT Sawit Makmur')).toBeInTheDocument();
    const stops = within(order).getByRole('list', { name: 'Stops of ORD-2' });
    expect(within(stops).getByText('PKS Sei Mangkei')).toBeInTheDocument();
    expect(within(stops).getByText('Refinery Dumai')).toBeInTheDocument();
    const map = await screen.findByRole('list', { name: 'Map of the stops and trucks of shipment SHP-2026-0002' });
    expect(within(map).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pickup: PKS Sei Mangkei (ORD-2)', 'Drop-off: Refinery Dumai (ORD-2)']);

    const andalas = card('CV Trans Andalas');
    expect(within(andalas).getByText('Accepted')).toBeInTheDocument();
    expect(within(andalas).getByText('2 × Tanker 16KL')).toBeInTheDocument();
    // Only the current trip's trucks; the removed one of an earlier trip is in the trips.
    expect(within(andalas).getByText('BM 8123 TA')).toBeInTheDocument();
    expect(within(andalas).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(andalas).getByText('On the way')).toBeInTheDocument();
    expect(within(andalas).queryByText('BM 9000 OLD')).toBeNull();
    expect(within(andalas).getByRole('button', { name: 'part actions CV Trans Andalas' })).toBeInTheDocument();
    expect(within(andalas).getByRole('button', { name: 'track actions BM 8123 TA' })).toBeInTheDocument();
    const armada = card('PT Armada Sawit Jaya');
    expect(within(armada).getByText('Requested')).toBeInTheDocument();
    expect(within(armada).getByText('More asked than free plates')).toBeInTheDocument();
    expect(within(armada).getByText('No truck assigned yet.')).toBeInTheDocument();
    expect(within(armada).getByRole('button', { name: 'part actions PT Armada Sawit Jaya' })).toBeInTheDocument();

    const trips = section('Trips (ritase)');
    expect(await within(trips).findByText(/CV Trans Andalas: trip 0/)).toBeInTheDocument();
    expect(within(trips).getByText(/BM 9000 OLD/)).toBeInTheDocument();
    expect(within(trips).getByText('Removed')).toBeInTheDocument();

    // The weighbridge: both tickets, the loss with its flag and the tolerance that makes it.
    const wb = section('Weighbridge');
    expect(await within(wb).findByText('Ticket TK-1')).toBeInTheDocument();
    expect(within(wb).getByText('Ticket RF-1')).toBeInTheDocument();
    expect(within(wb).getByText('80 kg (0,27%)')).toBeInTheDocument();
    expect(within(wb).getAllByText('Beyond tolerance').length).toBeGreaterThan(0);
    expect(within(wb).getByText('0,25% of the pickup netto')).toBeInTheDocument();

    const timeline = section('History');
    expect(await within(timeline).findByText('CV Trans Andalas accepted with one truck.')).toBeInTheDocument();
    // 03:00 UTC is 10:00 in WIB, whatever the zone the test runs in.
    expect(within(timeline).getByText('2026-11-20 10:00 WIB')).toHaveAttribute('datetime', '2026-11-20T03:00:00.000Z');
    expect(within(timeline).getByText(/Agus Pratama \(Vendor\)/)).toBeInTheDocument();
    expect(within(timeline).getByText('Status: Requested → Accepted')).toBeInTheDocument();
    expect(within(timeline).getByText('Reason: Trucks ready at the mill')).toBeInTheDocument();
    expect(historyQueries[0]!.get('filter_columns')).toBe('shipment_id');
    expect(historyQueries[0]!.get('filter_keys')).toBe('2');
    expect(historyQueries[0]!.get('entries')).toBe('15');
    // Older changes are appended below.
    fireEvent.click(within(timeline).getByRole('button', { name: 'Show older changes' }));
    expect(await within(timeline).findByText('Rina Kusuma created the shipment for ORD-2.')).toBeInTheDocument();
    expect(within(timeline).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
  });

  it('lists the markers: the stops, a truck at its last report (WIB) also on the map, a truck that has not reported', async () => {
    shipment = onTheRoad();
    positions = { 301: { latitude: 1.2345, longitude: 101.5, recorded_at: '2026-11-20T16:30:00.000Z' } };
    renderDetail('LOGISTIC_SERVICE_PROVIDER');
    const list = await within(await screen.findByRole('region', { name: 'Markers' })).findByRole('list', { name: 'Stops and trucks of shipment SHP-2026-0002' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Pickup')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('PKS Sei Mangkei')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3.3, 99.1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Drop-off')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refinery Dumai')).toBeInTheDocument();
    const reported = rows[2]!;
    for (const text of ['Truck', 'BM 8123 TA', 'Budi Santoso', 'CV Trans Andalas', '1.2345, 101.5']) expect(within(reported).getByText(text)).toBeInTheDocument();
    // 16:30 UTC is the next day in WIB.
    expect(within(reported).getByText('2026-11-20 23:30 WIB')).toBeInTheDocument();
    const silent = rows[3]!;
    for (const text of ['Truck', 'BM 9001 AB', 'Joko Widodo', 'No position yet']) expect(within(silent).getByText(text)).toBeInTheDocument();
    expect(within(silent).queryByText('Last report')).toBeNull();
    // Only the truck that reported is on the map, beside the stops; both are listed under it with their signal.
    const map = await screen.findByRole('list', { name: 'Map of the stops and trucks of shipment SHP-2026-0002' });
    await waitFor(() => expect(within(map).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pickup: PKS Sei Mangkei (ORD-2)', 'Drop-off: Refinery Dumai (ORD-2)', 'BM 8123 TA (Moving)']));
    const live = screen.getByRole('list', { name: 'Trucks of shipment SHP-2026-0002' });
    const [moving, never] = within(live).getAllByRole('listitem');
    for (const text of ['BM 8123 TA', 'Moving', '2026-11-20 23:30 WIB', '40 km/h']) expect(within(moving!).getByText(text)).toBeInTheDocument();
    for (const text of ['BM 9001 AB', 'No position yet']) expect(within(never!).getAllByText(text).length).toBeGreaterThan(0);
    // The LSP replays a truck's trip from here.
    expect(within(moving!).getByRole('link', { name: 'Playback of BM 8123 TA' })).toHaveAttribute('href', expect.stringContaining('/order-shipment/playback/data?track=301'));
  });

  it('shows a closed shipment without part or truck actions', async () => {
    shipment = detail({ status: 'DELIVERED', shipment_vendors: [part(201)], tracks: [track(301, { status: 'FINISHED' })] });
    renderDetail('LOGISTIC_SERVICE_PROVIDER');
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHP-2026-0002' });
    expect(screen.queryByRole('button', { name: /part actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /track actions/ })).toBeNull();
  });

  it("shows the vendor its own part, with the truck actions its role may take", async () => {
    // The server answers a vendor only its part (shipmentScope / partScope).
    shipment = detail({ shipment_vendors: [part(201)] });
    renderDetail('VENDOR');
    await screen.findByRole('heading', { level: 1, name: 'Shipment SHP-2026-0002' });
    expect(card('CV Trans Andalas')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'PT Armada Sawit Jaya' })).toBeNull();
    expect(screen.getByRole('button', { name: 'track actions BM 8123 TA' })).toBeInTheDocument();
    expect(await within(section('History')).findByText('CV Trans Andalas accepted with one truck.')).toBeInTheDocument();
    // Its invoice, at the vendor's own route (spec 1: order-shipment/detail-history-invoice/{id}).
    const invoices = screen.getByRole('navigation', { name: 'Invoices of this shipment' });
    expect(within(invoices).getByRole('link', { name: 'Invoice INV-2026-000031' })).toHaveAttribute('href', '/order-shipment/detail-history-invoice/31');
  });

  it('shows the shipping company its shipment to read, without actions on parts or trucks', async () => {
    renderDetail('SHIPMENT_COMPANY', 2, 'id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengiriman SHP-2026-0002' })).toBeInTheDocument();
    expect(within(card('CV Trans Andalas')).getByText('BM 8123 TA')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /part actions|track actions/ })).toBeNull();
    expect(await within(section('Riwayat')).findByText('Status: Diminta → Diterima')).toBeInTheDocument();
    const truck = (await within(section('Penanda')).findByText('BM 8123 TA')).closest('li')!;
    expect(within(truck).getByText('Truk')).toBeInTheDocument();
    expect(within(truck).getByText('Belum ada posisi')).toBeInTheDocument();
  });

  it("says so when the shipment is not the viewer's (404)", async () => {
    renderDetail('VENDOR', 99);
    expect(await screen.findByText('This shipment does not exist or is not yours to see.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to History Order' })).toHaveAttribute('href', `/${HISTORY_SLUG}`);
  });
});
