// The URL decides the language: /id/... is Indonesian, everything else English (spec 1 §1).
// The chosen language is also kept in a cookie for a year, written when the user switches.
import { DEFAULT_LOCALE, type Locale } from './types.ts';

export const LOCALE_COOKIE = 'lsi_locale';
export const LOCALE_COOKIE_DAYS = 365;

const ID_PREFIX = '/id';

/** Locale of a path: "/id" or "/id/..." is Indonesian. */
export function localeFromPath(pathname: string = globalThis.location?.pathname ?? '/'): Locale {
  return pathname === ID_PREFIX || pathname.startsWith(`${ID_PREFIX}/`) ? 'id' : DEFAULT_LOCALE;
}

/** The path without its locale prefix ("/id/vendor/x" -> "/vendor/x", "/id" -> "/"). */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) !== 'id') return pathname || '/';
  return pathname.slice(ID_PREFIX.length) || '/';
}

/** A locale-free path ("/login") as seen in a locale ("/id/login"). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? ID_PREFIX : `${ID_PREFIX}${clean}`;
}

/** The same page in another language, keeping the query and hash. */
export function switchLocalePath(pathname: string, search: string, target: Locale, hash = ''): string {
  return localizedPath(target, stripLocale(pathname)) + search + hash;
}

/** Remembers the user's choice (365 days). */
export function rememberLocale(locale: Locale, doc: Pick<Document, 'cookie'> | undefined = globalThis.document): void {
  if (!doc) return;
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  doc.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** The remembered locale, if any. */
export function rememberedLocale(doc: Pick<Document, 'cookie'> | undefined = globalThis.document): Locale | null {
  const match = doc?.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(en|id)(?:;|$)`));
  return match ? (match[1] as Locale) : null;
}
