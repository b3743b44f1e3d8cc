// The shared form rules of spec 1 §5. Each message is a key of messages.ts ("validation.*"),
// translated by whoever shows it: the server for its answers, the client for its forms.
import { z } from 'zod';
import { DOMAIN_RE, EMAIL_RE, RULES } from './checks.ts';
import { hasNoControlCharacters, rawText, requiredText, tooLong } from './fields.ts';

export { check, RULES } from './checks.ts';
export { requiredText } from './fields.ts';

export const email = () => requiredText(191).regex(EMAIL_RE, 'validation.email').transform((s) => s.toLowerCase());

export const phoneNumber = () =>
  requiredText(32)
    .regex(/^\d+$/, 'validation.number')
    .refine((s) => s.length <= RULES.phoneMaxDigits, 'validation.phoneMax')
    .refine((s) => !s.startsWith('0'), 'validation.phoneFirstDigit');

export const phoneCountryCode = () => z.string({ error: 'validation.invalid' }).trim().regex(/^\d{1,4}$/, 'validation.invalid').default(RULES.defaultPhoneCountryCode);

export const domain = () => requiredText(253).regex(DOMAIN_RE, 'validation.domain').transform((s) => s.toLowerCase());

export const PASSWORD_MAX_LENGTH = 200;

export const password = () =>
  z
    .string()
    .min(1, 'validation.required')
    .min(RULES.passwordMinLength, 'validation.passwordMin')
    .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH))
    .refine(hasNoControlCharacters, 'validation.controlChars');

/** A confirmation or an old password: compared, never stored; the same limits as a password. */
export const passwordEcho = () => rawText(PASSWORD_MAX_LENGTH);

/** Adds the confirmation rule to an object holding `password` and a confirmation field. */
export function withConfirmation<T extends z.ZodObject<{ password: z.ZodType }>>(schema: T, confirmField: string) {
  return schema.superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    if (v.password !== v[confirmField]) {
      ctx.addIssue({ code: 'custom', path: [confirmField], message: 'validation.passwordMatch' });
    }
  });
}

