// The shared form rules of spec 1 §5. Each message is a key of messages.ts ("validation.*"),
// translated by whoever shows it: the server for its answers, the client for its forms.
import { z } from 'zod';

export const RULES = {
  phoneMaxDigits: 15,
  passwordMinLength: 8,
  defaultPhoneCountryCode: '62',
} as const;

const DOMAIN_RE = /^(localhost|(\d{1,3}\.){3}\d{1,3}|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(:\d{1,5})?$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A non-empty string after trimming. */
export const requiredText = (max = 255) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.invalid');

export const email = () => requiredText(191).regex(EMAIL_RE, 'validation.email').transform((s) => s.toLowerCase());

export const phoneNumber = () =>
  requiredText(32)
    .regex(/^\d+$/, 'validation.number')
    .refine((s) => s.length <= RULES.phoneMaxDigits, 'validation.phoneMax')
    .refine((s) => !s.startsWith('0'), 'validation.phoneFirstDigit');

export const phoneCountryCode = () => z.string().trim().regex(/^\d{1,4}$/, 'validation.invalid').default(RULES.defaultPhoneCountryCode);

export const domain = () => requiredText(253).regex(DOMAIN_RE, 'validation.domain').transform((s) => s.toLowerCase());

export const password = () =>
  z.string({ error: 'validation.required' }).min(1, 'validation.required').min(RULES.passwordMinLength, 'validation.passwordMin').max(200, 'validation.invalid');

/** Adds the confirmation rule to an object holding `password` and a confirmation field. */
export function withConfirmation<T extends z.ZodObject<{ password: z.ZodType }>>(schema: T, confirmField: string) {
  return schema.superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    if (v.password !== v[confirmField]) {
      ctx.addIssue({ code: 'custom', path: [confirmField], message: 'validation.passwordMatch' });
    }
  });
}

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
