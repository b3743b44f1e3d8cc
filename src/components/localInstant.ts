// A datetime-local value ("2026-03-12T08:00", in the browser's time zone) as the contract's instant
// with its offset ("2026-03-12T08:00:00+07:00"): when a request for trucks expires (create-shipment's
// review, change-vendor). Pure, so it is unit-tested without a screen.

/** "2026-03-12T08:00" in the browser's zone -> "2026-03-12T08:00:00+07:00". */
export function localWithOffset(local: string): string {
  const minutes = -new Date(local).getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The datetime-local value of an instant in the browser's zone ("2026-03-12T08:00"), e.g. an input's min. */
export function localOf(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Whether a datetime-local value is a real time at or before `now` (what the server refuses as an expiry). */
export const notInFuture = (local: string, now: Date): boolean => {
  const at = new Date(local).getTime();
  return Number.isNaN(at) || at <= now.getTime();
};
