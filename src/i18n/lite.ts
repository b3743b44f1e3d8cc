// The translator outside react-admin (public pages, error pages, the language switch, the import
// page's worker-side texts): only the catalogs those screens need, without react-admin's messages or polyglot, so the login page
// stays small. Inside an area, react-admin's i18nProvider (i18nProvider.ts) serves the full catalogs.
import { en as contractEn, fill, id as contractId, parseMessageRef } from '../../contract/messages.ts';
import { auth as authEn } from './en/auth.ts';
import { imports as importsEn } from './en/imports.ts';
import { shell as shellEn } from './en/shell.ts';
import { auth as authId } from './id/auth.ts';
import { imports as importsId } from './id/imports.ts';
import { shell as shellId } from './id/shell.ts';
import type { Locale } from './types.ts';

const catalogs = {
  en: { validation: contractEn.validation, server: contractEn.server, auth: authEn, shell: shellEn, imports: importsEn },
  id: { validation: contractId.validation, server: contractId.server, auth: authId, shell: shellId, imports: importsId },
} as const;

/** `key` is a full path ("auth.login.title"); unknown keys come back as themselves. */
export function translateLite(locale: Locale, keyOrRef: string, vars: Record<string, string | number> = {}): string {
  const ref = parseMessageRef(keyOrRef);
  let node: unknown = catalogs[locale];
  for (const part of ref.key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return fill(typeof node === 'string' ? node : ref.key, { ...ref.vars, ...vars });
}
