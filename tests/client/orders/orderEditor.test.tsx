// The order editor against msw: stops added through the dialog (the contract's schema first),
// the server's totals shown, send with the answer kept on a refusal, landing on invoice-order,
// and cancel after a confirmation; the identity renamed (a refusal under the field); a stop edited
// and removed (after a confirmation); and a sent order's stop sent elsewhere with its required note.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { MapViewProps } from '../../../src/components/map/MapView.tsx';
import { ScCreateOrder, ScOrderEditor, InvoiceOrderPage } from '../../../src/custom/order-shipment/create-order/screens.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { renderScreens } from './screens.tsx';
import { handlers, resetState, state, withStops } from './handlers.ts';

vi.mock('../../../src/components/map/MapView.tsx', () => ({
  default: ({ label, point }: MapViewProps) => <div role="region" aria-label={label}>{point ? `${point.latitude},${point.longitude}` : ''}</div>,
}));

const server = setupServer(...handlers);
serveDuringTests(server, resetState);

// The screens at their area paths (basename ''; under /id the locale comes from the URL).
function renderEditor(locale: 'en' | 'id' = 'en') {
  const base = locale === 'id' ? '/id' : '';
  return renderScreens(
    `${base}/order-shipment/create-order/7`,
    {
      [`${base}/order-shipment/create-order`]: <ScCreateOrder />,
      [`${base}/order-shipment/create-order/:id`]: <ScOrderEditor />,
      [`${base}/order-shipment/invoice-order`]: <InvoiceOrderPage />,
    },
    locale,
  );
}

async function pick(label: string, option: string | RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function addStop(type: 'Pickup' | 'Drop-off', location: RegExp, product: RegExp, quantity: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add stop' }));
  const dialog = await screen.findByRole('dialog');
  await pick('Type', type);
  await pick('Location', location);
  // The chosen location on the map.
  expect(await within(dialog).findByRole('region', { name: /^Map of / })).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Estimated date'), { target: { value: '2026-11-25' } });
  await pick('Product', product);
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantity' }), { target: { value: quantity } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save stop' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('order editor', () => {
  it('checks a stop before sending it, adds a pickup and a drop-off, shows the totals and sends the order', async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Order ORD-261123-ABCDEF' })).toBeInTheDocument();
    expect(screen.getByText('No stops yet. Add a pickup and a drop-off.')).toBeInTheDocument();

    // An empty stop is refused here, with nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Add stop' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save stop' }));
    expect((await within(dialog).findAllByText('Required.')).length).toBeGreaterThan(0);
    expect(state.sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await addStop('Pickup', /PKS Kandis/, /Crude Palm Oil/, '3');
    await addStop('Drop-off', /Refinery Dumai/, /Crude Palm Oil/, '3');

    expect(state.sent.filter((s) => s.path === '/v1/suborder').map((s) => s.body)).toEqual([
      { type: 'PICKUP', pickup_dropoff_location_point_id: 1, estimation_date: '2026-11-25T00:00:00+07:00', products: [{ product_id: 10, quantity: 3 }], order_id: 7 },
      { type: 'DROPOFF', pickup_dropoff_location_point_id: 2, estimation_date: '2026-11-25T00:00:00+07:00', products: [{ product_id: 10, quantity: 3 }], order_id: 7 },
    ]);
    expect(await screen.findByTestId('stop-DROPOFF')).toHaveTextContent('Refinery Dumai');
    // The server's totals: 3 x 2 kg, 3 x 0.5 m3, dimensions 3 x (1, 2, 3), from the pickup only.
    await waitFor(() => expect(screen.getByTestId('total-weight')).toHaveTextContent('6'));
    expect(screen.getByTestId('total-volume')).toHaveTextContent('1,5');
    expect(screen.getByTestId('total-height')).toHaveTextContent('9');

    fireEvent.change(screen.getByRole('textbox', { name: 'Note for the provider (optional)' }), { target: { value: 'Before noon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByRole('heading', { name: 'Invoice order' })).toBeInTheDocument();
    expect(await screen.findByTestId('sent-order')).toHaveTextContent('Order ORD-261123-ABCDEF was sent to your provider.');
    expect(state.sent.find((s) => s.path === '/v1/order/7/publish')?.body).toEqual({ note: 'Before noon' });
    // Two dialogs filled through MUI selects: about 25 s in jsdom on a busy machine.
  }, 60_000);

  it('keeps a refused send\'s answer on screen, in Indonesian', async () => {
    state.publishRefusal = { message: 'Data yang dikirim tidak valid.', errors: { suborders: ['Pesanan perlu titik muat dan titik bongkar dengan produk.'] } };
    renderEditor('id');
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim pesanan' }));
    const body = await screen.findByTestId('error-body');
    expect(body).toHaveTextContent('Pesanan tidak terkirim.');
    expect(body).toHaveTextContent('Data yang dikirim tidak valid.');
    expect(body).toHaveTextContent('Pesanan perlu titik muat dan titik bongkar dengan produk.');
    expect(screen.getByRole('heading', { name: 'Pesanan ORD-261123-ABCDEF' })).toBeInTheDocument();
    expect(state.order.status).toBe('DRAFT');
  });

  it('cancels the draft only after the confirmation', async () => {
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Cancel order ORD-261123-ABCDEF?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('heading', { name: 'Create order' })).toBeInTheDocument();
    expect(state.sent.map((s) => s.path)).toEqual(['/v1/order/7/cancel']);
  });
});

describe('renaming the identity (PUT /v1/order/{id}/identity)', () => {
  it('saves a new identity; a refused one says why under the field and changes nothing', async () => {
    renderEditor();
    const field = await screen.findByRole('textbox', { name: 'Order identity' });
    const save = screen.getByRole('button', { name: 'Save identity' });
    expect(field).toHaveValue('ORD-261123-ABCDEF');
    // Nothing to save while it is the same.
    expect(save).toBeDisabled();
    state.refusals['/v1/order/7/identity'] = { message: 'The data given is invalid.', errors: { identity: ['Already used.'] } };
    fireEvent.change(field, { target: { value: 'ORD-2026-0001' } });
    fireEvent.click(save);
    expect(await screen.findByText('Already used.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order ORD-261123-ABCDEF' })).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '  ORD-KEBUN-01 ' } });
    fireEvent.click(save);
    expect(await screen.findByText('Identity saved.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order ORD-KEBUN-01' })).toBeInTheDocument();
    expect(screen.queryByText('Already used.')).toBeNull();
    expect(state.sent.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/v1/order/7/identity', { id: 7, identity: 'ORD-2026-0001' }],
      ['PUT', '/v1/order/7/identity', { id: 7, identity: 'ORD-KEBUN-01' }],
    ]);
  });
});

describe('editing and removing a stop of a draft', () => {
  it('edits a stop through its dialog, filled with what it holds, and the totals follow', async () => {
    withStops('DRAFT');
    renderEditor();
    expect(await screen.findByTestId('total-weight')).toHaveTextContent('6');
    fireEvent.click(screen.getByRole('button', { name: 'Edit stop: Pickup at PKS Kandis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit stop' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('3');
    expect(within(dialog).getByLabelText('Estimated date')).toHaveValue('2026-11-25');
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save stop' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(state.sent).toEqual([]);
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save stop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent).toEqual([
      { method: 'PUT', path: '/v1/suborder/100', body: { type: 'PICKUP', pickup_dropoff_location_point_id: 1, estimation_date: '2026-11-25T00:00:00+07:00', products: [{ product_id: 10, quantity: 5 }] } },
    ]);
    expect(await screen.findByText('Crude Palm Oil: 5 kg')).toBeInTheDocument();
    // 5 x 2 kg from the pickup.
    await waitFor(() => expect(screen.getByTestId('total-weight')).toHaveTextContent('10'));
  }, 60_000);

  it('removes a stop only after the confirmation', async () => {
    withStops('DRAFT');
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove stop: Drop-off at Refinery Dumai' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Remove this stop?');
    expect(confirm).toHaveTextContent('Drop-off at Refinery Dumai and its products are removed from the order.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove stop: Drop-off at Refinery Dumai' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove stop' }));
    expect(await screen.findByText('Stop removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('stop-DROPOFF')).not.toBeInTheDocument());
    expect(screen.getByTestId('stop-PICKUP')).toHaveTextContent('PKS Kandis');
    expect(state.sent.map((c) => [c.method, c.path])).toEqual([['DELETE', '/v1/suborder/101']]);
  });
});

describe('changing the destination of a sent order', () => {
  it('offers only that: another location of the same type, sent with the required note', async () => {
    withStops('PUBLISHED');
    renderEditor();
    expect(await screen.findByText('This order was sent: its stops can only be sent to another location, with a note.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit stop/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove stop/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Order identity' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Change destination: Drop-off at Refinery Dumai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change destination' });
    expect(dialog).toHaveTextContent('Now: Refinery Dumai');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New location/ }));
    // Drop-off locations other than the current one.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Refinery Belawan (REF-BLW)']);
    fireEvent.click(screen.getByRole('option', { name: 'Refinery Belawan (REF-BLW)' }));
    const send = within(dialog).getByRole('button', { name: 'Change destination' });
    // The note is required: not sent without one, nor with spaces only.
    expect(send).toBeDisabled();
    const note = within(dialog).getByRole('textbox', { name: /Why it changes/ });
    fireEvent.change(note, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    // The server's refusal of the note shows under it.
    state.refusals['/v1/suborder/101/change-destinations'] = { message: 'The data given is invalid.', errors: { note: ['At most 1000 characters.'] } };
    fireEvent.change(note, { target: { value: 'Tangki Dumai penuh' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Delivery order number (optional)' }), { target: { value: 'DO-778' } });
    fireEvent.click(send);
    await waitFor(() => expect(note).toHaveAccessibleDescription('At most 1000 characters.'));
    fireEvent.click(send);
    expect(await screen.findByText('Destination changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('stop-DROPOFF')).toHaveTextContent('Refinery Belawan');
    const body = { pickup_dropoff_location_point_id: 3, note: 'Tangki Dumai penuh', order_number: 'DO-778' };
    expect(state.sent.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/v1/suborder/101/change-destinations', body],
      ['PUT', '/v1/suborder/101/change-destinations', body],
    ]);
  }, 60_000);
});
