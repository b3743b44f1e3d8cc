// Shell loose ends of spec 1 §1, §4 and §9: the 2px loading bar during any request, the
// network-error overlay that never outlives the outage, and the remembered language at /.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { request } from '../../../src/api/http.ts';
import { dataProviderEvents } from '../../../src/dataProvider/events.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { LOCALE_COOKIE, rememberLocale } from '../../../src/i18n/locale.ts';
import { LoadingBar } from '../../../src/layout/LoadingBar.tsx';
import { NETWORK_RETRY_DELAY_MS, NetworkErrorOverlay } from '../../../src/layout/NetworkErrorOverlay.tsx';
import { serveDuringTests } from '../support/msw.ts';
import { openApp, where } from '../support/app.tsx';

let online = true;
const server = setupServer(
  http.get('*/v1/notifications/unread', async () => {
    if (!online) return HttpResponse.error();
    await delay(50);
    return HttpResponse.json({ data: { unread: 0 } });
  }),
);
serveDuringTests(server, () => {
  online = true;
  vi.useRealTimers();
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
});

const unread = () => request(contract.notifications.unread);

describe('loading bar (spec 1 §9)', () => {
  it('shows a 2px bar while any request is in flight, also one react-admin did not make', async () => {
    render(
      <AdminContext i18nProvider={makeI18nProvider('en')}>
        <LoadingBar />
      </AdminContext>,
    );
    expect(screen.queryByTestId('loading-bar')).toBeNull();
    let answered: Promise<unknown>;
    act(() => void (answered = unread()));
    const bar = await screen.findByTestId('loading-bar');
    expect(getComputedStyle(bar).height).toBe('2px');
    expect(getComputedStyle(bar).position).toBe('fixed');
    await act(() => answered);
    await waitFor(() => expect(screen.queryByTestId('loading-bar')).toBeNull());
  });
});

function renderOverlay() {
  return render(
    <AdminContext i18nProvider={makeI18nProvider('en')}>
      <NetworkErrorOverlay />
    </AdminContext>,
  );
}

const overlay = () => screen.queryByRole('alertdialog');

describe('network-error overlay (spec 1 §4)', () => {
  it('retries the last action once after 5 s; when that fails too it says so and stays, until the browser is online again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    online = false;
    const replays = vi.fn(() => unread());
    dataProviderEvents.record(replays);
    renderOverlay();
    await act(() => unread().catch(() => undefined));
    expect(overlay()).toHaveTextContent('Trying again in a few seconds');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NETWORK_RETRY_DELAY_MS + 10);
    });
    expect(replays).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(overlay()).toHaveTextContent('The server still cannot be reached'));
    // No second automatic retry in the same outage.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NETWORK_RETRY_DELAY_MS * 3);
    });
    expect(replays).toHaveBeenCalledTimes(1);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(overlay()).toBeNull());
  });

  it('goes as soon as any request succeeds', async () => {
    online = false;
    renderOverlay();
    await act(() => unread().catch(() => undefined));
    expect(overlay()).not.toBeNull();
    online = true;
    await act(() => unread());
    await waitFor(() => expect(overlay()).toBeNull());
  });

  it('lets the user retry now or dismiss it', async () => {
    online = false;
    const replays = vi.fn(() => unread());
    dataProviderEvents.record(replays);
    renderOverlay();
    await act(() => unread().catch(() => undefined));
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(replays).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(overlay()).toBeNull());

    online = false;
    await act(() => unread().catch(() => undefined));
    expect(overlay()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(overlay()).toBeNull());
  });
});

describe('the remembered language (spec 1 §1: cookie, 365 days)', () => {
  const open = openApp;

  it('opens / in Indonesian for a user who chose Indonesian', async () => {
    rememberLocale('id');
    open('/');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/id\/login$/));
  });

  it('opens / in English without a choice', async () => {
    open('/');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/login$/));
  });

  it('opens / in English after choosing English, over an earlier Indonesian choice; /id stays Indonesian', async () => {
    rememberLocale('id');
    rememberLocale('en');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
    open('/');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/login$/));
    open('/id');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/id\/login$/));
  });
});
