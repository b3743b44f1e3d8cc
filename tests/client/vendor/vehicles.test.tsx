// The vendor's vehicle and driver forms against msw handlers speaking the /v1 shapes: required
// features, features and licences on the multipart wire, block/unblock, the LSP's read-only list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import vehicles from '../../../src/resources/vehicles/index.tsx';
import drivers from '../../../src/resources/drivers/index.tsx';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { atWidth } from '../support/viewport.ts';
import { TABLE_MODE_KEY } from '../../../src/layout/tableMode.ts';

type Sent = { method: string; path: string; form?: [string, FormDataEntryValue][] };
const sent: Sent[] = [];
const meta = (n: number) => ({ current_page: 1, last_page: 1, total: n });
const vehicle = {
  id: 1, name: 'Tangki CPO 30 KL', length: 12, width: 2.5, height: 3.6, max_volume: 30000, max_weight: 30000, vehicle_type_id: 1,
  vehicle_type: { id: 1, name: 'Tangki CPO' }, vendor_id: 5, vendor: { id: 5, name: 'CV Trans Andalas' }, feature_ids: [2], features: [{ id: 2, name: 'GPS Tracker' }],
  photo: null, photo_url: null, source: 'MANUAL', vehicle_details_count: 0, created_at: '2026-03-01T00:00:00.000Z',
};
const driver = {
  id: 7, user_id: 70, user_name: 'Budi', email: null, phone_country_code: '62', phone_number: '81234567890', avatar: null, avatar_url: null,
  national_identity: '3171000000000001', is_blocked: false, vendor_id: 5, vendor: { id: 5, name: 'CV Trans Andalas' }, created_at: '2026-03-01T00:00:00.000Z',
  licenses: [{ id: 1, license_category_id: 4, license_category_name: 'B2 Umum', license_number: 'L-1' }], vehicle_details: [],
};
const withPhoto = { ...driver, id: 8, user_name: 'Agus', avatar: 'avatars/a.png', avatar_url: 'http://localhost/v1/files/avatars/a.png' };

const record = async (request: Request) => {
  const entry: Sent = { method: request.method, path: new URL(request.url).pathname };
  if (request.headers.get('content-type')?.startsWith('multipart/')) entry.form = [...(await request.formData()).entries()];
  sent.push(entry);
};
let typeCarries: string[] = ['SOLID'];
const server = setupServer(
  http.get('*/v1/vehicle', () => HttpResponse.json({ data: [vehicle], meta: meta(1) })),
  http.get('*/v1/vehicle-types', () =>
    HttpResponse.json({ data: [{ id: 1, name: 'Tangki CPO', vendor_id: null, carries: ['LIQUID'], created_at: '' }, { id: 3, name: 'Truk Bak Kayu', vendor_id: 5, carries: typeCarries, created_at: '' }], meta: meta(2) }),
  ),
  http.put('*/v1/vehicle-types/:id', async ({ request, params }) => {
    const body = (await request.json()) as { carries: string[] };
    sent.push({ method: 'PUT', path: `/v1/vehicle-types/${String(params.id)}`, form: [['carries', body.carries.join(',')]] });
    typeCarries = body.carries;
    return HttpResponse.json({ message: 'Updated successfully.', data: { id: 3, name: 'Truk Bak Kayu', vendor_id: 5, carries: typeCarries, created_at: '' } });
  }),
  http.get('*/v1/vehicle-features', () => HttpResponse.json({ data: [{ id: 2, name: 'GPS Tracker' }], meta: meta(1) })),
  http.post('*/v1/vehicle', async ({ request }) => (await record(request), HttpResponse.json({ message: 'Saved successfully.', data: vehicle }))),
  http.get('*/v2/drivers', () => HttpResponse.json({ data: [driver], meta: meta(1) })),
  // The create form's plate rows offer the vendor's active drivers.
  http.get('*/v1/drivers', () => HttpResponse.json({ data: [driver], meta: meta(1) })),
  http.get('*/v1/drivers/:id', ({ params }) => HttpResponse.json({ data: params.id === '8' ? withPhoto : driver })),
  http.get('*/v1/license-category', () => HttpResponse.json({ data: [{ id: 4, name: 'B2 Umum' }] })),
  http.post('*/v1/drivers/:id', async ({ request }) => (await record(request), HttpResponse.json({ message: 'Updated successfully.', data: driver }))),
  http.delete('*/v1/drivers/:id/avatar', async ({ request }) => (await record(request), HttpResponse.json({ message: 'Deleted successfully.', data: { ...withPhoto, avatar: null, avatar_url: null } }))),
  http.put('*/v1/drivers/:id/:type', async ({ request }) => (await record(request), HttpResponse.json({ message: 'Driver blocked.', data: { ...driver, is_blocked: true } }))),
);
serveDuringTests(server, () => {
  sent.length = 0;
  typeCarries = ['SOLID'];
});

function renderVendor(path: string, locale: 'en' | 'id' = 'en') {
  return renderResources(path, [...variantOf(vehicles, 'VENDOR'), ...variantOf(drivers, 'VENDOR'), ...variantOf(vehicles, 'LOGISTIC_SERVICE_PROVIDER')], locale);
}

describe('vendor vehicles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists type and features, with import, types and FMS sync next to Create', async () => {
    renderVendor('/vehicles');
    expect(await screen.findByText('Tangki CPO 30 KL')).toBeInTheDocument();
    expect(screen.getByText('GPS Tracker')).toBeInTheDocument();
    // The toolbar's actions are fetched when the list first shows (not with the area).
    expect(await screen.findByRole('link', { name: 'Import' })).toHaveAttribute('href', '/vehicles/import-data');
    expect(screen.getByRole('button', { name: 'FMS sync' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vehicle types' })).toBeInTheDocument();
  });

  it('says what each own vehicle type carries, changed by ticking', async () => {
    renderVendor('/vehicles');
    fireEvent.click(await screen.findByRole('button', { name: 'Vehicle types' }));
    const kinds = await screen.findByRole('group', { name: 'What Truk Bak Kayu carries' });
    expect(within(kinds).getByRole('checkbox', { name: /^Solid bulk/ })).toBeChecked();
    expect(within(kinds).getByRole('checkbox', { name: /^Liquid bulk/ })).not.toBeChecked();
    // Global types are the administrator's: not offered here.
    expect(screen.queryByRole('group', { name: 'What Tangki CPO carries' })).toBeNull();
    fireEvent.click(within(kinds).getByRole('checkbox', { name: /^Packaged/ }));
    await waitFor(() => expect(sent).toContainEqual({ method: 'PUT', path: '/v1/vehicle-types/3', form: [['carries', 'SOLID,PACKAGED']] }));
    await waitFor(() => expect(within(kinds).getByRole('checkbox', { name: /^Packaged/ })).toBeChecked());
  });

  it('requires a type and features, then sends feature_ids[] as multipart', async () => {
    renderVendor('/vehicles/create');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Dump 20 T' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(2);
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByRole('combobox', { name: /Vehicle type/ }), { target: { value: 'Tangki' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Tangki CPO' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Features/ }), { target: { value: 'GPS' } });
    fireEvent.click(await screen.findByRole('option', { name: 'GPS Tracker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.at(-1)?.path).toBe('/v1/vehicle'));
    expect(sent.at(-1)!.form).toEqual([['name', 'Dump 20 T'], ['vehicle_type_id', '1'], ['feature_ids[]', '2']]);
  });

  it('is read-only for the LSP, naming the vendor, in Indonesian too', async () => {
    renderVendor('/list-vehicle', 'id');
    expect(await screen.findByText('CV Trans Andalas')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buat' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Hapus/ })).toBeNull();
  });

  it('sets each label apart from its value on the cards and the phone list: "Plates 2", not "Plates2" (issue 22)', async () => {
    server.use(http.get('*/v1/vehicle', () => HttpResponse.json({ data: [{ ...vehicle, vehicle_details_count: 2 }], meta: meta(1) })));
    const card = async () => (await screen.findByText('Tangki CPO 30 KL')).closest('li')!;
    localStorage.setItem(TABLE_MODE_KEY, '0');
    const { unmount } = renderVendor('/vehicles');
    const plates = within(await card()).getByText('Plates');
    expect(plates.tagName).toBe('DT');
    expect(plates.nextElementSibling).toHaveTextContent(/^2$/);
    expect(await card()).toHaveTextContent('Plates 2');
    expect(await card()).toHaveTextContent('Max weight (kg) 30.000');
    unmount();
    // Mode 1 on a phone: the simple list, "label: value".
    localStorage.setItem(TABLE_MODE_KEY, '1');
    atWidth(360);
    renderVendor('/vehicles');
    expect(await card()).toHaveTextContent('Plates: 2');
  });
});

describe('vendor drivers', () => {
  it('shows licences and status, and blocks a driver', async () => {
    renderVendor('/drivers');
    expect(await screen.findByText('B2 Umum L-1')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    // The row's block button is fetched when the list first shows.
    fireEvent.click(await screen.findByRole('button', { name: 'Block Budi' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'PUT', path: '/v1/drivers/7/block' }));
  });

  it('updates with the name and only the licence fields the body takes', async () => {
    renderVendor('/drivers/7');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Budi S' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.at(-1)?.path).toBe('/v1/drivers/7'));
    const form = Object.fromEntries(sent.at(-1)!.form!);
    expect(form).toMatchObject({ name: 'Budi S', _method: 'PUT', 'licenses[0][license_category_id]': '4', 'licenses[0][license_number]': 'L-1' });
    expect(form).not.toHaveProperty('user_name');
    expect(form).not.toHaveProperty('licenses[0][license_category_name]');
  });

  it("removes the driver's photo after a confirmation", async () => {
    renderVendor('/drivers/8');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove avatar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/drivers/8/avatar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove avatar' })).toBeNull());
  });

  it('removing every licence says so explicitly (licenses= with no value), not "unchanged"', async () => {
    renderVendor('/drivers/7');
    await screen.findByDisplayValue('L-1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByDisplayValue('L-1')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.at(-1)?.path).toBe('/v1/drivers/7'));
    expect(sent.at(-1)!.form).toContainEqual(['licenses', '']);
  });
});
