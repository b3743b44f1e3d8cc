import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { session } from '../../../src/api/session.ts';
import { PASSWORD, handlers, profile } from './handlers.ts';
import { serveDuringTests } from '../support/msw.ts';
import { renderPublicAt } from './render.tsx';

const server = setupServer(...handlers);
serveDuringTests(server);

const LANDINGS = [
  '/admin/dashboard',
  '/vendor/dashboard',
  '/vendor/order-shipment/create-order',
  '/id/admin/dashboard',
];

const renderAt = (path: string) => renderPublicAt(path, Object.fromEntries(LANDINGS.map((landing) => [landing, `landed on ${landing}`])));

function signIn(email: string, password: string, submitLabel = 'Sign in', passwordLabel = /^Password/) {
  fireEvent.change(screen.getByRole('textbox', { name: /e-mail/i }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(passwordLabel, { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: submitLabel }));
}

describe('login page', () => {
  it('shows the server refusal for a driver and stays signed out', async () => {
    renderAt('/login');
    signIn('driver@lsi.test', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent("You're not able to login with this role.");
    expect(session.token()).toBeNull();
  });

  it('shows the refusal in Indonesian under /id', async () => {
    renderAt('/id/login');
    signIn('driver@lsi.test', PASSWORD, 'Masuk', /^Kata sandi/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Anda tidak dapat masuk dengan peran ini.');
  });

  it('validates the form before calling the server', async () => {
    renderAt('/login');
    signIn('not-an-email', '');
    expect(await screen.findByText('Invalid e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Required.')).toBeInTheDocument();
  });

  it('signs in and goes to the landing page of the role', async () => {
    renderAt('/login');
    signIn('vendor@lsi.test', PASSWORD);
    expect(await screen.findByText('landed on /vendor/order-shipment/create-order')).toBeInTheDocument();
    expect(session.token()).toBe('token-5');
    expect(session.user()?.role).toBe('VENDOR');
  });

  it('keeps the language on success', async () => {
    renderAt('/id/login');
    signIn('admin@lsi.test', PASSWORD, 'Masuk', /^Kata sandi/);
    expect(await screen.findByText('landed on /id/admin/dashboard')).toBeInTheDocument();
  });

  it('shows a wrong password message', async () => {
    renderAt('/login');
    signIn('vendor@lsi.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
  });

  it('sends an already signed-in user to the page of the role', async () => {
    session.save('token-5', profile({ id: 5, role: 'VENDOR' }), 3600);
    renderAt('/login');
    expect(await screen.findByText('landed on /vendor/dashboard')).toBeInTheDocument();
  });

  it("wraps the provider's name instead of cutting it (a phone under /id, issue 22)", async () => {
    renderAt('/id/login');
    const name = await screen.findByText('PT Nusantara Logistik');
    const style = getComputedStyle(name);
    expect(name).not.toHaveClass('MuiTypography-noWrap');
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.overflowWrap).toBe('anywhere');
  });

  it('sets the page title', async () => {
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign in - LSI'));
  });
});
