// The LSP's order import against msw: the customer chosen first, the server's preview with each
// row's errors shown and nothing sendable, then a clean sheet imported all at once (the customer
// named in every call) and the LSP sent back to create-shipment.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ImportOrdersPage } from '../../../src/custom/order-shipment/create-order/screens.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { renderScreens } from './screens.tsx';

const sent: { path: string; form?: Record<string, string>; json?: unknown }[] = [];
const row = (index: number, identity: string, errors: Record<string, string[]> = {}) => ({
  index,
  values: { identity_order: identity, type: index % 2 ? 'DROPOFF' : 'PICKUP', identity_location: index % 2 ? 'REF-DUM' : 'PKS-KDS', identity_product: 'CPO-01', quantity: '3', estimation: '2026-11-25' },
  errors,
});

const server = setupServer(
  http.get('*/v1/shipment-companies', () => HttpResponse.json({ data: [{ id: 3, name: 'PT Sawit Makmur Abadi' }], meta: { current_page: 1, last_page: 1, total: 1 } })),
  http.post('*/v1/request-order/preview', async ({ request }) => {
    const form = await request.formData();
    // The first sheet of a test is the broken one (jsdom's File loses name and content through fetch).
    const broken = !sent.some((s) => s.path === '/v1/request-order/preview');
    expect(form.get('file')).toHaveProperty('size');
    sent.push({ path: '/v1/request-order/preview', form: { type: String(form.get('type')), shipment_company_id: String(form.get('shipment_company_id')) } });
    const rows = [row(0, 'ORD-A'), row(1, 'ORD-A', broken ? { identity_location: ['Lokasi REF-XXX tidak ditemukan untuk pelanggan ini.'] } : {})];
    return HttpResponse.json({ data: { rows, valid: !broken, orders: 1, max_rows: 5000, columns: Object.keys(rows[0]!.values) } });
  }),
  http.post('*/v1/request-order/import', async ({ request }) => {
    sent.push({ path: '/v1/request-order/import', json: await request.json() });
    return HttpResponse.json({ message: 'Orders imported.', data: { orders: 1, ids: [41] } });
  }),
);
serveDuringTests(server, () => {
  sent.length = 0;
});

function renderImport(path: string) {
  const locale = path.startsWith('/id/') ? 'id' : 'en';
  const base = locale === 'id' ? '/id' : '';
  return renderScreens(
    path,
    {
      [`${base}/order-shipment/create-shipment/create-order/import-data`]: <ImportOrdersPage />,
      // AdminContext has no basename: the screens link inside ""
      '/order-shipment/create-shipment': <p>create-shipment list</p>,
    },
    locale,
  );
}

const sheet = (name: string, location: string) => new File([`identity_order,identity_location\nORD-A,${location}\n`], name, { type: 'text/csv' });
const choose = (file: File) => fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });

describe('order import', () => {
  it('shows every row\'s errors from the server in Indonesian, sends nothing, then imports a clean sheet', async () => {
    renderImport('/id/order-shipment/create-shipment/create-order/import-data?customer=3');
    expect(await screen.findByText('Impor pesanan untuk PT Sawit Makmur Abadi')).toBeDefined();
    choose(sheet('orders-broken.csv', 'REF-XXX'));
    expect(await screen.findByText('Baris: 2, dengan kesalahan: 1')).toBeInTheDocument();
    const broken = document.querySelector('tr[data-line="3"]') as HTMLElement;
    expect(within(broken).getAllByText(/Lokasi REF-XXX tidak ditemukan/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Impor semua baris (2)' })).toBeDisabled();
    expect(sent).toEqual([{ path: '/v1/request-order/preview', form: { type: 'PUBLISHED', shipment_company_id: '3' } }]);

    choose(sheet('orders.csv', 'REF-DUM'));
    expect(await screen.findByText('Baris: 2, dengan kesalahan: 0')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Impor semua baris (2)' }));
    expect(await screen.findByText('create-shipment list')).toBeInTheDocument();
    expect(sent[2]).toEqual({ path: '/v1/request-order/import', json: { orders: [row(0, 'ORD-A').values, row(1, 'ORD-A').values], type: 'PUBLISHED', shipment_company_id: 3 } });
  });

  it('asks for the customer before anything else', async () => {
    renderImport('/order-shipment/create-shipment/create-order/import-data');
    expect(await screen.findByRole('heading', { name: 'Import orders' })).toBeInTheDocument();
    expect(screen.queryByTestId('import-file')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Customer (shipping company)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'PT Sawit Makmur Abadi' }));
    expect(await screen.findByTestId('import-file')).toBeInTheDocument();
  });
});
