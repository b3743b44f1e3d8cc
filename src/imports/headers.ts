// Sheet headers -> column keys: case-insensitive, spaces trimmed, and "Dimension Length" or
// "dimension-length" read as the template's "dimension_length".

export function normalizeHeader(header: unknown): string {
  return String(header ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-_]+/g, '_');
}

export interface HeaderMatch {
  /** Column key per sheet column index; undefined where the header matches none. */
  keyAt: (string | undefined)[];
  /** Required keys that no header matches. */
  missingRequired: string[];
  /** Non-empty headers that match no key. */
  ignored: string[];
}

/**
 * Matches a header row to keys. `aliases` adds other accepted spellings per key (e.g. translated
 * labels). The first column with a given key wins; a repeated one is ignored.
 */
export function matchHeaders(
  headers: readonly unknown[],
  columns: { keys: readonly string[]; required: readonly string[] },
  aliases: Record<string, readonly string[]> = {},
): HeaderMatch {
  const byName = new Map<string, string>();
  for (const key of columns.keys) {
    byName.set(normalizeHeader(key), key);
    for (const alias of aliases[key] ?? []) byName.set(normalizeHeader(alias), key);
  }
  const taken = new Set<string>();
  const ignored: string[] = [];
  const keyAt = headers.map((header) => {
    const key = byName.get(normalizeHeader(header));
    if (key && !taken.has(key)) {
      taken.add(key);
      return key;
    }
    const text = String(header ?? '').trim();
    if (text) ignored.push(text);
    return undefined;
  });
  return { keyAt, missingRequired: columns.required.filter((k) => !taken.has(k)), ignored };
}
