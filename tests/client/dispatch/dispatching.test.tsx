// The vendor's Dispatching Shipment against msw speaking the /v1 shapes: accept with a free plate
// and driver per truck (then the success page), reject with a reason (required), each request's
// expiry shown and an expired one that says so and offers no accept, "load more" appending the
// next page, the layout switch (spec 1 §3), and a failed load that shows no rows: the first one, a
// load more, or the refresh after an answer (the rows already shown are cleared, spec 2 §4).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { ShipmentVendorRow } from '../../../contract/shipment-vendors.ts';
import { dispatchingEntry } from '../../../src/custom/order-shipment/dispatching/index.tsx';
import { DISPATCHING_SLUG } from '../../../src/custom/order-shipment/dispatching/paths.ts';
import { Requests } from '../../../src/custom/order-shipment/dispatching/Requests.tsx';
import { renderAdmin } from '../support/admin.tsx';
import { expectLayoutSwitch, pageFrom } from '../support/layoutSwitch.ts';
import { serveDuringTests } from '../support/msw.ts';

const meta = (n: number) => ({ current_page: 1, last_page: 1, total: n });
const request = (id: number, identity: string, patch: Partial<ShipmentVendorRow> = {}): ShipmentVendorRow => ({
  id, status: 'REQUESTED', type: 'REQUEST', shipment: { id: id * 10, identity, status: 'WAITING' }, logistics_service_provider: { id: 1, name: 'PT Nusantara Logistik' },
  vehicles: [{ vehicle_id: 11, name: 'Dump Truck PK 20 T', quantity: 1 }], pickup: 'PKS Kandis', dropoff: 'Refinery Dumai', weight: 30000,
  expired_at: '2026-12-01T03:00:00.000Z', expired: false, created_at: '2026-11-23T03:00:00.000Z', ...patch,
});
const open = request(1, 'SHP-OPEN-1');
const expired = request(2, 'SHP-OLD-2', { expired: true, expired_at: '2026-03-11T02:00:00.000Z' });
const plate = (id: number, plateNumber: string, vehicleId: number) => ({
  id, plate_number: plateNumber, vehicle_id: vehicleId, vehicle: { id: vehicleId, name: 'x', vehicle_type_name: null }, driver_id: null, driver: null, vendor_id: 5, on_track: false, created_at: '2026-03-01T00:00:00.000Z',
});
const driver = (id: number, name: string) => ({
  id, user_id: id * 10, user_name: name, email: null, phone_country_code: '62', phone_number: '81234567890', avatar: null, avatar_url: null, national_identity: '1471021505900003',
  is_blocked: false, vendor_id: 5, vendor: { id: 5, name: 'CV Trans Andalas' }, created_at: '2026-03-01T00:00:00.000Z',
});
const answers: { call: string; id: string; body: unknown }[] = [];
let failLoad = false;
/** When set, the list answers pages of the entries asked over this many requests (SHP-P-1…). */
let many = 0;
const asked: URLSearchParams[] = [];
const manyRequests = () => Array.from({ length: many }, (_, i) => request(101 + i, `SHP-P-${i + 1}`));

const server = setupServer(
  http.get('*/v1/shipment-vendors', ({ request: r }) => {
    asked.push(new URL(r.url).searchParams);
    if (failLoad) return HttpResponse.json({ message: 'Server error' }, { status: 500 });
    return HttpResponse.json(many ? pageFrom(manyRequests(), r.url) : { data: [open, expired], meta: meta(2) });
  }),
  http.get('*/v1/vehicle-detail', ({ request: r }) => {
    expect(new URL(r.url).searchParams.get('mode')).toBe('available');
    return HttpResponse.json({ data: [plate(101, 'BM 9345 TW', 11), plate(102, 'BM 9012 TV', 12)], meta: meta(2) });
  }),
  http.get('*/v1/drivers', ({ request: r }) => {
    expect(new URL(r.url).searchParams.get('mode')).toBe('available');
    return HttpResponse.json({ data: [driver(7, 'Hasan Basri')], meta: meta(1) });
  }),
  http.put('*/v1/shipment/:id/accept', async ({ request: r, params }) => {
    answers.push({ call: 'accept', id: String(params.id), body: await r.json() });
    return HttpResponse.json({ message: 'Accepted.', data: { id: 10 } });
  }),
  http.put('*/v1/shipment/:id/reject', async ({ request: r, params }) => {
    answers.push({ call: 'reject', id: String(params.id), body: await r.json() });
    return HttpResponse.json({ message: 'Request rejected.', data: { id: 10 } });
  }),
);
serveDuringTests(server, () => {
  answers.length = 0;
  asked.length = 0;
  failLoad = false;
  many = 0;
});

function renderRequests(locale: 'en' | 'id' = 'en') {
  return renderAdmin(
    `/${DISPATCHING_SLUG}`,
    dispatchingEntry.data!,
    <>
      <Resource name={DISPATCHING_SLUG} list={Requests} />
    </>,
    locale,
  );
}

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('dispatching shipment', () => {
  it('accepts with a free plate of the model asked and a driver, and sends them', async () => {
    renderRequests();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept SHP-OPEN-1' }));
    expect(await screen.findByText('Truck 1: Dump Truck PK 20 T')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept shipment' }));
    expect(await within(screen.getByRole('dialog')).findAllByText('Required.')).toHaveLength(2);
    expect(answers).toEqual([]);
    // Only the plates of the model asked are offered.
    fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Plate' }));
    expect(await screen.findByRole('option', { name: 'BM 9345 TW' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'BM 9012 TV' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'BM 9345 TW' }));
    await choose('Driver', 'Hasan Basri');
    fireEvent.click(screen.getByRole('button', { name: 'Accept shipment' }));
    await waitFor(() => expect(answers).toEqual([{ call: 'accept', id: '10', body: { shipment_vendor_id: 1, tracks: [{ vehicle_detail_id: 101, driver_id: 7 }] } }]));
    // The success page that follows is checked end to end (tests/e2e/dispatch.spec.ts).
  }, 150_000);

  it('rejects with a reason, which is required', async () => {
    renderRequests();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject SHP-OPEN-1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject request' }));
    expect(await within(screen.getByRole('dialog')).findByText('Required.')).toBeInTheDocument();
    expect(answers).toEqual([]);
    fireEvent.change(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Truk sedang servis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(answers).toEqual([{ call: 'reject', id: '10', body: { shipment_vendor_id: 1, reason: 'Truk sedang servis' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);

  it('an expired request says so and cannot be accepted, in Indonesian', async () => {
    renderRequests('id');
    expect(await screen.findByRole('button', { name: 'Terima SHP-OPEN-1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terima SHP-OLD-2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tolak SHP-OLD-2' })).toBeInTheDocument();
    expect(screen.getByTestId('expired')).toHaveTextContent('permintaan ini tidak dapat diterima lagi');
    // Every request shows until when it may be answered.
    expect(within(screen.getByRole('article', { name: 'SHP-OPEN-1' })).getByText('Jawab sebelum')).toBeInTheDocument();
    expect(screen.getByTestId('expires-1')).toHaveTextContent('2026');
  }, 60_000);

  it('load more appends the next page to the requests already shown', async () => {
    many = 20;
    renderRequests();
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 9 of 20 requests');
    const identities = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(identities()).toEqual(Array.from({ length: 9 }, (_, i) => `SHP-P-${i + 1}`));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 18 of 20 requests'));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 20 requests'));
    expect(identities()).toEqual(Array.from({ length: 20 }, (_, i) => `SHP-P-${i + 1}`));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked.map((q) => [q.get('page'), q.get('entries'), q.get('sort_column'), q.get('sort_type')])).toEqual([
      ['1', '9', 'created_at', 'desc'],
      ['2', '9', 'created_at', 'desc'],
      ['3', '9', 'created_at', 'desc'],
    ]);
  }, 60_000);

  it('has the layout switch: a simple list of 9 a load, or cards of 3 a load, kept for the next visit', async () => {
    many = 20;
    const first = renderRequests();
    await screen.findByText('SHP-P-1');
    await expectLayoutSwitch(
      () => asked.at(-1)?.get('entries'),
      () => {
        first.unmount();
        renderRequests();
      },
    );
  }, 60_000);

  it('rows that loaded are cleared when load more fails, and come back on retry', async () => {
    many = 20;
    renderRequests();
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 9 of 20 requests');
    failLoad = true;
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The requests could not be loaded');
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.queryByText('SHP-P-1')).toBeNull();
    failLoad = false;
    // The retry reads the pages it holds again (the first).
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 9 of 20 requests');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 60_000);

  it('rows that loaded are cleared when the refresh after an answer fails', async () => {
    renderRequests();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject SHP-OPEN-1' }));
    fireEvent.change(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Truk sedang servis' } });
    failLoad = true;
    fireEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(await screen.findByText(/The requests could not be loaded/)).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.queryByText('SHP-OLD-2')).toBeNull();
  }, 60_000);

  it('a failed load shows no rows', async () => {
    failLoad = true;
    renderRequests();
    expect(await screen.findByRole('alert')).toHaveTextContent('The requests could not be loaded');
    expect(screen.queryByText('SHP-OPEN-1')).toBeNull();
  }, 60_000);
});
