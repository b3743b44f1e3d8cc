// The signed-in user's own organisation (spec 2 §7 "Profiles and users").
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer } from './lib.ts';
import { fileField, methodPut, optionalText } from './fields.ts';
import { domain, requiredText } from './rules.ts';
import { lspOrgFields, lspRecord } from './lsp.ts';
import { shipmentCompanyRecord } from './shipment-company.ts';
import { vendorRecord } from './vendor.ts';

export const REGISTER_LINK_DAYS = 30;

export const orgProfile = {
  getLsp: call({ method: 'GET', path: '/v1/profile/logistics-service-providers', summary: "The LSP's own organisation", access: roles.lsp, response: dataAnswer(lspRecord) }),
  updateLsp: call({
    method: 'POST',
    path: '/v1/profile/logistics-service-providers',
    summary: "Update the LSP's own organisation (multipart, _method=PUT; files only when new)",
    access: roles.lsp,
    multipart: true,
    body: z.object({ _method: methodPut, ...lspOrgFields }),
    response: dataAnswer(lspRecord),
  }),
  registerLink: call({
    method: 'GET',
    path: '/v1/profile/logistics-service-providers/register-link',
    summary: `A link customers register with (valid ${REGISTER_LINK_DAYS} days; a live one is answered again)`,
    access: roles.lsp,
    response: dataAnswer(z.object({ url: z.string(), token: z.string(), expires_at: z.string() })),
  }),
  getVendor: call({ method: 'GET', path: '/v1/profile/vendors', summary: "The vendor's own organisation", access: roles.vendor, response: dataAnswer(vendorRecord) }),
  updateVendor: call({
    method: 'POST',
    path: '/v1/profile/vendors',
    summary: "Update the vendor's own organisation (multipart, _method=PUT)",
    access: roles.vendor,
    multipart: true,
    body: z.object({ _method: methodPut, name: requiredText(191), address: optionalText(2000), logo: fileField() }),
    response: dataAnswer(vendorRecord),
  }),
  getShipmentCompany: call({ method: 'GET', path: '/v1/profile/shipment-companies', summary: "The shipping company's own organisation", access: roles.shipper, response: dataAnswer(shipmentCompanyRecord) }),
  updateShipmentCompany: call({
    method: 'POST',
    path: '/v1/profile/shipment-companies',
    summary: "Update the shipping company's own organisation (multipart, _method=PUT; the LSP domain cannot be changed here)",
    access: roles.shipper,
    multipart: true,
    body: z.object({ _method: methodPut, name: requiredText(191), address: optionalText(2000), logistics_service_provider_domain: domain(), logo: fileField() }),
    response: dataAnswer(shipmentCompanyRecord),
  }),
};
