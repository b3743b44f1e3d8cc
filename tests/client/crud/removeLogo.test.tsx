// Stored logos on edit forms whose update call takes no file (the LSP's customer, the admin's
// vendor): shown without a picker, removed after a confirmation through the contract's removal
// call; the answered record replaces the form's, so the image goes. Against msw /v1 handlers.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import shippingCompanies from '../../../src/resources/shipping-companies/index.tsx';
import vendors from '../../../src/resources/vendors/index.tsx';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const sent: { method: string; path: string }[] = [];
const logo = { logo: 'logos/x.png', logo_url: 'http://localhost/files/logos/x.png' };
const company = {
  id: 3, name: 'PT Kebun Riau Sejahtera', address: 'Jl. Sudirman 1', ...logo, logistics_service_provider_id: 2, logistics_service_provider_name: 'PT Sumatera Cargo Lintas',
  logistics_service_provider_domain: 'lsp.test', is_blocked: false, created_at: '2026-03-01T03:00:00.000Z',
};
const vendor = { id: 4, name: 'CV Trans Andalas', address: null, ...logo, status: null, created_at: '2026-03-01T03:00:00.000Z' };

const removal = (path: string, record: object) =>
  http.delete(path, ({ request }) => {
    sent.push({ method: request.method, path: new URL(request.url).pathname });
    return HttpResponse.json({ message: 'Deleted successfully.', data: { ...record, logo: null, logo_url: null } });
  });
const server = setupServer(
  http.get('*/v1/shipment-companies/:id', () => HttpResponse.json({ data: company })),
  http.get('*/v1/vendors/:id', () => HttpResponse.json({ data: vendor })),
  removal('*/v1/shipment-companies/:id/logo', company),
  removal('*/v1/vendors/:id/logo', vendor),
);
serveDuringTests(server, () => {
  sent.length = 0;
});

async function removeConfirmed(label: string, question: string, confirm: string) {
  expect(await screen.findByRole('img', { name: /Current photo|Foto saat ini/ })).toBeInTheDocument();
  // No picker: the update call takes no file.
  expect(document.querySelector('input[type=file]')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: label }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: confirm }));
  expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('img', { name: /Current photo|Foto saat ini/ })).toBeNull());
}

describe('stored logo removal', () => {
  it("removes the LSP customer's logo after a confirmation", async () => {
    renderResources('/customer/3', variantOf(shippingCompanies, 'LOGISTIC_SERVICE_PROVIDER'));
    await removeConfirmed('Remove logo', 'Remove logo of "PT Kebun Riau Sejahtera"?', 'Confirm');
    expect(sent).toEqual([{ method: 'DELETE', path: '/v1/shipment-companies/3/logo' }]);
  });

  it("removes a vendor's logo from the admin's edit page, in Indonesian too", async () => {
    renderResources('/vendor-management/4', variantOf(vendors, 'ADMIN'), 'id');
    await removeConfirmed('Hapus logo', 'Hapus logo "CV Trans Andalas"?', 'Konfirmasi');
    expect(sent).toEqual([{ method: 'DELETE', path: '/v1/vendors/4/logo' }]);
  });
});
