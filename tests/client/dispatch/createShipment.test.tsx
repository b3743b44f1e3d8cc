// The LSP's create-shipment flow against msw speaking the /v1 shapes: an order selected on the
// landing (the new one marked), vehicles of two vendors with +1, -1 never below 0 and the exceed
// flag above the free plates, the review (each vendor's weight, the expiry, the note), POST
// /v1/shipment; the review's checks at their fields in both languages; a new landing starts with
// nothing selected; the landing's layout switch (spec 1 §3).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { memoryStore, Resource } from 'react-admin';
import type { OrderRow } from '../../../contract/order.ts';
import { ActiveOrders } from '../../../src/custom/order-shipment/create-shipment/ActiveOrders.tsx';
import { createShipmentEntry } from '../../../src/custom/order-shipment/create-shipment/index.tsx';
import { CREATE_SHIPMENT_SLUG } from '../../../src/custom/order-shipment/create-shipment/paths.ts';
import { Review } from '../../../src/custom/order-shipment/create-shipment/Review.tsx';
import { SelectVehicle } from '../../../src/custom/order-shipment/create-shipment/SelectVehicle.tsx';
import { wibInstant, wibLocalOf } from '../../../src/components/wibInstant.ts';
import { formatNumber } from '../../../src/i18n/format.ts';
import { renderAdmin } from '../support/admin.tsx';
import { expectLayoutSwitch, pageFrom } from '../support/layoutSwitch.ts';
import { serveDuringTests } from '../support/msw.ts';

const meta = (n: number) => ({ current_page: 1, last_page: 1, total: n });
const named = (id: number, name: string) => ({ id, name });
const order = (id: number, identity: string, publishedAt: string): OrderRow & { is_new: boolean } => ({
  id, identity, status: 'PUBLISHED', note: null, shipment_company_id: 1, shipment_company: named(1, 'PT Sawit Makmur Abadi'), pickup: named(1, 'PKS Kandis'), dropoff: named(4, 'Refinery Dumai'),
  estimation_date: '2026-03-12T00:00:00.000Z', total_weight: 30000, total_volume: 33000, products: [{ name: 'Crude Palm Oil', product_type: 'LIQUID' }], is_selected: false, created_at: publishedAt, published_at: publishedAt, is_new: false,
});
const fresh = order(7, 'ORD-NEW-0001', new Date(Date.now() - 60_000).toISOString());
const old = order(3, 'ORD-2026-0003', '2026-03-01T03:00:00.000Z');
const vendor = (id: number, name: string) => ({ id, name, address: null, logo: null, logo_url: null, status: 'COLLABORATE', created_at: '2026-03-01T00:00:00.000Z' });
const vehicle = (id: number, vendorId: number, name: string) => ({
  id, name, length: null, width: null, height: null, max_volume: null, max_weight: null, vehicle_type_id: 1, vehicle_type: { ...named(1, 'Tangki CPO'), carries: ['LIQUID'] }, vendor_id: vendorId, vendor: named(vendorId, 'x'),
  feature_ids: [], features: [], photo: null, photo_url: null, source: 'MANUAL', vehicle_details_count: 3, created_at: '2026-03-01T00:00:00.000Z',
});
const VEHICLES = [vehicle(11, 1, 'Tangki CPO 30 KL'), vehicle(21, 2, 'Tangki CPO 28 KL')];
// Vendor 1 has two free plates of its tanker; vendor 2 one.
const FREE = [
  { vehicle_id: 11, vendor_id: 1, id: 101 },
  { vehicle_id: 11, vendor_id: 1, id: 102 },
  { vehicle_id: 21, vendor_id: 2, id: 201 },
].map((p) => ({ ...p, plate_number: `BM ${p.id} XX`, vehicle: { id: p.vehicle_id, name: 'x', vehicle_type_name: null }, driver_id: null, driver: null, on_track: false, created_at: '2026-03-01T00:00:00.000Z' }));
const created: unknown[] = [];

const byVendor = (url: string) => Number(new URL(url).searchParams.get('filter_keys'));
const server = setupServer(
  http.get('*/v1/shipment/active-orders', () => HttpResponse.json({ data: created.length ? [old] : [fresh, old], meta: meta(created.length ? 1 : 2) })),
  http.get('*/v1/vendors', () => HttpResponse.json({ data: [vendor(1, 'CV Trans Andalas'), vendor(2, 'PT Lintas Kampar Transportindo')], meta: meta(2) })),
  http.get('*/v1/vehicle', ({ request }) => HttpResponse.json({ data: VEHICLES.filter((v) => v.vendor_id === byVendor(request.url)), meta: meta(1) })),
  http.get('*/v1/vehicle-detail', ({ request }) => {
    expect(new URL(request.url).searchParams.get('mode')).toBe('available');
    return HttpResponse.json({ data: FREE.filter((p) => p.vendor_id === byVendor(request.url)), meta: meta(1) });
  }),
  http.post('*/v1/shipment', async ({ request }) => {
    created.push(await request.json());
    return HttpResponse.json({ message: 'Shipment SHP-1 created.', data: { id: 42, identity: 'SHP-1' } });
  }),
);
serveDuringTests(server, () => (created.length = 0));

function renderFlow(locale: 'en' | 'id' = 'en') {
  return renderAdmin(
    `/${CREATE_SHIPMENT_SLUG}`,
    createShipmentEntry().data!,
    <>
      {/* The area mounts the two screens as the resource's own routes; here each is a resource at the same path. */}
      <Resource name={CREATE_SHIPMENT_SLUG} list={ActiveOrders} />
      <Resource name={`${CREATE_SHIPMENT_SLUG}/select-vehicle`} list={SelectVehicle} />
      <Resource name={`${CREATE_SHIPMENT_SLUG}/select-vehicle/review`} list={Review} />
    </>,
    locale,
  );
}

const quantity = (name: string) => screen.getByRole('status', { name: `Trucks of ${name}` });

describe('create shipment', () => {
  it('selects an order, asks two vendors for trucks (+1, -1 floor, exceed), reviews and creates', async () => {
    renderFlow();
    const row = await screen.findByRole('article', { name: 'ORD-NEW-0001' });
    expect(within(row).getByText('New')).toBeInTheDocument();
    const oldRow = screen.getByRole('article', { name: 'ORD-2026-0003' });
    expect(within(oldRow).queryByText('New')).toBeNull();
    expect(screen.getByRole('link', { name: 'Select vehicles' })).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(within(row).getByRole('checkbox', { name: 'Select ORD-NEW-0001' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 order selected');
    fireEvent.click(screen.getByRole('link', { name: 'Select vehicles' }));

    fireEvent.click(await screen.findByRole('button', { name: 'CV Trans Andalas' }));
    const tanker = 'Tangki CPO 30 KL';
    const less = await screen.findByRole('button', { name: `One less ${tanker}` });
    expect(less).toBeDisabled();
    expect(quantity(tanker)).toHaveTextContent('0');
    expect(screen.getByText('Available plates: 2')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: `One more ${tanker}` });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(quantity(tanker)).toHaveTextContent('2');
    expect(screen.queryByTestId('exceed')).toBeNull();
    fireEvent.click(more);
    expect(quantity(tanker)).toHaveTextContent('3');
    expect(screen.getByTestId('exceed')).toHaveTextContent('More than the 2 available plates');
    fireEvent.click(less);
    expect(quantity(tanker)).toHaveTextContent('2');
    expect(screen.queryByTestId('exceed')).toBeNull();
    fireEvent.click(less);
    fireEvent.click(less);
    expect(quantity(tanker)).toHaveTextContent('0');
    expect(less).toBeDisabled();
    fireEvent.click(more);

    fireEvent.click(screen.getByRole('button', { name: 'PT Lintas Kampar Transportindo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'One more Tangki CPO 28 KL' }));
    fireEvent.click(screen.getByRole('link', { name: 'Review' }));

    expect(await screen.findByRole('heading', { name: 'Review shipment', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ORD-NEW-0001')).toBeInTheDocument();
    expect(screen.getByText('1 × Tangki CPO 28 KL')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note for the vendors (optional)' }), { target: { value: 'Muat pagi' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Weight for CV Trans Andalas (kg)' }), { target: { value: '20000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Weight for PT Lintas Kampar Transportindo (kg)' }), { target: { value: '10000' } });
    expect(screen.getByTestId('weight-given')).toHaveTextContent(`Weight given to the vendors: ${formatNumber(30000)} of the orders' ${formatNumber(30000)} kg.`);
    const expires = wibLocalOf(new Date(Date.now() + 2 * 86_400_000));
    fireEvent.change(screen.getByLabelText('Vendors answer by (WIB)'), { target: { value: expires } });
    fireEvent.click(screen.getByRole('button', { name: 'Create shipment' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created).toEqual([
      {
        order_ids: [7],
        vendors: [
          { vendor_id: 1, weight: 20000, vehicles: [{ vehicle_id: 11, quantity: 1 }] },
          { vendor_id: 2, weight: 10000, vehicles: [{ vehicle_id: 21, quantity: 1 }] },
        ],
        note: 'Muat pagi',
        set_expired_at: wibInstant(expires),
      },
    ]);
    // The detail page that follows is checked end to end (tests/e2e/dispatch.spec.ts).
  }, 150_000);

  it('the review says at each field what is wrong, sends nothing, and shows the server\'s field errors, in Indonesian', async () => {
    const store = memoryStore({
      'dispatch.create-shipment.selection': {
        orders: [{ id: 7, identity: 'ORD-NEW-0001', shipment_company: fresh.shipment_company, pickup: fresh.pickup, dropoff: fresh.dropoff, total_weight: 30000, is_selected: true }],
        vehicles: [{ vendor_id: 1, vendor_name: 'CV Trans Andalas', vehicle_id: 11, name: 'Tangki CPO 30 KL', available: 2, quantity: 1, exceed: false, selected: true }],
      },
    });
    server.use(
      http.post('*/v1/shipment', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ message: 'Data tidak valid.', errors: { 'vendors.0.weight': ['Melebihi kapasitas.'] } }, { status: 422 });
      }),
    );
    renderAdmin(`/${CREATE_SHIPMENT_SLUG}/select-vehicle/review`, createShipmentEntry().data!, <Resource name={`${CREATE_SHIPMENT_SLUG}/select-vehicle/review`} list={Review} />, 'id', undefined, store);
    const weight = await screen.findByRole('textbox', { name: 'Berat untuk CV Trans Andalas (kg)' });
    fireEvent.change(weight, { target: { value: 'banyak' } });
    fireEvent.change(screen.getByLabelText('Vendor menjawab sebelum (WIB)'), { target: { value: wibLocalOf(new Date(Date.now() - 3_600_000)) } });
    fireEvent.click(screen.getByRole('button', { name: 'Buat pengiriman' }));
    expect(await screen.findByText('Harus berupa angka.')).toBeInTheDocument();
    expect(screen.getByText('Harus waktu di masa depan.')).toBeInTheDocument();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);

    fireEvent.change(weight, { target: { value: '12,5' } });
    fireEvent.change(screen.getByLabelText('Vendor menjawab sebelum (WIB)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buat pengiriman' }));
    await waitFor(() => expect(created).toEqual([{ order_ids: [7], vendors: [{ vendor_id: 1, weight: 12.5, vehicles: [{ vehicle_id: 11, quantity: 1 }] }] }]));
    expect(await screen.findByText('Melebihi kapasitas.')).toBeInTheDocument();
    expect(screen.queryByText('Harus waktu di masa depan.')).toBeNull();
  }, 60_000);

  it('warns on the review when the trucks asked cannot carry the orders (their weight or their kind of product), or the weight given falls short; it still sends', async () => {
    const selection = (maxWeight: number | null) => ({
      orders: [{ id: 7, identity: 'ORD-NEW-0001', shipment_company: fresh.shipment_company, pickup: fresh.pickup, dropoff: fresh.dropoff, total_weight: 25000, products: [{ name: 'Crude Palm Oil', product_type: 'LIQUID' }], is_selected: true }],
      vehicles: [{ vendor_id: 1, vendor_name: 'CV Trans Andalas', vehicle_id: 11, name: 'Dump Truck PK 15 T', type: 'Dump Truck', carries: ['SOLID'], available: 2, max_weight: maxWeight, quantity: 1, exceed: false, selected: true }],
    });
    const review = (maxWeight: number | null, locale: 'en' | 'id' = 'en') =>
      renderAdmin(`/${CREATE_SHIPMENT_SLUG}/select-vehicle/review`, createShipmentEntry().data!, <Resource name={`${CREATE_SHIPMENT_SLUG}/select-vehicle/review`} list={Review} />, locale, undefined, memoryStore({ 'dispatch.create-shipment.selection': selection(maxWeight) }));

    const view = review(15000);
    expect(await screen.findByTestId('vehicle-misfit')).toHaveTextContent('A Dump Truck PK 15 T (Dump Truck) is not made for liquid bulk: Crude Palm Oil.');
    expect(await screen.findByTestId('capacity-short')).toHaveTextContent(`The trucks asked carry at most ${formatNumber(15000)} kg; the orders weigh ${formatNumber(25000)} kg.`);
    expect(screen.getByTestId('weight-given')).toHaveTextContent(`Only 0 of the orders' ${formatNumber(25000)} kg is given to the vendors`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Weight for CV Trans Andalas (kg)' }), { target: { value: '25000' } });
    expect(screen.getByTestId('weight-given')).toHaveTextContent(`Weight given to the vendors: ${formatNumber(25000)} of the orders' ${formatNumber(25000)} kg.`);
    // A warning, not a refusal: the LSP decides.
    fireEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    await waitFor(() => expect(created).toHaveLength(1));
    view.unmount();

    // A model without a maximum weight is not counted as enough, nor as nothing.
    review(null, 'id');
    expect(await screen.findByTestId('capacity-unknown')).toHaveTextContent('1 model yang diminta tidak punya berat maksimum');
    expect(screen.getByTestId('vehicle-misfit')).toHaveTextContent('Dump Truck PK 15 T (Dump Truck) tidak dibuat untuk curah cair: Crude Palm Oil.');
    expect(screen.queryByTestId('capacity-short')).toBeNull();
  }, 60_000);

  it('loads more, searches order, customer and place, says when nothing matches, and a failed load shows no order, in Indonesian', async () => {
    const asked: URLSearchParams[] = [];
    let fail = false;
    const pageOf = (n: number) => Array.from({ length: n === 1 ? 9 : 2 }, (_, i) => order(100 + (n - 1) * 9 + i, `ORD-P-${(n - 1) * 9 + i + 1}`, '2026-03-01T03:00:00.000Z'));
    server.use(
      http.get('*/v1/shipment/active-orders', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        if (fail) return HttpResponse.json({ message: 'Server error' }, { status: 500 });
        if (query.get('search_key')) return HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
        const n = Number(query.get('page'));
        return HttpResponse.json({ data: pageOf(n), meta: { current_page: n, last_page: 2, total: 11 } });
      }),
    );
    renderFlow('id');
    expect(await screen.findByText('Menampilkan 9 dari 11 pesanan')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(await screen.findByText('Menampilkan 11 dari 11 pesanan')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(Array.from({ length: 11 }, (_, i) => `ORD-P-${i + 1}`));
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
    expect(asked.map((q) => [q.get('page'), q.get('entries'), q.get('sort_column'), q.get('sort_type')])).toEqual([
      ['1', '9', 'published_at', 'desc'],
      ['2', '9', 'published_at', 'desc'],
    ]);

    const search = screen.getByRole('searchbox', { name: 'Cari pesanan, pelanggan, atau lokasi' });
    fireEvent.change(search, { target: { value: 'Dumai' } });
    expect(await screen.findByText('Tidak ada pesanan menunggu pengiriman yang cocok dengan pencarian ini.')).toBeInTheDocument();
    expect(asked.at(-1)?.get('search_key')).toBe('Dumai');
    expect(asked.at(-1)?.get('search_columns')).toBe('identity,shipment_company.name,pickup.name,dropoff.name');
    expect(asked.at(-1)?.get('page')).toBe('1');

    fail = true;
    fireEvent.change(search, { target: { value: '' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pesanan tidak dapat dimuat');
    expect(screen.queryByRole('article')).toBeNull();
  }, 60_000);

  it('has the layout switch: a simple list of 9 a load, or cards of 3 a load, kept for the next visit', async () => {
    const asked: URLSearchParams[] = [];
    const orders = Array.from({ length: 12 }, (_, i) => order(100 + i, `ORD-P-${i + 1}`, '2026-03-01T03:00:00.000Z'));
    server.use(
      http.get('*/v1/shipment/active-orders', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(pageFrom(orders, request.url));
      }),
    );
    const first = renderFlow();
    await screen.findByText('ORD-P-1');
    await expectLayoutSwitch(
      () => asked.at(-1)?.get('entries'),
      () => {
        first.unmount();
        renderFlow();
      },
    );
  }, 60_000);

  it('starts again with nothing chosen after a shipment was made, in Indonesian', async () => {
    created.push('made');
    renderFlow('id');
    expect(await screen.findByText('ORD-2026-0003')).toBeInTheDocument();
    expect(screen.queryByText('ORD-NEW-0001')).toBeNull();
    expect(screen.getByTestId('selected-count')).toHaveTextContent('Belum ada pesanan yang dipilih.');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pilih kendaraan' })).toHaveAttribute('aria-disabled', 'true'));
  });
});
