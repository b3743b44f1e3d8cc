// The create-shipment "new" marker (spec 1 §4, §9): an order is new while it was published less than
// 15 minutes ago, and when it has no timestamp to tell.
import { describe, expect, it } from 'vitest';
import { isNew } from '../../../src/custom/order-shipment/create-shipment/newMarker.ts';

const now = Date.parse('2026-03-11T02:30:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('isNew', () => {
  it('is new at 14:59 and no longer at 15:00', () => {
    expect(isNew(ago(14 * 60_000 + 59_000), now)).toBe(true);
    expect(isNew(ago(15 * 60_000 - 1), now)).toBe(true);
    expect(isNew(ago(15 * 60_000), now)).toBe(false);
    expect(isNew(ago(3 * 3_600_000), now)).toBe(false);
  });

  it('is new just published, and when the timestamp is missing or unreadable', () => {
    expect(isNew(ago(0), now)).toBe(true);
    for (const missing of [null, undefined, '']) expect(isNew(missing, now)).toBe(true);
    expect(isNew('not a date', now)).toBe(true);
  });
});
