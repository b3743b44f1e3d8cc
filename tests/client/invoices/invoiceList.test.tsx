// invoice-order's list (src/custom/invoices/InvoiceList.tsx) against msw speaking GET /v1/invoices:
// the layout switch of every list (9 a load as a simple list, 3 as cards), each invoice's number
// linking to its page in the caller's area, money in rupiah from the exact decimal text (spec 1 §9:
// Indonesian separators, up to 2 decimals, no spaces; 1234567.5 is never 1.234.568), the unread mark,
// no amount for a vendor, and Indonesian.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { InvoiceRow } from '../../../contract/invoice.ts';
import { InvoiceList } from '../../../src/custom/invoices/InvoiceList.tsx';
import { expectLayoutSwitch, pageFrom } from '../support/layoutSwitch.ts';
import { serveDuringTests } from '../support/msw.ts';
import { renderScreens } from '../orders/screens.tsx';

const invoice = (id: number, patch: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id,
  number: `INV-2026-${String(id).padStart(6, '0')}`,
  status: 'PUBLISHED',
  shipment: { id: 100 + id, identity: `SHP-${id}` },
  logistics_service_provider: { id: 1, name: 'PT Nusantara Logistik' },
  shipment_company: { id: 2, name: 'PT Sawit Makmur' },
  lines: 2,
  total: '1234567.50',
  unread: false,
  published_at: new Date().toISOString(),
  created_at: new Date().toISOString(),
  ...patch,
});

let rows: InvoiceRow[] = [];
const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/v1/invoices', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json(pageFrom(rows, request.url));
  }),
  // The LSP's delivered shipments without an invoice, below its invoices.
  http.get('*/v1/invoices/shipments-to-invoice', ({ request }) => HttpResponse.json(pageFrom([], request.url))),
);
serveDuringTests(server, () => {
  rows = [];
  asked.length = 0;
});

const PATH = '/order-shipment/invoice-order';

describe('invoice-order', () => {
  it('has the layout switch: a simple list of 9 a load, or cards of 3 a load', async () => {
    rows = Array.from({ length: 12 }, (_, i) => invoice(i + 1));
    const first = renderScreens(PATH, { [PATH]: <InvoiceList role="SHIPMENT_COMPANY" /> });
    await screen.findByText('INV-2026-000001');
    await expectLayoutSwitch(
      () => asked.at(-1)?.get('entries'),
      () => {
        first.unmount();
        renderScreens(PATH, { [PATH]: <InvoiceList role="SHIPMENT_COMPANY" /> });
      },
    );
  });

  it('shows the total in rupiah as the server wrote it, marks an unread invoice, links to its page', async () => {
    rows = [invoice(1, { unread: true, total: '1234567.50' }), invoice(2, { total: '0.30' })];
    renderScreens(PATH, { [PATH]: <InvoiceList role="SHIPMENT_COMPANY" /> });
    const first = await screen.findByRole('article', { name: 'Open invoice INV-2026-000001' });
    expect(within(first).getByText('Rp1.234.567,5')).toBeInTheDocument();
    expect(within(first).queryByText(/1\.234\.568/)).toBeNull();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open invoice INV-2026-000001' })).toHaveAttribute('href', '/order-shipment/invoice-order/1');
    const second = screen.getByRole('article', { name: 'Open invoice INV-2026-000002' });
    expect(within(second).getByText('Rp0,3')).toBeInTheDocument();
    expect(within(second).queryByText('New')).toBeNull();
  });

  it('a vendor sees no amount; the LSP opens detail/{id}', async () => {
    rows = [invoice(1, { total: null })];
    const vendor = renderScreens(PATH, { [PATH]: <InvoiceList role="VENDOR" /> });
    const card = await screen.findByRole('article', { name: 'Open invoice INV-2026-000001' });
    expect(within(card).queryByText(/Rp/)).toBeNull();
    vendor.unmount();
    rows = [invoice(3, { status: 'DRAFT', number: null })];
    renderScreens(PATH, { [PATH]: <InvoiceList role="LOGISTIC_SERVICE_PROVIDER" /> });
    expect(await screen.findByRole('link', { name: 'Open invoice Draft' })).toHaveAttribute('href', '/order-shipment/invoice-order/detail/3');
  });

  it('speaks Indonesian', async () => {
    rows = [invoice(1)];
    renderScreens(`/id${PATH}`, { [`/id${PATH}`]: <InvoiceList role="SHIPMENT_COMPANY" /> }, 'id');
    const card = await screen.findByRole('article', { name: 'Buka tagihan INV-2026-000001' });
    expect(within(card).getByText('Rincian')).toBeInTheDocument();
    expect(within(card).getByText('Rp1.234.567,5')).toBeInTheDocument();
  });
});
