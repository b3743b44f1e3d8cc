// A stored phone as a person reads and dials it, for the screens and the server's documents alike
// (issue 22): the country code, then the national grouping ("+62 812-1900-012"), from
// libphonenumber-js with its smallest metadata (min: formats and lengths). The client loads this
// module (one chunk, ~30 kB gzip) where a phone is first shown (src/components/PhoneText.tsx), not
// with the sign-in page or an area's first view.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { phoneParts, storedPhone } from './phone-text.ts';

/**
 * The national format without its national prefix ("0812-1900-012" -> "812-1900-012",
 * "(021) 55501234" -> "21 55501234", "(415) 555-2671" -> "415 555-2671"); the international
 * format when the national one does not end with the national number's digits.
 */
function groupedNational(phone: PhoneNumber): string {
  const national = phone.formatNational();
  const digits = phone.nationalNumber as string;
  let left = digits.length;
  let start = national.length;
  while (left > 0 && start > 0) {
    start--;
    if (/\d/.test(national[start]!)) left--;
  }
  const rest = national.slice(start);
  if (left > 0 || rest.replace(/\D/g, '') !== digits) return phone.formatInternational();
  const grouped = national.slice(0, start).includes('(') ? rest.replace(')', '') : rest;
  return `+${phone.countryCallingCode} ${grouped.replace(/\s+/g, ' ').trim()}`;
}

/**
 * A stored phone (country code "62" and the national number without its leading 0, spec 1 §9) as
 * a reader dials it: "+62 812-1900-012", "+62 21 5550123", "+44 7911 123456". A number stored with
 * its own "+" is read as it is; one with a leading 0 loses it. A number that cannot be parsed or
 * has an impossible length is shown as stored (`storedPhone`: "+62 8123", "call me"); '-' without
 * a number.
 */
export function formatPhone(countryCode: unknown, number: unknown): string {
  const { code, number: raw } = phoneParts(countryCode, number);
  if (!raw) return '-';
  const compact = raw.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact) || !/^\d{1,3}$/.test(code)) return storedPhone(countryCode, number);
  const e164 = compact.startsWith('+') ? compact : `+${code}${compact.replace(/^0+/, '')}`;
  const phone = parsePhoneNumberFromString(e164);
  return phone?.isPossible() ? groupedNational(phone) : storedPhone(countryCode, number);
}
