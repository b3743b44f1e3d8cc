// The WIB days a dashboard figure looks back over (docs/dashboards.md): "today" and "the last N
// days" are whole WIB days (UTC+7) ending with today's, whatever the server's zone.
import { wibDay, wibDayStart } from '../../../contract/wib.ts';

const DAY_MS = 86_400_000;

export interface Days {
  from: Date;
  /** The start of tomorrow (WIB): the window is [from, to). */
  to: Date;
}

/** Today and the `days` - 1 WIB days before it, as of `now`. */
export function lastDays(now: Date, days: number): Days {
  const today = new Date(wibDayStart(wibDay(now))).getTime();
  return { from: new Date(today - (days - 1) * DAY_MS), to: new Date(today + DAY_MS) };
}
