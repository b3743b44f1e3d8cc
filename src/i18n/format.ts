// Display formats of spec 1 §9: dates "YYYY-MM-DD HH:mm WIB", times "HH:mm WIB" (Western Indonesia
// Time, UTC+7, whatever the browser's zone: one clock on every page and for every reader, issue 22), notification groups "DD/MM/YY", rupiah and numbers
// with Indonesian separators. Plain date getters, not date-fns: its format() alone weighs more
// than these few fixed patterns (and every area's first view shows a date).
import { formatNumber as formatIndonesian } from '../../contract/numbers.ts';
import { wibDay, wibWall } from '../../contract/wib.ts';

export type DateInput = Date | string | number | null | undefined;

const EMPTY = '-';

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-01" as the WIB day (a date-only value "2026-03-01" is that day, never shifted). */
export function formatDay(value: DateInput): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = toDate(value);
  return date ? wibDay(date) : EMPTY;
}

/** "21:05 WIB" whatever the browser's zone. */
export function formatTimeWib(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  const w = wibWall(date);
  return `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())} WIB`;
}

/** "2026-03-01 21:05 WIB": every instant the product shows, whatever the browser's zone. */
export function formatDateTimeWib(value: DateInput): string {
  const date = toDate(value);
  return date ? `${wibDay(date)} ${formatTimeWib(date)}` : EMPTY;
}

/** The product's one way to write an instant (spec 1 §9): its WIB date and time with the suffix. */
export const formatDateTime = formatDateTimeWib;

/** Notification group heading "01/03/26", the day as seen in WIB. */
export function formatNotificationGroup(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  const w = wibWall(date);
  return `${pad(w.getUTCDate())}/${pad(w.getUTCMonth() + 1)}/${pad(w.getUTCFullYear() % 100)}`;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** "1.234.567,5" (Indonesian thousands and decimal separators, at most 2 decimals). */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? EMPTY : formatIndonesian(n);
}

/** "Rp1.234.567,5": rupiah, no space, at most 2 decimals; negative "-Rp1.000". */
export function formatRupiah(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return EMPTY;
  const text = formatIndonesian(Math.abs(n));
  return text === '0' || n >= 0 ? `Rp${text}` : `-Rp${text}`;
}

/** Spec 1 §4, §9: a record counts as old at 30 days or more. */
export const OLD_RECORD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Is this date 30 days or more before `now`? (no date: not old) */
export function isOldRecord(value: DateInput, now: number = Date.now()): boolean {
  const date = toDate(value);
  return !!date && now - date.getTime() >= OLD_RECORD_DAYS * DAY_MS;
}
