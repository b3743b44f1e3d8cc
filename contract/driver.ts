// A vendor's drivers: a DRIVER user (no web sign-in) + driver row + licences
// (spec 2 §3 "Driver", §7 "Drivers"). v1 lists the rows; v2 the same rows with licences and plates.
import { z } from 'zod';
import { roles } from './access.ts';
import { ALL_ROWS_MAX, call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { fileField, formList, idParam, methodPut, optionalId, optionalText, requiredId } from './fields.ts';
import { EMAIL_RE } from './checks.ts';
import { password, phoneCountryCode, phoneNumber, requiredText } from './rules.ts';

export const driverRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  email: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  national_identity: z.string(),
  is_blocked: z.boolean(),
  vendor_id: z.number().int(),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  created_at: isoDate,
});
export type DriverRecord = z.infer<typeof driverRecord>;

export const driverLicense = z.object({ id: z.number().int(), license_category_id: z.number().int(), license_category_name: z.string(), license_number: z.string() });
export const driverPlate = z.object({ id: z.number().int(), plate_number: z.string(), vehicle_id: z.number().int(), vehicle_name: z.string() });
/** v2 rows and the single driver: licences and the plates the driver usually drives embedded. */
export const driverFullRecord = driverRecord.extend({ licenses: z.array(driverLicense), vehicle_details: z.array(driverPlate) });
export type DriverFullRecord = z.infer<typeof driverFullRecord>;

/** NIK: 16 digits. */
export const nationalIdentity = () => requiredText(32).regex(/^\d{16}$/, 'validation.nationalIdentity');

const optionalEmail = () =>
  optionalText(191).refine((v) => v === undefined || EMAIL_RE.test(v), 'validation.email').transform((v) => v?.toLowerCase());

const licenseInput = z.object({
  license_category_id: requiredId(),
  license_number: requiredText(64),
});

export const driverFields = z.object({
  name: requiredText(191),
  email: optionalEmail(),
  phone_country_code: phoneCountryCode(),
  phone_number: phoneNumber(),
  national_identity: nationalIdentity(),
  /** Taken from the token; a different one is refused (403). */
  vendor_id: optionalId(),
  /** Replaces the driver's licences when given ('' = none left); absent on update leaves them. */
  licenses: formList(licenseInput, 20, 'license_category_id'),
});
export type DriverFields = z.input<typeof driverFields>;

export const driverUserFields = z.object({
  name: requiredText(191),
  email: optionalEmail(),
  phone_country_code: phoneCountryCode(),
  phone_number: phoneNumber(),
  /** Set only when given. */
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password().optional()),
  driver_id: requiredId(),
  role: z.literal('DRIVER', { error: 'validation.invalid' }),
});

export const driverList = listDecl({
  search: ['user.name', 'user.email', 'user.phone_number', 'national_identity'],
  defaultSearch: ['user.name'],
  sort: ['user.name', 'created_at', 'national_identity'],
  defaultSort: { column: 'user.name', type: 'asc' },
  filter: ['vendor_id', 'is_blocked'],
  dates: ['created_at'],
  defaultEntries: 9,
  all: { max: ALL_ROWS_MAX },
});

/** mode: all (default); available = not blocked and not on an active track; active = not blocked; blocked. */
export const DRIVER_MODES = ['all', 'available', 'active', 'blocked'] as const;
export const driverListQuery = listQuery.extend({ mode: z.enum(DRIVER_MODES).optional() });

export const blockParams = idParams.extend({ type: z.enum(['block', 'unblock']) });

const readers = roles.fleetReaders;
const owner = roles.vendor;

export const driver = {
  list: call({ method: 'GET', path: '/v1/drivers', summary: 'Drivers (vendor: its own; LSP: its collaborating vendors\'; search user.name; mode all|available|active|blocked)', access: readers, query: driverListQuery, response: pagedAnswer(driverRecord) }),
  listFull: call({ method: 'GET', path: '/v2/drivers', summary: 'The same rows as /v1/drivers with licences and plates embedded', access: readers, query: driverListQuery, response: pagedAnswer(driverFullRecord) }),
  get: call({ method: 'GET', path: '/v1/drivers/:id', summary: 'One driver with licences and plates', access: readers, params: idParams, response: dataAnswer(driverFullRecord) }),
  create: call({
    method: 'POST',
    path: '/v1/drivers',
    summary: 'Create a driver: DRIVER user + driver + licences in one transaction (multipart; avatar optional)',
    access: owner,
    multipart: true,
    body: driverFields.extend({ avatar: fileField() }),
    response: dataAnswer(driverFullRecord),
  }),
  update: call({
    method: 'POST',
    path: '/v1/drivers/:id',
    summary: 'Update a driver (multipart, _method=PUT; licences replaced when given; avatar only when a new file)',
    access: owner,
    multipart: true,
    params: idParams,
    body: driverFields.extend({ _method: methodPut, avatar: fileField() }),
    response: dataAnswer(driverFullRecord),
  }),
  updateUser: call({
    method: 'PUT',
    path: '/v1/users/:userId',
    summary: 'Update a driver\'s user (role DRIVER; the vendor\'s own drivers only)',
    access: owner,
    params: z.object({ userId: idParam() }),
    body: driverUserFields,
    response: dataAnswer(driverFullRecord),
  }),
  remove: call({ method: 'DELETE', path: '/v1/drivers/:id', summary: 'Delete a driver and its user (409 when shipments used the driver)', access: owner, params: idParams, response: messageSchema }),
  removeAvatar: call({ method: 'DELETE', path: '/v1/drivers/:id/avatar', summary: "Remove the driver's photo (not in spec 2; like DELETE /v1/users/{id}/avatar for the vendor's drivers)", access: owner, params: idParams, response: dataAnswer(driverFullRecord) }),
  block: call({ method: 'PUT', path: '/v1/drivers/:id/:type', summary: 'Block or unblock a driver (blocked: no new tracks, no sign-in)', access: owner, params: blockParams, response: dataAnswer(driverFullRecord) }),
};
