// The users screens (one declaration for the vendor, LSP and shipping company areas) against msw
// handlers speaking the real /v1/users shapes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Resource } from 'react-admin';
import * as users from '../../../src/resources/users/index.tsx';
import { usersHandlers, userRow, type Sent } from './handlers.ts';
import { renderAdmin } from '../support/admin.tsx';

const sent: Sent[] = [];
const rows = [userRow(), userRow({ id: 2, name: 'Siti Aminah', email: 'siti@vendor.test' })];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function renderApp(path: string, locale: 'en' | 'id' = 'en') {
  server.use(...usersHandlers(rows, sent));
  return renderAdmin(path, { users: users.source }, <Resource name="users" list={users.UserList} create={users.UserCreate} edit={users.UserEdit} />, locale);
}

const last = (method: string) => sent.filter((s) => s.method === method).at(-1);

describe('users', { timeout: 20_000 }, () => {
  it('lists sorted by name and searches name, e-mail and phone', async () => {
    renderApp('/users');
    expect(await screen.findByText('Siti Aminah')).toBeInTheDocument();
    expect(last('GET')!.query.get('sort_column')).toBe('name');
    expect(screen.getByRole('link', { name: 'Edit Budi Santoso' })).toHaveAttribute('href', '/users/1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name, e-mail or phone' }), { target: { value: 'siti' } });
    await waitFor(() => expect(last('GET')!.query.get('search_key')).toBe('siti'));
    expect(last('GET')!.query.get('search_columns')).toBe('name,email,phone_number');
  });

  it('creates with a password and its confirmation, country code 62 by default', async () => {
    renderApp('/users/create');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Andi' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'andi@vendor.test' } });
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '8111' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-123' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'secret-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password not match.')).toBeInTheDocument();
    expect(last('POST')).toBeUndefined();
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(last('POST')).toBeDefined());
    expect(last('POST')!.form).toEqual({
      name: 'Andi',
      email: 'andi@vendor.test',
      phone_country_code: '62',
      phone_number: '8111',
      password: 'secret-123',
      password_confirmation: 'secret-123',
    });
  });

  it('edits a row found in the list, without a password unless one is typed', async () => {
    renderApp('/users/2');
    fireEvent.change(await screen.findByDisplayValue('Siti Aminah'), { target: { value: 'Siti A.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(last('POST')).toBeDefined());
    expect(last('POST')!.path).toBe('/v1/users/2');
    expect(last('POST')!.form).toMatchObject({ _method: 'PUT', name: 'Siti A.', email: 'siti@vendor.test' });
    expect(last('POST')!.form).not.toHaveProperty('password');
    expect(last('POST')!.form).not.toHaveProperty('avatar');
  });

  it('speaks Indonesian under /id', async () => {
    renderApp('/users', 'id');
    expect(await screen.findByRole('textbox', { name: 'Cari nama, e-mail, atau telepon' })).toBeInTheDocument();
  });
});
