// The LSP's create-order: nothing until a customer is chosen; then its drafts and "New order",
// which makes a DRAFT for that customer and opens the editor with the customer named.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MapViewProps } from '../../../src/components/map/MapView.tsx';
import { LspCreateOrder, LspOrderEditor } from '../../../src/custom/order-shipment/create-order/screens.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { renderScreens } from './screens.tsx';
import { handlers, resetState, state } from './handlers.ts';

vi.mock('../../../src/components/map/MapView.tsx', () => ({ default: ({ label }: MapViewProps) => <div role="region" aria-label={label} /> }));

const server = setupServer(
  http.get('*/v1/shipment-companies', () => HttpResponse.json({ data: [{ id: 3, name: 'PT Sawit Makmur Abadi' }], meta: { current_page: 1, last_page: 1, total: 1 } })),
  http.post('*/v1/order', async ({ request }) => {
    state.sent.push({ method: 'POST', path: '/v1/order', body: await request.json() });
    return HttpResponse.json({ message: 'Order made.', data: state.order });
  }),
  ...handlers,
);
serveDuringTests(server, resetState);

const PATH = '/order-shipment/create-shipment/create-order';

function renderAt(path: string) {
  return renderScreens(path, { [PATH]: <LspCreateOrder />, [`${PATH}/:id`]: <LspOrderEditor /> });
}

describe('LSP create-order', () => {
  it('makes a draft for the chosen customer and opens it', async () => {
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: 'Create order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New order' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Customer (shipping company)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'PT Sawit Makmur Abadi' }));
    // Its drafts (the msw order is one) and the way to the import, naming the customer.
    expect(await screen.findByText('ORD-261123-ABCDEF')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import orders from a sheet' })).toHaveAttribute('href', '/order-shipment/create-shipment/create-order/import-data?customer=3');

    fireEvent.click(screen.getByRole('button', { name: 'New order' }));
    expect(await screen.findByRole('heading', { name: 'Order ORD-261123-ABCDEF' })).toBeInTheDocument();
    expect(screen.getByText('Customer: PT Sawit Makmur Abadi')).toBeInTheDocument();
    expect(state.sent).toEqual([{ method: 'POST', path: '/v1/order', body: { status: 'DRAFT', shipment_company_id: 3 } }]);
    // MUI selects and two screens in jsdom: slow on a busy machine.
  }, 60_000);
});
