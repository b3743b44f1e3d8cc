// msw handlers speaking the contract shapes the shell uses: orders, shipment requests, profile.
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { OrderRow } from '../../../contract/order.ts';
import type { pagedAnswer } from '../../../contract/lib.ts';

export const order = (patch: Partial<OrderRow> = {}): OrderRow => ({
  id: 1,
  identity: 'ORD-0001',
  status: 'PUBLISHED',
  note: null,
  shipment_company_id: 3,
  shipment_company: { id: 3, name: 'PT Sawit Makmur' },
  pickup: { id: 7, name: 'Mill Dumai' },
  dropoff: { id: 8, name: 'Refinery Medan' },
  estimation_date: '2026-03-02T00:00:00.000Z',
  total_weight: 12500,
  total_volume: null,
  products: [],
  is_selected: false,
  created_at: '2026-03-01T03:00:00.000Z',
  published_at: '2026-03-01T04:00:00.000Z',
  ...patch,
});

/** The last query string each path received, for assertions on the list conventions. */
export const seen: Record<string, URLSearchParams> = {};

export const handlers = [
  http.get('*/v1/order', ({ request }) => {
    const url = new URL(request.url);
    seen['/v1/order'] = url.searchParams;
    const rows = [order(), order({ id: 2, identity: 'ORD-0002' })];
    const answer: z.input<ReturnType<typeof pagedAnswer<z.ZodType<OrderRow>>>> = { data: rows, meta: { current_page: 1, last_page: 1, total: 2 } };
    return HttpResponse.json(answer);
  }),
];
