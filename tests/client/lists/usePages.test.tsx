// The one "load more" hook of the freight screens (src/dataProvider/usePages.ts) against msw: pages
// append, a new query starts again at page 1, the pages are keyed under their call (a write that
// invalidates the call reads them again, another call's does not), and a failure shows at once.
// A list that answers `meta.next_cursor` (contract ListDecl.cursor) is read on by that cursor, not by page.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { contract } from '../../../contract/index.ts';
import { callKey } from '../../../src/api/useCall.ts';
import { pagesKey, usePages } from '../../../src/dataProvider/usePages.ts';
import { serveDuringTests } from '../support/msw.ts';

const asked: string[] = [];
let fail = false;
const server = setupServer(
  http.get('*/v1/shipment-vendors', ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q.toString());
    if (fail) return HttpResponse.json({ message: 'Server error' }, { status: 500 });
    const page = Number(q.get('page'));
    const rows = [1, 2].map((i) => ({ id: page * 10 + i, tag: q.get('search_key') ?? '' }));
    return HttpResponse.json({ data: rows, meta: { current_page: page, last_page: 3, total: 6 } });
  }),
  // Keyset pages: the cursor names the last row shown; a row added on top meanwhile changes nothing.
  http.get('*/v1/shipment-history', ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q.toString());
    const after = q.get('cursor') ? Number(q.get('cursor')!.slice(1)) : Infinity;
    const all = [9, 8, 7, 6, 5].filter((id) => id < after).slice(0, 2);
    const more = all.length === 2 && all[1]! > 5;
    return HttpResponse.json({ data: all.map((id) => ({ id })), meta: { current_page: 1, last_page: 3, total: 5, next_cursor: more ? `c${all[1]}` : null } });
  }),
);
serveDuringTests(server, () => {
  asked.length = 0;
  fail = false;
});

function setup(initial: Record<string, string | number>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(({ query }) => usePages(contract.shipmentVendors.list, query), { wrapper, initialProps: { query: initial } });
  return { client, hook };
}
const ids = (rows: unknown[]) => rows.map((r) => (r as { id: number }).id);

describe('usePages', () => {
  it('appends the next page until the last, and starts again at page 1 when the query changes', async () => {
    const { hook } = setup({ entries: 2 });
    await waitFor(() => expect(ids(hook.result.current.rows)).toEqual([11, 12]));
    expect(hook.result.current.total).toBe(6);
    await act(() => hook.result.current.fetchNextPage());
    await act(() => hook.result.current.fetchNextPage());
    await waitFor(() => expect(ids(hook.result.current.rows)).toEqual([11, 12, 21, 22, 31, 32]));
    expect(hook.result.current.hasNextPage).toBe(false);
    hook.rerender({ query: { entries: 2, search_key: 'x' } });
    await waitFor(() => expect(hook.result.current.rows).toEqual([{ id: 11, tag: 'x' }, { id: 12, tag: 'x' }]));
    expect(asked).toEqual(['entries=2&page=1', 'entries=2&page=2', 'entries=2&page=3', 'entries=2&search_key=x&page=1']);
  });

  it("is keyed under its call: read again when the call is invalidated, not when another call is", async () => {
    const { client, hook } = setup({ entries: 2 });
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(2));
    expect(client.getQueryData(pagesKey(contract.shipmentVendors.list, { entries: 2 }, 'en'))).toMatchObject({ pageParams: [{ page: 1 }] });
    await act(() => client.invalidateQueries({ queryKey: callKey(contract.shipment.listV2) }));
    // The reads of one input of the call (useCall's entries) are not its pages.
    await act(() => client.invalidateQueries({ queryKey: callKey(contract.shipmentVendors.list, { query: { entries: 2 } }) }));
    expect(asked).toHaveLength(1);
    await act(() => client.invalidateQueries({ queryKey: callKey(contract.shipmentVendors.list) }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('reads on by the cursor of the last page when the list gives one, and stops at a null cursor', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const hook = renderHook(() => usePages(contract.shipmentHistory.list, { entries: 2 }), { wrapper });
    await waitFor(() => expect(ids(hook.result.current.rows)).toEqual([9, 8]));
    expect(hook.result.current.hasNextPage).toBe(true);
    await act(() => hook.result.current.fetchNextPage());
    await waitFor(() => expect(ids(hook.result.current.rows)).toEqual([9, 8, 7, 6]));
    await act(() => hook.result.current.fetchNextPage());
    await waitFor(() => expect(ids(hook.result.current.rows)).toEqual([9, 8, 7, 6, 5]));
    expect(hook.result.current.hasNextPage).toBe(false);
    expect(asked).toEqual(['entries=2&page=1', 'entries=2&cursor=c8', 'entries=2&cursor=c6']);
  });

  it('shows a failure at once, with no rows', async () => {
    fail = true;
    const { hook } = setup({ entries: 2 });
    await waitFor(() => expect(hook.result.current.isError).toBe(true), { timeout: 1000 });
    expect(hook.result.current.rows).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});
