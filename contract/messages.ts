// Messages the server sends and the shared form rules show, in both languages: `en`
// (messages-en.ts) is the key schema; `id` (messages-id.ts) must satisfy it. The server reads both
// from here; the client's catalogs import only the language they hold.
import { fill, parseMessageRef, type MessageVars } from './message-ref.ts';
import { en, type MessageCatalog } from './messages-en.ts';
import { id } from './messages-id.ts';

export { fill, messageRef, parseMessageRef, type MessageVars } from './message-ref.ts';
export { en, type MessageCatalog } from './messages-en.ts';
export { id } from './messages-id.ts';

export const catalogs = { en, id } as const;
export type Locale = keyof typeof catalogs;
export const LOCALES: readonly Locale[] = ['en', 'id'];

/** Message key paths such as "validation.required". */
export type MessageKey = {
  [G in keyof MessageCatalog]: `${G & string}.${keyof MessageCatalog[G] & string}`;
}[keyof MessageCatalog];

export function translate(locale: Locale, keyOrRef: string, vars: MessageVars = {}): string {
  const ref = parseMessageRef(keyOrRef);
  const [group, name] = ref.key.split('.') as [keyof MessageCatalog, string];
  const text = (catalogs[locale][group] as Record<string, string> | undefined)?.[name] ?? ref.key;
  const all = { ...ref.vars, ...vars };
  return fill(pluralForm(locale, text, all.smart_count), all);
}

/** One Intl.PluralRules per language: making one costs more than the message it picks a form for. */
const rulesOf = new Map<Locale, Intl.PluralRules>();
const pluralRules = (locale: Locale) => rulesOf.get(locale) ?? rulesOf.set(locale, new Intl.PluralRules(locale)).get(locale)!;

/**
 * Polyglot's plural syntax, which the client's catalogs read too: "one truck |||| %{smart_count}
 * trucks", the form picked by smart_count with the language's plural rules (Intl.PluralRules).
 * Indonesian texts have one form.
 */
export function pluralForm(locale: Locale, text: string, count: string | number | undefined): string {
  const forms = text.split('||||');
  if (forms.length === 1 || count === undefined) return text;
  const form = pluralRules(locale).select(Number(count)) === 'one' ? forms[0] : forms[1];
  return (form ?? forms[forms.length - 1]!).trim();
}
