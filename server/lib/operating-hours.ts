// Estimation times inside a location's operating hours, in a fixed-offset zone (WIB, UTC+7).
const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');

export interface Slot {
  estimation_date: string;
  date: string;
  time: string;
}

/**
 * The next `count` slots: the first is the reference time rounded up to the full hour when that
 * falls inside an open window, the others are the openings of the following windows (one slot per
 * window). An overnight window (end before start) closes the next day. The reference is `now`, or
 * the start of `fromDay` (local) when that is later.
 */
export function suggestSlots(o: { now: Date; fromDay?: string; start: string; end: string; offsetMinutes: number; count?: number }): Slot[] {
  const offset = o.offsetMinutes * MINUTE;
  const dayStart = o.fromDay ? Date.parse(`${o.fromDay}T00:00:00Z`) - offset : NaN;
  const ref = Math.max(o.now.getTime(), Number.isNaN(dayStart) ? 0 : dayStart);
  const refRounded = Math.ceil(ref / (60 * MINUTE)) * 60 * MINUTE;
  const startMin = minutesOf(o.start);
  const endMin = minutesOf(o.end);
  const windowLength = ((endMin - startMin + 1_440) % 1_440 || 1_440) * MINUTE;
  const count = o.count ?? 3;

  const slots: Slot[] = [];
  // From the day before: an overnight window opened yesterday may still be open.
  const firstDay = Math.floor((ref + offset) / DAY) - 1;
  for (let d = firstDay; slots.length < count && d < firstDay + count + 3; d++) {
    const opens = d * DAY + startMin * MINUTE - offset;
    const at = Math.max(opens, refRounded);
    if (at >= opens + windowLength) continue;
    const local = new Date(at + offset);
    slots.push({
      estimation_date: new Date(at).toISOString(),
      date: local.toISOString().slice(0, 10),
      time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
    });
  }
  return slots;
}
