// msw handlers speaking /v1/product as contract/product.ts declares it; they record what the
// client sent so tests assert on the wire format.
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { ProductRecord, product } from '../../../contract/product.ts';

export const productRow = (patch: Partial<ProductRecord> = {}): ProductRecord => ({
  id: 1,
  identity: 'CPO-01',
  name: 'Crude palm oil',
  alias: 'CPO',
  product_type: 'LIQUID',
  weight: 1000,
  volume: null,
  dimension_length: null,
  dimension_width: null,
  dimension_height: null,
  unit: 'kg',
  unit_type: 'MASS',
  photo: null,
  photo_url: null,
  shipment_company_id: 3,
  created_at: '2026-03-01T03:00:00.000Z',
  ...patch,
});

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  form?: Record<string, FormDataEntryValue>;
  contentType: string | null;
}

export function productHandlers(rows: ProductRecord[], sent: Sent[], overrides: { create?: () => Response } = {}) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type');
    const entry: Sent = { method: request.method, path: url.pathname, query: url.searchParams, contentType };
    if (contentType?.startsWith('multipart/form-data')) entry.form = Object.fromEntries((await request.formData()).entries());
    sent.push(entry);
  };
  type List = z.input<(typeof product.list)['response']>;
  return [
    http.get('*/v1/product', async ({ request }) => {
      await record(request);
      const answer: List = { data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } };
      return HttpResponse.json(answer);
    }),
    http.get('*/v1/product/:id', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ data: rows.find((r) => r.id === Number(params.id)) });
    }),
    http.post('*/v1/product', async ({ request }) => {
      await record(request);
      if (overrides.create) return overrides.create();
      return HttpResponse.json({ message: 'Saved successfully.', data: productRow({ id: 9 }) });
    }),
    http.post('*/v1/product/:id', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ message: 'Updated successfully.', data: rows.find((r) => r.id === Number(params.id)) });
    }),
    http.delete('*/v1/product/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ message: 'Deleted successfully.' });
    }),
  ];
}
