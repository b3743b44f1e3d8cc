// The shared form rules of spec 1 §5 as plain functions (no zod): the login chunk uses these,
// so the first page stays small. Each returns a message key of messages.ts or undefined.

export const RULES = {
  phoneMaxDigits: 15,
  passwordMinLength: 8,
  defaultPhoneCountryCode: '62',
} as const;

export const DOMAIN_RE = /^(localhost|(\d{1,3}\.){3}\d{1,3}|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(:\d{1,5})?$/i;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Plain validators for client forms (react-admin style: return a message key or undefined). */
export const check = {
  required: (v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
      ? 'validation.required'
      : undefined,
  email: (v: unknown) => (typeof v === 'string' && v !== '' && !EMAIL_RE.test(v) ? 'validation.email' : undefined),
  phone: (v: unknown) => {
    if (typeof v !== 'string' || v === '') return undefined;
    if (!/^\d+$/.test(v)) return 'validation.number';
    if (v.length > RULES.phoneMaxDigits) return 'validation.phoneMax';
    if (v.startsWith('0')) return 'validation.phoneFirstDigit';
    return undefined;
  },
  domain: (v: unknown) => (typeof v === 'string' && v !== '' && !DOMAIN_RE.test(v) ? 'validation.domain' : undefined),
  passwordMin: (v: unknown) =>
    typeof v === 'string' && v !== '' && v.length < RULES.passwordMinLength ? 'validation.passwordMin' : undefined,
  matches: (other: unknown) => (v: unknown) => (v !== other ? 'validation.passwordMatch' : undefined),
  fileType: (file: { type?: string; name?: string } | undefined, accepted: readonly string[]) => {
    if (!file) return undefined;
    const ext = file.name?.split('.').pop()?.toLowerCase() ?? '';
    return accepted.some((a) => a === file.type || a === `.${ext}`) ? undefined : 'validation.fileType';
  },
};

/** What decides a forced password change (the profile's flags). */
export interface PasswordChangeFlags {
  role: string;
  is_password_never_updated: boolean;
  is_last_login_stale: boolean;
  is_password_update_stale: boolean;
}

/**
 * Must set a new password before using the product (spec 1 §4): a vendor whose password was never
 * changed or whose previous sign-in is stale; an LSP also when its password is stale. The client
 * sends such a user to /create-new-password, the server refuses it everything else (403).
 */
export function mustChangePassword(p: PasswordChangeFlags): boolean {
  switch (p.role) {
    case 'VENDOR':
      return p.is_password_never_updated || p.is_last_login_stale;
    case 'LOGISTIC_SERVICE_PROVIDER':
      return p.is_password_never_updated || p.is_last_login_stale || p.is_password_update_stale;
    default:
      return false;
  }
}
