// The vendor report screen against msw speaking GET /v1/vendor/report and
// /v1/vendor/report-order-shipment (and the lists its filters pick from): the rows as the API gives
// them (Indonesian number format, "–" with nothing to divide by), every filter sent with the spec's
// names and kept in the address, a vendor's name listing its requests one by one, the Indonesian
// texts, and a hand-edited address stripped of what the server would refuse.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { z } from 'zod';
import type { driverRecord } from '../../../contract/driver.ts';
import type { VendorReportRow } from '../../../contract/performance.ts';
import type { shipmentCompanyRecord } from '../../../contract/shipment-company.ts';
import type { ReportOrderShipmentRow } from '../../../contract/vendor-report.ts';
import { VendorReportPage } from '../../../src/custom/performance/report/VendorReportPage.tsx';
import { reportFiltersOf, reportQueryOf } from '../../../src/custom/performance/report/reportFilters.ts';
import { LOCATIONS, PRODUCTS } from '../orders/handlers.ts';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const row = (id: number, name: string, r: Partial<VendorReportRow>): VendorReportRow => ({
  vendor: { id, name },
  total_order_requested: 0,
  total_order_accepted: 0,
  order_acceptance_rate: null,
  total_netto_pickup: '0.000',
  total_netto_dropoff: '0.000',
  total_netto_loss: '0.000',
  netto_loss_percentage: null,
  total_shipment_track_trip: 0,
  total_order_trip: 0,
  ...r,
});
const andalas = row(7, 'CV Trans Andalas', { total_order_requested: 6, total_order_accepted: 3, order_acceptance_rate: '50.00', total_netto_pickup: '59741.000', total_netto_dropoff: '59590.250', total_netto_loss: '150.750', netto_loss_percentage: '0.25', total_shipment_track_trip: 2, total_order_trip: 3 });
const baru = row(9, 'PT Vendor Baru', { total_order_requested: 1, order_acceptance_rate: '0.00' });
const request = (id: number, status: ReportOrderShipmentRow['status'], r: Partial<ReportOrderShipmentRow>): ReportOrderShipmentRow => ({
  ...row(7, 'CV Trans Andalas', {}),
  id,
  requested_at: '2026-03-14T03:00:00.000Z',
  status,
  shipment: { id: 100 + id, identity: `SHP-${id}` },
  orders: [{ id: 200 + id, identity: `ORD-${id}` }],
  orders_total: 1,
  ...r,
});
const requests = [request(3, 'ACCEPTED', { total_order_requested: 1, total_order_accepted: 1 }), request(2, 'REJECTED', { total_order_requested: 2, order_acceptance_rate: '0.00', orders_total: 23 }), request(1, 'ACCEPTED', { total_order_requested: 3, total_order_accepted: 2, total_netto_pickup: '59741.000', total_netto_dropoff: '59590.250', total_netto_loss: '150.750', netto_loss_percentage: '0.25' })];
const company: z.input<typeof shipmentCompanyRecord> = {
  id: 3, name: 'PT Sawit Makmur', address: null, logo: null, logo_url: null, logistics_service_provider_id: 1, logistics_service_provider_name: 'LSP', logistics_service_provider_domain: 'lsp',
  is_blocked: false, loss_tolerance_type: null, loss_tolerance_value: null, loss_claim_price: null, created_at: '2026-03-01T03:00:00.000Z',
};
const driver: z.input<typeof driverRecord> = {
  id: 5, user_id: 50, user_name: 'Rudi Hartono', email: null, phone_country_code: null, phone_number: null, avatar: null, avatar_url: null, national_identity: '1471000000000001',
  is_blocked: false, vendor_id: 7, vendor: { id: 7, name: 'CV Trans Andalas' }, created_at: '2026-03-01T03:00:00.000Z',
};

const queries: { path: string; q: URLSearchParams }[] = [];
const paged = <T,>(data: T[]) => HttpResponse.json({ data, meta: { current_page: 1, last_page: 1, total: data.length } });
const server = setupServer(
  http.get('*/v1/vendor/report', ({ request: r }) => {
    const q = new URL(r.url).searchParams;
    queries.push({ path: 'report', q });
    return paged([andalas, baru].filter((v) => !q.get('vendor_id') || v.vendor.id === Number(q.get('vendor_id'))));
  }),
  http.get('*/v1/vendor/report/export-excel', ({ request: r }) => {
    queries.push({ path: 'export', q: new URL(r.url).searchParams });
    return HttpResponse.json({ message: 'The export "vendor-report-2026-03-14.xlsx" is being prepared: it is listed in Export files.' }, { status: 202 });
  }),
  http.get('*/v1/vendor/report-order-shipment', ({ request: r }) => {
    const q = new URL(r.url).searchParams;
    queries.push({ path: 'requests', q });
    return paged(q.get('vendor_id') === '7' ? requests : []);
  }),
  http.get('*/v1/pickup-dropoff', () => paged(LOCATIONS)),
  http.get('*/v1/product', () => paged(PRODUCTS)),
  http.get('*/v1/shipment-companies', () => paged([company])),
  http.get('*/v1/drivers', () => paged([driver])),
);
serveDuringTests(server, () => queries.splice(0));

const renderPage = (path = '/vendor-report?from=2026-03-14&to=2026-03-14', locale: 'en' | 'id' = 'en') => renderAdmin(path, {}, <Resource name="vendor-report" list={VendorReportPage} />, locale);
const lastReport = () => queries.filter((x) => x.path === 'report').at(-1)!.q;
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });

describe('the vendor report screen', () => {
  it('shows a row per vendor as the API answers it, the period sent with the spec names, every vendor at once', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(rowOf(table, 'CV Trans Andalas')).toHaveTextContent('6350%59.74159.590,25150,750,25%23');
    expect(rowOf(table, 'PT Vendor Baru')).toHaveTextContent('100%000–00');
    expect(within(table).getByRole('columnheader', { name: 'Trucks requested' })).toBeInTheDocument();
    const q = lastReport();
    expect([q.get('start_date'), q.get('end_date'), q.get('entries')]).toEqual(['2026-03-14', '2026-03-14', '-1']);
  });

  it('sends the freight and truck filters under "More filters", and a search in the chosen field', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Vendors' });
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    const mill = await screen.findByRole('combobox', { name: 'Mill (pickup)' });
    fireEvent.change(mill, { target: { value: LOCATIONS[0]!.name.slice(0, 4) } });
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(LOCATIONS[0]!.name) }));
    await waitFor(() => expect(lastReport().get('mill')).toBe(String(LOCATIONS[0]!.id)));
    // Only drop-off locations are refineries.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Refinery (drop-off)' }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Refinery (drop-off)' }), { key: 'ArrowDown' });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Refinery Dumai (REF-DUM)', 'Refinery Belawan (REF-BLW)']);
    fireEvent.click(options[1]!);
    await waitFor(() => expect(lastReport().get('refinery')).toBe('3'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Truck state' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Finished' }));
    await waitFor(() => expect(lastReport().get('status')).toBe('FINISHED'));
    expect(screen.getByRole('button', { name: 'Fewer filters' })).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search in' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shipment number' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by shipment number' }), { target: { value: 'SHP-2' } });
    await waitFor(() => expect(lastReport().get('search')).toBe('SHP-2'));
    expect(lastReport().get('filter_by')).toBe('SHIPMENT');
    expect(lastReport().get('mill')).toBe(String(LOCATIONS[0]!.id));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect([...lastReport().keys()]).toEqual(['entries']));
  });

  it("a vendor's name lists its requests one by one, with their states, orders and own figures", async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Vendors' });
    fireEvent.click(screen.getByRole('button', { name: "Show CV Trans Andalas's requests" }));
    const list = await screen.findByRole('table', { name: 'Requests of CV Trans Andalas' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('3 requests')).toBeInTheDocument();
    expect(rowOf(list, 'SHP-2')).toHaveTextContent('Rejected');
    expect(rowOf(list, 'SHP-2')).toHaveTextContent('ORD-2 (+22 more)');
    expect(rowOf(list, 'SHP-1')).toHaveTextContent('3259.74159.590,25150,75 kg (0,25%)');
    const q = queries.filter((x) => x.path === 'requests').at(-1)!.q;
    expect([q.get('vendor_id'), q.get('start_date'), q.get('entries'), q.get('page')]).toEqual(['7', '2026-03-14', '10', '1']);
    expect(lastReport().get('vendor_id')).toBe('7');
  });

  it('exports the rows of the filters shown, every vendor, and tells what the server answered', async () => {
    renderPage('/vendor-report?from=2026-03-14&to=2026-03-14&status=FINISHED');
    await screen.findByRole('table', { name: 'Vendors' });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(/vendor-report-2026-03-14\.xlsx" is being prepared/)).toBeInTheDocument();
    const q = queries.find((x) => x.path === 'export')!.q;
    expect(Object.fromEntries(q)).toEqual({ start_date: '2026-03-14', end_date: '2026-03-14', status: 'FINISHED' });
  });

  it('speaks Indonesian under /id', async () => {
    renderPage('/vendor-report?vendor=7', 'id');
    const table = await screen.findByRole('table', { name: 'Vendor' });
    expect(within(table).getByRole('columnheader', { name: 'Truk diminta' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Permintaan ke CV Trans Andalas' })).toHaveTextContent('Ditolak');
    expect(screen.getByRole('heading', { name: 'Laporan vendor', level: 1 })).toBeInTheDocument();
  });

  it('reads the filters from the address and drops what the server would refuse', () => {
    const f = reportFiltersOf(Object.fromEntries(new URLSearchParams('from=2026-03-01&to=soon&vendor=7&type=SOME&field=ORDER&search=ORD-9&mill=x&refinery=3&status=LOST&page=0')));
    expect(reportQueryOf(f)).toEqual({ entries: -1, start_date: '2026-03-01', vendor_id: '7', search: 'ORD-9', filter_by: 'ORDER', refinery: '3' });
    expect(f.page).toBe(1);
  });
});
