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

// Every count a distinct number, so each card's figure is its own.
const counts: z.infer<typeof lspDashboard> = {
  orders: { DRAFT: 1, PUBLISHED: 1250, ON_SHIPMENT: 3, DELIVERED: 6, CANCELLED: 0 },
  shipments: { WAITING: 7, ON_PROGRESS: 8, DELIVERED: 9, CANCELLED: 10 },
  customers: 11, vendors_collaborating: 12, vendors_proposed: 13, vehicles: 14, vehicle_details: 15, drivers: 16, trucks_on_the_road: 17, shipments_beyond_tolerance: 4,
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
