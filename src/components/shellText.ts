// Shell strings outside react-admin (the outer router, the error page): a tiny lookup over the
// same catalogs the i18nProvider uses, with polyglot-style %{name} interpolation.
import { translateLite } from '../i18n/lite.ts';

export type Locale = 'en' | 'id';

/** `key` is relative to `shell`, e.g. 'error.notFound'. Unknown keys come back as themselves. */
export function shellText(locale: Locale, key: string, args: Record<string, string | number> = {}): string {
  const full = `shell.${key}`;
  const text = translateLite(locale, full, args);
  return text === full ? key : text;
}
