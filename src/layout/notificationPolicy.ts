// Toast rules of spec 1 §8-§9: "Unauthorized" is silent, "Network Error" has no toast (the
// overlay shows it), success stays 7 s, errors 14 s and close on click.
import type { NotificationPayload } from 'react-admin';
import { NETWORK_ERROR } from '../api/http.ts';

export const SUCCESS_TOAST_MS = 7000;
export const ERROR_TOAST_MS = 14000;
const SILENT = new Set(['Unauthorized', NETWORK_ERROR]);

export function isSilent(notification: NotificationPayload): boolean {
  const { message, notificationOptions } = notification;
  return (typeof message === 'string' && SILENT.has(message)) || SILENT.has(notificationOptions?.messageArgs?._);
}

/** The duration this toast stays unless its caller chose one. */
export function toastDuration(notification: NotificationPayload): number | null | undefined {
  const chosen = notification.notificationOptions?.autoHideDuration;
  if (chosen !== undefined) return chosen;
  if (notification.type === 'error') return ERROR_TOAST_MS;
  if (notification.type === 'success') return SUCCESS_TOAST_MS;
  return undefined;
}
