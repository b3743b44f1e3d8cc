// The LSP's customers (shipping companies): list, create with the first user, edit, delete; the
// row buttons (block/unblock, import locations) are components of their own; the stored logo is
// shown on edit with its removal (a read-only image input).
import { z } from 'zod';
import { contract } from '../../../contract/index.ts';
import { shipmentCompanyList, shipmentCompanyUpdateBody } from '../../../contract/shipment-company.ts';
import { firstUserFields } from '../../../contract/users.ts';
import { RULES } from '../../../contract/checks.ts';
import { TOLERANCE_TYPES } from '../../../contract/weighbridge.ts';
import { defineResource, type InputDef } from '../../components/crud/index.ts';
import { CUSTOMER_SLUG } from './paths.ts';
import { CustomerRowActions, CustomerStatus } from './RowActions.tsx';

const orNull = (v: unknown) => (v === '' || v === undefined || v === null ? null : v);

export const DOMAIN_SOURCE = 'logistics_service_provider_domain';

const inputs: InputDef[] = [
  { source: 'name', required: true },
  { source: DOMAIN_SOURCE, required: true, readOnly: true },
  { source: 'address', kind: 'textarea' },
  { source: 'user_name', required: 'create', on: 'create' },
  { source: 'user_email', kind: 'email', required: 'create', on: 'create' },
  { source: 'user_phone_country_code', readOnly: true, defaultValue: RULES.defaultPhoneCountryCode, on: 'create' },
  { source: 'user_phone_number', required: 'create', on: 'create' },
  { source: 'user_password', kind: 'password', required: 'create', on: 'create' },
  { source: 'user_password_confirmed', kind: 'password', required: 'create', on: 'create', confirms: 'user_password' },
  // The update call takes no file: on edit the stored logo is shown, removable.
  { source: 'logo', kind: 'image', urlSource: 'logo_url', readOnly: true, on: 'edit', removeCall: contract.shipmentCompanies.removeLogo, removeLabelKey: 'shell.crud.removeLogo' },
  // The netto loss accepted on this customer's loads (docs/weighbridge.md): per cent of the pickup or kg per truck.
  // Cleared (the empty choice), the tolerance is sent as null: back to none (any loss flagged).
  { source: 'loss_tolerance_type', kind: 'select', choices: TOLERANCE_TYPES, choicePrefix: 'weighbridge.toleranceType', on: 'edit', sendsBlank: true, toBody: orNull },
  { source: 'loss_tolerance_value', kind: 'number', on: 'edit' },
  // Rupiah per kg of loss beyond the tolerance, claimed on this customer's invoices (docs/invoices.md); cleared: no claim.
  { source: 'loss_claim_price', kind: 'number', on: 'edit', sendsBlank: true, toBody: orNull },
];

export const customerResource = defineResource({
  slug: CUSTOMER_SLUG,
  calls: contract.shipmentCompanies,
  listDecl: shipmentCompanyList,
  perPage: 9,
  fields: z.object({ ...shipmentCompanyUpdateBody.shape, ...firstUserFields }),
  titleSource: 'name',
  columns: [
    { source: 'logo', kind: 'image', urlSource: 'logo_url' },
    { source: 'name' },
    { source: 'address' },
    { source: 'is_blocked', render: CustomerStatus },
    { source: 'created_at', kind: 'date' },
  ],
  inputs,
  searchPlaceholderKey: 'resources.customer.search',
  rowActions: CustomerRowActions,
});

/** The create form starts with the LSP's own domain: an LSP creates customers only under it. */
export function withDomain(domain: string | null | undefined) {
  return { ...customerResource, inputs: inputs.map((i) => (i.source === DOMAIN_SOURCE ? { ...i, defaultValue: domain ?? undefined } : i)) };
}
