// The LSP's Geofences screen against msw speaking /v1/geofences and /v1/alert/geofencing: a polygon
// drawn by clicking the map (with "Undo last point"), the server's field message shown under the
// field; the alert list's type filter sent as filter_columns=type&filter_keys=geofence_mafia, and
// only the actions the states table allows offered (a resolved alert none); a new geofence's map
// opening over the LSP's other geofences, an edited one's over itself; the alerts' export sent with
// the filters shown, its file saved or the server's message told (docs/exports.md).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { FenceMapViewProps } from '../../../src/custom/geofences/FenceMapView.tsx';
import { GeofencesPage } from '../../../src/custom/geofences/GeofencesPage.tsx';
import { fenceFirstView } from '../../../src/custom/geofences/areas.ts';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { savedFiles } from '../support/savedFiles.ts';

// The real map needs WebGL: this one is a button that "clicks" the next point of a triangle.
// It keeps the props it was first drawn with (where the real one opens its view).
let clicks = 0;
let firstProps: FenceMapViewProps | null = null;
vi.mock('../../../src/custom/geofences/FenceMapView.tsx', () => ({
  default: function FakeMap(props: FenceMapViewProps) {
    const { label, onPick } = props;
    firstProps ??= props;
    return (
      <button type="button" onClick={() => onPick([1 + clicks++ / 10, 101 + (clicks % 2) / 10])}>
        {label}
      </button>
    );
  },
}));

const alert = (id: number, status: string) => ({
  id, type: 'geofence_mafia', status, geofence: { id: 1, name: 'Gudang Liar Duri', kind: 'FORBIDDEN' }, track_id: 9, shipment: { id: 3, identity: 'SHP-2026-0003' },
  plate_number: `BM ${id} TA`, driver_name: 'Budi', vendor: { id: 2, name: 'CV Trans' }, latitude: 1.1, longitude: 101.6,
  started_at: '2026-11-20T01:00:00.000Z', raised_at: '2026-11-20T01:05:00.000Z', acknowledged_by: null, acknowledged_at: null, resolved_by: null, resolved_at: null,
});
const saved = savedFiles();
const exportQueries: URLSearchParams[] = [];
let exportQueued = false;
const posted: unknown[] = [];
const alertQueries: URLSearchParams[] = [];
const moved: string[] = [];
const server = setupServer(
  http.get('*/v1/geofences', () => HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } })),
  http.post('*/v1/geofences', async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ message: 'The data sent is not valid.', errors: { points: ['A polygon needs at least 3 different points.'] } }, { status: 422 });
  }),
  http.get('*/v1/alert/geofencing', ({ request }) => {
    alertQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: [alert(1, 'NEW'), alert(2, 'RESOLVED')], meta: { current_page: 1, last_page: 1, total: 2 } });
  }),
  http.get('*/v1/alert/geofencing/export-excel', ({ request }) => {
    exportQueries.push(new URL(request.url).searchParams);
    if (exportQueued) return HttpResponse.json({ message: 'The export "geofence-alerts-2026-11-20.xlsx" is being prepared: it is listed in Export files, where it can be downloaded once done.', data: {} }, { status: 202 });
    return new HttpResponse(new TextEncoder().encode('PK'), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
  }),
  http.put('*/v1/alert/geofencing/:id/:action', ({ params }) => {
    moved.push(`${String(params.id)} ${String(params.action)}`);
    return HttpResponse.json({ message: 'Alert acknowledged.', data: { ...alert(Number(params.id), 'ACKNOWLEDGED') } });
  }),
);
serveDuringTests(server, () => {
  posted.splice(0);
  alertQueries.splice(0);
  exportQueries.splice(0);
  exportQueued = false;
  moved.splice(0);
  clicks = 0;
  firstProps = null;
});

const renderPage = () => renderAdmin('/geofences', {}, <Resource name="geofences" list={GeofencesPage} />);

describe('the Geofences screen', () => {
  it('draws a polygon by clicking the map, undoes the last point, and shows the server\'s message on the field', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New geofence' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Kebun Rawan' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Shape' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Polygon' }));
    const map = await within(dialog).findByRole('button', { name: 'Map to draw the geofence on' });
    for (let i = 0; i < 4; i++) fireEvent.click(map);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo last point' }));
    const points = within(dialog).getByRole('textbox', { name: 'Points' }) as HTMLTextAreaElement;
    expect(points.value.split('\n')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'Kebun Rawan', kind: 'FORBIDDEN', shape: 'POLYGON', points: [[1, 101.1], [1.1, 101], [1.2, 101.1]] });
    expect(await within(dialog).findByText('A polygon needs at least 3 different points.')).toBeInTheDocument();
  });

  it("opens a new geofence's map over the other geofences, and an edited one's over itself", async () => {
    const fence = (id: number, name: string, extra: object) => ({ id, name, kind: 'MILL', dwell_seconds: 120, note: null, created_at: '2026-11-01T00:00:00.000Z', ...extra });
    server.use(
      http.get('*/v1/geofences', () =>
        HttpResponse.json({
          data: [
            fence(1, 'PKS Duri', { shape: 'CIRCLE', latitude: 1.25, longitude: 101.2, radius_m: 3000, points: null }),
            fence(2, 'Kebun Dumai', { shape: 'POLYGON', latitude: 1.65, longitude: 101.4, radius_m: null, points: [[1.6, 101.4], [1.7, 101.5], [1.65, 101.3]] }),
          ],
          meta: { current_page: 1, last_page: 1, total: 2 },
        }),
      ),
    );
    renderPage();
    await screen.findByText('PKS Duri');
    fireEvent.click(screen.getByRole('button', { name: 'New geofence' }));
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Map to draw the geofence on' });
    const opened = firstProps!;
    expect(opened.others?.map((a) => a.id)).toEqual(['1', '2']);
    const view = fenceFirstView(opened.shape, opened.center, opened.points, opened.others ?? []);
    expect(view).toMatchObject({ fitBoundsOptions: { padding: 48, maxZoom: 12 } });
    const [[west, south], [east, north]] = (view as { bounds: [[number, number], [number, number]] }).bounds;
    expect([west, south, east, north].map((n) => Math.round(n * 1000) / 1000)).toEqual([101.173, 1.223, 101.5, 1.7]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    firstProps = null;
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Map to draw the geofence on' });
    const edited = firstProps!;
    expect(edited.others?.map((a) => a.id)).toEqual(['2']);
    expect(fenceFirstView(edited.shape, edited.center, edited.points, edited.others ?? [])).toEqual({ latitude: 1.25, longitude: 101.2, zoom: 12 });
  });

  it('filters the alerts by type and offers only the actions the state allows', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Alerts' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Alert type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Stopped in a forbidden zone' }));
    await waitFor(() => expect(alertQueries.some((q) => q.get('filter_columns') === 'type' && q.get('filter_keys') === 'geofence_mafia')).toBe(true));
    const list = await screen.findByRole('list', { name: 'Alerts' });
    const [fresh, resolved] = within(list).getAllByRole('listitem');
    expect(within(fresh!).getByRole('button', { name: 'Acknowledge' })).toBeInTheDocument();
    expect(within(fresh!).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(within(resolved!).queryAllByRole('button')).toEqual([]);
    fireEvent.click(within(fresh!).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(moved).toEqual(['1 acknowledge']));
  });

  it('exports the alerts the filters show: the file saved and the toast, or the message of an export that goes on in the background', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Alerts' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Alert type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Stopped in a forbidden zone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toEqual(['geofence-alerts.xlsx']));
    expect(await screen.findByText('The alerts are downloaded. The spreadsheet is also kept in Export files.')).toBeInTheDocument();
    expect(Object.fromEntries(exportQueries[0]!)).toEqual({ filter_columns: 'type', filter_keys: 'geofence_mafia' });
    exportQueued = true;
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(/^The export "geofence-alerts-2026-11-20\.xlsx" is being prepared/)).toBeInTheDocument();
    expect(saved).toEqual(['geofence-alerts.xlsx']);
  });
});
