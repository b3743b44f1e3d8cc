// The rework pages (actionRoutes) against msw speaking /v1: change-vendor then its review sends
// PUT /v1/shipment/{id}/change-vendor (an expiry typed in WIB, reviewed with WIB) and lands on the
// detail; move-vehicle sends the multipart move after a confirmation, lands on the target's detail
// and starts empty again.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { actionRoutes } from '../../../src/custom/order-shipment/actions/index.ts';
import { serveDuringTests } from '../support/msw.ts';
import { renderAt } from './frame.tsx';
import { onTheRoad, part } from '../support/shipments.ts';

const sent: { path: string; body: unknown }[] = [];
const page = (rows: unknown[]) => HttpResponse.json({ data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } });
const requested = onTheRoad({ status: 'WAITING', shipment_vendors: [part(201, { status: 'REJECTED', tracks_count: 0 })], tracks: [] });
let detail = requested;
const server = setupServer(
  http.get('*/v1/shipment/2/details', () => HttpResponse.json({ data: detail })),
  http.get('*/v1/vendors', () => page([{ id: 11, name: 'CV Trans Andalas', status: 'COLLABORATE' }, { id: 4, name: 'PT Riau Truck Nusantara', status: 'COLLABORATE' }])),
  http.get('*/v1/vehicle', () => page([{ id: 8, name: 'Tangki CPO 25 KL', vendor_id: 4 }])),
  http.get('*/v1/shipment-companies', () => page([{ id: 2, name: 'PT Kebun Riau Sejahtera' }])),
  http.get('*/v1/pickup-dropoff', () => page([{ id: 21, name: 'PKS Kandis', type: 'PICKUP' }, { id: 22, name: 'Refinery Dumai', type: 'DROPOFF' }])),
  http.get('*/v1/product', () => page([{ id: 31, name: 'Crude palm oil' }])),
  http.get('*/v1/order', () => page([{ id: 9, identity: 'ORD-0009', status: 'ON_SHIPMENT', shipment_company: null }, { id: 12, identity: 'ORD-0012', status: 'PUBLISHED', shipment_company: { id: 2, name: 'PT Kebun Riau Sejahtera' } }])),
);
serveDuringTests(server, () => {
  sent.length = 0;
  detail = requested;
});

const record = (path: string, answer: object, status = 200) =>
  async ({ request }: { request: Request }) => {
    const type = request.headers.get('content-type') ?? '';
    sent.push({ path, body: type.includes('multipart') ? Object.fromEntries(await request.formData()) : await request.json() });
    return HttpResponse.json(answer, { status });
  };

const CHANGE = '/order-shipment/history-order/detail-history-order/2/change-vendor?part=201';

describe('change-vendor and its review', () => {
  it('asks for the vendor, trucks and a note, reviews, sends and lands on the detail', async () => {
    server.use(http.put('*/v1/shipment/2/change-vendor', record('change', { message: 'Vendor changed.', data: requested })));
    renderAt(CHANGE, actionRoutes);
    expect(await screen.findByRole('heading', { name: 'Change vendor: SHP-2026-0002' })).toBeInTheDocument();
    expect(screen.getByText('Now asked of CV Trans Andalas (Rejected).')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Ask for at least one truck.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /New vendor/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['PT Riau Truck Nusantara']);
    fireEvent.click(options[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'One more Tangki CPO 25 KL' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more Tangki CPO 25 KL' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Weight (kg)' }), { target: { value: '25000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), { target: { value: 'Vendor C is closer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));

    expect(await screen.findByRole('heading', { name: 'Review the change: SHP-2026-0002' })).toBeInTheDocument();
    expect(await screen.findByText('2 × Tangki CPO 25 KL')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Change vendor' }));
    expect(await screen.findByText('Vendor changed.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'change', body: { shipment_vendor_id: 201, vendor_id: 11, new_vendor_id: 4, new_vendor_weight: '25000', vehicles: [{ vehicle_id: 8, quantity: 2 }], note: 'Vendor C is closer' } }]);
    expect(await screen.findByText('Detail page /order-shipment/history-order/detail-history-order/2')).toBeInTheDocument();
  });

  it('sends the expiry typed as WIB and reviews it with WIB; a past one is refused before the review', async () => {
    server.use(http.put('*/v1/shipment/2/change-vendor', record('change', { message: 'Vendor changed.', data: requested })));
    localStorage.clear();
    renderAt(CHANGE, actionRoutes);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /New vendor/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'PT Riau Truck Nusantara' }));
    fireEvent.click(await screen.findByRole('button', { name: 'One more Tangki CPO 25 KL' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), { target: { value: 'Vendor C is closer' } });
    const expires = screen.getByLabelText('Request expires (WIB)');
    fireEvent.change(expires, { target: { value: '2020-01-01T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Must be a time in the future.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review the change: SHP-2026-0002' })).toBeNull();
    fireEvent.change(expires, { target: { value: '2099-12-01T08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { name: 'Review the change: SHP-2026-0002' })).toBeInTheDocument();
    expect(screen.getByText('Request expires (WIB):').parentElement).toHaveTextContent('Request expires (WIB): 2099-12-01 08:00 WIB');
    fireEvent.click(screen.getByRole('button', { name: 'Change vendor' }));
    expect(await screen.findByText('Vendor changed.')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: 'change', body: { shipment_vendor_id: 201, vendor_id: 11, new_vendor_id: 4, vehicles: [{ vehicle_id: 8, quantity: 1 }], note: 'Vendor C is closer', set_expired_at: '2099-12-01T08:00:00+07:00' } },
    ]);
  });

  it("keeps the review and shows the server's refusal (Indonesian)", async () => {
    server.use(http.put('*/v1/shipment/2/change-vendor', record('change', { message: 'Permintaan vendor ini Diterima: "ganti vendor" tidak dapat dilakukan sekarang.' }, 409)));
    localStorage.clear();
    renderAt(CHANGE.replace('/order-shipment', '/order-shipment'), actionRoutes, 'id');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Vendor baru/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'PT Riau Truck Nusantara' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah satu Tangki CPO 25 KL' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Catatan/ }), { target: { value: 'Lebih dekat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tinjau' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ganti vendor' }));
    expect(await screen.findByText('Permintaan vendor ini Diterima: "ganti vendor" tidak dapat dilakukan sekarang.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tinjau perubahan: SHP-2026-0002' })).toBeInTheDocument();
  });

  it('says so when the part cannot be given to another vendor', async () => {
    detail = onTheRoad();
    renderAt(CHANGE, actionRoutes);
    expect(await screen.findByText('This request cannot be given to another vendor now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });
});

describe('move-vehicle', () => {
  // The longest walk of the file (a search, a dialog, two renders of a big form): more time on a busy machine.
  it('moves the chosen trucks to an existing order after a confirmation, lands on its detail, starts empty again', { timeout: 60_000 }, async () => {
    detail = onTheRoad();
    server.use(http.post('*/v1/shipment/move-vehicle', record('move', { message: 'One truck moved.', data: { order_id: 12, shipment_id: 6 } })));
    const view = renderAt('/order-shipment/move-vehicle?shipment=2', actionRoutes);
    expect(await screen.findByRole('heading', { name: 'Move trucks: SHP-2026-0002' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Move trucks' });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /BM 8123 TA/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value: 'ORD' } });
    fireEvent.click(await screen.findByRole('option', { name: 'ORD-0012 · PT Kebun Riau Sejahtera' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Second mill is ready' } });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Move the trucks?' });
    expect(within(dialog).getByText('The 1 chosen truck goes to the target order with its plate and driver.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('One truck moved.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'move', body: { type: 'EXISTING', 'track_ids[]': '301', note: 'Second mill is ready', order_id: '12', additionals: '' } }]);
    expect(await screen.findByText('Detail page /order-shipment/history-order/detail-history-order/6')).toBeInTheDocument();
    view.unmount();
    renderAt('/order-shipment/move-vehicle?shipment=2', actionRoutes);
    expect(await screen.findByRole('checkbox', { name: /BM 8123 TA/ })).not.toBeChecked();
  });

  it('offers a new order of a customer with its stops, and says when there is nothing to move', async () => {
    detail = onTheRoad();
    const view = renderAt('/order-shipment/move-vehicle?shipment=2', actionRoutes);
    fireEvent.click(await screen.findByRole('radio', { name: 'A new order' }));
    expect(screen.getByRole('button', { name: 'Add a pickup' })).toBeDisabled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Shipping company' }));
    fireEvent.click(await screen.findByRole('option', { name: 'PT Kebun Riau Sejahtera' }));
    expect(screen.getByRole('button', { name: 'Add a pickup' })).toBeEnabled();
    view.unmount();
    detail = onTheRoad({ status: 'WAITING', tracks: [] });
    renderAt('/order-shipment/move-vehicle?shipment=2', actionRoutes);
    expect(await screen.findByText('Trucks of this shipment cannot be moved now.')).toBeInTheDocument();
  });
});
