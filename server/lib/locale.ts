// The caller's language, from Accept-Language (the client sends its URL locale).
import type { FastifyRequest } from 'fastify';
import { readInteger } from '../../contract/fields.ts';
import { translate, type Locale } from '../../contract/messages.ts';
import { WIB_OFFSET_MINUTES } from '../../contract/wib.ts';

export function localeOf(req: Pick<FastifyRequest, 'headers'>): Locale {
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  return /^(id|in)\b/.test(header) ? 'id' : 'en';
}

export const t = (req: Pick<FastifyRequest, 'headers'>, key: string, vars?: Record<string, string | number>) =>
  translate(localeOf(req), key, vars);

/**
 * Minutes east of UTC sent by the client; WIB (420), the product's zone, when absent or malformed
 * (issue 22: a call without it read a date-only day as midnight UTC, shown "07:00 WIB").
 */
export function timezoneOffsetOf(req: Pick<FastifyRequest, 'headers'>): number {
  const n = readInteger(req.headers['timezone-offset']);
  return typeof n === 'number' && Math.abs(n) <= 14 * 60 ? n : WIB_OFFSET_MINUTES;
}
