// Sign-in, the signed-in user's profile, password reset (spec 1 §4, §7; spec 2 §7).
import { z } from 'zod';
import { call, dataAnswer, isoDate, messageSchema, permissionLevelSchema, roleSchema } from './lib.ts';
import { fileField, rawText, text } from './fields.ts';
import { email, password, passwordEcho, phoneCountryCode, phoneNumber, requiredText, withConfirmation } from './rules.ts';

export const TOKEN_MAX_AGE_SECONDS = 86400;

const orgSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  address: z.string().nullable(),
});

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  phone_country_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** The main admin account sees shipping company management. */
  is_main_admin: z.boolean(),
  /** READ_ONLY: reads only (plus the own account); the server refuses other writes with 403. */
  permission: permissionLevelSchema,
  /** Password never changed since the account was made. */
  is_password_never_updated: z.boolean(),
  /** Last sign-in before this one is older than the stale window. */
  is_last_login_stale: z.boolean(),
  /** Password last changed longer ago than the rotation window. */
  is_password_update_stale: z.boolean(),
  last_login_at: isoDate.nullable(),
  logistics_service_provider: orgSummary.extend({ domain: z.string().nullable(), primary_color: z.string() }).nullable(),
  shipment_company: orgSummary.nullable(),
  vendor: orgSummary.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

// The rule lives with the zod-free checks: the first page decides where a user goes without zod.
export { mustChangePassword, type PasswordChangeFlags } from './checks.ts';

export const loginBody = z.object({
  email: email(),
  password: passwordEcho().min(1, 'validation.required'),
  /** Sent by /login-admin: only administrators may sign in there. */
  admin_only: z.boolean().optional(),
});

export const loginAnswer = dataAnswer(
  z.object({
    token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    user: profileSchema,
  }),
);

export const profileUpdateBody = z.object({
  _method: z.literal('PUT').optional(),
  name: requiredText(),
  email: email(),
  phone_country_code: phoneCountryCode().optional(),
  phone_number: phoneNumber().optional(),
  password: password().optional(),
  password_confirm: passwordEcho().optional(),
  password_old: passwordEcho().optional(),
  otp: text(12).optional(),
  avatar: fileField(),
});

export const changePasswordBody = withConfirmation(
  z.object({ password: password(), password_confirmation: passwordEcho(), token: rawText(200).min(1, 'validation.required') }),
  'password_confirmation',
);

export const auth = {
  login: call({
    method: 'POST',
    path: '/v1/auth/login',
    summary: 'Sign in with e-mail and password; answers a bearer token and the user',
    access: 'public',
    ownCredentials: true,
    body: loginBody,
    response: loginAnswer,
  }),
  logout: call({
    method: 'POST',
    path: '/v1/auth/logout',
    summary: 'Revoke the current token',
    access: 'signed-in',
    selfService: true,
    duringPasswordChange: true,
    response: messageSchema,
  }),
  profile: call({
    method: 'GET',
    path: '/v1/auth/profile',
    summary: 'The signed-in user',
    access: 'signed-in',
    duringPasswordChange: true,
    response: dataAnswer(profileSchema),
  }),
  updateProfile: call({
    method: 'POST',
    path: '/v1/auth/profile',
    summary: 'Update the signed-in user (multipart, _method=PUT)',
    access: 'signed-in',
    selfService: true,
    multipart: true,
    body: profileUpdateBody,
    response: dataAnswer(profileSchema),
  }),
  fcmToken: call({
    method: 'PUT',
    path: '/v1/auth/fcm-token',
    summary: 'Register the browser push token',
    access: 'signed-in',
    selfService: true,
    body: z.object({ fcm_token: rawText(4096).min(1, 'validation.required') }),
    response: messageSchema,
  }),
  forgotPassword: call({
    method: 'POST',
    path: '/v1/users/forgot-password',
    summary: 'Mail a single-use password reset link',
    access: 'public',
    body: z.object({ email: email(), locale: z.enum(['en', 'id']).optional() }),
    response: messageSchema,
  }),
  changePasswords: call({
    method: 'POST',
    path: '/v1/users/change-passwords',
    summary: 'Set a new password with a reset token (or the forced change after sign-in)',
    access: 'public',
    body: changePasswordBody,
    duringPasswordChange: true,
    response: messageSchema,
  }),
};
