// Inputs organisation forms share: the first user of a new organisation (LSP, vendor, shipping company), entered once on create:
// the user_* fields of spec 2 §3, phone country code fixed to 62 (spec 2 §5).
import { RULES } from '../../../contract/checks.ts';
import type { InputDef } from './definition.ts';

export const firstUserInputs: readonly InputDef[] = [
  { source: 'user_name', required: true, on: 'create' },
  { source: 'user_email', kind: 'email', required: true, on: 'create' },
  { source: 'user_phone_country_code', required: true, readOnly: true, defaultValue: RULES.defaultPhoneCountryCode, on: 'create' },
  { source: 'user_phone_number', required: true, on: 'create' },
  { source: 'user_password', kind: 'password', required: true, on: 'create' },
  { source: 'user_password_confirmed', kind: 'password', required: true, confirms: 'user_password', on: 'create' },
];

/** Image uploads the server accepts (checked by content there). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp'] as const;
