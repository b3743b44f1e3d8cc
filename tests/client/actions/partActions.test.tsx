// A vendor's part (VendorPartActions) and one truck (TrackActions) against msw speaking /v1: each
// action only where the states table allows it, confirmed with a reason, the server's message, and
// nothing to change for a READ_ONLY user.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AuthProvider } from 'react-admin';
import { ShipmentActions, TrackActions, VendorPartActions } from '../../../src/custom/order-shipment/actions/index.ts';
import { serveDuringTests } from '../support/msw.ts';
import { here, renderAt } from './frame.tsx';
import { onTheRoad, part, track } from '../support/shipments.ts';

const sent: { path: string; body: unknown }[] = [];
const page = (rows: unknown[]) => HttpResponse.json({ data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } });
const server = setupServer(
  http.get('*/v1/vehicle-detail', () => page([{ id: 43, plate_number: 'BM 7777 XY', vehicle_id: 31, vehicle: { id: 31, name: 'Tanker 16KL', vehicle_type_name: null }, driver_id: 53, driver: { id: 53, name: 'Rudi Hartono', is_blocked: false }, vendor_id: 11, on_track: false, created_at: '2026-03-01T00:00:00.000Z' }])),
  http.get('*/v1/drivers', () => page([{ id: 53, user_id: 90, user_name: 'Rudi Hartono', email: null, phone_country_code: null, phone_number: null, avatar: null, avatar_url: null, national_identity: '1471000000000001', is_blocked: false, vendor_id: 11, vendor: { id: 11, name: 'CV Trans Andalas' }, created_at: '2026-03-01T00:00:00.000Z' }])),
);
serveDuringTests(server, () => (sent.length = 0));

const record = (path: string, answer: object, status = 200) =>
  async ({ request }: { request: Request }) => {
    const type = request.headers.get('content-type') ?? '';
    sent.push({ path, body: type.includes('multipart') ? Object.fromEntries(await request.formData()) : await request.json().catch(() => null) });
    return HttpResponse.json(answer, { status });
  };

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('VendorPartActions', () => {
  it('offers change vendor and cancel for a request nobody took; assign, change vehicles and cancel for an accepted part', async () => {
    const requested = part(201, { status: 'REQUESTED', tracks_count: 0 });
    const view = renderAt('/here', here(<VendorPartActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad({ status: 'WAITING', shipment_vendors: [requested], tracks: [] })} part={requested} />));
    await screen.findByRole('button', { name: 'Change vendor' });
    expect(buttons()).toEqual(['Change vendor', 'Cancel request']);
    view.unmount();

    const accepted = part(201, { tracks_count: 1 });
    const view2 = renderAt('/here', here(<VendorPartActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad({ tracks: [track(301)] })} part={accepted} />));
    await screen.findByRole('button', { name: 'Assign trucks' });
    expect(buttons()).toEqual(['Assign trucks', 'Change vehicles', 'Cancel request']);
    view2.unmount();

    const cancelled = part(201, { status: 'CANCELLED' });
    renderAt('/here', here(<VendorPartActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} part={cancelled} />));
    await new Promise((r) => setTimeout(r, 300));
    expect(buttons()).toEqual([]);
  });

  it("offers a vendor and a shipping company none of the LSP's part or truck actions (issue 22)", async () => {
    const accepted = part(201, { tracks_count: 1 });
    for (const role of ['VENDOR', 'SHIPMENT_COMPANY'] as const) {
      const view = renderAt('/here', here(<><VendorPartActions role={role} shipment={onTheRoad({ tracks: [track(301)] })} part={accepted} /><TrackActions role={role} shipment={onTheRoad()} part={accepted} track={track(301)} /></>));
      await new Promise((r) => setTimeout(r, 300));
      expect(buttons(), role).toEqual([]);
      view.unmount();
    }
  });

  it("cancels a vendor's part with a reason and shows the server's message", async () => {
    server.use(http.delete('*/v1/shipment-vendors/201', record('cancel', { message: "The vendor's part was cancelled.", data: { shipment_id: 2, shipment_status: 'ON_PROGRESS' } })));
    renderAt('/here', here(<VendorPartActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} part={part(201)} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: "Cancel CV Trans Andalas's part?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the part' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Customer postponed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the part' }));
    expect(await screen.findByText("The vendor's part was cancelled.")).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'cancel', body: { reason: 'Customer postponed' } }]);
  });

  it('assigns a free plate and driver to a missing truck', async () => {
    server.use(http.put('*/v1/shipment/2/assign', record('assign', { message: 'One truck assigned.', data: onTheRoad() })));
    const short = part(201, { tracks_count: 1 });
    renderAt('/here', here(<VendorPartActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad({ tracks: [track(301)] })} part={short} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Assign trucks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign trucks of CV Trans Andalas' });
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Plate' }));
    fireEvent.click(await screen.findByRole('option', { name: /BM 7777 XY/ }));
    // The plate's usual driver comes with it.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Driver' })).toHaveTextContent('Rudi Hartono'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('One truck assigned.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'assign', body: { tracks: [{ vehicle_detail_id: 43, driver_id: 53, shipment_vendor_id: 201 }] } }]);
  });

  it('changes the vehicles of a truck as multipart with a note', async () => {
    server.use(http.post('*/v1/shipment/2/change-vehicles', record('change', { message: 'Vehicles changed.', data: onTheRoad() })));
    renderAt('/here', here(<VendorPartActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad({ tracks: [track(301)] })} part={part(201, { tracks_count: 1 })} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Change vehicles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change trucks of CV Trans Andalas' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Plate' }));
    fireEvent.click(await screen.findByRole('option', { name: /BM 7777 XY/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Pump broken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Vehicles changed.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'change', body: { 'tracks[0][track_id]': '301', 'tracks[0][vehicle_detail_id]': '43', 'tracks[0][driver_id]': '53', note: 'Pump broken' } }]);
  });
});

describe('TrackActions', () => {
  it('removes an assigned truck with a reason; nothing for a finished one', async () => {
    server.use(http.put('*/v1/tracks/301/remove', record('remove', { message: 'One truck removed.', data: [] })));
    const view = renderAt('/here', here(<TrackActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} part={part(201)} track={track(301, { status: 'FINISHED' })} />));
    await new Promise((r) => setTimeout(r, 300));
    expect(buttons()).toEqual([]);
    view.unmount();
    renderAt('/here', here(<TrackActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} part={part(201)} track={track(301)} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove BM 8123 TA · Budi Santoso · CV Trans Andalas?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Driver sick' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the truck' }));
    expect(await screen.findByText('One truck removed.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'remove', body: { reason: 'Driver sick' } }]);
  });

  it('answers a refused removal with the server message', async () => {
    server.use(http.put('*/v1/tracks/301/remove', record('remove', { message: 'This truck assignment is Removed: "remove" is not possible now.' }, 409)));
    renderAt('/here', here(<TrackActions role="LOGISTIC_SERVICE_PROVIDER" shipment={onTheRoad()} part={part(201)} track={track(301)} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the truck' }));
    expect(await screen.findByText('This truck assignment is Removed: "remove" is not possible now.')).toBeInTheDocument();
  });
});

describe('a READ_ONLY user', () => {
  const readOnly: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: async ({ action }) => action === 'list' || action === 'show' || action === 'export',
  };
  it('downloads but changes nothing', async () => {
    const s = onTheRoad();
    renderAt(
      '/here',
      here(
        <>
          <ShipmentActions role="LOGISTIC_SERVICE_PROVIDER" shipment={s} />
          <VendorPartActions role="LOGISTIC_SERVICE_PROVIDER" shipment={s} part={s.shipment_vendors[0]!} />
          <TrackActions role="LOGISTIC_SERVICE_PROVIDER" shipment={s} part={s.shipment_vendors[0]!} track={s.tracks[0]!} />
        </>,
      ),
      'en',
      readOnly,
    );
    await screen.findByRole('button', { name: 'Download dispatch note' });
    await new Promise((r) => setTimeout(r, 300));
    expect(buttons()).toEqual(['Download dispatch note', 'Export marker list']);
  });
});
