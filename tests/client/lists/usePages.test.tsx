// The one "load more" hook of the freight screens (src/dataProvider/usePages.ts) against msw: pages
// append, a new query starts again at page 1, the pages are keyed under their call (a write that
// invalidates the call reads them again, another call's does not), and a failure shows at once.
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
    expect(client.getQueryData(pagesKey(contract.shipmentVendors.list, { entries: 2 }, 'en'))).toMatchObject({ pageParams: [1] });
    await act(() => client.invalidateQueries({ queryKey: callKey(contract.shipment.listV2) }));
    // The reads of one input of the call (useCall's entries) are not its pages.
    await act(() => client.invalidateQueries({ queryKey: callKey(contract.shipmentVendors.list, { query: { entries: 2 } }) }));
    expect(asked).toHaveLength(1);
    await act(() => client.invalidateQueries({ queryKey: callKey(contract.shipmentVendors.list) }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('shows a failure at once, with no rows', async () => {
    fail = true;
    const { hook } = setup({ entries: 2 });
    await waitFor(() => expect(hook.result.current.isError).toBe(true), { timeout: 1000 });
    expect(hook.result.current.rows).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});
