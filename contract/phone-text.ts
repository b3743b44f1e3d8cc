// A stored phone as it is stored, nothing parsed: what the screens show while the formatter
// (contract/phones.ts, with libphonenumber-js's metadata) is still loading, and what the formatter
// falls back to for a number it cannot read. Kept apart so a screen can show this at once and
// fetch the formatter when a phone is first on screen.

/** The stored parts, trimmed: the country code without "+" ("62" when none) and the number. */
export function phoneParts(countryCode: unknown, number: unknown): { code: string; number: string } {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  return { code: text(countryCode).replace(/^\+/, '').trim() || '62', number: text(number) };
}

/**
 * The stored text: "+62 8121900012" from the two stored parts (a national number without its
 * leading 0, spec 1 §9), a number stored with its own "+" or with letters as it is; '-' without one.
 */
export function storedPhone(countryCode: unknown, number: unknown): string {
  const parts = phoneParts(countryCode, number);
  if (!parts.number) return '-';
  if (!/^[\d\s().-]+$/.test(parts.number)) return parts.number;
  return `+${parts.code} ${parts.number.replace(/^0+/, '')}`;
}
