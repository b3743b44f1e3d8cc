// /v1/logistics-service-providers: admin management, the vendor's view with relation status, proposals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
const png = (filename: string) => ({ filename, type: 'image/png', bytes: PNG });

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['lsp', 'admin', 'shipper', 'vendor', 'newvendor']) tokens[who] = await t.loginReady(`${who}@lsi.test`);
});
afterAll(() => t?.close());

type Lsp = { id: number; name: string; domain: string; status: string | null; logo_url: string | null; register_banner_url: string | null; primary_color: string };
const list = async (who: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/v1/logistics-service-providers', query, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Lsp[]; meta: { total: number } };
};
const form = (who: string, url: string, fields: Parameters<typeof multipart>[0], lang = 'en') => {
  const f = multipart(fields);
  return t.call({ method: 'POST', url, token: tokens[who], payload: f.payload, headers: { ...f.headers, 'accept-language': lang } });
};
const idOf = async (name: string) => (await list('admin', { entries: '100' })).data.find((l) => l.name === name)!.id;

const newLsp = (n: string) => ({
  name: `PT Logistik ${n}`,
  address: 'Jl. Logistik 1',
  domain: `${n}.logistik.test`,
  primary_color: '#112233',
  user_name: `Admin ${n}`,
  user_phone_number: '81311112222',
  user_email: `lsp-${n}@example.com`,
  user_password: 'rahasia-123',
  user_password_confirmed: 'rahasia-123',
});

describe('reading', () => {
  it('a vendor sees every LSP with its own relation status', async () => {
    expect((await list('vendor')).data.map((l) => [l.name, l.status])).toEqual([
      ['PT Nusantara Logistik', 'COLLABORATE'],
      ['PT Sumatera Cargo Lintas', null],
    ]);
    expect((await list('newvendor')).data.map((l) => [l.name, l.status])).toEqual([
      ['PT Nusantara Logistik', 'PROPOSED'],
      ['PT Sumatera Cargo Lintas', null],
    ]);
  });

  it("filters by the vendor's relation; totals are never shared between vendors", async () => {
    const proposed = { filter_columns: 'status', filter_keys: 'PROPOSED' };
    expect((await list('newvendor', proposed)).meta.total).toBe(1);
    expect((await list('vendor', proposed)).meta.total).toBe(0);
    const me = (await t.call({ method: 'GET', url: '/v1/profile/vendors', token: tokens.vendor })).json().data.id;
    expect((await list('vendor', { filter_columns: 'vendors.id', filter_keys: String(me) })).data.map((l) => l.name)).toEqual(['PT Nusantara Logistik']);
    expect((await list('admin', { filter_columns: 'vendors.id', filter_keys: String(me) })).data.map((l) => [l.name, l.status])).toEqual([['PT Nusantara Logistik', 'COLLABORATE']]);
  });

  it('an admin searches by name; LSPs and shipping companies may not list', async () => {
    expect((await list('admin', { search_key: 'sumatera' })).data.map((l) => l.domain)).toEqual(['127.0.0.1']);
    expectError(await t.call({ method: 'GET', url: '/v1/logistics-service-providers', token: tokens.lsp }), 403);
    expectError(await t.call({ method: 'GET', url: '/v1/logistics-service-providers', token: tokens.shipper }), 403);
  });
});

describe('creating (admin, multipart)', () => {
  it('creates the LSP with logo, banner, colours and its first user (country code 62), who can sign in', async () => {
    const res = await form('admin', '/v1/logistics-service-providers', { ...newLsp('a'), logo: png('logo.png'), register_banner: png('banner.png') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'PT Logistik a', domain: 'a.logistik.test', primary_color: '#112233', secondary_color: null });
    expect(res.json().data.logo_url).toMatch(/^\/v1\/files\/logos\//);
    expect(res.json().data.register_banner_url).toMatch(/^\/v1\/files\/logos\//);
    const login = await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'lsp-a@example.com', password: 'rahasia-123' } });
    expect(login.json().data.user).toMatchObject({ role: 'LOGISTIC_SERVICE_PROVIDER', phone_country_code: '62', is_password_never_updated: true, logistics_service_provider: { domain: 'a.logistik.test' } });
  });

  it('refuses a used domain, a bad domain, a mismatched confirmation and a fake image; nothing is written', async () => {
    const before = (await list('admin')).meta.total;
    expect(expectError(await form('admin', '/v1/logistics-service-providers', { ...newLsp('b'), domain: 'localhost' }), 422).errors).toEqual({ domain: ['Already used.'] });
    expect(expectError(await form('admin', '/v1/logistics-service-providers', { ...newLsp('b'), domain: 'not a domain' }, 'id'), 422).errors).toEqual({ domain: ['Domain tidak valid.'] });
    const mismatch = await form('admin', '/v1/logistics-service-providers', { ...newLsp('b'), user_password_confirmed: 'lain-lain-1' });
    expect(expectError(mismatch, 422).errors).toEqual({ user_password_confirmed: ['Password not match.'] });
    const fake = await form('admin', '/v1/logistics-service-providers', { ...newLsp('b'), logo: { filename: 'x.png', type: 'image/png', bytes: new TextEncoder().encode('nope') } });
    expect(expectError(fake, 422).errors).toEqual({ logo: ['File type not allowed'] });
    expect((await list('admin')).meta.total).toBe(before);
    expectError(await form('lsp', '/v1/logistics-service-providers', newLsp('b')), 403);
  });
});

describe('changing (multipart with method override)', () => {
  it('updates name, address and domain; a domain used by another LSP is refused', async () => {
    const id = await idOf('PT Logistik a');
    const res = await form('admin', `/v1/logistics-service-providers/${id}`, { _method: 'PUT', name: 'PT Logistik A Raya', address: 'Jl. 2', domain: 'a-raya.logistik.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'PT Logistik A Raya', address: 'Jl. 2', domain: 'a-raya.logistik.test', primary_color: '#112233' });
    expect(res.json().data.logo_url).not.toBeNull();
    expect(expectError(await form('admin', `/v1/logistics-service-providers/${id}`, { _method: 'PUT', name: 'X', domain: '127.0.0.1' }), 422).errors).toEqual({ domain: ['Already used.'] });
    expectError(await form('admin', '/v1/logistics-service-providers/999999', { _method: 'PUT', name: 'X', domain: 'x.test' }), 404);
  });

  it('removes the logo', async () => {
    const id = await idOf('PT Logistik A Raya');
    const res = await t.call({ method: 'DELETE', url: `/v1/logistics-service-providers/${id}/logo`, token: tokens.admin });
    expect(res.json().data.logo_url).toBeNull();
  });
});

describe('proposals', () => {
  it('a vendor proposes; proposing again changes nothing; a collaboration stays as it is', async () => {
    const lsp2 = await idOf('PT Sumatera Cargo Lintas');
    const first = await t.call({ method: 'POST', url: `/v1/logistics-service-providers/${lsp2}/proposed`, token: tokens.newvendor });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ id: lsp2, status: 'PROPOSED' });
    const again = await t.call({ method: 'POST', url: `/v1/logistics-service-providers/${lsp2}/proposed`, token: tokens.newvendor });
    expect(again.json().data.status).toBe('PROPOSED');
    expect((await list('newvendor', { filter_columns: 'status', filter_keys: 'PROPOSED' })).meta.total).toBe(2);
    const lsp1 = await idOf('PT Nusantara Logistik');
    expect((await t.call({ method: 'POST', url: `/v1/logistics-service-providers/${lsp1}/proposed`, token: tokens.vendor })).json().data.status).toBe('COLLABORATE');
  });

  it('an unknown LSP is 404; only vendors propose', async () => {
    expectError(await t.call({ method: 'POST', url: '/v1/logistics-service-providers/999999/proposed', token: tokens.vendor }), 404);
    expectError(await t.call({ method: 'POST', url: '/v1/logistics-service-providers/1/proposed', token: tokens.lsp }), 403);
  });
});

describe('deleting', () => {
  it('refuses an LSP with orders; deletes one without, with its users', async () => {
    expectError(await t.call({ method: 'DELETE', url: `/v1/logistics-service-providers/${await idOf('PT Nusantara Logistik')}`, token: tokens.admin }), 409);
    const id = await idOf('PT Logistik A Raya');
    expect((await t.call({ method: 'DELETE', url: `/v1/logistics-service-providers/${id}`, token: tokens.admin })).statusCode).toBe(200);
    expectError(await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'lsp-a@example.com', password: 'rahasia-123' } }), 401);
    expect((await list('admin')).data.map((l) => l.id)).not.toContain(id);
  });
});

describe('GET /v1/logistics-service-providers/:id', () => {
  it('answers one LSP to an admin and, with its relation, to a vendor', async () => {
    const t2 = await startTestApp();
    try {
      const admin = await t2.login('admin@lsi.test');
      const res = await t2.call({ method: 'GET', url: '/v1/logistics-service-providers/1', token: admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: 1, name: 'PT Nusantara Logistik', domain: 'localhost' });
      const asVendor = await t2.call({ method: 'GET', url: '/v1/logistics-service-providers/1', token: await t2.login('vendor@lsi.test') });
      expect(asVendor.json().data.status).toBe('COLLABORATE');
      expectError(await t2.call({ method: 'GET', url: '/v1/logistics-service-providers/999', token: admin }), 404);
    } finally {
      await t2.close();
    }
  });
});
