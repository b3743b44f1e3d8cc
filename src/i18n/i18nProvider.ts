// One i18nProvider per locale. The URL decides the language, so getLocale always answers the
// provider's locale and changeLocale does nothing (a stored locale would otherwise override the
// URL, see notes/stack-findings). Missing keys show the key itself. The locale's full catalog must
// have arrived (catalogs.ts: the outer router waits for it before an area mounts).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { parseMessageRef } from '../../contract/message-ref.ts';
import { catalogOf } from './catalogs.ts';
import type { Locale } from './types.ts';

const cache = new Map<Locale, I18nProvider>();

export function makeI18nProvider(locale: Locale): I18nProvider {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = catalogOf('full', locale);
  if (!messages) throw new Error(`the ${locale} catalog has not been loaded (loadCatalog('full', '${locale}'))`);
  const name = String((messages.auth as { language: Record<Locale, string> }).language[locale]);
  const base = polyglotI18nProvider(() => messages as TranslationMessages, locale, [{ locale, name }], {
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
