// Public self-registration (spec 2 §7 "Registration and password").
import { z } from 'zod';
import { call, dataAnswer } from './lib.ts';
import { optionalText, rawText } from './fields.ts';
import { domain, email, password, passwordEcho, phoneCountryCode, phoneNumber, requiredText } from './rules.ts';
import { passwordsMatch } from './users.ts';

const account = {
  name: requiredText(191),
  email: email(),
  password: password(),
  password_confirmation: passwordEcho(),
  recaptcha_token: rawText(4096).optional(),
};

export const registerShipmentCompanyBody = passwordsMatch(
  z.object({
    ...account,
    phone_country_code: phoneCountryCode(),
    phone_number: phoneNumber(),
    shipment_company_name: requiredText(191),
    logistics_service_provider_domain: domain(),
    token: requiredText(64),
  }),
  'password',
  'password_confirmation',
);

export const registerVendorBody = passwordsMatch(
  z.object({
    ...account,
    user_phone_country_code: phoneCountryCode(),
    user_phone_number: phoneNumber(),
    vendor_name: requiredText(191),
    vendor_address: optionalText(2000),
  }),
  'password',
  'password_confirmation',
);

export const registeredAnswer = dataAnswer(z.object({ user_id: z.number().int(), email: z.string(), organisation_id: z.number().int() }));

export const registration = {
  shipmentCompany: call({
    method: 'POST',
    path: '/v1/auth/register/shipment-company',
    summary: "Register a shipping company with an LSP's register link (domain + token)",
    access: 'public',
    body: registerShipmentCompanyBody,
    response: registeredAnswer,
  }),
  vendor: call({ method: 'POST', path: '/v1/auth/register/vendor', summary: 'Register a vendor', access: 'public', body: registerVendorBody, response: registeredAnswer }),
};
