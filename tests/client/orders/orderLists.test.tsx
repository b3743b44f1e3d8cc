// create-order's list of orders against msw speaking GET /v1/order: the shipping company's drafts
// (its sent orders are in history-order; invoice-order lists invoices: tests/client/invoices/). It has the layout switch of every
// list (spec 1 §3: 9 a load as a simple list, or 3 a load as cards, kept for the next visit), each
// order links to its editor, and a date 30 days old or more carries the "old record" cue (spec 1 §4).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { OrderRow } from '../../../contract/order.ts';
import { ScCreateOrder } from '../../../src/custom/order-shipment/create-order/screens.tsx';
import { expectLayoutSwitch, pageFrom } from '../support/layoutSwitch.ts';
import { serveDuringTests } from '../support/msw.ts';
import { draftOrder } from './handlers.ts';
import { renderScreens } from './screens.tsx';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const order = (id: number, patch: Partial<OrderRow> = {}): OrderRow => ({ ...draftOrder(), id, identity: `ORD-${String(id).padStart(4, '0')}`, created_at: daysAgo(2), ...patch });

let rows: OrderRow[] = [];
const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/v1/order', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json(pageFrom(rows, request.url));
  }),
);
serveDuringTests(server, () => {
  rows = [];
  asked.length = 0;
});

const LISTS = [
  { name: 'the drafts of create-order', path: '/order-shipment/create-order', page: <ScCreateOrder />, status: 'DRAFT' },
];
const open = ({ path, page }: (typeof LISTS)[number]) => renderScreens(path, { [path]: page });

describe.each(LISTS)('$name', (list) => {
  it('has the layout switch: a simple list of 9 a load, or cards of 3 a load, kept for the next visit', async () => {
    rows = Array.from({ length: 12 }, (_, i) => order(i + 1));
    const first = open(list);
    await screen.findByText('ORD-0001');
    expect(asked[0]!.get('filter_keys')).toBe(list.status);
    await expectLayoutSwitch(
      () => asked.at(-1)?.get('entries'),
      () => {
        first.unmount();
        open(list);
      },
    );
  });
});

describe('the orders of create-order', () => {
  it('marks a draft made 30 days ago or more as old, and only that one; each opens in the editor', async () => {
    rows = [order(1, { created_at: daysAgo(45) }), order(2, { created_at: daysAgo(29) })];
    open(LISTS[0]!);
    const old = await screen.findByRole('article', { name: 'ORD-0001' });
    expect(within(old).getByText('Old').closest('[title]')).toHaveAttribute('title', '30 days ago or more');
    expect(within(screen.getByRole('article', { name: 'ORD-0002' })).queryByText('Old')).toBeNull();
    expect(within(old).getByRole('link', { name: 'ORD-0001' })).toHaveAttribute('href', '/order-shipment/create-order/1');
  });

  it('speaks Indonesian', async () => {
    rows = [order(1, { created_at: daysAgo(45) })];
    renderScreens('/id/order-shipment/create-order', { '/id/order-shipment/create-order': <ScCreateOrder /> }, 'id');
    const draft = await screen.findByRole('article', { name: 'ORD-0001' });
    expect(within(draft).getByText('Dibuat')).toBeInTheDocument();
    expect(within(draft).getByText('Belum ada titik')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kartu' })).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1 dari 1 draf pesanan')).toBeInTheDocument();
  });
});
