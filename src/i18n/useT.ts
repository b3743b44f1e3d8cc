// The URL's locale and a translate function bound to it, for components outside react-admin
// (public pages, the language switch). Inside an <Admin>, react-admin's useTranslate works too.
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from './locale.ts';
import { translateLite } from './lite.ts';
import type { TranslateVars } from './t.ts';
import type { Locale } from './types.ts';

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export type Translate = (key: string, vars?: TranslateVars) => string;

export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, vars) => translateLite(locale, key, vars), [locale]);
}
