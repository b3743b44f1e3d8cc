// What /profile/account-setting sends (spec 2 §5): the password fields only when a new password is
// typed, the avatar only when a new file is chosen, the OTP and the new e-mail only when present.
// Pure, so it is tested without a browser.
import { check } from '../../../contract/checks.ts';
import { newFileOf } from '../../components/crud/submitBody.ts';

export interface AccountValues {
  name?: string;
  email?: string;
  phone_country_code?: string | null;
  phone_number?: string | null;
  avatar?: unknown;
  password_old?: string;
  password?: string;
  password_confirm?: string;
  new_email?: string;
  otp?: string;
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export function accountBody(values: AccountValues, currentEmail: string): Record<string, unknown> {
  const body: Record<string, unknown> = { _method: 'PUT', name: values.name?.trim() ?? '', email: currentEmail };
  if (filled(values.phone_country_code)) body.phone_country_code = values.phone_country_code.trim();
  if (filled(values.phone_number)) body.phone_number = values.phone_number.trim();
  if (filled(values.password)) {
    body.password = values.password;
    body.password_confirm = values.password_confirm ?? '';
    body.password_old = values.password_old ?? '';
  }
  const avatar = newFileOf(values.avatar);
  if (avatar) body.avatar = avatar;
  if (filled(values.new_email) && filled(values.otp)) {
    body.email = values.new_email.trim();
    body.otp = values.otp.trim();
  }
  return body;
}

/** The form's own rules (shared rules of spec 1 §5): a message key per failing field. */
export function validateAccount(values: AccountValues): Record<string, string> {
  const errors: Record<string, string | undefined> = {
    name: check.required(values.name),
    phone_number: check.phone(values.phone_number ?? ''),
    new_email: check.email(values.new_email ?? ''),
  };
  if (filled(values.password)) {
    errors.password_old = check.required(values.password_old);
    errors.password = check.passwordMin(values.password);
    errors.password_confirm = check.matches(values.password)(values.password_confirm ?? '');
  }
  if (filled(values.otp) && !filled(values.new_email)) errors.new_email = 'validation.required';
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => !!e[1]));
}
