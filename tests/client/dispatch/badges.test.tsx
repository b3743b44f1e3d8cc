// The menu's dot badges of the freight flow: Create Shipment (useNewOrdersBadge) while the newest
// published order is new (under 15 minutes, spec 1 §2, §9), Dispatching Shipment
// (useOpenRequestsBadge) while any request waits for the vendor's answer, which the server tells
// (mode=open), however old it is and however many expired requests are newer.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useNewOrdersBadge } from '../../../src/custom/order-shipment/create-shipment/badge.ts';
import { useOpenRequestsBadge } from '../../../src/custom/order-shipment/dispatching/badge.ts';
import { serveDuringTests } from '../support/msw.ts';

const NOW = Date.parse('2026-03-11T02:30:00.000Z');
const meta = (n: number) => ({ current_page: 1, last_page: Math.max(1, n), total: n });
/** The newest published order's timestamp the server answers; undefined: no published order. */
let newest: { published_at: string | null } | undefined;
/** How many requests the server finds open. */
let openRequests = 0;
const asked: Record<string, string>[] = [];

const order = (published_at: string | null) => ({
  id: 1, identity: 'ORD-1', status: 'PUBLISHED', note: null, shipment_company_id: 3, shipment_company: { id: 3, name: 'PT Sawit Makmur Abadi' }, pickup: null, dropoff: null,
  estimation_date: null, total_weight: 30000, total_volume: null, is_selected: false, created_at: '2026-03-11T02:00:00.000Z', published_at, is_new: false,
});
const requestRow = {
  id: 7, status: 'REQUESTED', type: 'REGULAR', shipment: { id: 70, identity: 'SHP-OLD-7', status: 'WAITING' }, logistics_service_provider: { id: 1, name: 'PT Nusantara Logistik' },
  vehicles: [], pickup: null, dropoff: null, weight: null, expired_at: null, expired: false, created_at: '2026-03-01T02:00:00.000Z',
};

const server = setupServer(
  http.get('*/v1/shipment/active-orders', ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ data: newest ? [order(newest.published_at)] : [], meta: meta(newest ? 1 : 0) });
  }),
  http.get('*/v1/shipment-vendors', ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ data: openRequests ? [requestRow] : [], meta: meta(openRequests) });
  }),
);
serveDuringTests(server, () => {
  newest = undefined;
  openRequests = 0;
  asked.length = 0;
});
afterEach(() => vi.useRealTimers());

/** The hook's answer once the server has answered. */
async function badgeOf(hook: () => boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  // The render the answer causes reads the badge and sees the query done.
  const { result } = renderHook(() => ({ badge: hook(), answered: client.getQueryCache().getAll().some((q) => q.state.status === 'success') }), { wrapper });
  await waitFor(() => expect(result.current.answered).toBe(true));
  return result.current.badge;
}

const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('Create Shipment dot (useNewOrdersBadge)', () => {
  it.each([
    ['published 14:59 ago', { published_at: ago(14 * 60_000 + 59_000) }, true],
    ['published 15:00 ago', { published_at: ago(15 * 60_000) }, false],
    ['published without a timestamp', { published_at: null }, true],
    ['no published order', undefined, false],
  ] as const)('%s: %s', async (_, answer, shown) => {
    // Only the clock is fixed: msw and the waits keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    newest = answer;
    expect(await badgeOf(useNewOrdersBadge)).toBe(shown);
    // The newest published order decides: one row, sorted by publication.
    expect(asked).toEqual([{ sort_column: 'published_at', sort_type: 'desc', entries: '1' }]);
  });
});

describe('Dispatching Shipment dot (useOpenRequestsBadge)', () => {
  it('shows while the server finds an open request, whatever its age', async () => {
    openRequests = 1;
    expect(await badgeOf(useOpenRequestsBadge)).toBe(true);
    expect(asked).toEqual([{ mode: 'open', entries: '1' }]);
  });

  it('hides when no request is open', async () => {
    expect(await badgeOf(useOpenRequestsBadge)).toBe(false);
    expect(asked).toEqual([{ mode: 'open', entries: '1' }]);
  });
});
