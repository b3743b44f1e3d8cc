// Shell strings outside react-admin (the outer router, the error page): a tiny lookup over the
// same catalogs the i18nProvider uses, with polyglot-style %{name} interpolation.
import { shell as en } from '../i18n/en/shell.ts';
import { shell as id } from '../i18n/id/shell.ts';

export type Locale = 'en' | 'id';
const catalogs = { en, id } as const;

/** `key` is relative to `shell`, e.g. 'error.notFound'. Unknown keys come back as themselves. */
export function shellText(locale: Locale, key: string, args: Record<string, string | number> = {}): string {
  let node: unknown = catalogs[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/%\{(\w+)\}/g, (m, name: string) => (name in args ? String(args[name]) : m));
}
