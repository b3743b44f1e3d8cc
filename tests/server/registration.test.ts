// /v1/auth/register/*: public sign-up of shipping companies (with a register link) and vendors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let linkToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const lsp = await t.login('lsp@lsi.test');
  linkToken = (await t.call({ method: 'GET', url: '/v1/profile/logistics-service-providers/register-link', token: lsp })).json().data.token;
});
afterAll(() => t?.close());

const register = (kind: 'shipment-company' | 'vendor', payload: object, lang = 'en') =>
  t.call({ method: 'POST', url: `/v1/auth/register/${kind}`, payload, headers: { 'accept-language': lang } });
const signIn = (email: string, password: string) => t.call({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

const company = (n: string) => ({
  name: `Pendaftar ${n}`,
  email: `daftar-${n}@example.com`,
  password: 'rahasia-123',
  password_confirmation: 'rahasia-123',
  phone_country_code: '62',
  phone_number: '81255556666',
  shipment_company_name: `PT Daftar ${n}`,
  logistics_service_provider_domain: 'localhost',
  token: linkToken,
});
const vendor = (n: string) => ({
  name: `Vendor ${n}`,
  email: `vendor-daftar-${n}@example.com`,
  password: 'rahasia-123',
  password_confirmation: 'rahasia-123',
  user_phone_country_code: '62',
  user_phone_number: '81277778888',
  vendor_name: `CV Daftar ${n}`,
  vendor_address: 'Jl. Daftar 1',
});

describe('shipping company', () => {
  it('registers with the LSP register link; the account signs in to the form-profile step', async () => {
    const res = await register('shipment-company', company('a'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Registration successful. You can sign in now.', data: { email: 'daftar-a@example.com' } });
    const login = await signIn('daftar-a@example.com', 'rahasia-123');
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user).toMatchObject({ role: 'SHIPMENT_COMPANY', is_password_never_updated: false, shipment_company: { name: 'PT Daftar a', address: null, logo_url: null } });
    const lsp = await t.login('lsp@lsi.test');
    const customers = (await t.call({ method: 'GET', url: '/v1/shipment-companies', token: lsp })).json().data.map((c: { name: string }) => c.name);
    expect(customers).toContain('PT Daftar a');
  });

  it('refuses a missing, wrong or foreign token and an unknown domain; nothing is written', async () => {
    expect(expectError(await register('shipment-company', { ...company('b'), token: '' }), 422).errors).toEqual({ token: ['Required.'] });
    expect(expectError(await register('shipment-company', { ...company('b'), token: 'forged' }), 422).errors).toEqual({ token: ['The registration link is invalid or has expired.'] });
    const foreign = await register('shipment-company', { ...company('b'), logistics_service_provider_domain: '127.0.0.1' });
    expect(expectError(foreign, 422).errors).toEqual({ token: ['The registration link is invalid or has expired.'] });
    const unknown = await register('shipment-company', { ...company('b'), logistics_service_provider_domain: 'nowhere.test' }, 'id');
    expect(expectError(unknown, 422).errors).toEqual({ logistics_service_provider_domain: ['Tidak ada penyedia logistik dengan domain ini.'] });
    expectError(await signIn('daftar-b@example.com', 'rahasia-123'), 401);
  });

  it('refuses an expired link', async () => {
    const start = t.clock.now();
    t.clock.advance(31 * 86_400_000);
    try {
      expect(expectError(await register('shipment-company', company('c')), 422).errors).toEqual({ token: ['The registration link is invalid or has expired.'] });
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses a mismatched confirmation and a used e-mail', async () => {
    expect(expectError(await register('shipment-company', { ...company('d'), password_confirmation: 'lain-lain-1' }), 422).errors).toEqual({ password_confirmation: ['Password not match.'] });
    expect(expectError(await register('shipment-company', { ...company('d'), email: 'Shipper@lsi.test' }, 'id'), 422).errors).toEqual({ email: ['Sudah digunakan.'] });
  });
});

describe('vendor', () => {
  it('registers and signs in straight to the vendor area', async () => {
    const res = await register('vendor', vendor('a'));
    expect(res.statusCode, res.body).toBe(200);
    const login = await signIn('vendor-daftar-a@example.com', 'rahasia-123');
    expect(login.json().data.user).toMatchObject({ role: 'VENDOR', is_password_never_updated: false, is_last_login_stale: false, vendor: { name: 'CV Daftar a', address: 'Jl. Daftar 1' } });
  });

  it('explains wrong fields in the user language and writes nothing', async () => {
    const res = await register('vendor', { ...vendor('b'), user_phone_number: '0812', password: 'short', password_confirmation: 'short', vendor_name: '' }, 'id');
    expect(expectError(res, 422).errors).toEqual({ user_phone_number: ['Digit pertama tidak boleh 0.'], password: ['Minimal 8 karakter.'], vendor_name: ['Wajib diisi.'] });
    expectError(await signIn('vendor-daftar-b@example.com', 'short'), 401);
  });

  it('checks the captcha when it is enabled', async () => {
    const original = t.services.captcha;
    t.services.captcha = { enabled: true, verify: async (token) => token === 'human' };
    try {
      expect(expectError(await register('vendor', vendor('c')), 422).errors).toEqual({ recaptcha_token: ['Please confirm you are not a robot.'] });
      expect((await register('vendor', { ...vendor('c'), recaptcha_token: 'human' })).statusCode).toBe(200);
    } finally {
      t.services.captcha = original;
    }
  });
});
