// The LSP's export files against msw speaking /v1/exports: an entry reads as its name, state,
// rows, size, filters (named in the reader's language) and who asked; a running one shows its
// progress; Download asks for the file of a ready one; Delete asks first, then deletes; the state
// filter is sent with the list conventions' names.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { ExportFileRow } from '../../../contract/exports.ts';
import { ExportFilesPage } from '../../../src/custom/export-files/ExportFilesPage.tsx';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const base = { kind: 'INCOMING_TRUCKS' as const, error: null, created_by: { id: 3, name: 'Rina Kartika' }, created_at: '2026-11-20T01:05:00.000Z' };
const ready: ExportFileRow = { ...base, id: 7, name: 'incoming-trucks-2026-11-20.xlsx', filters: { incoming_type: 'PICKUP' }, status: 'DONE', progress: 100, rows: 1250, size: 2_621_440, finished_at: '2026-11-20T01:05:09.000Z' };
const running: ExportFileRow = { ...base, id: 8, name: 'incoming-trucks-2026-11-21.xlsx', filters: {}, status: 'RUNNING', progress: 40, rows: 400, size: null, finished_at: null };
const report: ExportFileRow = { ...base, kind: 'PERFORMANCE_VENDOR', id: 9, name: 'performance-vendor-2026-03-14.xlsx', filters: { start_date: '2026-03-14', end_date: '2026-03-14', vendor: 7 }, status: 'DONE', progress: 100, rows: 3, size: 6000, finished_at: '2026-11-20T01:05:09.000Z' };
const alerts: ExportFileRow = { ...base, kind: 'GEOFENCE_ALERTS', id: 10, name: 'geofence-alerts-2026-03-14.xlsx', filters: { filter_columns: 'type', filter_keys: 'geofence_mafia' }, status: 'QUEUED', progress: 0, rows: null, size: null, finished_at: null };
const queries: URLSearchParams[] = [];
const calls: string[] = [];
const server = setupServer(
  http.get('*/v1/exports', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: [running, ready, report, alerts], meta: { current_page: 1, last_page: 1, total: 4 } });
  }),
  http.get('*/v1/exports/7/file', () => {
    calls.push('file 7');
    return new HttpResponse(new TextEncoder().encode('xlsx'), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
  }),
  http.delete('*/v1/exports/7', () => {
    calls.push('delete 7');
    return HttpResponse.json({ message: 'The export was deleted.' });
  }),
);
serveDuringTests(server, () => (queries.splice(0), calls.splice(0)));

const entries = async (title = 'Export files') => within(await screen.findByRole('list', { name: title })).getAllByRole('listitem');

describe('the export files', () => {
  it('reads each export as its state, rows, size, filters and who asked, a running one with its progress', async () => {
    renderAdmin('/export-files', {}, <Resource name="export-files" list={ExportFilesPage} />);
    const [first, second] = await entries();
    expect(first).toHaveTextContent('Being written');
    expect(within(first!).getByRole('progressbar', { name: 'incoming-trucks-2026-11-21.xlsx: 40% written' })).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(second).toHaveTextContent('incoming-trucks-2026-11-20.xlsx');
    expect(second).toHaveTextContent('Ready');
    expect(second).toHaveTextContent('1.250 rows · 2,5 MB · Filters: heading to: PICKUP');
    expect(second).toHaveTextContent('Asked by Rina Kartika, 2026-11-20 08:05 WIB');
  });

  it('downloads a ready export and deletes one after asking', async () => {
    renderAdmin('/export-files', {}, <Resource name="export-files" list={ExportFilesPage} />);
    const [, second] = await entries();
    fireEvent.click(within(second!).getByRole('button', { name: 'Download incoming-trucks-2026-11-20.xlsx' }));
    await waitFor(() => expect(calls).toContain('file 7'));
    fireEvent.click(within(second!).getByRole('button', { name: 'Delete incoming-trucks-2026-11-20.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete incoming-trucks-2026-11-20.xlsx?' });
    expect(calls).not.toContain('delete 7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('delete 7'));
  });

  it("names each kind and its filters in the reader's language", async () => {
    renderAdmin('/export-files', {}, <Resource name="export-files" list={ExportFilesPage} />);
    const [, , perf, fence] = await entries();
    expect(perf).toHaveTextContent('Transporter report');
    expect(perf).toHaveTextContent('3 rows · 6 kB · Filters: from: 2026-03-14, to: 2026-03-14, vendor: 7');
    expect(fence).toHaveTextContent('Geofence alerts');
    expect(fence).toHaveTextContent('Filters: filtered on: type, filter values: geofence_mafia');
  });

  it('speaks Indonesian under /id', async () => {
    renderAdmin('/export-files', {}, <Resource name="export-files" list={ExportFilesPage} />, 'id');
    const [, , perf, fence] = await entries('File ekspor');
    expect(perf).toHaveTextContent('Laporan transporter');
    expect(perf).toHaveTextContent('3 baris · 6 kB · Filter: dari: 2026-03-14, sampai: 2026-03-14, vendor: 7');
    expect(fence).toHaveTextContent('Peringatan geofence');
    expect(fence).toHaveTextContent('Filter: difilter pada: type, nilai filter: geofence_mafia');
  });

  it('sends the state filter with the list names', async () => {
    renderAdmin('/export-files?status=FAILED', {}, <Resource name="export-files" list={ExportFilesPage} />);
    await entries();
    expect(queries.at(-1)?.get('filter_columns')).toBe('status');
    expect(queries.at(-1)?.get('filter_keys')).toBe('FAILED');
  });
});
