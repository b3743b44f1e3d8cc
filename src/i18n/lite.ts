// The translator outside react-admin (public pages, error pages, the language switch, the import
// page): the lite catalogs (catalogs.ts), without react-admin's messages or polyglot, so the login
// page stays small. Inside an area, react-admin's i18nProvider (i18nProvider.ts) serves the full ones.
import { fill, parseMessageRef } from '../../contract/message-ref.ts';
import { catalogOf } from './catalogs.ts';
import type { Locale } from './types.ts';

/** `key` is a full path ("auth.login.title"); unknown keys come back as themselves. */
export function translateLite(locale: Locale, keyOrRef: string, vars: Record<string, string | number> = {}): string {
  const ref = parseMessageRef(keyOrRef);
  let node: unknown = catalogOf('full', locale) ?? catalogOf('lite', locale);
  for (const part of ref.key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return fill(typeof node === 'string' ? node : ref.key, { ...ref.vars, ...vars });
}
