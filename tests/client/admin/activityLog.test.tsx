// The administrator's user activity log against msw speaking /v1/log/activities: entries read as
// sentences (who, role and organisation, what and which records, WIB time, address), a change's
// fields before and after on demand, and the filters sent with the spec's names and kept in the URL.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import type { ActivityRow } from '../../../contract/activity-log.ts';
import { ActivityLogPage } from '../../../src/custom/activity-log/ActivityLogPage.tsx';
import { filtersOf, queryOf } from '../../../src/custom/activity-log/filters.ts';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const base = { record_keys: [], record_count: 1, changes: null, ip: '10.1.2.3', user_agent: null, request_id: 'req-1', created_at: '2026-11-20T01:05:00.000Z' };
const rows: ActivityRow[] = [
  {
    ...base,
    id: 2,
    type_activity: 'STATE_CHANGE',
    entity: 'orders',
    record_keys: ['41'],
    changes: { status: { before: 'PUBLISHED', after: 'CANCELLED' } },
    user: { id: 3, name: 'Rina Kusuma', email: 'lsp@lsi.test' },
    role: 'LOGISTIC_SERVICE_PROVIDER',
    organisation: { kind: 'LOGISTIC_SERVICE_PROVIDER', id: 1, name: 'PT Nusantara Logistik' },
  },
  { ...base, id: 1, type_activity: 'SIGN_IN', entity: null, user: { id: 1, name: 'Adi Pratama', email: 'admin@lsi.test' }, role: 'ADMIN', organisation: null, user_agent: 'Chrome 150' },
];
const queries: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/v1/log/activities', ({ request }) => {
    const q = new URL(request.url).searchParams;
    queries.push(q);
    const type = q.get('type_activity');
    const data = type ? rows.filter((r) => r.type_activity === type) : rows;
    return HttpResponse.json({ data, meta: { current_page: 1, last_page: 1, total: data.length } });
  }),
);
serveDuringTests(server, () => queries.splice(0));

const renderPage = (path = '/user-activity-log') => renderAdmin(path, {}, <Resource name="user-activity-log" list={ActivityLogPage} />);

describe('the user activity log', () => {
  it('reads each entry as who did what to which record, when and from where', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'User activity log' });
    const [change, signIn] = within(list).getAllByRole('listitem');
    expect(change).toHaveTextContent('Changed state');
    expect(change).toHaveTextContent('Order #41');
    expect(change).toHaveTextContent('Rina Kusuma · lsp@lsi.test');
    expect(change).toHaveTextContent('Logistic service provider · PT Nusantara Logistik');
    expect(change).toHaveTextContent('2026-11-20 08:05 WIB · From 10.1.2.3 · Request req-1');
    expect(signIn).toHaveTextContent('Signed in');
    expect(signIn).toHaveTextContent('Browser: Chrome 150');
    expect(within(signIn!).queryByRole('button', { name: 'Show changes' })).toBeNull();

    fireEvent.click(within(change!).getByRole('button', { name: 'Show changes' }));
    const table = within(change!).getByRole('table', { name: 'Changes of Order #41' });
    expect(within(table).getByRole('row', { name: /status/ })).toHaveTextContent('PUBLISHEDCANCELLED');
    expect(within(change!).getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends the type with the spec\'s name', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'User activity log' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Activity' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Signed in' }));
    await waitFor(() => expect(queries.at(-1)?.get('type_activity')).toBe('SIGN_IN'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'User activity log' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 activity');
  });

  it('reads filters from the address and drops what the server would refuse', () => {
    const f = filtersOf(Object.fromEntries(new URLSearchParams('search=rina&type=NOPE&from=2026-11-01&to=yesterday&page=-3')));
    expect(f).toEqual({ search: 'rina', type: '', from: '2026-11-01', to: '', page: 1 });
    expect(queryOf(f)).toEqual({ page: 1, per_page: 15, search: 'rina', from_date: '2026-11-01' });
  });
});
