// One i18nProvider per locale. The URL decides the language, so getLocale always answers the
// provider's locale and changeLocale does nothing (a stored locale would otherwise override the
// URL, see notes/stack-findings). Missing keys show the key itself.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { en } from './en/index.ts';
import { id } from './id/index.ts';
import { parseMessageRef } from '../../contract/messages.ts';
import type { Locale } from './types.ts';

export const catalogs: Record<Locale, TranslationMessages> = { en, id };

export const LOCALE_NAMES: Record<Locale, string> = { en: en.auth.language.en, id: en.auth.language.id };

const cache = new Map<Locale, I18nProvider>();

export function makeI18nProvider(locale: Locale): I18nProvider {
  const cached = cache.get(locale);
  if (cached) return cached;
  const base = polyglotI18nProvider(() => catalogs[locale], locale, [{ locale, name: LOCALE_NAMES[locale] }], {
    allowMissing: true,
    onMissingKey: (key: string) => key,
  });
  const provider: I18nProvider = {
    ...base,
    // Contract messages may carry their values ("validation.tooLong?max=191").
    translate: (key: string, options?: object) => {
      const ref = parseMessageRef(key);
      return base.translate(ref.key, { ...ref.vars, ...options });
    },
    getLocale: () => locale,
    changeLocale: () => Promise.resolve(),
  };
  cache.set(locale, provider);
  return provider;
}
