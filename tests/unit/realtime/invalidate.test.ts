// Events into react-query invalidations (src/realtime/invalidate.ts): the call's own keys and the
// react-admin queries of the resources reading it; one invalidation per burst; reset: everything.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { contract } from '../../../contract/index.ts';
import { callKey } from '../../../src/api/useCall.ts';
import { pagesKey } from '../../../src/dataProvider/usePages.ts';
import { callId, createInvalidator, keyMatcher, slugReadsOf } from '../../../src/realtime/invalidate.ts';

const slugReads = slugReadsOf({
  'order-shipment/history-order': { list: contract.shipment.list, get: contract.shipment.show },
  products: { list: contract.product.list, get: contract.product.get },
});

describe('keyMatcher', () => {
  const matches = keyMatcher(new Set([callId(contract.shipment.list), callId(contract.notifications.unread)]), slugReads);
  it('matches the reads of the calls, with any input and language, and their pages', () => {
    expect(matches(callKey(contract.notifications.unread, {}, 'en'))).toBe(true);
    expect(matches(pagesKey(contract.shipment.list, { search_key: 'x' } as never, 'id'))).toBe(true);
    expect(matches(callKey(contract.notifications.list, {}, 'en'))).toBe(false);
  });
  it("matches react-admin's queries of a resource reading one of the calls", () => {
    expect(matches(['order-shipment/history-order', 'getList', { page: 1 }])).toBe(true);
    expect(matches(['order-shipment/history-order', 'getOne', { id: '4' }])).toBe(true);
    expect(matches(['products', 'getList', {}])).toBe(false);
    expect(matches(['auth', 'canAccess', {}])).toBe(false);
    expect(matches(['toString'])).toBe(false);
  });
});

describe('createInvalidator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const fakeClient = () => {
    const calls: ({ predicate: (q: { queryKey: QueryKey }) => boolean } | undefined)[] = [];
    return { calls, client: { invalidateQueries: (f?: unknown) => (calls.push(f as never), Promise.resolve()) } };
  };

  it('a burst of events costs one invalidation, of what the burst concerns', () => {
    const { calls, client } = fakeClient();
    const inv = createInvalidator(client, slugReads, 250);
    for (let id = 1; id <= 30; id++) inv.push({ kind: 'change', id, table: id % 2 ? 'shipments' : 'notifications', operation: 'INSERT' });
    vi.advanceTimersByTime(249);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    const predicate = calls[0]!.predicate;
    expect(predicate({ queryKey: callKey(contract.notifications.unread, {}, 'en') })).toBe(true);
    expect(predicate({ queryKey: ['order-shipment/history-order', 'getList', {}] })).toBe(true);
    expect(predicate({ queryKey: ['products', 'getList', {}] })).toBe(false);
    expect(predicate({ queryKey: callKey(contract.users.list, {}, 'en') })).toBe(false);
    // The next burst is another invalidation.
    inv.push({ kind: 'change', id: 31, table: 'products', operation: 'UPDATE' });
    vi.advanceTimersByTime(250);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.predicate({ queryKey: ['products', 'getOne', { id: 1 }] })).toBe(true);
  });

  it("a busy table's reads are read again at most once a second; a quiet table's change still goes after the short delay", () => {
    const { calls, client } = fakeClient();
    const inv = createInvalidator(client, slugReads, 250, 1000);
    const truckMoved = (id: number) => inv.push({ kind: 'change', id, table: 'track_live', operation: 'UPDATE' });
    const concerns = (i: number, key: QueryKey) => calls[i]!.predicate({ queryKey: key });
    const liveMap = callKey(contract.tracking.liveTracking, {}, 'en');
    // Trucks report all the time: one event every 100 ms for 3 s.
    let id = 0;
    for (let ms = 0; ms < 3000; ms += 100) {
      truckMoved(++id);
      if (ms === 1500) inv.push({ kind: 'change', id: ++id, table: 'products', operation: 'UPDATE' });
      vi.advanceTimersByTime(100);
    }
    // The first after 250 ms, then one a second; the products change did not wait for the trucks' gap.
    const trucks = calls.filter((c) => c!.predicate({ queryKey: liveMap }));
    expect(trucks).toHaveLength(3);
    const products = calls.findIndex((c) => c!.predicate({ queryKey: ['products', 'getList', {}] }));
    expect(products).toBeGreaterThan(-1);
    expect(concerns(products, liveMap)).toBe(false);
    // What still waits goes at once on flush.
    truckMoved(++id);
    inv.flush();
    expect(concerns(calls.length - 1, liveMap)).toBe(true);
  });

  it('reset reads everything again', () => {
    const { calls, client } = fakeClient();
    const inv = createInvalidator(client, slugReads, 250);
    inv.push({ kind: 'change', id: 1, table: 'products', operation: 'UPDATE' });
    inv.push({ kind: 'reset' });
    vi.advanceTimersByTime(250);
    expect(calls).toEqual([undefined]);
  });

  it('stop drops what waits', () => {
    const { calls, client } = fakeClient();
    const inv = createInvalidator(client, slugReads, 250);
    inv.push({ kind: 'reset' });
    inv.stop();
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
  });
});
