// The vehicle edit page's "Add existing plates" dialog and photo removal against msw handlers
// speaking the /v1 shapes: only plates of other vehicles are offered, the filter narrows them,
// submit stays disabled until one is chosen, and vehicle_detail_ids go to add-vehicle-details.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { VehicleDetailRecord } from '../../../contract/vehicle-detail.ts';
import vehicles from '../../../src/resources/vehicles/index.tsx';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

type Sent = { method: string; path: string; json?: unknown };
const sent: Sent[] = [];
const meta = (n: number) => ({ current_page: 1, last_page: 1, total: n });
const named = (id: number, name: string) => ({ id, name });
const budi = { id: 7, name: 'Budi', is_blocked: false };

const vehicle = {
  id: 1, name: 'Tangki CPO 30 KL', length: 12, width: 2.5, height: 3.6, max_volume: 30000, max_weight: 30000, vehicle_type_id: 1,
  vehicle_type: named(1, 'Tangki CPO'), vendor_id: 5, vendor: named(5, 'CV Trans Andalas'), feature_ids: [2], features: [named(2, 'GPS Tracker')],
  photo: 'vehicles/tangki.png', photo_url: 'http://localhost/files/vehicles/tangki.png', source: 'MANUAL', vehicle_details_count: 1, created_at: '2026-03-01T00:00:00.000Z',
};
const plate = (id: number, plate_number: string, vehicleId: number, vehicleName: string, driver: typeof budi | null): VehicleDetailRecord => ({
  id, plate_number, vehicle_id: vehicleId, vehicle: { id: vehicleId, name: vehicleName, vehicle_type_name: null }, driver_id: driver?.id ?? null, driver,
  vendor_id: 5, on_track: false, created_at: '2026-03-01T00:00:00.000Z',
});
const plates = [
  plate(10, 'BM 8123 TU', 1, 'Tangki CPO 30 KL', budi),
  plate(11, 'BM 9001 AA', 2, 'Dump 20 T', null),
  plate(12, 'BK 4455 ZZ', 3, 'Trailer 40 ft', budi),
];
type Detail = { id: number; plate_number: string; driver_id: number | null; driver: typeof budi | null };
const first: Detail[] = [{ id: 10, plate_number: 'BM 8123 TU', driver_id: 7, driver: budi }];
let details = first;

const record = async (request: Request) => {
  const entry: Sent = { method: request.method, path: new URL(request.url).pathname };
  if (request.headers.get('content-type')?.includes('json')) entry.json = await request.json();
  sent.push(entry);
};
const server = setupServer(
  http.get('*/v1/vehicle/:id', () => HttpResponse.json({ data: { ...vehicle, details } })),
  http.get('*/v1/vehicle-types', () => HttpResponse.json({ data: [{ id: 1, name: 'Tangki CPO', vendor_id: null, created_at: '' }], meta: meta(1) })),
  http.get('*/v1/vehicle-features', () => HttpResponse.json({ data: [named(2, 'GPS Tracker')], meta: meta(1) })),
  http.get('*/v1/drivers', () => HttpResponse.json({ data: [], meta: meta(0) })),
  http.get('*/v1/vehicle-detail', ({ request }) => {
    sent.push({ method: 'GET', path: new URL(request.url).pathname + new URL(request.url).search });
    return HttpResponse.json({ data: plates, meta: meta(plates.length) });
  }),
  http.post('*/v1/vehicle/:id/add-vehicle-details', async ({ request }) => {
    await record(request);
    const ids = (sent.at(-1)!.json as { vehicle_detail_ids: number[] }).vehicle_detail_ids;
    details = [...details, ...plates.filter((p) => ids.includes(p.id)).map((p) => ({ id: p.id, plate_number: p.plate_number, driver_id: p.driver_id, driver: p.driver }))];
    return HttpResponse.json({ message: 'Updated successfully.', data: { ...vehicle, details } });
  }),
  http.delete('*/v1/vehicle/:id/image', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'Deleted successfully.', data: { ...vehicle, photo: null, photo_url: null } });
  }),
);
serveDuringTests(server, () => {
  sent.length = 0;
  details = first;
});

const renderEdit = (locale: 'en' | 'id' = 'en') =>
  renderResources('/vehicles/1', variantOf(vehicles, 'VENDOR'), locale);

describe('add existing plates', () => {
  it('offers the plates of other vehicles, filters them and moves the chosen ones here', async () => {
    renderEdit();
    // The first form of the file also fetches the lazy form module.
    fireEvent.click(await screen.findByRole('button', { name: 'Add existing plates' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add existing plates to Tangki CPO 30 KL' });
    expect(await within(dialog).findByRole('checkbox', { name: /BM 9001 AA/ })).toBeInTheDocument();
    expect(sent.find((s) => s.path.startsWith('/v1/vehicle-detail'))!.path).toContain('entries=-1');
    // The plate already on this vehicle is not offered; the others name their vehicle and driver.
    expect(within(dialog).queryByRole('checkbox', { name: /BM 8123 TU/ })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: /BM 9001 AA/ })).toHaveAccessibleName(/Dump 20 T · No driver/);
    expect(within(dialog).getByRole('checkbox', { name: /BK 4455 ZZ/ })).toHaveAccessibleName(/Trailer 40 ft · Budi/);

    const submit = within(dialog).getByRole('button', { name: /^Add \d+ plates?$/ });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Filter by plate, vehicle or driver' }), { target: { value: 'trailer' } });
    expect(within(dialog).queryByRole('checkbox', { name: /BM 9001 AA/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /BK 4455 ZZ/ }));
    expect(within(dialog).getByRole('button', { name: 'Add 1 plate' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 plate' }));

    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toEqual([{ method: 'POST', path: '/v1/vehicle/1/add-vehicle-details', json: { vehicle_detail_ids: [12] } }]));
    expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The vehicle is read again: the moved plate is in its list.
    expect(await screen.findByText('BK 4455 ZZ')).toBeInTheDocument();
  });

  it('cancelled, sends nothing; speaks Indonesian under /id', async () => {
    renderEdit('id');
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah pelat yang ada' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('checkbox', { name: /BM 9001 AA/ })).toHaveAccessibleName(/Tanpa pengemudi/);
    expect(within(dialog).getByRole('button', { name: 'Tambahkan 0 pelat' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });
});

describe('vehicle photo removal', () => {
  it('asks first, then removes the photo and toasts the server message', async () => {
    renderEdit();
    expect(await screen.findByRole('img', { name: 'Current photo' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove photo of "Tangki CPO 30 KL"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/vehicle/1/image' }));
    expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Current photo' })).toBeNull());
  });
});
