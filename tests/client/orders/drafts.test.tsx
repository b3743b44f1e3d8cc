// create-order's DRAFT list (useDrafts, spec 2 §4 "the draft order is the first item of the DRAFT
// list") against msw answering GET /v1/order as the server does: filtered by the query, sorted by
// its column and direction, identity ascending when it asks for none. The draft just made with
// "New order" heads the list when the shipping company comes back to it.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { OrderDetail } from '../../../contract/order.ts';
import type { MapViewProps } from '../../../src/components/map/MapView.tsx';
import { ScCreateOrder, ScOrderEditor } from '../../../src/custom/order-shipment/create-order/screens.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { draftOrder, handlers, resetState, state } from './handlers.ts';
import { renderScreens } from './screens.tsx';

vi.mock('../../../src/components/map/MapView.tsx', () => ({ default: ({ label }: MapViewProps) => <div role="region" aria-label={label} /> }));

const older = (id: number, identity: string, created_at: string, status: OrderDetail['status'] = 'DRAFT'): OrderDetail => ({ ...draftOrder(), id, identity, created_at, status });
/** The orders on the server; by identity the one made in the test would come last. */
const fixtures = () => [
  older(5, 'ORD-261120-ZZZZZZ', '2026-11-20T03:00:00.000Z'),
  older(6, 'ORD-261121-YYYYYY', '2026-11-21T03:00:00.000Z'),
  older(4, 'ORD-261122-SENT00', '2026-11-22T03:00:00.000Z', 'PUBLISHED'),
];
let orders = fixtures();
const queries: URLSearchParams[] = [];

type Column = keyof OrderDetail;
const server = setupServer(
  http.get('*/v1/order', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const keys = query.get('filter_keys')?.split(',') ?? [];
    const filters = (query.get('filter_columns')?.split(',') ?? []).map((column, i) => [column as Column, keys[i]] as const);
    const column = (query.get('sort_column') ?? 'identity') as Column;
    const direction = query.get('sort_type') === 'desc' ? -1 : 1;
    const rows = orders.filter((o) => filters.every(([c, v]) => String(o[c]) === v)).sort((a, b) => direction * String(a[column]).localeCompare(String(b[column])));
    return HttpResponse.json({ data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } });
  }),
  http.post('*/v1/order', () => {
    orders.push(state.order);
    return HttpResponse.json({ message: 'Order made.', data: state.order });
  }),
  ...handlers,
);
serveDuringTests(server, resetState, () => {
  orders = fixtures();
  queries.splice(0);
});

const PATH = '/order-shipment/create-order';
const draftsShown = () => within(screen.getByRole('list', { name: 'Draft orders' })).getAllByRole('listitem').map((li) => within(li).getByText(/^ORD-/).textContent);

describe('create-order drafts', () => {
  it('lists the DRAFT orders newest first, so the one just made heads the list', async () => {
    renderScreens(PATH, { [PATH]: <ScCreateOrder />, [`${PATH}/:id`]: <ScOrderEditor /> });
    await waitFor(() => expect(draftsShown()).toEqual(['ORD-261121-YYYYYY', 'ORD-261120-ZZZZZZ']));
    expect(Object.fromEntries(queries[0]!)).toMatchObject({ filter_columns: 'status', filter_keys: 'DRAFT', sort_column: 'created_at', sort_type: 'desc' });

    fireEvent.click(screen.getByRole('button', { name: 'New order' }));
    expect(await screen.findByRole('heading', { name: 'Order ORD-261123-ABCDEF' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to draft orders' }));
    await waitFor(() => expect(draftsShown()).toEqual(['ORD-261123-ABCDEF', 'ORD-261121-YYYYYY', 'ORD-261120-ZZZZZZ']));
  });
});
