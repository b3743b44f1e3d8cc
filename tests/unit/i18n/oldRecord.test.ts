// The "old record" cue of spec 1 §4, §9: a record is old at 30 days or more (src/i18n/format.ts
// isOldRecord), counted in elapsed time from the record's instant to the clock's, whatever the
// zone the date was written in; the clock is the system's unless one is given.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OLD_RECORD_DAYS, isOldRecord } from '../../../src/i18n/format.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-04-30T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

afterEach(() => vi.useRealTimers());

describe('isOldRecord', () => {
  it('is old from exactly 30 days on, not at 29 days 23 hours', () => {
    expect(OLD_RECORD_DAYS).toBe(30);
    expect(isOldRecord(ago(29 * DAY + 23 * HOUR), NOW)).toBe(false);
    expect(isOldRecord(ago(30 * DAY - 1), NOW)).toBe(false);
    expect(isOldRecord(ago(30 * DAY), NOW)).toBe(true);
    expect(isOldRecord(ago(30 * DAY + 1), NOW)).toBe(true);
    expect(isOldRecord(ago(400 * DAY), NOW)).toBe(true);
  });

  it('counts the instant, whatever offset the date was written with, and takes a Date too', () => {
    // 2026-03-31T19:00+07:00 is 2026-03-31T12:00Z: exactly 30 days before NOW.
    expect(isOldRecord('2026-03-31T19:00:00+07:00', NOW)).toBe(true);
    expect(isOldRecord('2026-03-31T19:00:01+07:00', NOW)).toBe(false);
    expect(isOldRecord(new Date(NOW - 30 * DAY), NOW)).toBe(true);
  });

  it('is not old without a date, with an unreadable one, or one in the future', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(isOldRecord(value, NOW)).toBe(false);
    expect(isOldRecord(new Date(NOW + 31 * DAY).toISOString(), NOW)).toBe(false);
  });

  it('reads the system clock when none is given', () => {
    vi.useFakeTimers({ now: NOW });
    expect(isOldRecord(ago(30 * DAY))).toBe(true);
    expect(isOldRecord(ago(29 * DAY + 23 * HOUR))).toBe(false);
    vi.setSystemTime(NOW + HOUR);
    expect(isOldRecord(ago(29 * DAY + 23 * HOUR))).toBe(true);
  });
});
