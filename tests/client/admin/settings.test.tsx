// /admin/setting (the sign-in switch, asked first) and /admin/setting/manage-user (row actions)
// against msw handlers speaking the real /v1/settings and /v1/users shapes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { UserRecord } from '../../../contract/users.ts';
import users from '../../../src/resources/users/index.tsx';
import { recordInto, userRow, type Sent } from '../account/handlers.ts';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { atWidth } from '../support/viewport.ts';

const sent: Sent[] = [];
let switchOn = false;
let rows: UserRecord[] = [];
const server = setupServer();
serveDuringTests(server, () => {
  sent.length = 0;
});

const handlers = [
  http.get('*/v1/settings/disable-user', () => HttpResponse.json({ data: { value: switchOn } })),
  http.put('*/v1/settings/set-disable-user', async ({ request }) => {
    await recordInto(sent, request);
    switchOn = (sent.at(-1)!.json as { value: boolean }).value;
    return HttpResponse.json({ message: 'Setting saved.', data: { value: switchOn } });
  }),
  http.get('*/v1/users/list-permission', () =>
    HttpResponse.json({ data: [{ id: 1, name: 'FULL_ACCESS', description: null }, { id: 2, name: 'READ_ONLY', description: null }] }),
  ),
  http.get('*/v1/users', () => HttpResponse.json({ data: rows, meta: { current_page: 1, last_page: 1, total: rows.length } })),
  http.put('*/v1/users/enable-user/:id', async ({ request, params }) => {
    await recordInto(sent, request);
    const enabled = (sent.at(-1)!.json as { enabled: boolean }).enabled;
    rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, is_disabled: !enabled } : r));
    return HttpResponse.json({ message: 'User disabled.', data: rows.find((r) => r.id === Number(params.id)) });
  }),
  http.put('*/v1/users/update-permission/:id', async ({ request, params }) => {
    await recordInto(sent, request);
    const permission = (sent.at(-1)!.json as { permission_id: number }).permission_id;
    rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, permission_id: permission } : r));
    return HttpResponse.json({ message: 'Updated successfully.', data: rows.find((r) => r.id === Number(params.id)) });
  }),
  http.post('*/v1/users/:id/end-session', async ({ request }) => {
    await recordInto(sent, request);
    return HttpResponse.json({ message: 'Session ended.' });
  }),
];

function renderApp(path: string, locale: 'en' | 'id' = 'en') {
  server.use(...handlers);
  // The admin area's users: the setting and its users list at setting/manage-user.
  return renderResources(path, variantOf(users, 'ADMIN'), locale);
}

describe('admin setting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current switch, asks before turning it on and toasts the server message', async () => {
    switchOn = false;
    renderApp('/setting');
    const toggle = await screen.findByRole('switch', { name: 'Disable sign-in for all non-admin users' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/setting/manage-user');

    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/signed out now and refused sign-in/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(0);

    fireEvent.click(toggle);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Setting saved.')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', path: '/v1/settings/set-disable-user', json: { value: true } });
    await waitFor(() => expect(toggle).toBeChecked());

    fireEvent.click(toggle);
    expect(within(await screen.findByRole('dialog')).getByText('Allow sign-in again?')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.at(-1)).toMatchObject({ json: { value: false } });
  });

  it('keeps the words on the Manage users link on a phone, in both languages (issue 22)', async () => {
    atWidth(360);
    renderApp('/setting');
    expect(await screen.findByRole('link', { name: 'Manage users' })).toHaveTextContent('Manage users');
    cleanup();
    renderApp('/setting', 'id');
    expect(await screen.findByRole('link', { name: 'Kelola pengguna' })).toHaveTextContent('Kelola pengguna');
  });

  it('disables a user, sets a permission and ends a session, refreshing the row', async () => {
    rows = [userRow(), userRow({ id: 2, name: 'Siti Aminah', email: 'siti@vendor.test', role: 'SHIPMENT_COMPANY' })];
    renderApp('/setting/manage-user');
    expect(await screen.findByText('Siti Aminah')).toBeInTheDocument();
    const siti = screen.getByText('Siti Aminah').closest('tr')!;
    expect(within(siti).getByText('Shipping company')).toBeInTheDocument();
    expect(within(siti).getByText('Active')).toBeInTheDocument();

    // Asked first, naming the user; Cancel changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Disable Siti Aminah' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disable Siti Aminah?' });
    expect(within(dialog).getByText('They are signed out at once and cannot sign in until enabled again.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(0);
    expect(within(siti).getByText('Active')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Disable Siti Aminah' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Enable Siti Aminah' })).toBeInTheDocument();
    expect(await screen.findByText('User disabled.')).toBeInTheDocument();
    expect(within(screen.getByText('Siti Aminah').closest('tr')!).getByText('Disabled')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', path: '/v1/users/enable-user/2', json: { enabled: false } });

    const select = screen.getByRole('combobox', { name: 'Permission of Siti Aminah' });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Read only' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ path: '/v1/users/update-permission/2', json: { permission_id: 2 } }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Permission of Siti Aminah' })).toHaveTextContent('Read only'));

    fireEvent.click(screen.getByRole('button', { name: 'End session of Siti Aminah' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('End the session of Siti Aminah?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The toast waits behind the earlier ones; the call is what matters here.
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/v1/users/2/end-session' }));
  });

  it('speaks Indonesian under /id', async () => {
    renderApp('/setting', 'id');
    expect(await screen.findByRole('switch', { name: 'Nonaktifkan masuk untuk semua pengguna non-admin' })).toBeInTheDocument();
  });

  it('asks before enabling a disabled user again (in Indonesian too), then sends enabled=true', async () => {
    rows = [userRow({ id: 4, name: 'Rina Kusuma', is_disabled: true })];
    renderApp('/setting/manage-user', 'id');
    fireEvent.click(await screen.findByRole('button', { name: 'Aktifkan Rina Kusuma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aktifkan Rina Kusuma?' });
    expect(within(dialog).getByText('Rina Kusuma dapat masuk kembali.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Aktifkan Rina Kusuma' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'PUT', path: '/v1/users/enable-user/4', json: { enabled: true } }));
    expect(await screen.findByRole('button', { name: 'Nonaktifkan Rina Kusuma' })).toBeInTheDocument();
  });
});
