// Plates given while creating a vehicle (issue 9): rows added in the create form, checked like the
// server checks them (Indonesian format, twice in the list), sent with the vehicle in one
// multipart call, and the server's refusal of a plate used elsewhere shown on that plate's row.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import vehicles from '../../../src/resources/vehicles/index.tsx';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const meta = (n: number) => ({ current_page: 1, last_page: 1, total: n });
const vehicle = {
  id: 1, name: 'Tangki CPO 31 KL', length: null, width: null, height: null, max_volume: null, max_weight: null, vehicle_type_id: 1,
  vehicle_type: { id: 1, name: 'Tangki CPO' }, vendor_id: 5, vendor: { id: 5, name: 'CV Trans Andalas' }, feature_ids: [2], features: [{ id: 2, name: 'GPS Tracker' }],
  photo: null, photo_url: null, source: 'MANUAL', vehicle_details_count: 0, created_at: '2026-03-01T00:00:00.000Z', details: [],
};
const driver = {
  id: 7, user_id: 70, user_name: 'Budi', email: null, phone_country_code: '62', phone_number: '81234567890', avatar: null, avatar_url: null,
  national_identity: '3171000000000001', is_blocked: false, vendor_id: 5, vendor: { id: 5, name: 'CV Trans Andalas' }, created_at: '2026-03-01T00:00:00.000Z',
};

const posted: [string, FormDataEntryValue][][] = [];
let refuse: Record<string, string[]> | undefined;
const server = setupServer(
  http.get('*/v1/vehicle', () => HttpResponse.json({ data: [vehicle], meta: meta(1) })),
  http.get('*/v1/vehicle-types', () => HttpResponse.json({ data: [{ id: 1, name: 'Tangki CPO', vendor_id: null, created_at: '' }], meta: meta(1) })),
  http.get('*/v1/vehicle-features', () => HttpResponse.json({ data: [{ id: 2, name: 'GPS Tracker' }], meta: meta(1) })),
  http.get('*/v1/drivers', () => HttpResponse.json({ data: [driver], meta: meta(1) })),
  http.post('*/v1/vehicle', async ({ request }) => {
    posted.push([...(await request.formData()).entries()]);
    if (refuse) return HttpResponse.json({ message: 'The data sent is not valid.', errors: refuse }, { status: 422 });
    return HttpResponse.json({ message: 'Saved successfully.', data: vehicle });
  }),
);
serveDuringTests(server, () => {
  posted.length = 0;
  refuse = undefined;
});

const renderCreate = (locale: 'en' | 'id' = 'en') => renderResources('/vehicles/create', variantOf(vehicles, 'VENDOR'), locale);

async function fillVehicle() {
  fireEvent.change(await screen.findByRole('textbox', { name: /^(Name|Nama)/ }), { target: { value: 'Tangki CPO 31 KL' } });
  fireEvent.change(screen.getByRole('combobox', { name: /(Vehicle type|Tipe kendaraan|Jenis kendaraan)/ }), { target: { value: 'Tangki' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Tangki CPO' }));
  fireEvent.change(screen.getByRole('combobox', { name: /(Features|Fitur)/ }), { target: { value: 'GPS' } });
  fireEvent.click(await screen.findByRole('option', { name: 'GPS Tracker' }));
}

const PLATE = /^(Plate number|Nomor pelat)/;

/**
 * Adds a plate row and types its number; answers the row. (The plates input is fetched when first
 * shown; a loaded CI machine once took over 10 s to show the new row, hence the wait on the count.)
 */
async function addPlate(plate: string, add = /^Add plate$/) {
  const before = screen.queryAllByRole('textbox', { name: PLATE }).length;
  fireEvent.click(await screen.findByRole('button', { name: add }, { timeout: 20_000 }));
  await waitFor(() => expect(screen.queryAllByRole('textbox', { name: PLATE })).toHaveLength(before + 1), { timeout: 20_000 });
  const box = screen.getAllByRole('textbox', { name: PLATE }).at(-1)!;
  fireEvent.change(box, { target: { value: plate } });
  return box.closest('li') as HTMLElement;
}

describe('plates while creating a vehicle', () => {
  it('sends the vehicle with its plates and their drivers in one call', async () => {
    renderCreate();
    await fillVehicle();
    const first = await addPlate('bm 1111 xy');
    fireEvent.mouseDown(within(first).getByRole('combobox', { name: /Driver/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Budi' }));
    await addPlate('BM 2222 XZ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual([
      ['name', 'Tangki CPO 31 KL'],
      ['vehicle_type_id', '1'],
      ['feature_ids[]', '2'],
      ['plates[0][plate_number]', 'bm 1111 xy'],
      ['plates[0][driver_id]', '7'],
      ['plates[1][plate_number]', 'BM 2222 XZ'],
    ]);
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
  });

  it('refuses a plate not in the Indonesian format and one given twice, on their rows, and sends nothing', async () => {
    renderCreate();
    await fillVehicle();
    const bad = await addPlate('1234 BM');
    await addPlate('BM 3333 AA');
    const twice = await addPlate('bm-3333-aa');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(bad).findByText(/^Use the Indonesian plate format/)).toBeInTheDocument();
    expect(await within(twice).findByText('Already used.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it("shows the server's refusal of a plate used elsewhere on its row, in Indonesian under /id", async () => {
    refuse = { 'plates.1.plate_number': ['Sudah digunakan.'] };
    renderCreate('id');
    await fillVehicle();
    await addPlate('BM 4444 AB', /^Tambah pelat$/);
    const taken = await addPlate('BM 8123 TU', /^Tambah pelat$/);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await within(taken).findByText('Sudah digunakan.')).toBeInTheDocument();
  });
});
