// Message references: a key and its values in one string, and the %{name} filler. Apart from the
// catalogs (messages.ts) so that code needing only these (every contract file, the sign-in page)
// does not carry both languages' texts.

export type MessageVars = Record<string, string | number>;

/**
 * A message key with its values in one string ("validation.tooLong?max=191"), so that a zod issue,
 * a form validator and an import cell can carry "at most 191 characters" as plain text and each
 * reader translates it. URLSearchParams does the encoding.
 */
export function messageRef(key: string, vars?: MessageVars): string {
  if (!vars || Object.keys(vars).length === 0) return key;
  return `${key}?${new URLSearchParams(Object.entries(vars).map(([k, v]) => [k, String(v)]))}`;
}

/** The key and values of a message reference (a plain key has no values). */
export function parseMessageRef(ref: string): { key: string; vars: MessageVars } {
  const at = ref.indexOf('?');
  if (at < 0) return { key: ref, vars: {} };
  return { key: ref.slice(0, at), vars: Object.fromEntries(new URLSearchParams(ref.slice(at + 1))) };
}

/** Fills %{name} placeholders (the syntax the client's polyglot catalogs use too). */
export const fill = (text: string, vars: MessageVars) => text.replace(/%\{(\w+)\}/g, (m, v: string) => (v in vars ? String(vars[v]) : m));
