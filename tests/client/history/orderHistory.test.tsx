// The shipping company's history-order against msw speaking GET /v1/order/history: the orders it
// sent, each with the shipment carrying it (a link to that shipment's detail) or waiting for one;
// the search finds an order or a shipment, the status filter offers the states of a sent order;
// in Indonesian too; the layout switch (spec 1 §3). The LSP's and the vendor's history-order list
// shipments (list.test.tsx).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { OrderHistoryRow } from '../../../contract/order.ts';
import { historyEntry } from '../../../src/custom/order-shipment/history/index.tsx';
import { HISTORY_SLUG } from '../../../src/custom/order-shipment/history/paths.ts';
import { renderAdmin } from '../support/admin.tsx';
import { expectLayoutSwitch, pageFrom } from '../support/layoutSwitch.ts';
import { serveDuringTests } from '../support/msw.ts';

const order = (id: number, patch: Partial<OrderHistoryRow> = {}): OrderHistoryRow => ({
  id, identity: `ORD-2026-${String(id).padStart(4, '0')}`, status: 'PUBLISHED', note: null, shipment_company_id: 3, shipment_company: { id: 3, name: 'PT Sawit Makmur Abadi' },
  pickup: { id: 1, name: 'PKS Kandis' }, dropoff: { id: 2, name: 'Refinery Dumai' }, estimation_date: null, total_weight: 30000, total_volume: null, products: [], is_selected: false,
  created_at: '2026-11-20T03:00:00.000Z', published_at: '2026-11-20T04:00:00.000Z', shipment: null, beyond_tolerance: false, ...patch,
});
const shipped = order(1, { status: 'ON_SHIPMENT', shipment: { id: 5, identity: 'SHP-2026-0005', status: 'ON_PROGRESS' }, beyond_tolerance: true });
const waiting = order(2);
const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/v1/order/history', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const rows = query.get('search_key') ? [shipped] : [shipped, waiting];
    return HttpResponse.json({ data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } });
  }),
);
serveDuringTests(server, () => void asked.splice(0));

// The shipping company's menu entry, as its area mounts it.
const renderHistory = (locale: 'en' | 'id' = 'en') => renderAdmin(`/${HISTORY_SLUG}`, {}, <Resource name={HISTORY_SLUG} list={historyEntry('SHIPMENT_COMPANY').list} />, locale);
const card = (identity: string) => screen.getByRole('article', { name: identity });

describe("the shipping company's history-order", () => {
  it('lists its sent orders with their shipments, newest first, and links a shipment to its detail', async () => {
    renderHistory();
    await screen.findByRole('article', { name: 'ORD-2026-0001' });
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['ORD-2026-0001', 'ORD-2026-0002']);
    expect(screen.getByText('Showing 2 of 2 orders')).toBeInTheDocument();
    expect(within(card('ORD-2026-0001')).getByRole('link', { name: 'Open shipment SHP-2026-0005 of order ORD-2026-0001' })).toHaveAttribute('href', `/${HISTORY_SLUG}/detail-history-order/5`);
    expect(within(card('ORD-2026-0001')).getByText('On progress')).toBeInTheDocument();
    expect(within(card('ORD-2026-0002')).getByText('Waiting for a shipment')).toBeInTheDocument();
    expect(within(card('ORD-2026-0002')).queryByRole('link')).toBeNull();
    expect(within(card('ORD-2026-0002')).getByText('PKS Kandis → Refinery Dumai')).toBeInTheDocument();
    expect(within(card('ORD-2026-0002')).getByText('30.000 kg')).toBeInTheDocument();
    // The loss flag: a truck of the first order lost more than the company's tolerance.
    expect(within(card('ORD-2026-0001')).getByText('Beyond tolerance')).toBeInTheDocument();
    expect(within(card('ORD-2026-0002')).queryByText('Beyond tolerance')).toBeNull();
    expect([...asked[0]!.entries()]).toEqual([
      ['page', '1'],
      ['entries', '9'],
      ['sort_column', 'published_at'],
      ['sort_type', 'desc'],
    ]);
  });

  it('searches orders and shipments, and filters by the states a sent order has', async () => {
    renderHistory();
    await screen.findByRole('article', { name: 'ORD-2026-0002' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by order or shipment' }), { target: { value: 'SHP-2026-0005' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'ORD-2026-0002' })).toBeNull());
    expect(asked.at(-1)!.get('search_key')).toBe('SHP-2026-0005');
    expect(asked.at(-1)!.get('search_columns')).toBe('identity,shipment.identity');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All statuses', 'Published', 'On shipment', 'Delivered', 'Cancelled']);
    fireEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(asked.at(-1)!.get('filter_keys')).toBe('CANCELLED'));
    expect(asked.at(-1)!.get('filter_columns')).toBe('status');
  });

  it('speaks Indonesian', async () => {
    renderHistory('id');
    expect(await screen.findByText('Menampilkan 2 dari 2 pesanan')).toBeInTheDocument();
    expect(within(card('ORD-2026-0002')).getByText('Menunggu pengiriman')).toBeInTheDocument();
    expect(within(card('ORD-2026-0001')).getByText('Melebihi toleransi')).toBeInTheDocument();
  });

  it('has the layout switch: a simple list of 9 a load, or cards of 3 a load, kept for the next visit', async () => {
    const orders = Array.from({ length: 12 }, (_, i) => order(i + 1));
    server.use(
      http.get('*/v1/order/history', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(pageFrom(orders, request.url));
      }),
    );
    const first = renderHistory();
    await screen.findByRole('article', { name: 'ORD-2026-0001' });
    await expectLayoutSwitch(
      () => asked.at(-1)?.get('entries'),
      () => {
        first.unmount();
        renderHistory();
      },
    );
  });
});
