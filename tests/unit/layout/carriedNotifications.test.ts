import { describe, expect, it } from 'vitest';
import { CARRY_MS, carryNotifications, takeCarriedNotifications } from '../../../src/layout/carriedNotifications.ts';

const saved = { message: 'Profile updated successfully.', type: 'success' as const };

describe('toasts handed from one area to the next', () => {
  it('shows a message of the area left on the page it lands on, once', () => {
    carryNotifications([saved], 1000, 'token-a');
    expect(takeCarriedNotifications(2000, 'token-a')).toEqual([saved]);
    expect(takeCarriedNotifications(2001, 'token-a')).toEqual([]);
  });
  it('never shows it to the next sign-in, nor when it went stale', () => {
    carryNotifications([saved], 1000, 'token-a');
    expect(takeCarriedNotifications(2000, 'token-b')).toEqual([]);
    carryNotifications([saved], 1000, 'token-a');
    expect(takeCarriedNotifications(1000 + CARRY_MS, 'token-a')).toEqual([]);
    carryNotifications([saved], 1000, null);
    expect(takeCarriedNotifications(1001, null)).toEqual([]);
  });
});
