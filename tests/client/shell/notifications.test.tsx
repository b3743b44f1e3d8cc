// The bell and its drawer (spec 1 §1-§2): the dot only when something is unread, the texts the
// server sends in the reader's language, the WB tab explained, read once seen, and an item opens a
// screen only when the area has that screen (no link to a page that does not exist).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { NotificationRow } from '../../../contract/notification.ts';
import { makeI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { AppHeader } from '../../../src/layout/AppHeader.tsx';
import { AreaContext, type AreaInfo } from '../../../src/layout/AreaContext.ts';
import { profile } from '../../support/profile.ts';
import { serveDuringTests } from '../support/msw.ts';

const TEXTS = {
  en: [
    { title: 'Load weight received', body: '<p>WB ticket <b>TK-24011</b>: net 29,870 kg.</p><img src=x onerror="alert(1)">' },
    { title: 'Vendor accepted the shipment', body: '<p>CV Trans Andalas accepted <b>SHP-2026-0002</b>.</p>' },
  ],
  id: [
    { title: 'Berat muat diterima', body: '<p>Tiket WB <b>TK-24011</b>: netto 29.870 kg.</p>' },
    { title: 'Vendor menerima pengiriman', body: '<p>CV Trans Andalas menerima <b>SHP-2026-0002</b>.</p>' },
  ],
};

let unread = 0;
const marked: unknown[] = [];
const rows = (lang: 'en' | 'id'): NotificationRow[] => [
  { id: 11, ...TEXTS[lang][0]!, tag: 'WEIGHTBRIDGE', shipment_id: 4, read_at: unread ? null : '2026-03-10T01:00:00.000Z', created_at: '2026-03-10T02:00:00.000Z' },
  { id: 12, ...TEXTS[lang][1]!, tag: 'SHIPMENT', shipment_id: 4, read_at: '2026-03-09T01:00:00.000Z', created_at: '2026-03-09T02:00:00.000Z' },
];

const server = setupServer(
  http.get('*/v1/auth/profile', () => HttpResponse.json({ data: profile({ role: 'LOGISTIC_SERVICE_PROVIDER' }) })),
  http.get('*/v1/notifications/unread', () => HttpResponse.json({ data: { unread } })),
  http.put('*/v1/notifications/read', async ({ request }) => {
    marked.push(await request.json());
    unread = 0;
    return HttpResponse.json({ data: { unread } });
  }),
  http.get('*/v1/notifications', ({ request }) => {
    const lang = request.headers.get('accept-language') === 'id' ? 'id' : 'en';
    return HttpResponse.json({ data: rows(lang), meta: { current_page: 1, last_page: 1, total: 2 } });
  }),
);
serveDuringTests(server, () => {
  marked.length = 0;
  window.history.pushState({}, '', '/');
});

function renderHeader({ locale = 'en', screens = [] }: { locale?: 'en' | 'id'; screens?: string[] } = {}) {
  const basename = locale === 'id' ? '/id/logistic-service-provider' : '/logistic-service-provider';
  // The HTTP client sends the language of the page's URL.
  window.history.pushState({}, '', `${basename}/dashboard`);
  const area: AreaInfo = { role: 'LOGISTIC_SERVICE_PROVIDER', basename, locale, menu: [], screens };
  return render(
    <MemoryRouter initialEntries={[`${basename}/dashboard`]}>
      <AdminContext i18nProvider={makeI18nProvider(locale)}>
        <AreaContext.Provider value={area}>
          <AppHeader isDesktop onOpenMenu={() => undefined} />
          <Routes>
            <Route path="*" element={null} />
            <Route path={`${basename}/order-shipment/history-order/detail-history-order/:id`} element={<p>Shipment detail</p>} />
          </Routes>
        </AreaContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const dot = () => screen.getByTestId('bell-dot').querySelector('.MuiBadge-badge')!;

/** Clicks the bell and answers the drawer once its first item is there. */
async function openDrawer(bell: string, firstTitle: string) {
  fireEvent.click(await screen.findByRole('button', { name: bell }));
  const drawer = await screen.findByRole('presentation');
  await within(drawer).findByText(firstTitle);
  return drawer;
}

describe('the bell', () => {
  it('shows no dot when nothing is unread', async () => {
    unread = 0;
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Open notifications' });
    await waitFor(() => expect(screen.getByTestId('bell-dot')).toHaveAttribute('data-unread', '0'));
    expect(dot()).toHaveClass('MuiBadge-invisible');
    expect(bell).toBeInTheDocument();
  });

  it('shows the dot while something is unread; opening the drawer reads it and the dot goes', async () => {
    unread = 1;
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Open notifications (1 unread)' });
    expect(dot()).not.toHaveClass('MuiBadge-invisible');
    fireEvent.click(bell);
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByText('Load weight received')).toBeInTheDocument();
    expect(within(drawer).getByText(/^Unread/)).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([{}]));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close notifications' }));
    expect(await screen.findByRole('button', { name: 'Open notifications' })).toBeInTheDocument();
    expect(dot()).toHaveClass('MuiBadge-invisible');
  });
});

describe('the drawer', () => {
  it('renders the server\'s texts in the reader\'s language, sanitized', async () => {
    unread = 0;
    renderHeader({ locale: 'id' });
    const drawer = await openDrawer('Buka notifikasi', 'Berat muat diterima');
    expect(within(drawer).getByText('Vendor menerima pengiriman')).toBeInTheDocument();
    expect(within(drawer).queryByText('Load weight received')).not.toBeInTheDocument();
  });

  it('explains the WB tab and lists only weighbridge items there', async () => {
    unread = 0;
    renderHeader();
    const drawer = await openDrawer('Open notifications', 'Load weight received');
    const wb = within(drawer).getByRole('tab', { name: 'WB (weighbridge)' });
    fireEvent.click(wb);
    expect(within(drawer).getByText('Weighbridge tickets only: the load and unload weights of your shipments.')).toBeInTheDocument();
    expect(within(drawer).getByText('Load weight received')).toBeInTheDocument();
    expect(within(drawer).queryByText('Vendor accepted the shipment')).not.toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('links no item while the area has no shipment detail screen', async () => {
    unread = 0;
    renderHeader();
    const drawer = await openDrawer('Open notifications', 'Load weight received');
    const names = within(drawer).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(['Close notifications']);
    expect(within(drawer).queryAllByRole('link')).toEqual([]);
  });

  it('opens the shipment detail from a weighbridge item once the area has that screen', async () => {
    unread = 0;
    renderHeader({ screens: ['order-shipment/history-order/detail-history-order/:id'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Open notifications' }));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(await within(drawer).findByRole('button', { name: /Load weight received/ }));
    expect(await screen.findByText('Shipment detail')).toBeInTheDocument();
    // The other item is not a weighbridge ticket: no screen to open.
    expect(screen.queryByRole('button', { name: /Vendor accepted the shipment/ })).not.toBeInTheDocument();
  });
});
