// useCall / useCallWrite (src/api/useCall.ts): the cache key comes from the call and its input, so
// two screens asking the same share one request and a write can name the reads it changes; a write
// ends with the server's message, react-admin's refresh, or the failure's message, unless told.
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { contract } from '../../../contract/index.ts';
import { callKey, useCall, useCallWrite } from '../../../src/api/useCall.ts';
import { useActiveDrivers } from '../../../src/resources/vehicles/VehiclePlates.tsx';
import { serveDuringTests } from '../support/msw.ts';

const notify = vi.fn();
const refresh = vi.fn();
vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), useNotify: () => notify, useRefresh: () => refresh }));

const asked: string[] = [];
let switchValue = false;
const server = setupServer(
  http.get('*/v1/settings/disable-user', ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return HttpResponse.json({ data: { value: switchValue } });
  }),
  http.put('*/v1/settings/set-disable-user', async ({ request }) => {
    switchValue = ((await request.json()) as { value: boolean }).value;
    return HttpResponse.json({ message: 'Saved.', data: { value: switchValue } });
  }),
  http.get('*/v1/pickup-dropoff/time-suggestion', ({ request }) => {
    asked.push(new URL(request.url).search);
    const id = Number(new URL(request.url).searchParams.get('pickup_dropoff_location_point_id'));
    return HttpResponse.json({ data: { pickup_dropoff_location_point_id: id, timezone: 'Asia/Jakarta', start_operation_hour: '06:00', end_operation_hour: '18:00', suggestions: [] } });
  }),
  http.get('*/v1/drivers', ({ request }) => {
    asked.push(`drivers${new URL(request.url).search}`);
    return HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
  }),
  http.put('*/v1/drivers/:id/:type', ({ params }) =>
    params.id === '9' ? HttpResponse.json({ message: 'Driver not found.' }, { status: 404 }) : HttpResponse.json({ message: `Driver ${params.type}ed.` }),
  ),
);
serveDuringTests(server, () => {
  asked.length = 0;
  switchValue = false;
  notify.mockReset();
  refresh.mockReset();
});

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper: Wrapper };
}

describe('callKey', () => {
  it('is the call, then its input, then the language; without them a prefix of all its reads', () => {
    const def = contract.pickupDropoff.timeSuggestion;
    expect(callKey(def)).toEqual(['lsi', 'GET /v1/pickup-dropoff/time-suggestion']);
    expect(callKey(def, { query: { pickup_dropoff_location_point_id: 3 } }, 'id')).toEqual(['lsi', 'GET /v1/pickup-dropoff/time-suggestion', { query: { pickup_dropoff_location_point_id: 3 } }, 'id']);
    expect(callKey(contract.users.setDisableUser)).not.toEqual(callKey(contract.users.getDisableUser));
  });
});

describe('useCall', () => {
  it('reads the call with its input under the derived key', async () => {
    const { client, wrapper: Wrapper } = wrapper();
    const input = { query: { pickup_dropoff_location_point_id: 3 } };
    const { result } = renderHook(() => useCall(contract.pickupDropoff.timeSuggestion, input, { select: (a) => a.data.start_operation_hour }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toBe('06:00'));
    expect(asked).toEqual(['?pickup_dropoff_location_point_id=3']);
    expect(client.getQueryData(callKey(contract.pickupDropoff.timeSuggestion, input, 'en'))).toMatchObject({ data: { pickup_dropoff_location_point_id: 3 } });
  });

  it('shares one request between readers of the same call and input; another input is another read', async () => {
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(
      () => [
        useCall(contract.pickupDropoff.timeSuggestion, { query: { pickup_dropoff_location_point_id: 3 } }),
        useCall(contract.pickupDropoff.timeSuggestion, { query: { pickup_dropoff_location_point_id: 3 } }),
        useCall(contract.pickupDropoff.timeSuggestion, { query: { pickup_dropoff_location_point_id: 4 } }),
      ],
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(asked.sort()).toEqual(['?pickup_dropoff_location_point_id=3', '?pickup_dropoff_location_point_id=4']);
  });

  it('asks nothing while not enabled', async () => {
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useCall(contract.users.getDisableUser, undefined, { enabled: false }), { wrapper: Wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.isPending).toBe(true);
    expect(asked).toEqual([]);
  });
});

describe('useCallWrite', () => {
  it("by default toasts the server's message and lets react-admin's views read again", async () => {
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useCallWrite(contract.driver.block, { input: (id: number) => ({ params: { id, type: 'block' as const } }) }), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync(4));
    expect(notify).toHaveBeenCalledWith('Driver blocked.', { type: 'success' });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it("toasts the failure's message as an error, or hands it to onError instead", async () => {
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useCallWrite(contract.driver.block, { input: (id: number) => ({ params: { id, type: 'block' as const } }) }), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync(9).catch(() => undefined));
    expect(notify).toHaveBeenCalledWith('Driver not found.', { type: 'error' });
    expect(refresh).not.toHaveBeenCalled();

    notify.mockReset();
    const onError = vi.fn();
    const own = renderHook(() => useCallWrite(contract.driver.block, { input: (id: number) => ({ params: { id, type: 'block' as const } }), onError }), { wrapper: Wrapper });
    await act(() => own.result.current.mutateAsync(9).catch(() => undefined));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Driver not found.', status: 404 }));
    expect(notify).not.toHaveBeenCalled();
  });

  it('reads the calls it invalidates again, without a refresh or a toast when told so', async () => {
    const { wrapper: Wrapper } = wrapper();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => ({
        read: useCall(contract.users.getDisableUser),
        write: useCallWrite(contract.users.setDisableUser, { input: (value: boolean) => ({ body: { value } }), notify: false, refresh: false, invalidates: [contract.users.getDisableUser], onSuccess }),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.read.data?.data.value).toBe(false));
    await act(() => result.current.write.mutateAsync(true));
    await waitFor(() => expect(result.current.read.data?.data.value).toBe(true));
    expect(asked).toEqual(['/v1/settings/disable-user', '/v1/settings/disable-user']);
    expect(onSuccess).toHaveBeenCalledWith({ message: 'Saved.', data: { value: true } }, true);
    expect(notify).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("reaches every read of the call it invalidates, whatever screen made it (the plate form's driver picker)", async () => {
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({
        drivers: useActiveDrivers(),
        block: useCallWrite(contract.driver.block, { input: (id: number) => ({ params: { id, type: 'block' as const } }), notify: false, refresh: false, invalidates: [contract.driver.list] }),
      }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.drivers.isSuccess).toBe(true));
    await act(() => result.current.block.mutateAsync(4));
    await waitFor(() => expect(asked).toEqual(['drivers?entries=-1&mode=active', 'drivers?entries=-1&mode=active']));
  });
});
