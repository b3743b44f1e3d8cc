// Toasts that outlive their area. Each role area is its own react-admin <Admin> with its own
// notifications, so a message shown just before the area is left (a refused page's warning: the
// user goes to /, outside every area, then to the role's landing) would vanish with the page it
// was shown on. The leaving area hands its pending and still-showing messages over and the next
// area shows them: only within the same sign-in (never to whoever signs in next) and within
// CARRY_MS.
import type { NotificationPayload } from 'react-admin';
import { session } from '../api/session.ts';

export const CARRY_MS = 15_000;

let carried: { payload: NotificationPayload; at: number; token: string | null }[] = [];

export function carryNotifications(payloads: readonly NotificationPayload[], now = Date.now(), token = session.token()): void {
  carried = [...carried, ...payloads.map((payload) => ({ payload, at: now, token }))];
}

/** The messages handed over recently in this sign-in; the hand-over is emptied. */
export function takeCarriedNotifications(now = Date.now(), token = session.token()): NotificationPayload[] {
  const fresh = carried.filter((c) => now - c.at < CARRY_MS && c.token !== null && c.token === token).map((c) => c.payload);
  carried = [];
  return fresh;
}
