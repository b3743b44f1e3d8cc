// CountCache and the list helpers that need no database.
import { describe, expect, it, vi } from 'vitest';
import { CountCache } from '../../server/lib/count-cache.ts';
import { localDayStart } from '../../server/lib/list.ts';

describe('CountCache', () => {
  it('computes once per key until a write to one of its tables', async () => {
    const cache = new CountCache();
    const compute = vi.fn(async () => 7);
    expect(await cache.get('orders|a', ['orders', 'shipment_companies'], compute)).toBe(7);
    expect(await cache.get('orders|a', ['orders', 'shipment_companies'], compute)).toBe(7);
    expect(compute).toHaveBeenCalledTimes(1);

    cache.invalidate('vehicles');
    await cache.get('orders|a', ['orders', 'shipment_companies'], compute);
    expect(compute).toHaveBeenCalledTimes(1);

    cache.invalidate('shipment_companies');
    await cache.get('orders|a', ['orders', 'shipment_companies'], compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('recounts after the TTL', async () => {
    let now = 0;
    const cache = new CountCache(1000, 10, () => now);
    const compute = vi.fn(async () => 1);
    await cache.get('k', ['t'], compute);
    now = 999;
    await cache.get('k', ['t'], compute);
    expect(compute).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get('k', ['t'], compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `max` entries, dropping the oldest', async () => {
    const cache = new CountCache(60_000, 2);
    const compute = vi.fn(async () => 1);
    for (const k of ['a', 'b', 'c']) await cache.get(k, ['t'], compute);
    await cache.get('c', ['t'], compute);
    await cache.get('b', ['t'], compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.get('a', ['t'], compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});

describe('localDayStart', () => {
  it('turns a day in the caller zone into the UTC instant of its midnight', () => {
    expect(localDayStart('2026-03-11', 420).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(localDayStart('2026-03-11', 0).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(localDayStart('2026-03-11', -300).toISOString()).toBe('2026-03-11T05:00:00.000Z');
  });

  it('passes ISO instants through and refuses nonsense', () => {
    expect(localDayStart('2026-03-11T08:15:00Z', 420).toISOString()).toBe('2026-03-11T08:15:00.000Z');
    expect(() => localDayStart('soon', 0)).toThrow();
  });
});
