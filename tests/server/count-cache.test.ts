// CountCache and the list helpers that need no database (the stamps themselves: list-totals.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { CountCache } from '../../server/lib/count-cache.ts';
import { localDayStart } from '../../server/lib/list.ts';

describe('CountCache', () => {
  /** Stamps as the change log would give them: one number per table, moved by writes. */
  const log = () => {
    const stamps: Record<string, number> = {};
    return {
      write: (table: string) => (stamps[table] = (stamps[table] ?? 0) + 1),
      reader: vi.fn(async (tables: readonly string[]) => tables.map((t) => stamps[t] ?? 0).join(',')),
    };
  };

  it('counts once per query until a write to one of its tables moves the stamp', async () => {
    const { write, reader } = log();
    const cache = new CountCache(reader);
    const compute = vi.fn(async () => 7);
    expect(await cache.get('orders|a', ['orders', 'shipment_companies'], compute)).toBe(7);
    expect(await cache.get('orders|a', ['orders', 'shipment_companies'], compute)).toBe(7);
    expect(compute).toHaveBeenCalledTimes(1);

    write('vehicles');
    await cache.get('orders|a', ['orders', 'shipment_companies'], compute);
    expect(compute).toHaveBeenCalledTimes(1);

    write('shipment_companies');
    await cache.get('orders|a', ['orders', 'shipment_companies'], compute);
    expect(compute).toHaveBeenCalledTimes(2);
    // The stamps are read on every request: no time window in which a total can be stale.
    expect(reader).toHaveBeenCalledTimes(4);
  });

  it('keeps at most `max` entries, dropping the least recently used', async () => {
    const { reader } = log();
    const cache = new CountCache(reader, 2);
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
