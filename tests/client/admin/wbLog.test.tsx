// The administrator's weighbridge log against msw speaking /v1/logs: an entry reads as the ticket,
// the truck, the freight and when; the ticket as logged on demand; the named filters sent with the
// spec's names, and an address's bad values left out.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { LogRow } from '../../../contract/logs.ts';
import { WbLogPage } from '../../../src/custom/wb-log/WbLogPage.tsx';
import { wbLogQuery, WB_LOG_PARAMS, type WbLogParams } from '../../../src/custom/wb-log/params.ts';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const data = { ticket_number: 'M-77', kind: 'LOAD' as const, source: 'AUTO' as const, netto: '29870.500', plate_number: 'BM 8123 TU', driver: 'Rudi Hartono', transporter: 'CV Trans Andalas', commodity: 'Crude Palm Oil', pickup: 'PKS Kandis', dropoff: 'Refinery Dumai', do_numbers: ['ORD-2026-0007'], shipment: 'SHP-2026-0003', correction_reason: null };
const row: LogRow = { id: 5, type: 'WB_TICKET', body: JSON.stringify(data), data, logistics_service_provider: { id: 1, name: 'PT Nusantara Logistik' }, created_at: '2026-11-20T01:05:00.000Z' };
const queries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/v1/logs', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: [row], meta: { current_page: 1, last_page: 1, total: 1 } });
  }),
);
serveDuringTests(server, () => queries.splice(0));

describe('the weighbridge log', () => {
  it('reads an entry as the ticket, the truck and the freight, and shows the ticket as logged on demand', async () => {
    renderAdmin('/wb-activity-log', {}, <Resource name="wb-activity-log" list={WbLogPage} />);
    const [entry] = within(await screen.findByRole('list', { name: 'Weighbridge activity log' })).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Ticket entered');
    expect(entry).toHaveTextContent('Load ticket M-77');
    expect(entry).toHaveTextContent('from the weighbridge');
    expect(entry).toHaveTextContent('BM 8123 TU · Rudi Hartono · CV Trans Andalas');
    expect(entry).toHaveTextContent('Crude Palm Oil · PKS Kandis → Refinery Dumai');
    expect(entry).toHaveTextContent('DO ORD-2026-0007');
    expect(entry).toHaveTextContent('Shipment SHP-2026-0003 · PT Nusantara Logistik · 2026-11-20 08:05 WIB');
    fireEvent.click(within(entry!).getByRole('button', { name: 'Show the ticket as logged' }));
    expect(within(entry!).getByLabelText('The ticket as logged')).toHaveTextContent('"ticket_number": "M-77"');
  });

  it('sends a named filter after a pause in typing', async () => {
    renderAdmin('/wb-activity-log', {}, <Resource name="wb-activity-log" list={WbLogPage} />);
    await screen.findByRole('list', { name: 'Weighbridge activity log' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Plate number' }), { target: { value: 'BM 8123' } });
    await waitFor(() => expect(queries.at(-1)?.get('plate_number')).toBe('BM 8123'));
  });

  it('makes the query from the address, leaving out what the server would refuse', () => {
    const p = { ...(Object.fromEntries(WB_LOG_PARAMS.map((n) => [n, ''])) as WbLogParams), type: 'WB_UNMATCHED', from: '2026-11-01', to: 'soon', driver: ' Rudi ', page: '-2' };
    expect(wbLogQuery(p)).toEqual({ page: 1, entries: 15, filter_columns: 'type', filter_keys: 'WB_UNMATCHED', filter_date_column: 'created_at', filter_date_start: '2026-11-01', driver: 'Rudi' });
  });
});
