// The LSP dashboard's "Vendor performance" section against msw speaking the dashboard's /v1 calls
// (the two performance calls with rows of their real shapes): the charts drawn for the API's rows
// over the last 30 WIB days, the pie without a vendor that picked up nothing, the Chart / Table
// toggle showing the API's figures, a bar's click and the link opening the performance screen
// narrowed to that vendor and period, one "no figures" text for a period without any, Indonesian.
// jsdom lays nothing out: the charts' ResponsiveContainer starts at a fixed size here.
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource, useLocation } from 'react-admin';
import type { z } from 'zod';
import type { lspDashboard } from '../../../contract/dashboard.ts';
import { LspDashboard } from '../../../src/custom/dashboards/dashboards.tsx';
import { recentPeriod } from '../../../src/custom/performance/filters.ts';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { andalas, baru, rateRowOf, transporterRowOf, vendorRows } from '../support/performanceRows.ts';

vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof import('recharts')>();
  const Sized = (props: ComponentProps<typeof recharts.ResponsiveContainer>) => <recharts.ResponsiveContainer {...props} initialDimension={{ width: 800, height: 320 }} />;
  return { ...recharts, ResponsiveContainer: Sized };
});
// The real map needs WebGL.
vi.mock('../../../src/components/map/RouteMapView.tsx', () => ({ default: () => null }));
// A reader who asked for less motion: the charts draw at once (jsdom runs no animation frames).
vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }));

const fixtures = { vendors: vendorRows(), rates: [andalas, baru] };

const counts: z.input<typeof lspDashboard> = {
  orders: { DRAFT: 0, PUBLISHED: 0, ON_SHIPMENT: 0, DELIVERED: 0, CANCELLED: 0 },
  shipments: { WAITING: 0, ON_PROGRESS: 0, DELIVERED: 0, CANCELLED: 0 },
  customers: 0, vendors_collaborating: 2, vendors_proposed: 0, vehicles: 0, vehicle_details: 0, drivers: 0, trucks_on_the_road: 0, shipments_beyond_tolerance: 0,
};
const page = <T,>(data: T[]) => HttpResponse.json({ data, meta: { current_page: 1, last_page: 1, total: data.length } });
const queries: { path: string; q: URLSearchParams }[] = [];
const server = setupServer(
  http.get('*/v1/dashboard/lsp', () => HttpResponse.json({ data: counts })),
  http.get('*/v1/dashboard/lsp/truck-status', () => HttpResponse.json({ data: { total: 0, moving: 0, stopped: 0, silent: 0, no_signal: 0 } })),
  http.get('*/v1/dashboard/lsp/live-tracking', () => HttpResponse.json({ data: [] })),
  http.get('*/v1/dashboard/lsp/performance-vendor', ({ request }) => {
    queries.push({ path: 'performance-vendor', q: new URL(request.url).searchParams });
    return page(fixtures.vendors);
  }),
  http.get('*/v1/dashboard/lsp/performance-vendor-acceptance-rate', ({ request }) => {
    queries.push({ path: 'performance-vendor-acceptance-rate', q: new URL(request.url).searchParams });
    return page(fixtures.rates);
  }),
  http.get('*/v1/dashboard/lsp/:list', () => page([])),
  http.get('*/v1/geofences', () => page([])),
  http.get('*/v1/alert/geofencing', () => page([])),
  http.get('*/v1/point_of_interest', () => HttpResponse.json({ data: [] })),
);
serveDuringTests(server, () => {
  queries.splice(0);
  fixtures.vendors = vendorRows();
  fixtures.rates = [andalas, baru];
});

/** The performance screen as the dashboard's links open it: its address. */
function Opened() {
  const location = useLocation();
  return <output aria-label="opened">{`${location.pathname}${location.search}`}</output>;
}
const renderDashboard = (locale: 'en' | 'id' = 'en') =>
  renderAdmin(
    '/dashboard',
    {},
    [<Resource key="dashboard" name="dashboard" list={LspDashboard} />, <Resource key="performance" name="performance-vendor" list={Opened} />],
    locale,
  );
const sectionOf = (title: string, level: number) => screen.getByRole('heading', { name: title, level }).closest('section')!;
/** A view of the section, once its lazy chart module has drawn it. */
const chartOf = async (title: string) => {
  const view = await waitFor(() => sectionOf(title, 3));
  await waitFor(() => expect(view.querySelector('svg.recharts-surface')).not.toBeNull());
  return view;
};
const { from, to } = recentPeriod();

describe("the LSP dashboard's vendor performance", () => {
  it('draws the charts for the API rows of the last 30 WIB days; the pie leaves out a vendor that picked up nothing', async () => {
    renderDashboard();
    const section = await waitFor(() => sectionOf('Vendor performance', 2));
    expect(section).toHaveTextContent(`The last 30 days (WIB), ${from} to ${to}.`);
    const netto = await chartOf('Netto picked up and dropped off, and the loss');
    expect(within(netto).getByRole('img')).toHaveAccessibleName('Netto picked up and dropped off, and the loss: 2 vendors; the highest Netto pickup (kg): CV Trans Andalas, 59.741.');
    expect(netto.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4);
    expect(netto.querySelectorAll('.recharts-line')).toHaveLength(1);
    const trips = await chartOf('Delivery orders and trips finished');
    expect(trips.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4);
    const rateChart = await chartOf('Assignment accuracy and rates');
    expect(rateChart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(8);
    expect(rateChart.querySelectorAll('.recharts-line')).toHaveLength(3);
    const pie = await chartOf('Share of the netto picked up');
    expect(pie.querySelectorAll('.recharts-pie-sector')).toHaveLength(1);
    expect(within(pie).getByRole('img')).toHaveAccessibleName(/1 vendor; .*CV Trans Andalas, 59\.741\./);
    expect(pie).not.toHaveTextContent('PT Vendor Baru');
    // Both calls asked the period the section names, every vendor.
    for (const path of ['performance-vendor', 'performance-vendor-acceptance-rate']) {
      const q = queries.find((x) => x.path === path)!.q;
      expect([q.get('start_date'), q.get('end_date'), q.get('entries')], path).toEqual([from, to, '-1']);
    }
    expect(within(section).getByRole('link', { name: 'Open vendor performance' })).toHaveAttribute('href', `/performance-vendor?from=${from}&to=${to}`);
  });

  it("a view's Table shows the API's figures, '–' where there is nothing to divide by", async () => {
    renderDashboard();
    const view = await waitFor(() => sectionOf('Assignment accuracy and rates', 3));
    fireEvent.click(within(view).getByRole('button', { name: 'Table' }));
    const table = within(view).getByRole('table', { name: 'Assignment accuracy and rates' });
    expect(within(table).getByRole('row', { name: /CV Trans Andalas/ })).toHaveTextContent('623150%66,67%50%');
    expect(within(table).getByRole('row', { name: /PT Vendor Baru/ })).toHaveTextContent('10000%––');
    expect(view.querySelector('svg.recharts-surface')).toBeNull();
  });

  it("a vendor's bar opens the performance screen narrowed to that vendor and the period", async () => {
    renderDashboard();
    const netto = await chartOf('Netto picked up and dropped off, and the loss');
    // PT Vendor Baru picked up nothing: its column (the band behind its bar) is what can be clicked.
    fireEvent.click(netto.querySelectorAll('.recharts-bar-background-rectangle')[1]!);
    expect(await screen.findByRole('status', { name: 'opened' })).toHaveTextContent(`/performance-vendor?vendor=9&from=${from}&to=${to}`);
  });

  it('says once that the period has no figures, instead of empty charts', async () => {
    fixtures.vendors = [transporterRowOf(rateRowOf(9, 'PT Vendor Baru', {}), {})];
    fixtures.rates = [rateRowOf(9, 'PT Vendor Baru', {})];
    renderDashboard();
    const section = await waitFor(() => sectionOf('Vendor performance', 2));
    expect(await within(section).findByText('No vendor figures for this period.')).toBeInTheDocument();
    expect(section.querySelector('.recharts-wrapper')).toBeNull();
    expect(within(section).queryByRole('heading', { level: 3 })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Open vendor performance' })).toBeInTheDocument();
  });

  it('takes a period of its own, kept in the address: the calls and the link ask it; "Last 30 days" goes back; an end before the start is said and nothing asked', async () => {
    renderAdmin('/dashboard?from=2026-01-01&to=2026-03-31', {}, [<Resource key="dashboard" name="dashboard" list={LspDashboard} />], 'en');
    const section = await waitFor(() => sectionOf('Vendor performance', 2));
    expect(section).toHaveTextContent('2026-01-01 to 2026-03-31 (WIB).');
    await chartOf('Netto picked up and dropped off, and the loss');
    for (const path of ['performance-vendor', 'performance-vendor-acceptance-rate']) {
      const q = queries.findLast((x) => x.path === path)!.q;
      expect([q.get('start_date'), q.get('end_date')], path).toEqual(['2026-01-01', '2026-03-31']);
    }
    expect(within(section).getByRole('link', { name: 'Open vendor performance' })).toHaveAttribute('href', '/performance-vendor?from=2026-01-01&to=2026-03-31');
    expect(within(section).getByLabelText('From date')).toHaveValue('2026-01-01');

    // The end moved before the start: said in the section's words, no call made for it.
    const asked = queries.length;
    fireEvent.change(within(section).getByLabelText('To date'), { target: { value: '2025-12-01' } });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The end date must be on or after the start date, at most 366 days later.');
    expect(queries.slice(asked).some((x) => x.q.get('end_date') === '2025-12-01')).toBe(false);
    expect(section.querySelector('.recharts-wrapper')).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(section).toHaveTextContent(`The last 30 days (WIB), ${from} to ${to}.`));
    expect(within(section).getByRole('button', { name: 'Last 30 days' })).toBeDisabled();
    expect(within(section).getByLabelText('From date')).toHaveValue('');
  });

  it('speaks Indonesian under /id', async () => {
    renderDashboard('id');
    const section = await waitFor(() => sectionOf('Kinerja vendor', 2));
    expect(section).toHaveTextContent(`30 hari terakhir (WIB), ${from} sampai ${to}.`);
    const rateChart = await chartOf('Akurasi penugasan dan tingkatnya');
    expect(rateChart).toHaveTextContent('Tingkat komitmen');
    expect(within(section).getByRole('link', { name: 'Buka kinerja vendor' })).toBeInTheDocument();
  });
});
