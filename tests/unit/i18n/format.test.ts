import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDateTimeWib,
  formatDay,
  formatNotificationGroup,
  formatNumber,
  formatRupiah,
  formatTimeWib,
} from '../../../src/i18n/format.ts';
import { wibDay, wibDayStart } from '../../../contract/wib.ts';

describe('formatters', () => {
  it('formats date and time as YYYY-MM-DD HH:mm WIB whatever the zone (issue 22)', () => {
    expect(formatDateTime('2026-03-01T02:05:00Z')).toBe('2026-03-01 09:05 WIB');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    // The WIB day: 20:00 UTC is the next day in Jakarta.
    expect(formatDay('2026-03-01T20:00:00Z')).toBe('2026-03-02');
    expect(formatDay(Date.UTC(987, 11, 31, 10, 0))).toBe('0987-12-31');
    expect(formatDay('')).toBe('-');
  });

  it('keeps a date-only day whatever zone typed it: a day is never a shifted instant', () => {
    expect(formatDay('2026-12-05')).toBe('2026-12-05');
    // Typed in WIT (UTC+9) and sent as its WIB day start by the client.
    expect(formatDay(wibDayStart('2026-12-05'))).toBe('2026-12-05');
    expect(wibDayStart('2026-12-05')).toBe('2026-12-05T00:00:00+07:00');
    expect(wibDayStart('')).toBe('');
    expect(wibDay('2026-12-04T17:00:00.000Z')).toBe('2026-12-05');
  });

  it('shows times in WIB (UTC+7) whatever the zone', () => {
    expect(formatTimeWib('2026-03-01T14:05:00Z')).toBe('21:05 WIB');
    expect(formatTimeWib('2026-03-01T20:30:00Z')).toBe('03:30 WIB');
    expect(formatTimeWib(Date.UTC(2026, 0, 1, 0, 0))).toBe('07:00 WIB');
  });

  it('shows an instant as its WIB date and time, the day turning at midnight WIB', () => {
    expect(formatDateTimeWib('2026-03-01T14:05:00Z')).toBe('2026-03-01 21:05 WIB');
    expect(formatDateTimeWib('2026-12-31T17:30:00Z')).toBe('2027-01-01 00:30 WIB');
    expect(formatDateTimeWib(null)).toBe('-');
    expect(formatDateTimeWib('not a date')).toBe('-');
  });

  it('groups notifications by WIB day as DD/MM/YY', () => {
    expect(formatNotificationGroup('2026-03-01T14:05:00Z')).toBe('01/03/26');
    // 20:30 UTC is already the next day in WIB.
    expect(formatNotificationGroup('2026-03-01T20:30:00Z')).toBe('02/03/26');
  });

  it('formats rupiah without a space and with Indonesian separators', () => {
    expect(formatRupiah(1234567.5)).toBe('Rp1.234.567,5');
    expect(formatRupiah(1234567)).toBe('Rp1.234.567');
    expect(formatRupiah(0.129)).toBe('Rp0,13');
    expect(formatRupiah('2500')).toBe('Rp2.500');
    expect(formatRupiah(-1000)).toBe('-Rp1.000');
    expect(formatRupiah(undefined)).toBe('-');
  });

  it('formats numbers with Indonesian separators', () => {
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatNumber(1000000)).toBe('1.000.000');
    expect(formatNumber('x')).toBe('-');
  });
});
