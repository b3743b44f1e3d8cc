// A datetime-local value ("2026-03-12T08:00") read as WIB, the product's time zone (UTC+7, spec 1
// §9), whatever the browser's zone: the time a person types is the time in Indonesia, and the
// contract's instant carries that offset ("2026-03-12T08:00:00+07:00"). Used where the LSP says when
// a request for trucks expires (create-shipment's review, change-vendor); the inputs say "(WIB)".
// Pure, so it is unit-tested without a screen.

import { WIB_OFFSET, wibWall } from '../../contract/wib.ts';

/** "2026-03-12T08:00" (WIB) -> "2026-03-12T08:00:00+07:00". */
export function wibInstant(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}${WIB_OFFSET}`;
}

/** The WIB wall clock of an instant as a datetime-local value ("2026-03-12T08:00"), e.g. an input's min. */
export function wibLocalOf(at: Date): string {
  return wibWall(at).toISOString().slice(0, 16);
}

/** "2026-03-12 08:00 WIB": a datetime-local value as a review shows it. */
export const wibText = (local: string): string => `${local.slice(0, 16).replace('T', ' ')} WIB`;

/** Whether a datetime-local value (WIB) is a real time at or before `now` (what the server refuses as an expiry). */
export const notInFuture = (local: string, now: Date): boolean => {
  const at = Date.parse(wibInstant(local));
  return Number.isNaN(at) || at <= now.getTime();
};
