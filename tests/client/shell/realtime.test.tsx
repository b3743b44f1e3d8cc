// The realtime channel in an area's shell (src/realtime/LiveData.tsx over live.ts), with msw as the
// server: the bell's count is read again when the stream says a notification was written (no
// polling left), and a 401 on the stream signs out as any call's does (spec 1 §8): the user is
// forgotten, the live listener detached and the browser sent home.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { session } from '../../../src/api/session.ts';
import { liveListenerCleanups } from '../../../src/authProvider/liveListeners.ts';
import { installUnauthorizedHandler, resetUnauthorizedGuard, unauthorizedRedirect } from '../../../src/authProvider/unauthorized.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { AppHeader } from '../../../src/layout/AppHeader.tsx';
import { AreaContext, type AreaInfo } from '../../../src/layout/AreaContext.ts';
import { closeLiveSource } from '../../../src/realtime/live.ts';
import { LiveData } from '../../../src/realtime/LiveData.tsx';
import { profile } from '../../support/profile.ts';
import { serveDuringTests } from '../support/msw.ts';

const user = profile({ id: 41, role: 'LOGISTIC_SERVICE_PROVIDER' });
let unread = 0;
let unreadReads = 0;
/** What GET /v1/realtime answers: the events to send (then the stream stays open), or a status. */
let stream: { events: string[] } | { status: number } = { events: [] };
const lastEventIds: (string | null)[] = [];

const server = setupServer(
  http.get('*/v1/auth/profile', () => HttpResponse.json({ data: user })),
  http.get('*/v1/notifications/unread', () => {
    unreadReads++;
    return HttpResponse.json({ data: { unread } });
  }),
  http.get('*/v1/realtime', ({ request }) => {
    lastEventIds.push(request.headers.get('last-event-id'));
    if ('status' in stream) return HttpResponse.json({ message: 'Unauthorized' }, { status: stream.status });
    const events = stream.events;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const e of events) controller.enqueue(new TextEncoder().encode(e));
        request.signal.addEventListener('abort', () => controller.close());
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  }),
);
serveDuringTests(server, () => {
  lastEventIds.length = 0;
  unreadReads = 0;
});

let uninstall: () => void;
const redirects: string[] = [];
beforeEach(() => {
  session.save('token-41', user, 3600);
  localStorage.removeItem('lsi.realtime.41.last-event-id');
  uninstall = installUnauthorizedHandler();
  resetUnauthorizedGuard();
  unauthorizedRedirect.go = (path) => void redirects.push(path);
  redirects.length = 0;
});
afterEach(() => {
  closeLiveSource();
  uninstall();
  session.clear();
});

function renderShell() {
  const basename = '/logistic-service-provider';
  window.history.pushState({}, '', `${basename}/dashboard`);
  const area: AreaInfo = { role: 'LOGISTIC_SERVICE_PROVIDER', basename, locale: 'en', menu: [], screens: [], slugReads: {} };
  return render(
    <MemoryRouter initialEntries={[`${basename}/dashboard`]}>
      <AdminContext i18nProvider={makeI18nProvider('en')}>
        <AreaContext.Provider value={area}>
          <AppHeader isDesktop onOpenMenu={() => undefined} />
          <LiveData />
        </AreaContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const change = (id: number, table: string) => `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, table, operation: 'INSERT' })}\n\n`;

describe('the live shell', () => {
  it('reads the bell again when a notification of the user is written, once for a burst', async () => {
    unread = 0;
    stream = { events: [] };
    const view = renderShell();
    await screen.findByRole('button', { name: 'Open notifications' });
    await waitFor(() => expect(lastEventIds).toEqual([null]));
    const before = unreadReads;
    // The next stream (after this one is closed) carries three notifications and an order.
    unread = 3;
    stream = { events: [change(5, 'notifications'), change(6, 'notifications'), change(7, 'orders'), change(8, 'notifications')] };
    closeLiveSource();
    view.unmount();
    renderShell();
    expect(await screen.findByRole('button', { name: 'Open notifications (3 unread)' }, { timeout: 3000 })).toBeInTheDocument();
    expect(unreadReads - before).toBeLessThanOrEqual(2); // the mount's own read, and one for the burst
    expect(localStorage.getItem('lsi.realtime.41.last-event-id')).toBe('8');
  });

  it('a 401 on the stream signs out like any other call: user forgotten, listener detached, sent home', async () => {
    stream = { status: 401 };
    renderShell();
    await waitFor(() => expect(lastEventIds).toHaveLength(1));
    await waitFor(() => expect(redirects).toEqual(['/']));
    expect(session.token()).toBeNull();
    expect(liveListenerCleanups.size).toBe(0);
    expect(lastEventIds).toHaveLength(1);
  });

  it('a 403 (password to change first) closes the stream without asking again', async () => {
    stream = { status: 403 };
    renderShell();
    await waitFor(() => expect(lastEventIds).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 1200));
    expect(lastEventIds).toHaveLength(1);
    expect(redirects).toEqual([]);
    expect(session.token()).toBe('token-41');
  });
});
