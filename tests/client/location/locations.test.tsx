// The shipping company's locations screen against msw handlers speaking the real /v1 shapes: the
// list, the form's place search, map picking (the map is stood in for: jsdom has no WebGL),
// required fields and operating-hour rules, groups made inline, time suggestions, delete refusals.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import locations from '../../../src/resources/locations/index.tsx';
import { TimeSuggestions } from '../../../src/components/location/index.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import type { MapViewProps } from '../../../src/components/map/MapView.tsx';
import { renderResources, variantOf } from '../support/admin.tsx';
import { groupRow, locationHandlers, locationRow, type Data, type Sent } from './handlers.ts';
import { serveDuringTests } from '../support/msw.ts';

// The lazy map, as a button that "clicks" the map at a known point and shows the pin it holds.
vi.mock('../../../src/components/map/MapView.tsx', () => ({
  default: ({ label, point, onPick }: MapViewProps) => (
    <div>
      <button type="button" onClick={() => onPick?.({ latitude: -1.25, longitude: 116.5 })}>
        {label}
      </button>
      <output aria-label="pin">{point ? `${point.latitude},${point.longitude}` : 'none'}</output>
    </div>
  ),
}));

const sent: Sent[] = [];
const fresh = (): Data => ({
  rows: [locationRow(), locationRow({ id: 2, identity: 'REF-DUM', name: 'Refinery Dumai', type: 'DROPOFF', category: 'REFINERY', start_operation_hour: null, end_operation_hour: null, group_id: null, group: null })],
  groups: [groupRow()],
  places: [{ name: 'Pekanbaru', address: 'Kota Pekanbaru, Riau', latitude: 0.5071, longitude: 101.4478 }],
});
let data = fresh();
const server = setupServer();
serveDuringTests(server, () => {
  sent.length = 0;
  data = fresh();
});

function renderApp(path: string, locale: 'en' | 'id' = 'en') {
  server.use(...locationHandlers(data, sent));
  return renderResources(path, variantOf(locations, 'SHIPMENT_COMPANY'), locale);
}

const lastSent = (method: string, path?: string) => sent.filter((s) => s.method === method && (!path || s.path === path)).at(-1);
const spin = (name: RegExp) => screen.getByRole('spinbutton', { name });

/** Types into the place search as a person does: the field has the focus (unfocused, MUI resets it). */
async function searchPlace(text: string) {
  const search = screen.getByRole('combobox', { name: 'Search a place' });
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: text } });
}

async function chooseType(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Type/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

async function fillRequired() {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'PKS Sorek' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Identity/ }), { target: { value: 'PKS-SRK' } });
  await chooseType('Pickup');
}

describe('locations list', () => {
  it('shows 9 rows a page sorted by name, the type, hours with WIB and the group', async () => {
    renderApp('/location');
    expect(await screen.findByText('PKS Kandis')).toBeInTheDocument();
    const query = lastSent('GET', '/v1/pickup-dropoff')!.query;
    expect(query.get('entries')).toBe('9');
    expect(query.get('sort_column')).toBe('name');
    expect(screen.getByText('06:00–22:00 WIB')).toBeInTheDocument();
    expect(screen.getByText('Wilayah Riau')).toBeInTheDocument();
    expect(screen.getAllByText('Pickup').length).toBeGreaterThan(0);
    expect(screen.getByText('Drop-off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit PKS Kandis' })).toHaveAttribute('href', '/location/1');
  });

  it('searches by name and filters by type', async () => {
    renderApp('/location');
    await screen.findByText('PKS Kandis');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name' }), { target: { value: 'kandis' } });
    await waitFor(() => expect(lastSent('GET', '/v1/pickup-dropoff')!.query.get('search_key')).toBe('kandis'));
    expect(lastSent('GET', '/v1/pickup-dropoff')!.query.get('search_columns')).toBe('name');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Drop-off' }));
    await waitFor(() => expect(lastSent('GET', '/v1/pickup-dropoff')!.query.get('filter_columns')).toBe('type'));
    expect(lastSent('GET', '/v1/pickup-dropoff')!.query.get('filter_keys')).toBe('DROPOFF');
  });

  it('says what to do next when there are no locations, in Indonesian too', async () => {
    data.rows = [];
    renderApp('/location', 'id');
    expect(await screen.findByText('Belum ada lokasi. Tambahkan titik muat atau titik bongkar pertama Anda.')).toBeInTheDocument();
  });

  it('shows the server refusal of a location used by orders as a toast, in the user language', async () => {
    data.remove = () => HttpResponse.json({ message: 'Lokasi ini dipakai oleh pesanan dan tidak dapat dihapus.' }, { status: 409 });
    renderApp('/location', 'id');
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus PKS Kandis' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByText('Lokasi ini dipakai oleh pesanan dan tidak dapat dihapus.')).toBeInTheDocument();
    expect(lastSent('DELETE')?.path).toBe('/v1/pickup-dropoff/1');
    expect(screen.getByText('PKS Kandis')).toBeInTheDocument();
  });
});

describe('location form', () => {
  it('marks the required fields and sends nothing', async () => {
    renderApp('/location/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // name, identity, type, latitude, longitude
    expect(await screen.findAllByText('Required.')).toHaveLength(5);
    expect(lastSent('POST')).toBeUndefined();
  });

  it('fills the coordinates and an empty address from a found place, then creates', async () => {
    renderApp('/location/create');
    await fillRequired();
    await searchPlace('Pe');
    expect(await screen.findByText('Type at least 3 letters')).toBeInTheDocument();
    await searchPlace('Pekan');
    fireEvent.click(await screen.findByRole('option', { name: /Pekanbaru/ }, { timeout: 3000 }));
    // Only the settled text was searched (the pause in typing), not "Pe".
    expect(sent.filter((s) => s.path === '/v1/location/search').map((s) => s.query.get('location'))).toEqual(['Pekan']);
    await waitFor(() => expect(spin(/^Latitude/)).toHaveValue(0.5071));
    expect(spin(/^Longitude/)).toHaveValue(101.4478);
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Kota Pekanbaru, Riau');
    expect(await screen.findByLabelText('pin')).toHaveTextContent('0.5071,101.4478');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastSent('POST', '/v1/pickup-dropoff')).toBeDefined());
    expect(lastSent('POST', '/v1/pickup-dropoff')!.json).toEqual({
      name: 'PKS Sorek',
      identity: 'PKS-SRK',
      type: 'PICKUP',
      address: 'Kota Pekanbaru, Riau',
      latitude: 0.5071,
      longitude: 101.4478,
    });
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
  });

  it('keeps an address already typed when a place is found', async () => {
    renderApp('/location/create');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Address' }), { target: { value: 'Jl. Lintas Timur KM 12' } });
    await searchPlace('Pekanbaru');
    fireEvent.click(await screen.findByRole('option', { name: /Pekanbaru/ }, { timeout: 3000 }));
    await waitFor(() => expect(spin(/^Latitude/)).toHaveValue(0.5071));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Jl. Lintas Timur KM 12');
  });

  it('takes the coordinates from a click on the map', async () => {
    renderApp('/location/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Map: click to place the location' }));
    await waitFor(() => expect(spin(/^Latitude/)).toHaveValue(-1.25));
    expect(spin(/^Longitude/)).toHaveValue(116.5);
  });

  it('refuses equal opening and closing hours and a lone hour, in Indonesian too, and sends nothing', async () => {
    renderApp('/location/create', 'id');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Jam buka' }), { target: { value: '06:00' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Jam tutup' }), { target: { value: '6:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Jam selesai operasi harus berbeda dari jam mulai.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Jam tutup' }), { target: { value: '' } });
    expect(await screen.findAllByText('Wajib diisi.')).not.toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Jam tutup' }), { target: { value: '25:00' } });
    expect(await screen.findByText('Gunakan format 24 jam JJ:mm, mis. 06:00.')).toBeInTheDocument();
    expect(lastSent('POST')).toBeUndefined();
  });

  it('edits: shows the next arrival times of the saved hours, sends the changed hours, clears a removed alias', async () => {
    renderApp('/location/1');
    expect(await screen.findByText('2026-03-02 07:00 WIB')).toBeInTheDocument();
    expect(lastSent('GET', '/v1/pickup-dropoff/time-suggestion')!.query.get('pickup_dropoff_location_point_id')).toBe('1');
    expect(spin(/^Latitude/)).toHaveValue(0.8906);
    expect(screen.getByLabelText('pin')).toHaveTextContent('0.8906,101.2264');
    fireEvent.change(screen.getByRole('textbox', { name: 'Closes at' }), { target: { value: '04:00' } });
    expect(await screen.findByText('closes the next morning.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Alias' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastSent('PUT')).toBeDefined());
    const body = lastSent('PUT')!.json!;
    expect(lastSent('PUT')!.path).toBe('/v1/pickup-dropoff/1');
    expect(body).toMatchObject({ start_operation_hour: '06:00', end_operation_hour: '04:00', group_id: 4, latitude: 0.8906, longitude: 101.2264 });
    expect(body).not.toHaveProperty('alias');
    for (const key of ['id', 'group', 'shipment_company_id', 'shipment_company', 'created_at']) expect(body, key).not.toHaveProperty(key);
  });

  it('makes a new group from the typed name (multipart name[]) and picks it', async () => {
    renderApp('/location/1');
    const group = await screen.findByRole('combobox', { name: 'Group' });
    await waitFor(() => expect(group).toHaveValue('Wilayah Riau'));
    fireEvent.change(group, { target: { value: 'Wilayah Sumut' } });
    fireEvent.click(await screen.findByRole('option', { name: /Create.*Wilayah Sumut/ }));
    await waitFor(() => expect(lastSent('POST', '/v1/groups/bulk-create')).toBeDefined());
    expect(lastSent('POST', '/v1/groups/bulk-create')!.form).toEqual([['name[]', 'Wilayah Sumut']]);
    await waitFor(() => expect(group).toHaveValue('Wilayah Sumut'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastSent('PUT')?.json?.group_id).toBe(7));
  });
});

describe('time suggestions', () => {
  it('hands the chosen slot to the caller (the order flow fills an estimation date with it)', async () => {
    server.use(...locationHandlers(data, sent));
    const onPick = vi.fn();
    render(
      <AdminContext i18nProvider={makeI18nProvider('en')}>
        <QueryClientProvider client={new QueryClient()}>
          <TimeSuggestions locationId={1} date="2026-03-02" onPick={onPick} />
        </QueryClientProvider>
      </AdminContext>,
    );
    const group = await screen.findByRole('group', { name: 'Next arrival times (WIB)' });
    fireEvent.click(within(group).getByRole('button', { name: '2026-03-03 06:00 WIB' }));
    expect(onPick).toHaveBeenCalledWith({ estimation_date: '2026-03-02T23:00:00.000Z', date: '2026-03-03', time: '06:00' });
    expect(lastSent('GET')!.query.get('date')).toBe('2026-03-02');
  });
});
