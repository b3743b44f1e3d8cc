// The browser-notification question after sign-in (spec 1 §1) and the token registration.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nContextProvider } from 'react-admin';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { notificationPrompt } from '../../../src/api/session.ts';
import { NotificationPermission } from '../../../src/layout/NotificationPermission.tsx';
import type { PushService } from '../../../src/push/pushService.ts';

const registered: unknown[] = [];
const server = setupServer(
  http.put('*/v1/auth/fcm-token', async ({ request }) => {
    registered.push(await request.json());
    return HttpResponse.json({ message: 'Saved.' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let permission: NotificationPermission;
const requestPermission = vi.fn(async () => (permission = 'granted'));
beforeEach(() => {
  localStorage.clear();
  registered.length = 0;
  requestPermission.mockClear();
  vi.stubGlobal('Notification', { get permission() { return permission; }, requestPermission });
});
afterEach(() => vi.unstubAllGlobals());

const push = async (): Promise<PushService | null> => ({ token: async () => 'browser-token-1' });
const renderAsk = (locale: 'en' | 'id' = 'en', loadPush = push) =>
  render(
    <I18nContextProvider value={makeI18nProvider(locale)}>
      <NotificationPermission loadPush={loadPush} />
    </I18nContextProvider>,
  );

describe('notification permission', () => {
  it('asks with the spec text; Request asks the browser and registers the token', async () => {
    permission = 'default';
    renderAsk();
    const dialog = await screen.findByRole('dialog', { name: 'Requesting browser notification' });
    expect(dialog).toHaveTextContent('We need to access notification for better experience.');
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(registered).toEqual([{ fcm_token: 'browser-token-1' }]));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(notificationPrompt.done()).toBe(true);
  });

  it('Close (Tutup) asks nothing and registers nothing, and the question is not asked again', async () => {
    permission = 'default';
    const { unmount } = renderAsk('id');
    await screen.findByRole('dialog', { name: 'Meminta izin notifikasi browser' });
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestPermission).not.toHaveBeenCalled();
    unmount();
    renderAsk('id');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(registered).toEqual([]);
  });

  it('already granted: no question, the token is registered; without a push service nothing is sent', async () => {
    permission = 'granted';
    const { unmount } = renderAsk();
    await waitFor(() => expect(registered).toEqual([{ fcm_token: 'browser-token-1' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    localStorage.clear();
    registered.length = 0;
    renderAsk('en', async () => null);
    await new Promise((r) => setTimeout(r, 50));
    expect(registered).toEqual([]);
  });

  it('denied: the browser will not ask again, so neither do we', async () => {
    permission = 'denied';
    renderAsk();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
