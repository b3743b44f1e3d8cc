// /v1/profile/*: each organisation reads and updates itself (multipart, _method=PUT); the register link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, expectError, multipart, startTestApp, type TestApp } from './harness.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
const png = { filename: 'logo.png', type: 'image/png', bytes: PNG };

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['lsp', 'lsp2', 'admin', 'shipper', 'newshipper', 'vendor']) tokens[who] = await t.login(`${who}@lsi.test`);
});
afterAll(() => t?.close());

const get = (who: string, url: string) => t.call({ method: 'GET', url, token: tokens[who] });
const form = (who: string, url: string, fields: Parameters<typeof multipart>[0], lang = 'en') => {
  const f = multipart(fields);
  return t.call({ method: 'POST', url, token: tokens[who], payload: f.payload, headers: { ...f.headers, 'accept-language': lang } });
};

describe('LSP profile', () => {
  it('reads its own organisation', async () => {
    expect((await get('lsp', '/v1/profile/logistics-service-providers')).json().data).toMatchObject({ name: 'PT Nusantara Logistik', domain: 'localhost', primary_color: '#EF3434' });
    expect((await get('lsp2', '/v1/profile/logistics-service-providers')).json().data.domain).toBe('127.0.0.1');
    expectError(await get('vendor', '/v1/profile/logistics-service-providers'), 403);
  });

  it('updates name, colours and banner by multipart with method override; a used domain is refused', async () => {
    const res = await form('lsp2', '/v1/profile/logistics-service-providers', { _method: 'PUT', name: 'PT Sumatera Cargo', domain: '127.0.0.1', secondary_color: '#123456', register_banner: png });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'PT Sumatera Cargo', secondary_color: '#123456', primary_color: '#0B6E4F' });
    expect(res.json().data.register_banner_url).toMatch(/^\/v1\/files\/logos\//);
    const taken = await form('lsp2', '/v1/profile/logistics-service-providers', { _method: 'PUT', name: 'X', domain: 'localhost' }, 'id');
    expect(expectError(taken, 422).errors).toEqual({ domain: ['Sudah digunakan.'] });
    const badColour = await form('lsp2', '/v1/profile/logistics-service-providers', { _method: 'PUT', name: 'X', domain: '127.0.0.1', primary_color: 'red' });
    expect(expectError(badColour, 422).errors).toEqual({ primary_color: ['Invalid value.'] });
    expect((await get('lsp2', '/v1/profile/logistics-service-providers')).json().data.name).toBe('PT Sumatera Cargo');
  });

  it('answers a register link and the same one while it lives', async () => {
    const first = (await get('lsp', '/v1/profile/logistics-service-providers/register-link')).json().data;
    expect(first.url).toBe(`${APP_URL}/register-shipment-company?domain=localhost&token=${first.token}`);
    expect((await get('lsp', '/v1/profile/logistics-service-providers/register-link')).json().data.url).toBe(first.url);
    const other = (await get('lsp2', '/v1/profile/logistics-service-providers/register-link')).json().data;
    expect(other.token).not.toBe(first.token);
    // After 30 days a new one is made (a fresh session: the old one has expired by then).
    const start = t.clock.now();
    t.clock.advance(31 * 86_400_000);
    try {
      const later = await t.login('lsp@lsi.test');
      expect((await t.call({ method: 'GET', url: '/v1/profile/logistics-service-providers/register-link', token: later })).json().data.token).not.toBe(first.token);
    } finally {
      t.clock.set(start);
    }
    expectError(await get('shipper', '/v1/profile/logistics-service-providers/register-link'), 403);
  });
});

describe('vendor profile', () => {
  it('reads and updates itself with a logo', async () => {
    expect((await get('vendor', '/v1/profile/vendors')).json().data.name).toBe('CV Trans Andalas');
    const res = await form('vendor', '/v1/profile/vendors', { _method: 'PUT', name: 'CV Trans Andalas Raya', address: 'Jl. Lintas 1', logo: png });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'CV Trans Andalas Raya', address: 'Jl. Lintas 1' });
    expect(res.json().data.logo_url).toMatch(/\.png$/);
    expect(expectError(await form('vendor', '/v1/profile/vendors', { _method: 'PUT', name: '' }), 422).errors).toEqual({ name: ['Required.'] });
    expectError(await get('shipper', '/v1/profile/vendors'), 403);
  });
});

describe('shipping company profile', () => {
  it('fills in address and logo (the form-profile step) and then lands on the dashboard', async () => {
    const res = await form('newshipper', '/v1/profile/shipment-companies', { _method: 'PUT', name: 'PT Agro Lestari Mandiri', address: 'Jl. Agro 5', logistics_service_provider_domain: 'localhost', logo: png });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ address: 'Jl. Agro 5', logistics_service_provider_domain: 'localhost' });
    const me = (await get('newshipper', '/v1/auth/profile')).json().data;
    expect(me.shipment_company).toMatchObject({ address: 'Jl. Agro 5' });
    expect(me.shipment_company.logo_url).toMatch(/\.png$/);
  });

  it('cannot move itself to another provider, nor to an unknown domain; nothing changes', async () => {
    const moved = await form('shipper', '/v1/profile/shipment-companies', { _method: 'PUT', name: 'PT Pindah', logistics_service_provider_domain: '127.0.0.1' });
    expect(expectError(moved, 422).errors).toEqual({ logistics_service_provider_domain: ['This value cannot be changed here.'] });
    const unknown = await form('shipper', '/v1/profile/shipment-companies', { _method: 'PUT', name: 'PT Pindah', logistics_service_provider_domain: 'nowhere.test' });
    expect(expectError(unknown, 422).errors).toEqual({ logistics_service_provider_domain: ['No logistics provider uses this domain.'] });
    expect((await get('shipper', '/v1/profile/shipment-companies')).json().data).toMatchObject({ name: 'PT Sawit Makmur Abadi', logistics_service_provider_domain: 'localhost' });
    expectError(await get('lsp', '/v1/profile/shipment-companies'), 403);
  });
});
