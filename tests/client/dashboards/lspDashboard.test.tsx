// The LSP's dashboard against msw speaking GET /v1/dashboard/lsp: its counts grouped, numbers in
// id-ID, and the weighbridge's count of shipments with a loss beyond tolerance, in both languages.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { z } from 'zod';
import type { lspDashboard } from '../../../contract/dashboard.ts';
import { LspDashboard } from '../../../src/custom/dashboards/dashboards.tsx';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const counts: z.infer<typeof lspDashboard> = {
  orders: { DRAFT: 2, PUBLISHED: 1250, ON_SHIPMENT: 3, DELIVERED: 2, CANCELLED: 1 },
  shipments: { WAITING: 1, ON_PROGRESS: 2, DELIVERED: 2, CANCELLED: 0 },
  customers: 2,
  vendors_collaborating: 3,
  vendors_proposed: 1,
  vehicles: 5,
  vehicle_details: 13,
  drivers: 9,
  trucks_on_the_road: 2,
  shipments_beyond_tolerance: 4,
};
serveDuringTests(setupServer(http.get('*/v1/dashboard/lsp', () => HttpResponse.json({ data: counts }))));

const renderDashboard = (locale: 'en' | 'id' = 'en') => renderAdmin('/dashboard', {}, <Resource name="dashboard" list={LspDashboard} />, locale);
/** The card of a count: its label and its number. */
const card = (label: string) => screen.getByText(label).closest('.MuiCard-root') as HTMLElement;

describe("the LSP's dashboard", () => {
  it('groups its counts, numbers in id-ID, and counts the shipments with a loss beyond tolerance', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Weighbridge' })).toBeInTheDocument();
    expect(within(card('Shipments with a loss beyond tolerance')).getByText('4')).toBeInTheDocument();
    expect(within(card('Published')).getByText('1.250')).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    renderDashboard('id');
    expect(await screen.findByRole('heading', { name: 'Timbangan' })).toBeInTheDocument();
    expect(within(card('Pengiriman dengan susut melebihi toleransi')).getByText('4')).toBeInTheDocument();
  });
});
