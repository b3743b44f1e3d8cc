// The history-order list against msw speaking GET /v2/shipment: "load more" appends the next page
// below the ones shown; search, status and dates become the list query and start again at page 1;
// the layout switch (spec 1 §3) sizes the loads and draws rows or cards.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import { HistoryOrderList } from '../../../src/custom/order-shipment/history/HistoryOrderList.tsx';
import { HISTORY_SLUG } from '../../../src/custom/order-shipment/history/paths.ts';
import { renderAdmin } from '../support/admin.tsx';
import { expectLayoutSwitch, pageFrom } from '../support/layoutSwitch.ts';
import { serveDuringTests } from '../support/msw.ts';
import { page, row } from '../support/shipments.ts';

const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/v2/shipment', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    if (query.get('search_key')) return HttpResponse.json(page([row(7, { identity: 'SHP-2026-0007' })], 1, 1, 1));
    if (query.get('page') === '2') return HttpResponse.json(page([row(3), row(4)], 2, 2, 4));
    return HttpResponse.json(page([row(1), row(2, { beyond_tolerance: true })], 1, 2, 4));
  }),
);
serveDuringTests(server, () => void asked.splice(0));

const renderList = (locale: 'en' | 'id' = 'en') => renderAdmin(`/${HISTORY_SLUG}`, {}, <Resource name={HISTORY_SLUG} list={HistoryOrderList} />, locale);
const identities = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('history-order list', () => {
  it('appends the next page under the shipments already shown', async () => {
    renderList();
    await screen.findByText('SHP-2026-0001');
    expect(identities()).toEqual(['SHP-2026-0001', 'SHP-2026-0002']);
    expect(screen.getByText('Showing 2 of 4 shipments')).toBeInTheDocument();
    // The loss flag: a truck of the second lost more than its customer's tolerance.
    const flagged = screen.getAllByRole('article').map((a) => within(a).queryByText('Beyond tolerance') !== null);
    expect(flagged).toEqual([false, true]);
    // Trucks given (assigned or running) of those asked: not only the ones on the road.
    expect(within(screen.getAllByRole('article')[0]!).getByText('Trucks given / asked')).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[0]!).getByText('1 / 2')).toBeInTheDocument();
    expect(asked[0]!.get('entries')).toBe('9');
    expect(asked[0]!.get('sort_column')).toBe('created_at');
    expect(asked[0]!.get('sort_type')).toBe('desc');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('SHP-2026-0004');
    expect(identities()).toEqual(['SHP-2026-0001', 'SHP-2026-0002', 'SHP-2026-0003', 'SHP-2026-0004']);
    expect(asked.at(-1)!.get('page')).toBe('2');
    expect(screen.getByText('Showing 4 of 4 shipments')).toBeInTheDocument();
    // The last page is shown: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open shipment SHP-2026-0003' })).toHaveAttribute('href', `/${HISTORY_SLUG}/detail-history-order/3`);
  });

  it('sends the search, the status and the date range, from page 1 again', async () => {
    renderList();
    await screen.findByText('SHP-2026-0001');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by shipment, order or vendor' }), { target: { value: 'ORD-7' } });
    await screen.findByText('SHP-2026-0007');
    expect(identities()).toEqual(['SHP-2026-0007']);
    const searched = asked.at(-1)!;
    expect(searched.get('search_key')).toBe('ORD-7');
    expect(searched.get('search_columns')).toBe('identity,orders.identity,vendors.name');
    expect(searched.get('page')).toBe('1');

    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Created until'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(asked.at(-1)!.get('filter_date_end')).toBe('2026-11-30'));
    expect(asked.at(-1)!.get('filter_date_column')).toBe('created_at');
    expect(asked.at(-1)!.get('filter_date_start')).toBe('2026-11-01');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Delivered' }));
    await waitFor(() => expect(asked.at(-1)!.get('filter_keys')).toBe('DELIVERED'));
    expect(asked.at(-1)!.get('filter_columns')).toBe('status');
  });

  it('speaks Indonesian under /id', async () => {
    renderList('id');
    await screen.findByText('SHP-2026-0001');
    expect(screen.getByRole('heading', { name: 'Riwayat Pesanan', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat lebih banyak' })).toBeInTheDocument();
    expect(screen.getAllByText('Dalam proses').length).toBeGreaterThan(0);
  });

  it('has the layout switch: a simple list of 9 a load, or cards of 3 a load, kept for the next visit', async () => {
    const shipments = Array.from({ length: 12 }, (_, i) => row(i + 1));
    server.use(
      http.get('*/v2/shipment', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(pageFrom(shipments, request.url));
      }),
    );
    const first = renderList();
    await screen.findByText('SHP-2026-0001');
    await expectLayoutSwitch(
      () => asked.at(-1)?.get('entries'),
      () => {
        first.unmount();
        renderList();
      },
    );
  });
});
