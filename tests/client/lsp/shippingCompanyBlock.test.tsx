// Blocking a shipping company, the same button in both areas that list them (issue 9: the admin's
// used to neither ask nor update its row): the LSP's customers and the admin's shipping company
// management. It asks first; Cancel sends nothing; Confirm sends PUT .../block and the answered
// company replaces its row (no list reload); unblocking goes the same way back.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import shippingCompanies from '../../../src/resources/shipping-companies/index.tsx';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const NAME = 'PT Kebun Riau Sejahtera';
const company = {
  id: 3, name: NAME, address: 'Jl. Sudirman 1', logo: null, logo_url: null, logistics_service_provider_id: 2, logistics_service_provider_name: 'PT Nusantara Logistik',
  logistics_service_provider_domain: 'localhost', is_blocked: false, created_at: '2026-03-01T03:00:00.000Z',
};
let blocked = false;
let listCalls = 0;
const sent: string[] = [];

const server = setupServer(
  http.get('*/v1/shipment-companies', () => {
    listCalls += 1;
    return HttpResponse.json({ data: [{ ...company, is_blocked: blocked }], meta: { current_page: 1, last_page: 1, total: 1 } });
  }),
  http.put('*/v1/shipment-companies/:id/block', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    blocked = !blocked;
    return HttpResponse.json({ message: blocked ? 'Blocked.' : 'Unblocked.', data: { ...company, is_blocked: blocked } });
  }),
);
serveDuringTests(server, () => {
  blocked = false;
  listCalls = 0;
  sent.length = 0;
});

const AREAS = [
  { area: "the LSP's customers", path: '/customer', defs: variantOf(shippingCompanies, 'LOGISTIC_SERVICE_PROVIDER') },
  { area: "the admin's shipping company management", path: '/shipping-company-management', defs: variantOf(shippingCompanies, 'ADMIN') },
];

const row = () => screen.getByText(NAME).closest('tr') as HTMLElement;

/** Clicks the row's button, checks the question, and answers it. */
async function answer(button: string, question: string, choice: 'Cancel' | 'Confirm') {
  fireEvent.click(within(row()).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: question });
  fireEvent.click(within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe.each(AREAS)('blocking a shipping company in $area', ({ path, defs }) => {
  it('asks first: Cancel sends nothing, Confirm blocks and the row says Blocked; unblocking goes back', async () => {
    renderResources(path, defs);
    await screen.findByText(NAME);
    expect(within(row()).getByText('Active')).toBeInTheDocument();
    const reads = listCalls;

    await answer(`Block ${NAME}`, `Block "${NAME}"?`, 'Cancel');
    expect(sent).toEqual([]);
    expect(within(row()).getByText('Active')).toBeInTheDocument();

    await answer(`Block ${NAME}`, `Block "${NAME}"?`, 'Confirm');
    await waitFor(() => expect(within(row()).getByText('Blocked')).toBeInTheDocument());
    expect(sent).toEqual(['PUT /v1/shipment-companies/3/block']);
    expect(await screen.findByText('Blocked.')).toBeInTheDocument();

    await answer(`Unblock ${NAME}`, `Unblock "${NAME}"?`, 'Confirm');
    await waitFor(() => expect(within(row()).getByText('Active')).toBeInTheDocument());
    expect(sent).toEqual(['PUT /v1/shipment-companies/3/block', 'PUT /v1/shipment-companies/3/block']);
    // The rows came from the answers, not from reading the list again.
    expect(listCalls).toBe(reads);
  });
});
