// Western Indonesia Time (WIB: UTC+7, no daylight saving), the product's clock (spec 1 §9), for the
// web client and the server alike: declared once here.

/** The offset an instant typed in WIB carries ("2026-03-12T08:00:00+07:00"). */
export const WIB_OFFSET = '+07:00';
/** The same in minutes east of UTC, as the timezone-offset header carries it. */
export const WIB_OFFSET_MINUTES = 420;
const WIB_OFFSET_MS = 7 * 3_600_000;

/** The instant shifted so that its UTC getters and toISOString() read the WIB wall clock. */
export const wibWall = (at: Date | string | number): Date => new Date(new Date(at).getTime() + WIB_OFFSET_MS);

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-only field ("2026-12-05", a stop's estimated day) as the instant its WIB day starts
 * ("2026-12-05T00:00:00+07:00"): the same day for every reader whatever the zone of the browser
 * that typed it (issue 22: a day typed in WIT read a day early in WIB). Anything else unchanged.
 */
export const wibDayStart = (day: string): string => (DAY_ONLY.test(day) ? `${day}T00:00:00${WIB_OFFSET}` : day);

/** The WIB day of an instant ("2026-12-05"); a date-only value is its own day; '' when not a date. */
export function wibDay(at: Date | string | number): string {
  if (typeof at === 'string' && DAY_ONLY.test(at)) return at;
  const w = wibWall(at);
  if (Number.isNaN(w.getTime())) return '';
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
}
