// Shipping companies: an LSP's customers (spec 2 §3 "Shipment company", §4 block toggle, §7 "Shipment companies").
import { z } from 'zod';
import { roles } from './access.ts';
import { ALL_ROWS_MAX, call, dataAnswer, idParams, isoDate, listDecl, listQuery, messageSchema, pagedAnswer } from './lib.ts';
import { optionalNumber, optionalText } from './fields.ts';
import { money } from './invoice.ts';
import { messageRef } from './message-ref.ts';
import { domain, requiredText } from './rules.ts';
import { firstUserFields, passwordsMatch } from './users.ts';

export const shipmentCompanyRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  logo_url: z.string().nullable(),
  logistics_service_provider_id: z.number().int().nullable(),
  logistics_service_provider_name: z.string().nullable(),
  logistics_service_provider_domain: z.string().nullable(),
  is_blocked: z.boolean(),
  /** The netto loss the LSP accepts on this customer's loads (docs/weighbridge.md): PERCENT of the pickup or KG per truck; null: none set. */
  loss_tolerance_type: z.enum(['PERCENT', 'KG']).nullable(),
  /** kg or per cent, decimal text. */
  loss_tolerance_value: z.string().nullable(),
  /** Rupiah per kg of loss beyond the tolerance claimed on its invoices (docs/invoices.md); null: none. */
  loss_claim_price: z.string().nullable(),
  created_at: isoDate,
});
export type ShipmentCompanyRecord = z.infer<typeof shipmentCompanyRecord>;

export const shipmentCompanyList = listDecl({
  search: ['name', 'address'],
  defaultSearch: ['name'],
  sort: ['name', 'created_at'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['logistics_service_provider_id', 'is_blocked'],
  dates: ['created_at'],
  defaultEntries: -1,
  all: { max: ALL_ROWS_MAX },
});

export const shipmentCompanyCreateBody = passwordsMatch(
  z.object({ logistics_service_provider_domain: domain(), name: requiredText(191), address: optionalText(2000), ...firstUserFields }),
  'user_password',
  'user_password_confirmed',
);

/**
 * The loss tolerance (absent: left as it is; null or '': none): a type and its value, a per cent at
 * most 100 or kg per truck at most 5,000 (a tolerance beyond a tenth of a tanker is a typing error).
 */
export const TOLERANCE_KG_MAX = 5000;
const toleranceFields = {
  loss_tolerance_type: z.preprocess((v) => (v === '' ? null : v), z.enum(['PERCENT', 'KG'], { error: 'validation.invalid' }).nullable().optional()),
  loss_tolerance_value: optionalNumber(),
  /** Absent: left as it is; null or '': none (no claim). */
  loss_claim_price: z.preprocess((v) => (v === '' ? null : v), money().nullable().optional()),
};

export const shipmentCompanyUpdateBody = z
  .object({ name: requiredText(191), address: optionalText(2000), logistics_service_provider_domain: domain(), ...toleranceFields })
  .superRefine((b, ctx) => {
    if (!b.loss_tolerance_type) return;
    const max = b.loss_tolerance_type === 'PERCENT' ? 100 : TOLERANCE_KG_MAX;
    if (b.loss_tolerance_value === undefined) ctx.addIssue({ code: 'custom', path: ['loss_tolerance_value'], message: 'validation.required' });
    else if (b.loss_tolerance_value > max) ctx.addIssue({ code: 'custom', path: ['loss_tolerance_value'], message: messageRef('validation.max', { max }) });
  });

const managers = roles.adminAndLsp;
const one = dataAnswer(shipmentCompanyRecord);

export const shipmentCompanies = {
  list: call({ method: 'GET', path: '/v1/shipment-companies', summary: "Shipping companies (LSP: its customers; ADMIN: all)", access: managers, query: listQuery, response: pagedAnswer(shipmentCompanyRecord) }),
  get: call({ method: 'GET', path: '/v1/shipment-companies/:id', summary: 'One shipping company', access: managers, params: idParams, response: one }),
  create: call({
    method: 'POST',
    path: '/v1/shipment-companies',
    summary: 'Create a shipping company and its first user in one step (LSP: under its own domain)',
    access: managers,
    body: shipmentCompanyCreateBody,
    response: one,
  }),
  update: call({ method: 'PUT', path: '/v1/shipment-companies/:id', summary: 'Rename, readdress or (ADMIN) move to another LSP', access: managers, params: idParams, body: shipmentCompanyUpdateBody, response: one }),
  block: call({ method: 'PUT', path: '/v1/shipment-companies/:id/block', summary: "Block or unblock (toggle); a blocked company's users cannot sign in", access: managers, params: idParams, response: one }),
  remove: call({ method: 'DELETE', path: '/v1/shipment-companies/:id', summary: 'Delete a company without orders, with its users and master data', access: managers, params: idParams, response: messageSchema }),
  removeLogo: call({ method: 'DELETE', path: '/v1/shipment-companies/:id/logo', summary: 'Remove the logo', access: managers, params: idParams, response: one }),
};
