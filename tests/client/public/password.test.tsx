import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { session } from '../../../src/api/session.ts';
import { handlers, profile } from './handlers.ts';
import { serveDuringTests } from '../support/msw.ts';
import { renderPublicAt } from './render.tsx';

const sent: unknown[] = [];
const server = setupServer(
  ...handlers,
  http.post('/v1/users/change-passwords', async ({ request }) => {
    const body = (await request.json()) as { token: string };
    sent.push({ ...body, authorization: request.headers.get('authorization') });
    if (body.token === 'used') return HttpResponse.json({ message: 'token doesnt exist' }, { status: 422 });
    return HttpResponse.json({ message: 'Password changed successfully.' });
  }),
  http.post('/v1/users/forgot-password', () => HttpResponse.json({ message: 'sent' })),
  http.get('/v1/auth/profile', () => HttpResponse.json({ data: profile({ id: 6, role: 'VENDOR' }) })),
);
serveDuringTests(server, () => {
  sent.length = 0;
});

const renderAt = (path: string) => renderPublicAt(path, { '/vendor/order-shipment/create-order': 'vendor landing' });

// The page loads lazily: wait for its first field.
async function fillPasswords(password: string, confirmation: string) {
  fireEvent.change(await screen.findByLabelText(/^New password/, { selector: 'input' }), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('create new password', () => {
  it('checks length and confirmation with the shared rules', async () => {
    renderAt('/create-new-password?token=abc&email=a@lsi.test');
    await fillPasswords('short', 'other');
    expect(await screen.findByText('Min 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Password not match.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('changes the password with the link token and shows the success page', async () => {
    renderAt('/create-new-password?token=abc&email=a@lsi.test');
    await fillPasswords('new-password-1', 'new-password-1');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ token: 'abc', password: 'new-password-1', password_confirmation: 'new-password-1' });
  });

  it('goes to the link-expired page when the token is gone', async () => {
    renderAt('/create-new-password?token=used');
    await fillPasswords('new-password-1', 'new-password-1');
    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
  });

  it('does the forced change of a signed-in user with the session token', async () => {
    session.save('tok-6', profile({ id: 6, role: 'VENDOR', is_password_never_updated: true }), 3600);
    renderAt('/create-new-password');
    await fillPasswords('new-password-1', 'new-password-1');
    expect(await screen.findByText('vendor landing')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ token: 'session', authorization: 'Bearer tok-6' });
    expect(session.user()?.is_password_never_updated).toBe(false);
  });
});

describe('forgot password', () => {
  it('sends the request and shows the check-your-mail notice, in Indonesian', async () => {
    renderAt('/id/forgot-password');
    fireEvent.change(await screen.findByRole('textbox', { name: /e-mail/i }), { target: { value: 'vendor@lsi.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByRole('heading', { name: 'Periksa e-mail Anda' })).toBeInTheDocument();
    // The title follows the heading in an effect after that render: waited for, not read in the same tick.
    await waitFor(() => expect(document.title).toBe('Periksa e-mail Anda - LSI'));
  });
});

describe('language switch', () => {
  it('opens the same page in the other language and remembers the choice', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Bahasa Indonesia' }));
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(document.cookie).toContain('lsi_locale=id');
    expect(document.documentElement.lang).toBe('id');
  });

  it('shows the inspire page in both languages', async () => {
    renderAt('/id/inspire');
    expect(await screen.findByRole('heading', { name: 'Inspirasi' })).toBeInTheDocument();
  });
});
