// Vendors (transporters) and their collaboration with LSPs (spec 2 §3 "Vendor", §4, §7 "Vendors").
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { fileField, optionalId, optionalText } from './fields.ts';
import { requiredText } from './rules.ts';
import { firstUserFields, passwordsMatch } from './users.ts';

export const COLLABORATION_STATUSES = ['COLLABORATE', 'BLOCK', 'REJECTED', 'PROPOSED'] as const;
export const collaborationStatus = z.enum(COLLABORATION_STATUSES);

export const vendorRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** The relation with the LSP in view (the caller's, or the filtered one); null without one. */
  status: collaborationStatus.nullable(),
  created_at: isoDate,
});
export type VendorRecord = z.infer<typeof vendorRecord>;

export const vendorList = listDecl({
  search: ['name', 'address'],
  defaultSearch: ['name'],
  sort: ['name', 'created_at', 'status'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['logistics_service_providers.id', 'status'],
  dates: ['created_at'],
  defaultEntries: 9,
});

export const vendorCreateBody = passwordsMatch(
  z.object({ name: requiredText(191), address: optionalText(2000), logo: fileField(), logistics_service_provider_id: optionalId(), ...firstUserFields }),
  'user_password',
  'user_password_confirmed',
);

const one = dataAnswer(vendorRecord);

export const vendors = {
  list: call({ method: 'GET', path: '/v1/vendors', summary: 'Vendors (LSP: those related to it, with the relation status; ADMIN: all)', access: roles.adminAndLsp, query: listQuery, response: pagedAnswer(vendorRecord) }),
  get: call({ method: 'GET', path: '/v1/vendors/:id', summary: 'One vendor', access: roles.adminAndLsp, params: idParams, response: one }),
  create: call({
    method: 'POST',
    path: '/v1/vendors',
    summary: 'Create a vendor and its first user (multipart or JSON); an LSP caller collaborates with it at once',
    access: roles.adminAndLsp,
    multipart: true,
    body: vendorCreateBody,
    response: one,
  }),
  update: call({ method: 'PUT', path: '/v1/vendors/:id', summary: 'Rename or readdress a vendor', access: roles.admin, params: idParams, body: z.object({ name: requiredText(191), address: optionalText(2000) }), response: one }),
  remove: call({ method: 'DELETE', path: '/v1/vendors/:id', summary: 'Delete a vendor that never took part in a shipment', access: roles.admin, params: idParams, response: messageSchema }),
  updateCollaboration: call({
    method: 'POST',
    path: '/v1/vendors/:id/update-collaboration',
    summary: "Answer a vendor's proposal: COLLABORATE accepts, any other value rejects",
    access: roles.lsp,
    params: idParams,
    body: z.object({ status: requiredText(32) }),
    response: one,
  }),
  removeLogo: call({ method: 'DELETE', path: '/v1/vendors/:id/logo', summary: 'Remove the logo', access: roles.admin, params: idParams, response: one }),
};
