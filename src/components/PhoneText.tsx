// A stored phone as a person dials it ("+62 812-1900-012", contract/phones.ts). The formatter and
// libphonenumber-js's metadata (one chunk, ~30 kB gzip) are fetched the first time a phone is on
// screen, so neither the sign-in page nor an area's first view carries them; until then (or if
// the fetch fails) the stored text shows ("+62 8121900012").
import { useEffect, useState } from 'react';
import { storedPhone } from '../../contract/phone-text.ts';

type Formatter = (countryCode: unknown, number: unknown) => string;

let formatter: Formatter | null = null;
let loading: Promise<Formatter> | null = null;

/** Fetches the formatter once; a failed fetch is tried again by the next phone shown. */
export function loadPhoneFormatter(): Promise<Formatter> {
  loading ??= import('../../contract/phones.ts').then(
    (m) => (formatter = m.formatPhone),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function PhoneText({ countryCode, number }: { countryCode: unknown; number: unknown }) {
  const [format, setFormat] = useState<Formatter | null>(() => formatter);
  useEffect(() => {
    if (format) return;
    let live = true;
    loadPhoneFormatter().then(
      (f) => live && setFormat(() => f),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [format]);
  return <>{(format ?? storedPhone)(countryCode, number)}</>;
}

/** A list column's cell: the record's phone_country_code and phone_number. */
export const phoneCell = (r: Record<string, unknown>) => <PhoneText countryCode={r.phone_country_code} number={r.phone_number} />;
