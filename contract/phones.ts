// A stored phone as a reader dials it, for the screens and the server's documents alike.

/**
 * A stored phone (country code "62" and the national number without its leading 0, spec 1 §9) as
 * a reader dials it: "+62 8121900012". Joins the two stored parts, parses nothing (issue 22); '-'
 * without a number.
 */
export function formatPhone(countryCode: unknown, number: unknown): string {
  const digits = typeof number === 'string' || typeof number === 'number' ? String(number).trim() : '';
  if (!digits) return '-';
  const code = typeof countryCode === 'string' || typeof countryCode === 'number' ? String(countryCode).replace(/^\+/, '').trim() : '';
  return `+${code || '62'} ${digits.replace(/^0+/, '')}`;
}
