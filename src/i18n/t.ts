// Translation outside React (auth provider, toasts): the locale defaults to the URL's. Before an
// area's full catalog has arrived (signing in), the lite one answers: it holds the server's texts.
import { catalogOf } from './catalogs.ts';
import { makeI18nProvider } from './i18nProvider.ts';
import { translateLite } from './lite.ts';
import { localeFromPath } from './locale.ts';
import type { Locale } from './types.ts';

export type TranslateVars = Record<string, string | number>;

export function t(key: string, vars?: TranslateVars, locale: Locale = localeFromPath()): string {
  return catalogOf('full', locale) ? makeI18nProvider(locale).translate(key, vars) : translateLite(locale, key, vars);
}
