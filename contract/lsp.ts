// Logistics service providers (spec 2 §3 "Logistics service provider", §7 "Logistic service providers").
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { fileField, idParam, methodPut, optionalText } from './fields.ts';
import { domain, requiredText } from './rules.ts';
import { firstUserFields, passwordsMatch } from './users.ts';
import { collaborationStatus } from './vendor.ts';
import { personalizationSchema } from './personalization.ts';

/** "#RRGGBB"; '' counts as not given. */
export const optionalColor = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: 'validation.invalid' }).trim().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid').optional());

/** An LSP carries its branding (the Personalization fields) plus its own. */
export const lspRecord = personalizationSchema.extend({
  id: z.number().int(),
  address: z.string().nullable(),
  domain: z.string(),
  /** The relation with the vendor in view (the caller's, or the filtered one); null without one. */
  status: collaborationStatus.nullable(),
  created_at: isoDate,
});
export type LspRecord = z.infer<typeof lspRecord>;

export const lspList = listDecl({
  search: ['name', 'domain', 'address'],
  defaultSearch: ['name'],
  sort: ['name', 'domain', 'created_at', 'status'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['vendors.id', 'status'],
  dates: ['created_at'],
  defaultEntries: 9,
});

/** The organisation fields an LSP is made of (admin form and the LSP's own profile). */
export const lspOrgFields = {
  name: requiredText(191),
  address: optionalText(2000),
  domain: domain(),
  logo: fileField(),
  primary_color: optionalColor(),
  secondary_color: optionalColor(),
  register_banner: fileField(),
};

export const lspCreateBody = passwordsMatch(z.object({ ...lspOrgFields, ...firstUserFields }), 'user_password', 'user_password_confirmed');
export const lspUpdateBody = z.object({ _method: methodPut, ...lspOrgFields });

const one = dataAnswer(lspRecord);

export const lsps = {
  list: call({ method: 'GET', path: '/v1/logistics-service-providers', summary: 'LSPs (VENDOR: all, with its relation status; ADMIN: all)', access: roles.adminAndVendor, query: listQuery, response: pagedAnswer(lspRecord) }),
  create: call({
    method: 'POST',
    path: '/v1/logistics-service-providers',
    summary: 'Create an LSP and its first user (multipart)',
    access: roles.admin,
    multipart: true,
    body: lspCreateBody,
    response: one,
  }),
  update: call({
    method: 'POST',
    path: '/v1/logistics-service-providers/:id',
    summary: 'Update an LSP (multipart, _method=PUT; files only when new)',
    access: roles.admin,
    multipart: true,
    params: idParams,
    body: lspUpdateBody,
    response: one,
  }),
  get: call({ method: 'GET', path: '/v1/logistics-service-providers/:id', summary: 'One LSP (VENDOR: with its relation status)', access: roles.adminAndVendor, params: idParams, response: one }),
  remove: call({ method: 'DELETE', path: '/v1/logistics-service-providers/:id', summary: 'Delete an LSP without orders, shipments or invoices, with its users and customers', access: roles.admin, params: idParams, response: messageSchema }),
  propose: call({
    method: 'POST',
    path: '/v1/logistics-service-providers/:idLSP/proposed',
    summary: 'A vendor proposes to collaborate with an LSP (idempotent; a rejected proposal is renewed)',
    access: roles.vendor,
    params: z.object({ idLSP: idParam() }),
    response: one,
  }),
  removeLogo: call({ method: 'DELETE', path: '/v1/logistics-service-providers/:id/logo', summary: 'Remove the logo', access: roles.admin, params: idParams, response: one }),
};
