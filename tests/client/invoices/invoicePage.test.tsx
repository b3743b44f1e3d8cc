// One invoice's page (src/custom/invoices/InvoicePage.tsx) against msw: the LSP's draft offers a
// line's edit (cost and odometer sent as typed, the server's field message shown under the field on
// a 422), fees and Publish; totals in rupiah from the server's text. A vendor reads its lines with
// no amount and no fee.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { InvoiceRecord } from '../../../contract/invoice.ts';
import { InvoicePage } from '../../../src/custom/invoices/InvoicePage.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { renderScreens } from '../orders/screens.tsx';

const line = { id: 11, invoice_id: 5, invoice_number: null, invoice_status: 'DRAFT' as const, shipment: { id: 3, identity: 'SHP-3' }, order: { id: 8, identity: 'ORD-8' }, vehicle_detail: { id: 4, plate_number: 'BM 1234 XY' }, vehicle: 'Tangki', vendor: { id: 1, name: 'CV Trans Andalas' }, cost: '1234567.50', total_odometer: '412.50', fees_total: '0.00',
  netto: { pickup: '30000.000', dropoff: '29920.000', loss_kg: '80.000', loss_percent: '0.27', allowed_kg: '75.000', beyond: true }, claim_kg: '5.000', claim: '62500.00', total: '1172067.50' };
const draft: InvoiceRecord = {
  id: 5, number: null, status: 'DRAFT', shipment: { id: 3, identity: 'SHP-3' }, logistics_service_provider: { id: 1, name: 'PT Nusantara Logistik' }, shipment_company: { id: 2, name: 'PT Sawit Makmur' },
  lines: 1, total: '1172067.80', unread: false, published_at: null, created_at: new Date().toISOString(), details: [line],
  fees: [{ id: 21, invoice_id: 5, invoice_detail_id: null, description: 'Asuransi', cost: '0.30', created_at: new Date().toISOString() }],
  lines_total: '1234567.50', fees_total: '0.30', claims_total: '62500.00', claim_price: '12500.00', actions: ['edit', 'publish'],
};

let record: InvoiceRecord = draft;
const sent: unknown[] = [];
const server = setupServer(
  http.get('*/v1/invoices/:id', () => HttpResponse.json({ data: record })),
  http.put('*/v1/invoice-details/:id', async ({ request }) => {
    const body = await request.json();
    sent.push(body);
    return HttpResponse.json({ message: 'The data sent is not valid.', errors: { cost: ['Enter an amount in rupiah.'] } }, { status: 422 });
  }),
);
serveDuringTests(server, () => {
  record = draft;
  sent.length = 0;
});

const PATH = '/order-shipment/invoice-order/detail/:id';

describe('the invoice page', () => {
  it('the LSP edits a draft line: sent as typed, the server’s message under the field; totals in rupiah', async () => {
    renderScreens('/order-shipment/invoice-order/detail/5', { [PATH]: <InvoicePage role="LOGISTIC_SERVICE_PROVIDER" /> });
    expect(await screen.findByTestId('invoice-total')).toHaveTextContent('Rp1.172.067,8');
    // The line's loss beyond tolerance with its figures, its claim, and the claims deducted in the totals.
    expect(screen.getByText('80 kg (0,27%)')).toBeInTheDocument();
    expect(screen.getByText('Beyond tolerance')).toBeInTheDocument();
    expect(screen.getByText('Loss claim (5 kg)')).toBeInTheDocument();
    expect(screen.getAllByText('-Rp62.500')).toHaveLength(2);
    expect(screen.getByText(/Claim price per kg Rp12\.500/)).toBeInTheDocument();
    // The fee and the fees' total.
    expect(screen.getAllByText('Rp0,3')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit line 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cost (Rp)' }), { target: { value: '1.234.567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount in rupiah.')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ cost: '1.234.567', total_odometer: '412.50' }]));
  });

  it('a vendor reads its lines with no amount and no fee, and no write', async () => {
    record = { ...draft, status: 'PUBLISHED', number: 'INV-2026-000001', total: null, lines_total: null, fees_total: null, claims_total: null, claim_price: null, fees: [], actions: [], details: [{ ...line, cost: null, fees_total: null, claim: null, total: null }] };
    renderScreens('/order-shipment/invoice-order/5', { '/order-shipment/invoice-order/:id': <InvoicePage role="VENDOR" /> });
    expect(await screen.findByRole('heading', { name: 'Invoice INV-2026-000001' })).toBeInTheDocument();
    expect(screen.getByText('ORD-8')).toBeInTheDocument();
    expect(screen.queryByText(/Rp\d/)).toBeNull();
    // The loss of its truck in kg, never the claim's rupiah.
    expect(screen.getByText('80 kg (0,27%)')).toBeInTheDocument();
    expect(screen.queryByText(/Loss claim/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit line 1' })).toBeNull();
    expect(screen.queryByTestId('invoice-totals')).toBeNull();
  });
});
