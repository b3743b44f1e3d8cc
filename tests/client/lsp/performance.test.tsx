// The LSP's vendor performance screen against msw speaking the four performance calls: the charts
// drawn for the API's rows (the pie without a vendor that picked up nothing), the Chart / Table
// toggle, the figures shown as the API gives them (Indonesian number format, "–" for a rate with
// nothing to divide by), a vendor's bar or name listing its truck assignments (drill-down), the
// state filter, the period kept in the address and sent with the spec's names, the Indonesian texts.
// jsdom lays nothing out: the charts' ResponsiveContainer starts at a fixed size here.
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { exportFiles } from '../../../contract/exports.ts';
import type { PerformanceDetailRow, RateRow } from '../../../contract/performance.ts';
import { PerformancePage } from '../../../src/custom/performance/PerformancePage.tsx';
import { detailQueryOf, filtersOf, vendorsQueryOf } from '../../../src/custom/performance/filters.ts';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { andalas, baru, vendorRows as allVendorRows } from '../support/performanceRows.ts';
import { savedFiles } from '../support/savedFiles.ts';

vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof import('recharts')>();
  const Sized = (props: ComponentProps<typeof recharts.ResponsiveContainer>) => <recharts.ResponsiveContainer {...props} initialDimension={{ width: 800, height: 320 }} />;
  return { ...recharts, ResponsiveContainer: Sized };
});
// A reader who asked for less motion: the charts draw at once (jsdom runs no animation frames).
vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }));

const vendorRows = allVendorRows();
const detail = (track_id: number, vendor: RateRow['vendor'], status: PerformanceDetailRow['status']): PerformanceDetailRow => ({
  track_id,
  status,
  ritase: 1,
  requested_at: '2026-03-14T03:00:00.000Z',
  shipment: { id: 1, identity: `SHP-${track_id}` },
  order: { id: 2, identity: `ORD-${track_id}` },
  vendor,
  plate_number: `BM ${track_id} TU`,
  driver_name: 'Rudi',
  load_source: status === 'FINISHED' ? 'AUTO' : null,
  pickup: status === 'FINISHED' ? '29870.500' : null,
  dropoff: status === 'FINISHED' ? '29800.000' : null,
  loss_kg: status === 'FINISHED' ? '70.500' : null,
  loss_percent: status === 'FINISHED' ? '0.24' : null,
});
const details = [detail(11, andalas.vendor, 'FINISHED'), detail(12, andalas.vendor, 'REMOVED'), detail(21, baru.vendor, 'ASSIGNED')];

/** What the vendor report's export answers when it goes on in the background (202: the record and a message). */
const queued: z.input<typeof exportFiles.start.response> = {
  message: 'The export "performance-vendor-report-2026-03-14.xlsx" is being prepared: it is listed in Export files, where it can be downloaded once done.',
  data: { id: 5, kind: 'PERFORMANCE_VENDOR_REPORT', name: 'performance-vendor-report-2026-03-14.xlsx', filters: { start_date: '2026-03-14', end_date: '2026-03-14' }, status: 'QUEUED', progress: 0, rows: null, size: null, error: null, created_by: { id: 3, name: 'Rina' }, created_at: '2026-03-14T03:00:00.000Z', finished_at: null },
};
let exportAnswer: 'file' | 'queued' | 'busy' = 'file';
const saved = savedFiles();
afterEach(() => {
  exportAnswer = 'file';
});

const queries: { path: string; q: URLSearchParams }[] = [];
const paged = <T,>(data: T[]) => HttpResponse.json({ data, meta: { current_page: 1, last_page: 1, total: data.length } });
const byVendor = <T extends { vendor: { id: number } }>(rows: T[], q: URLSearchParams) => rows.filter((r) => !q.get('vendor') || r.vendor.id === Number(q.get('vendor')));
const server = setupServer(
  http.get('*/v1/dashboard/lsp/:call', ({ request, params }) => {
    const q = new URL(request.url).searchParams;
    queries.push({ path: String(params.call), q });
    if (params.call === 'performance-vendor') return paged(byVendor(vendorRows, q));
    if (params.call === 'performance-vendor-acceptance-rate') return paged(byVendor([andalas, baru], q));
    if (String(params.call).endsWith('-export-excel')) {
      if (exportAnswer === 'busy') return HttpResponse.json({ message: 'Your organisation has 5 exports waiting or being written already.' }, { status: 429 });
      if (exportAnswer === 'queued') return HttpResponse.json(queued, { status: 202 });
      return new HttpResponse(new TextEncoder().encode('PK'), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    }
    if (params.call === 'performance-detail-order') return paged(byVendor(details, q).filter((r) => !q.get('status') || r.status === q.get('status')));
    return HttpResponse.json({ message: 'not here' }, { status: 404 });
  }),
);
serveDuringTests(server, () => queries.splice(0));

const renderPage = (path = '/performance-vendor?from=2026-03-14&to=2026-03-14', locale: 'en' | 'id' = 'en') =>
  renderAdmin(path, {}, <Resource name="performance-vendor" list={PerformancePage} />, locale);
const rowOf = (table: HTMLElement, vendor: string) => within(table).getByRole('row', { name: new RegExp(vendor) });
const sectionOf = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section')!;
/** The view's chart, once its lazy module has drawn it. */
const chartOf = async (title: string) => {
  const section = await waitFor(() => sectionOf(title));
  await waitFor(() => expect(section.querySelector('svg.recharts-surface')).not.toBeNull());
  return section;
};
const showTable = async (title: string) => {
  fireEvent.click(within(await waitFor(() => sectionOf(title))).getByRole('button', { name: 'Table' }));
  return screen.getByRole('table', { name: title });
};

describe('the vendor performance screen', () => {
  it('draws a chart per view for the API rows, named by its summary; the pie leaves out a vendor that picked up nothing', async () => {
    renderPage();
    const netto = await chartOf('Netto picked up and dropped off, and the loss');
    expect(within(netto).getByRole('img', { name: 'Netto picked up and dropped off, and the loss: 2 vendors; the highest Netto pickup (kg): CV Trans Andalas, 59.741.' })).toBeInTheDocument();
    // A column per vendor for each bar (pickup, drop-off), a line for the loss.
    expect(netto.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4);
    expect(netto.querySelectorAll('.recharts-line')).toHaveLength(1);
    expect(netto).toHaveTextContent('Netto drop-off (kg)');
    const trips = await chartOf('Delivery orders and trips finished');
    expect(trips.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4);
    const rateChart = await chartOf('Assignment accuracy and rates');
    expect(rateChart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(8);
    expect(rateChart.querySelectorAll('.recharts-line')).toHaveLength(3);
    expect(within(rateChart).getByRole('img')).toHaveAccessibleName(/the highest Request unit: CV Trans Andalas, 6\./);

    const pie = await chartOf('Share of the netto picked up');
    expect(pie.querySelectorAll('.recharts-pie-sector')).toHaveLength(1);
    expect(within(pie).getByRole('img')).toHaveAccessibleName(/1 vendor; .*CV Trans Andalas, 59\.741\./);
    expect(pie).not.toHaveTextContent('PT Vendor Baru');
    const shares = await showTable('Share of the netto picked up');
    expect(within(shares).getAllByRole('row')).toHaveLength(2);
    expect(rowOf(shares, 'CV Trans Andalas')).toHaveTextContent('59.741100%');
  });

  it('a view turns from its chart to its table and back', async () => {
    renderPage();
    const section = await chartOf('Delivery orders and trips finished');
    const toggle = within(section).getByRole('group', { name: 'Delivery orders and trips finished: chart or table' });
    expect(within(toggle).getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(toggle).getByRole('button', { name: 'Table' }));
    expect(within(toggle).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByRole('table', { name: 'Delivery orders and trips finished' })).toBeInTheDocument();
    expect(section.querySelector('svg.recharts-surface')).toBeNull();
    fireEvent.click(within(toggle).getByRole('button', { name: 'Chart' }));
    expect(within(section).queryByRole('table')).toBeNull();
    await waitFor(() => expect(section.querySelector('svg.recharts-surface')).not.toBeNull());
  });

  it("clicking a vendor's bar sets the vendor filter: its truck assignments only", async () => {
    renderPage();
    const list = await screen.findByRole('table', { name: 'Truck assignments' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(4));
    const netto = await chartOf('Netto picked up and dropped off, and the loss');
    // PT Vendor Baru picked up nothing: its column (the band behind its bar) is what can be clicked.
    fireEvent.click(netto.querySelectorAll('.recharts-bar-background-rectangle')[1]!);
    await waitFor(() => expect(queries.at(-1)?.q.get('vendor')).toBe('9'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Truck assignments' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table', { name: 'Truck assignments' })).toHaveTextContent('SHP-21');
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('PT Vendor Baru');
  });

  it("shows each view's figures as the API answers them, '–' where there is nothing to divide by", async () => {
    renderPage();
    const netto = await showTable('Netto picked up and dropped off, and the loss');
    expect(rowOf(netto, 'CV Trans Andalas')).toHaveTextContent('59.74159.590,250,25%');
    expect(rowOf(netto, 'PT Vendor Baru')).toHaveTextContent('00–');
    const trips = await showTable('Delivery orders and trips finished');
    expect(rowOf(trips, 'CV Trans Andalas')).toHaveTextContent('32');
    const rateTable = await showTable('Assignment accuracy and rates');
    expect(rowOf(rateTable, 'CV Trans Andalas')).toHaveTextContent('623150%66,67%50%');
    expect(rowOf(rateTable, 'PT Vendor Baru')).toHaveTextContent('10000%––');
    // The period went to every call with the spec's names, the vendor rows whole.
    await waitFor(() => expect(queries.some((x) => x.path === 'performance-detail-order')).toBe(true));
    for (const { q } of queries) expect([q.get('start_date'), q.get('end_date')]).toEqual(['2026-03-14', '2026-03-14']);
    expect(queries.find((x) => x.path === 'performance-vendor')!.q.get('entries')).toBe('-1');
  });

  it("a vendor's name lists its truck assignments; the state filter narrows them", async () => {
    renderPage();
    const list = await screen.findByRole('table', { name: 'Truck assignments' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(4));
    await showTable('Assignment accuracy and rates');
    fireEvent.click(screen.getByRole('button', { name: "Show PT Vendor Baru's truck assignments" }));
    await waitFor(() => expect(queries.at(-1)?.q.get('vendor')).toBe('9'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Truck assignments' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table', { name: 'Truck assignments' })).toHaveTextContent('SHP-21');
    expect(screen.getByRole('table', { name: 'Truck assignments' })).not.toHaveTextContent('SHP-11');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Truck assignments' })).getAllByRole('row')).toHaveLength(4));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Removed' }));
    await waitFor(() => expect(queries.at(-1)?.q.get('status')).toBe('REMOVED'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Truck assignments' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table', { name: 'Truck assignments' })).toHaveTextContent('BM 12 TU');
  });

  it('exports the transporter report of the filters shown: the file saved and the toast; a queued export tells its message; a refusal its reason', async () => {
    renderPage('/performance-vendor?from=2026-03-14&to=2026-03-14&vendor=7&search=andalas');
    fireEvent.click(await screen.findByRole('button', { name: 'Export transporter report' }));
    await waitFor(() => expect(saved).toEqual(['performance-vendor.xlsx']));
    expect(await screen.findByText('The spreadsheet is downloaded. It is also kept in Export files.')).toBeInTheDocument();
    const asked = queries.find((x) => x.path === 'performance-vendor-export-excel')!.q;
    expect(Object.fromEntries(asked)).toEqual({ start_date: '2026-03-14', end_date: '2026-03-14', vendor: '7', search: 'andalas' });

    exportAnswer = 'queued';
    fireEvent.click(screen.getByRole('button', { name: 'Export vendor report' }));
    expect(await screen.findByText(queued.message)).toBeInTheDocument();
    expect(queries.some((x) => x.path === 'performance-vendor-report-export-excel')).toBe(true);
    expect(saved).toEqual(['performance-vendor.xlsx']);

    exportAnswer = 'busy';
    fireEvent.click(screen.getByRole('button', { name: 'Export vendor report' }));
    expect(await screen.findByText('Your organisation has 5 exports waiting or being written already.')).toBeInTheDocument();
  });

  it('speaks Indonesian under /id', async () => {
    renderPage(undefined, 'id');
    expect(await screen.findByRole('button', { name: 'Ekspor laporan transporter' })).toBeInTheDocument();
    const rateChart = await chartOf('Akurasi penugasan dan tingkatnya');
    expect(within(rateChart).getByRole('img')).toHaveAccessibleName(/^Akurasi penugasan dan tingkatnya: 2 vendor; Unit diminta tertinggi: CV Trans Andalas, 6\.$/);
    expect(rateChart).toHaveTextContent('Tingkat komitmen');
    fireEvent.click(within(rateChart).getByRole('button', { name: 'Tabel' }));
    const rateTable = screen.getByRole('table', { name: 'Akurasi penugasan dan tingkatnya' });
    expect(within(rateTable).getByRole('columnheader', { name: 'Tingkat penerimaan' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Penugasan truk' })).toHaveTextContent('Otomatis (jembatan timbang)');
  });

  it('reads the filters from the address and drops what the server would refuse', () => {
    const f = filtersOf(Object.fromEntries(new URLSearchParams('from=2026-03-01&to=tomorrow&vendor=x1&search=andalas&status=LOST&page=2')));
    expect(f).toEqual({ from: '2026-03-01', to: '', vendor: '', search: 'andalas', status: '', page: 2 });
    expect(vendorsQueryOf(f)).toEqual({ entries: -1, start_date: '2026-03-01', search: 'andalas' });
    expect(detailQueryOf({ ...f, vendor: '7', status: 'FINISHED' })).toEqual({ start_date: '2026-03-01', search: 'andalas', vendor: '7', entries: 10, page: 2, status: 'FINISHED' });
  });
});
