// The 2px loading bar on the public pages (spec 1 §9 "during any request"), the areas' own
// component (src/layout/LoadingBar.tsx): on the sign-in, forgot-password and register pages while
// the host's branding is asked, and while a sign-in is on its way; gone once answered.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PASSWORD, handlers } from './handlers.ts';
import { serveDuringTests } from '../support/msw.ts';
import { renderPublicAt } from './render.tsx';

/** Answers held until the test lets them go. */
let release: () => void = () => undefined;
let held = Promise.resolve();
const hold = () => {
  held = new Promise((resolve) => (release = resolve));
};
const server = setupServer(
  http.get('/v1/personalization', async () => {
    await held;
    return HttpResponse.json({ data: null });
  }),
  http.post('/v1/auth/login', async () => {
    await held;
    return HttpResponse.json({ message: 'Wrong e-mail or password.' }, { status: 401 });
  }),
  ...handlers,
);
serveDuringTests(server);
afterEach(() => release());

const bar = () => screen.queryByTestId('loading-bar');

describe('the loading bar on the public pages', () => {
  it.each(['/login', '/forgot-password', '/register-vendor', '/id/login'])('%s: 2px at the top while the branding is asked, gone once answered', async (path) => {
    hold();
    renderPublicAt(path);
    const shown = await screen.findByTestId('loading-bar');
    expect(getComputedStyle(shown).height).toBe('2px');
    expect(getComputedStyle(shown).position).toBe('fixed');
    expect(getComputedStyle(shown).top).toBe('0px');
    release();
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('shows while a sign-in is on its way', async () => {
    renderPublicAt('/login');
    await waitFor(() => expect(bar()).toBeNull());
    hold();
    fireEvent.change(screen.getByRole('textbox', { name: /e-mail/i }), { target: { value: 'vendor@lsi.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('loading-bar')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(bar()).toBeNull();
  });
});
