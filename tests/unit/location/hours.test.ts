import { describe, expect, it } from 'vitest';
import { formatOperatingHours, hourError, isOvernight } from '../../../src/components/location/hours.ts';

describe('operating hours', () => {
  it('shows a window with the WIB suffix, and "-" without one', () => {
    expect(formatOperatingHours('06:00', '22:00')).toBe('06:00–22:00 WIB');
    expect(formatOperatingHours('22:00:00', '06:00:00')).toBe('22:00–06:00 WIB');
    expect(formatOperatingHours(null, null)).toBe('-');
    expect(formatOperatingHours('06:00', null)).toBe('-');
  });

  it('knows an overnight window', () => {
    expect(isOvernight('22:00', '06:00')).toBe(true);
    expect(isOvernight('06:00', '22:00')).toBe(false);
    expect(isOvernight(undefined, '06:00')).toBe(false);
  });

  it('checks the two fields together as the contract does', () => {
    expect(hourError('end_operation_hour', { start_operation_hour: '06:00', end_operation_hour: '22:00' })).toBeUndefined();
    expect(hourError('end_operation_hour', { start_operation_hour: '22:00', end_operation_hour: '06:00' })).toBeUndefined();
    expect(hourError('end_operation_hour', {})).toBeUndefined();
    expect(hourError('end_operation_hour', { start_operation_hour: '', end_operation_hour: '' })).toBeUndefined();
    expect(hourError('end_operation_hour', { start_operation_hour: '06:00', end_operation_hour: '6:00' })).toBe('validation.hoursEqual');
    expect(hourError('start_operation_hour', { start_operation_hour: '06:00', end_operation_hour: '06:00' })).toBeUndefined();
    expect(hourError('end_operation_hour', { start_operation_hour: '06:00' })).toBe('validation.required');
    expect(hourError('start_operation_hour', { end_operation_hour: '18:00' })).toBe('validation.required');
    expect(hourError('end_operation_hour', { start_operation_hour: '06:00', end_operation_hour: '24:00' })).toBe('validation.hourFormat');
    expect(hourError('start_operation_hour', { start_operation_hour: 'pagi', end_operation_hour: '18:00' })).toBe('validation.hourFormat');
  });
});
