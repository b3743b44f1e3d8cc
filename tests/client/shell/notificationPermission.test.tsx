// The browser-notification question after sign-in (spec 1 §1) and the token registration.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nContextProvider } from 'react-admin';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { notificationPrompt } from '../../../src/api/session.ts';
import { NotificationPermission } from '../../../src/layout/NotificationPermission.tsx';
import type { PushService } from '../../../src/push/pushService.ts';
import { serveDuringTests } from '../support/msw.ts';

const registered: unknown[] = [];
const server = setupServer(
  http.put('*/v1/auth/fcm-token', async ({ request }) => {
    registered.push(await request.json());
    return HttpResponse.json({ message: 'Saved.' });
  }),
);
serveDuringTests(server);

let permission: NotificationPermission;
const requestPermission = vi.fn(async () => (permission = 'granted'));
beforeEach(() => {
  localStorage.clear();
  registered.length = 0;
  requestPermission.mockClear();
  vi.stubGlobal('Notification', { get permission() { return permission; }, requestPermission });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * For "nothing happens" checks: with fake timers installed before the render, runs every timer and
 * promise the component scheduled, whatever their delay, without waiting in real time. A dialog or
 * a request that came late would have come by now.
 */
const settle = () => act(async () => void (await vi.runAllTimersAsync()));

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
    // What decides: the prompt flag, read as done when the shell mounts again.
    vi.useFakeTimers();
    const done = vi.spyOn(notificationPrompt, 'done');
    const fetching = vi.spyOn(globalThis, 'fetch');
    renderAsk('id');
    await settle();
    expect(done).toHaveReturnedWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetching).not.toHaveBeenCalled();
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
    // What decides: the push service answering that there is none.
    vi.useFakeTimers();
    const noPushService = vi.fn(async (): Promise<PushService | null> => null);
    const fetching = vi.spyOn(globalThis, 'fetch');
    renderAsk('en', noPushService);
    await settle();
    expect(noPushService).toHaveBeenCalledOnce();
    await expect(noPushService.mock.results[0]!.value).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetching).not.toHaveBeenCalled();
  });

  it('denied: the browser will not ask again, so neither do we', async () => {
    permission = 'denied';
    // What decides: the browser's answer, read once; the question is then settled.
    vi.useFakeTimers();
    const loadPush = vi.fn(push);
    renderAsk('en', loadPush);
    await settle();
    expect(notificationPrompt.done()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(loadPush).not.toHaveBeenCalled();
  });
});
