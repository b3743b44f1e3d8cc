// Translation outside React (auth provider, toasts): the locale defaults to the URL's.
import { makeI18nProvider } from './i18nProvider.ts';
import { localeFromPath } from './locale.ts';
import type { Locale } from './types.ts';

export type TranslateVars = Record<string, string | number>;

export function t(key: string, vars?: TranslateVars, locale: Locale = localeFromPath()): string {
  return makeI18nProvider(locale).translate(key, vars);
}
