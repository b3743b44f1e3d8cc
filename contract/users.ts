// Users of an organisation, the sign-in switch and e-mail OTP (spec 2 §3 "User", §4, §6, §7 "Profiles and users").
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer, roleSchema } from './lib.ts';
import { fileField, methodPut, requiredId } from './fields.ts';
import { email, password, passwordEcho, phoneCountryCode, phoneNumber, requiredText } from './rules.ts';

/** Adds "confirmation equals password" to an object schema (message "Password not match."). */
export function passwordsMatch<T extends z.ZodObject>(schema: T, passwordField: string, confirmField: string) {
  return schema.superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    if (v[passwordField] !== undefined && v[passwordField] !== v[confirmField]) {
      ctx.addIssue({ code: 'custom', path: [confirmField], message: 'validation.passwordMatch' });
    }
  });
}

/** The first user of a new organisation (LSP, vendor, shipping company): the user_* fields of spec 2 §3. */
export const firstUserFields = {
  user_name: requiredText(191),
  user_email: email(),
  user_phone_country_code: phoneCountryCode(),
  user_phone_number: phoneNumber(),
  user_password: password(),
  user_password_confirmed: passwordEcho(),
};

/** An optional id sent as text by multipart forms. */

export const userRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_country_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  role: roleSchema,
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_disabled: z.boolean(),
  permission_id: z.number().int().nullable(),
  logistics_service_provider_id: z.number().int().nullable(),
  shipment_company_id: z.number().int().nullable(),
  vendor_id: z.number().int().nullable(),
  last_login_at: isoDate.nullable(),
  created_at: isoDate,
});
export type UserRecord = z.infer<typeof userRecord>;

export const permissionRecord = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });

export const userList = listDecl({
  search: ['name', 'email', 'phone_number'],
  defaultSearch: ['name', 'email', 'phone_number'],
  sort: ['name', 'email', 'created_at', 'last_login_at'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['role', 'is_disabled', 'permission_id', 'logistics_service_provider_id', 'shipment_company_id', 'vendor_id'],
  dates: ['created_at', 'last_login_at'],
  defaultEntries: 9,
});

const userFields = {
  name: requiredText(191),
  email: email(),
  phone_country_code: phoneCountryCode(),
  phone_number: phoneNumber(),
  avatar: fileField(),
};

export const userCreateBody = passwordsMatch(
  z.object({ ...userFields, password: password(), password_confirmation: passwordEcho() }),
  'password',
  'password_confirmation',
);

/** Update: the password only when one is entered. */
export const userUpdateBody = passwordsMatch(
  z.object({
    _method: methodPut,
    ...userFields,
    password: z.preprocess((v) => (v === '' ? undefined : v), password().optional()),
    password_confirmation: passwordEcho().optional(),
  }),
  'password',
  'password_confirmation',
);

const booleanish = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: 'validation.invalid' }),
);

const managers = roles.userManagers;

export const users = {
  list: call({ method: 'GET', path: '/v1/users', summary: "Users of the caller's organisation (ADMIN: all)", access: managers, query: listQuery, response: pagedAnswer(userRecord) }),
  create: call({
    method: 'POST',
    path: '/v1/users',
    summary: "Add a user to the caller's organisation, with the caller's role (multipart)",
    access: managers,
    multipart: true,
    body: userCreateBody,
    response: dataAnswer(userRecord),
  }),
  update: call({
    method: 'POST',
    path: '/v1/users/:id',
    summary: 'Update a user (multipart, _method=PUT; password and avatar only when given)',
    access: managers,
    multipart: true,
    params: idParams,
    body: userUpdateBody,
    response: dataAnswer(userRecord),
  }),
  get: call({ method: 'GET', path: '/v1/users/:id', summary: "One user of the caller's organisation (ADMIN: any)", access: managers, params: idParams, response: dataAnswer(userRecord) }),
  getDisableUser: call({ method: 'GET', path: '/v1/settings/disable-user', summary: 'The platform sign-in switch as it is now', access: roles.admin, response: dataAnswer(z.object({ value: z.boolean() })) }),
  remove: call({ method: 'DELETE', path: '/v1/users/:id', summary: 'Delete a user (not yourself)', access: managers, params: idParams, response: messageSchema }),
  removeAvatar: call({
    method: 'DELETE',
    path: '/v1/users/:id/avatar',
    summary: "Remove a user's avatar (a READ_ONLY user: only their own)",
    access: managers,
    params: idParams,
    response: dataAnswer(userRecord),
    selfService: { ownId: 'id' },
  }),
  setDisableUser: call({
    method: 'PUT',
    path: '/v1/settings/set-disable-user',
    summary: 'Platform switch: value true refuses sign-in to every non-admin user and ends their sessions',
    access: roles.admin,
    body: z.object({ value: booleanish }),
    response: dataAnswer(z.object({ value: z.boolean() })),
  }),
  enableUser: call({
    method: 'PUT',
    path: '/v1/users/enable-user/:id',
    summary: 'Enable a user (enabled=false disables it and ends its sessions)',
    access: managers,
    params: idParams,
    body: z.object({ enabled: booleanish.optional() }).nullish(),
    response: dataAnswer(userRecord),
  }),
  listPermission: call({ method: 'GET', path: '/v1/users/list-permission', summary: 'Permission levels a user may be given', access: managers, response: dataAnswer(z.array(permissionRecord)) }),
  updatePermission: call({
    method: 'PUT',
    path: '/v1/users/update-permission/:id',
    summary: "Set a user's permission level",
    access: managers,
    params: idParams,
    body: z.object({ permission_id: requiredId() }),
    response: dataAnswer(userRecord),
  }),
  endSession: call({ method: 'POST', path: '/v1/users/:id/end-session', summary: 'Sign a user out everywhere now', access: managers, params: idParams, response: messageSchema }),
  verifyRequest: call({
    method: 'POST',
    path: '/v1/verify/request',
    summary: 'Mail a 6-digit code (valid 10 minutes) to confirm a new e-mail address of the signed-in user',
    access: 'signed-in',
    selfService: true,
    body: z.object({ email: email() }),
    response: messageSchema,
  }),
};
