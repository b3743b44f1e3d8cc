// The scoped admin lists: a provider's shipping companies and a company's accounts send the id of
// the URL as a fixed filter (the /v1 list conventions) and their titles name that provider or
// company (read by id), against msw handlers.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { makeDataProvider } from '../../../src/dataProvider/index.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { companiesOfProvider } from '../../../src/resources/shipping-companies/index.tsx';
import { accountsOfCompany } from '../../../src/resources/users/index.tsx';
import { recordInto, userRow, type Sent } from '../account/handlers.ts';
import { serveDuringTests } from '../support/msw.ts';

const sent: Sent[] = [];
const company = { id: 3, name: 'PT Kebun Riau Sejahtera', address: null, logo: null, logo_url: null, logistics_service_provider_id: 2, logistics_service_provider_name: 'PT Sumatera Cargo Lintas', logistics_service_provider_domain: '127.0.0.1', is_blocked: false, created_at: '2026-03-01T03:00:00.000Z' };
const provider = { id: 2, name: 'PT Sumatera Cargo Lintas', address: null, domain: '127.0.0.1', logo: null, logo_url: null, primary_color: '#EF3434', secondary_color: null, register_banner: null, register_banner_url: null, status: null, created_at: '2026-03-01T03:00:00.000Z' };
const server = setupServer(
  http.get('*/v1/logistics-service-providers/:id', () => HttpResponse.json({ data: provider })),
  http.get('*/v1/shipment-companies/:id', () => HttpResponse.json({ data: company })),
  http.get('*/v1/users/list-permission', () => HttpResponse.json({ data: [] })),
  http.get('*/v1/users', async ({ request }) => {
    await recordInto(sent, request);
    return HttpResponse.json({ data: [userRow({ name: 'Maya Anggraini', shipment_company_id: 3 })], meta: { current_page: 1, last_page: 1, total: 1 } });
  }),
  http.get('*/v1/shipment-companies', async ({ request }) => {
    await recordInto(sent, request);
    return HttpResponse.json({ data: [company], meta: { current_page: 1, last_page: 1, total: 1 } });
  }),
);
serveDuringTests(server, () => {
  sent.length = 0;
});

// The admin area nests these at `:id/sc` and `:id/accounts` (makeArea's nest) under these resource
// names; the id comes from the URL as in the area (react-router, the same module the components read it from).
const COMPANIES = 'logistic-service-provider-management/sc';
const ACCOUNTS = 'shipping-company-management/accounts';
const companies = companiesOfProvider(COMPANIES);
const accounts = accountsOfCompany(ACCOUNTS);

function renderAt(path: string) {
  const dataProvider = makeDataProvider({ ...companies.data, ...accounts.data });
  // The page title goes to the header's #react-admin-title (react-admin's Title portal).
  const inAdmin = (resource: string, screen: React.ReactNode) => (
    <AdminContext dataProvider={dataProvider} i18nProvider={makeI18nProvider('en')}>
      <div id="react-admin-title" data-testid="title" />
      <ResourceContextProvider value={resource}>{screen}</ResourceContextProvider>
    </AdminContext>
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/providers/:id/sc" element={inAdmin(COMPANIES, <companies.component />)} />
        <Route path="/companies/:id/accounts" element={inAdmin(ACCOUNTS, <accounts.component />)} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('scoped admin lists', () => {
  it("lists a provider's shipping companies", async () => {
    renderAt('/providers/2/sc');
    expect(await screen.findByText('PT Kebun Riau Sejahtera')).toBeInTheDocument();
    await waitFor(() => expect(sent.at(-1)?.query.get('filter_columns')).toBe('logistics_service_provider_id'));
    expect(sent.at(-1)!.query.get('filter_keys')).toBe('2');
    await waitFor(() => expect(screen.getByTestId('title')).toHaveTextContent('Shipping companies of PT Sumatera Cargo Lintas'));
  });

  it("lists a shipping company's accounts", async () => {
    renderAt('/companies/3/accounts');
    expect(await screen.findByText('Maya Anggraini')).toBeInTheDocument();
    await waitFor(() => expect(sent.at(-1)?.query.get('filter_columns')).toBe('shipment_company_id'));
    expect(sent.at(-1)!.query.get('filter_keys')).toBe('3');
    await waitFor(() => expect(screen.getByTestId('title')).toHaveTextContent('Accounts of PT Kebun Riau Sejahtera'));
  });
});
