// The admin's, shipping company's and vendor's dashboards against msw (issue 25): each new figure
// on its card, numbers with the product's formatter, "–" for a null share or netto, cards linked to
// the lists behind them, in both languages.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { adminDashboard, scDashboard, vendorDashboard } from '../../../contract/dashboard.ts';
import { AdminDashboard, ScDashboard, VendorDashboard } from '../../../src/custom/dashboards/dashboards.tsx';
import { adminLinks, shipperLinks, vendorLinks } from '../../../src/areas/dashboardLinks.ts';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const noNetto = { pickup: null, dropoff: null, loss_kg: null, loss_percent: null };
const admin: z.input<typeof adminDashboard> = {
  logistics_service_providers: 2, shipment_companies: 3, vendors: 5, users: 1234,
  orders: { DRAFT: 0, PUBLISHED: 0, ON_SHIPMENT: 0, DELIVERED: 0, CANCELLED: 0 },
  shipments: { WAITING: 0, ON_PROGRESS: 0, DELIVERED: 0, CANCELLED: 0 },
  activity: { sign_ins_today: 7, sign_ins_7_days: 41, active_users_7_days: 12, changes_7_days: 2500 },
  recent_activity: [
    { id: 1, type_activity: 'SIGN_IN', entity: null, record_keys: [], record_count: 1, changes: null, user: { id: 3, name: 'Sari Lestari', email: 'sari@lsi.test' }, role: 'VENDOR', organisation: null, ip: null, user_agent: null, request_id: null, created_at: '2026-03-10T19:00:00.000Z' },
  ],
};
const sc: z.input<typeof scDashboard> = {
  orders: { DRAFT: 1, PUBLISHED: 2, ON_SHIPMENT: 3, DELIVERED: 4, CANCELLED: 5 },
  products: 6, locations: 8, orders_delivered_30_days: 9, trucks_on_the_road: 11, shipments_beyond_tolerance_30_days: 13,
  netto_30_days: { pickup: '89565.000', dropoff: '89385.000', loss_kg: '180.000', loss_percent: '0.20' },
  invoices: { PUBLISHED: 14 },
  recent_orders: [],
};
const vendor: z.input<typeof vendorDashboard> = {
  requests: { REQUESTED: 3, ACCEPTED: 40, REJECTED: 10, CANCELLED: 0 },
  vehicles: 2, vehicle_details: 5, drivers: 6, lsp_collaborations: 1, trucks_on_the_road: 4,
  requests_accepted_30_days: { part: 4, whole: 5, percent: '80.00' },
  trucks_assigned_30_days: { part: 0, whole: 0, percent: null },
  netto_30_days: noNetto,
  recent_shipments: [],
};
serveDuringTests(
  setupServer(
    http.get('*/v1/dashboard/admin', () => HttpResponse.json({ data: admin })),
    http.get('*/v1/dashboard/sc', () => HttpResponse.json({ data: sc })),
    http.get('*/v1/dashboard/vendor', () => HttpResponse.json({ data: vendor })),
  ),
);

const show = (list: ComponentType, locale: 'en' | 'id' = 'en') => renderAdmin('/dashboard', {}, <Resource name="dashboard" list={list} />, locale);
/** The card of a figure: its label, its figure and its link. */
const card = (label: string) => screen.getByText(label).closest('.MuiCard-root') as HTMLElement;
const linkOf = (label: string) => within(card(label)).getByRole('link').getAttribute('href');

describe("the admin's dashboard", () => {
  it('shows the activity figures linked to the user activity log, and the newest entries', async () => {
    show(() => <AdminDashboard links={adminLinks} />);
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(within(card('Sign-ins today')).getByText('7')).toBeInTheDocument();
    expect(within(card('Changes, last 7 days')).getByText('2.500')).toBeInTheDocument();
    expect(linkOf('Active users, last 7 days')).toBe('/user-activity-log');
    expect(linkOf('Users')).toBe('/setting/manage-user');
    expect(within(card('Users')).getByText('1.234')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest activity' })).toBeInTheDocument();
    expect(screen.getByText(/Sari Lestari/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the user activity log' })).toHaveAttribute('href', '/user-activity-log');
  });
});

describe("the shipping company's dashboard", () => {
  it('shows deliveries, netto in kg and per cent, and published invoices, each linked to its list', async () => {
    show(() => <ScDashboard links={shipperLinks} />);
    expect(await screen.findByRole('heading', { name: 'Netto, last 30 days' })).toBeInTheDocument();
    expect(within(card('Orders delivered')).getByText('9')).toBeInTheDocument();
    expect(linkOf('Orders delivered')).toBe('/order-shipment/history-order');
    expect(within(card('Pickup netto')).getByText('89.565 kg')).toBeInTheDocument();
    expect(within(card('Loss (% of pickup)')).getByText('0,2%')).toBeInTheDocument();
    expect(within(card('Trucks on the road')).getByText('11')).toBeInTheDocument();
    const invoices = screen.getByRole('heading', { name: 'Invoices' }).closest('section') as HTMLElement;
    expect(within(invoices).getByText('14')).toBeInTheDocument();
    expect(within(invoices).getByRole('link').getAttribute('href')).toBe('/order-shipment/invoice-order');
  });

  it('speaks Indonesian', async () => {
    show(() => <ScDashboard links={shipperLinks} />, 'id');
    expect(await screen.findByRole('heading', { name: 'Netto, 30 hari terakhir' })).toBeInTheDocument();
    expect(within(card('Netto muat')).getByText('89.565 kg')).toBeInTheDocument();
    expect(within(card('Pesanan terkirim')).getByText('9')).toBeInTheDocument();
  });
});

describe("the vendor's dashboard", () => {
  it('shows acceptance as a percentage with its parts, "–" where nothing was asked or weighed', async () => {
    show(() => <VendorDashboard links={vendorLinks} />);
    expect(await screen.findByRole('heading', { name: 'Acceptance, last 30 days' })).toBeInTheDocument();
    expect(within(card('Requests accepted')).getByText('80%')).toBeInTheDocument();
    expect(within(card('Requests accepted')).getByText('4 of 5')).toBeInTheDocument();
    expect(within(card('Trucks assigned')).getByText('–')).toBeInTheDocument();
    expect(within(card('Pickup netto')).getByText('–')).toBeInTheDocument();
    expect(within(card('Trucks on the road')).getByText('4')).toBeInTheDocument();
    expect(linkOf('Trucks on the road')).toBe('/order-shipment/history-order');
    expect(linkOf('Requested')).toBe('/order-shipment/create-order');
  });
});
