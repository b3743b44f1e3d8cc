// Operating hours as shown and checked in the browser. Times are WIB wall-clock "HH:mm" (spec 1:
// times carry the WIB suffix); the rules are the contract's, so the form refuses what the server would.
import { z } from 'zod';
import { LOCATION_TIMEZONE, operationHour, withOperatingHours } from '../../../contract/pickup-dropoff.ts';

const EMPTY = '-';

/** "06:00–22:00 WIB"; an overnight window reads the same ("22:00–06:00 WIB"); none: "-". */
export function formatOperatingHours(start: string | null | undefined, end: string | null | undefined): string {
  if (!start || !end) return EMPTY;
  return `${start.slice(0, 5)}–${end.slice(0, 5)} ${LOCATION_TIMEZONE.label}`;
}

/** A window closing the next morning (end before start). */
export const isOvernight = (start: string | null | undefined, end: string | null | undefined) => !!start && !!end && end.slice(0, 5) < start.slice(0, 5);

const hoursSchema = withOperatingHours(z.object({ start_operation_hour: operationHour(), end_operation_hour: operationHour() }));

export type HourField = 'start_operation_hour' | 'end_operation_hour';

/**
 * The message key for one of the two hour fields, given both values: the format, "both or none"
 * and "not equal" rules of the contract. undefined when the field is fine.
 */
export function hourError(field: HourField, values: Partial<Record<HourField, unknown>>): string | undefined {
  const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '') || v === null ? undefined : v;
  const result = hoursSchema.safeParse({ start_operation_hour: blank(values.start_operation_hour), end_operation_hour: blank(values.end_operation_hour) });
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => i.path[0] === field);
  if (!issue) return undefined;
  return issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
}
