// The administrator's mirroring log and the weighbridge log's "Push again" against msw: an exchange
// reads as what, how it went, with whom and the records it concerns; the filters are sent with the
// list conventions' names; selected weighbridge entries are pushed after a confirmation, and the
// server's answer is the toast.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { LogRow } from '../../../contract/logs.ts';
import type { MirroringRow } from '../../../contract/mirroring.ts';
import { MirroringLogPage } from '../../../src/custom/mirroring-log/MirroringLogPage.tsx';
import { mirroringQuery, MIRRORING_PARAMS, type MirroringParams } from '../../../src/custom/mirroring-log/params.ts';
import { WbLogPage } from '../../../src/custom/wb-log/WbLogPage.tsx';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const pushed: MirroringRow = { id: 9, direction: 'OUT', kind: 'WB_PUSH', counterpart: 'push.example.com', outcome: 'FAILED', reason: 'HTTP 500: down', related: { log_id: 5, ticket_number: 'M-77' }, request_id: 'req-7', created_at: '2026-11-20T01:05:00.000Z' };
const received: MirroringRow = { id: 8, direction: 'IN', kind: 'WB_MACHINE_TICKET', counterpart: 'PKS Kandis scale', outcome: 'OK', reason: 'MATCHED', related: { machine_ticket_id: 3 }, request_id: null, created_at: '2026-11-20T01:00:00.000Z' };
const data = { ticket_number: 'M-77', kind: 'LOAD' as const, source: 'AUTO' as const, netto: '29870.500', plate_number: 'BM 8123 TU', driver: null, transporter: null, commodity: null, pickup: null, dropoff: null, do_numbers: [], shipment: null, correction_reason: null };
const logs: LogRow[] = [5, 6].map((id) => ({ id, type: 'WB_TICKET', body: JSON.stringify({ ...data, ticket_number: `M-${id}` }), data: { ...data, ticket_number: `M-${id}` }, logistics_service_provider: null, created_at: '2026-11-20T01:05:00.000Z' }));
const queries: URLSearchParams[] = [];
const bodies: unknown[] = [];
const server = setupServer(
  http.get('*/v1/logs/mirroring', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: [pushed, received], meta: { current_page: 1, last_page: 1, total: 2 } });
  }),
  http.get('*/v1/logs', () => HttpResponse.json({ data: logs, meta: { current_page: 1, last_page: 1, total: 2 } })),
  http.post('*/v1/logs/weighbridge-push-v2', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ message: 'Weighbridge logs pushed again: 2 sent, 0 failed.', pushed: 2, failed: 0 });
  }),
);
serveDuringTests(server, () => {
  queries.splice(0);
  bodies.splice(0);
});

describe('the mirroring log', () => {
  it('reads an exchange as what, how it went, with whom and the records it concerns', async () => {
    renderAdmin('/activity-mirroring-log', {}, <Resource name="activity-mirroring-log" list={MirroringLogPage} />);
    const [first, second] = within(await screen.findByRole('list', { name: 'Activity mirroring log' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Failed');
    expect(first).toHaveTextContent('Weighbridge log pushed');
    expect(first).toHaveTextContent('To push.example.com · HTTP 500: down');
    expect(first).toHaveTextContent('log #5 · ticket M-77');
    expect(first).toHaveTextContent('2026-11-20 08:05 WIB · Request req-7');
    expect(second).toHaveTextContent('Succeeded');
    expect(second).toHaveTextContent('From PKS Kandis scale · recorded on its truck');
    expect(second).toHaveTextContent('machine ticket #3');
    expect(screen.getByRole('status')).toHaveTextContent('2 exchanges');
  });

  it('sends the search after a pause in typing', async () => {
    renderAdmin('/activity-mirroring-log', {}, <Resource name="activity-mirroring-log" list={MirroringLogPage} />);
    await screen.findByRole('list', { name: 'Activity mirroring log' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search counterpart, reason or records' }), { target: { value: 'M-77' } });
    await waitFor(() => expect(queries.at(-1)?.get('search_key')).toBe('M-77'));
  });

  it('makes the query from the address, leaving out what the server would refuse', () => {
    const p = { ...(Object.fromEntries(MIRRORING_PARAMS.map((n) => [n, ''])) as MirroringParams), kind: 'WB_PUSH', outcome: 'MAYBE', from: '2026-11-01', to: 'soon', page: '3' };
    expect(mirroringQuery(p)).toEqual({ page: 3, entries: 15, filter_columns: 'kind', filter_keys: 'WB_PUSH', filter_date_column: 'created_at', filter_date_start: '2026-11-01' });
    expect(mirroringQuery({ ...p, outcome: 'FAILED' })).toMatchObject({ filter_columns: 'kind,outcome', filter_keys: 'WB_PUSH,FAILED' });
  });
});

describe("the weighbridge log's push again", () => {
  it('pushes the selected entries after a confirmation and says how it went', async () => {
    renderAdmin('/wb-activity-log', {}, <Resource name="wb-activity-log" list={WbLogPage} />);
    await screen.findByRole('list', { name: 'Weighbridge activity log' });
    const push = screen.getByRole('button', { name: 'Push again' });
    expect(push).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ticket M-5' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ticket M-6' }));
    expect(screen.getByText('2 entries selected')).toBeInTheDocument();
    fireEvent.click(push);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Push 2 weighbridge entries again?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Push again' }));
    await waitFor(() => expect(bodies).toEqual([{ log_ids: [5, 6] }]));
    expect(await screen.findByText('Weighbridge logs pushed again: 2 sent, 0 failed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select ticket M-5' })).not.toBeChecked());
  });
});
