// /v1/vendors: vendors with their relation to an LSP, creation with the first user, collaboration answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

let t: TestApp;
const tokens: Record<string, string> = {};
const lspIds: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['lsp', 'lsp2', 'admin', 'shipper', 'vendor']) tokens[who] = await t.login(`${who}@lsi.test`);
  for (const who of ['lsp', 'lsp2']) lspIds[who] = (await t.call({ method: 'GET', url: '/v1/profile/logistics-service-providers', token: tokens[who] })).json().data.id;
});
afterAll(() => t?.close());

type Vendor = { id: number; name: string; status: string | null; logo_url: string | null };
const list = async (who: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/v1/vendors', query, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Vendor[]; meta: { total: number } };
};
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.call({ method, url, token: tokens[who], payload, headers: { 'accept-language': lang } });
const sendForm = (who: string, url: string, fields: Parameters<typeof multipart>[0]) => {
  const form = multipart(fields);
  return t.call({ method: 'POST', url, token: tokens[who], payload: form.payload, headers: form.headers });
};
const idOf = async (name: string) => (await list('admin', { search_key: name, entries: '100' })).data.find((v) => v.name === name)!.id;

const firstUser = (n: string) => ({
  user_name: `Pemilik ${n}`,
  user_phone_number: '81299887766',
  user_email: `vendor-${n}@example.com`,
  user_password: 'rahasia-123',
  user_password_confirmed: 'rahasia-123',
});

describe('reading', () => {
  it('an LSP sees the vendors related to it, with the relation status, sorted by name', async () => {
    const answer = await list('lsp');
    expect(answer.data.map((v) => [v.name, v.status])).toEqual([
      ['CV Siak Sawit Angkutan', 'COLLABORATE'],
      ['CV Trans Andalas', 'COLLABORATE'],
      ['PT Armada Sawit Jaya', 'PROPOSED'],
      ['PT Lintas Kampar Transportindo', 'COLLABORATE'],
      ['PT Riau Truck Nusantara', 'REJECTED'],
    ]);
    expect((await list('lsp2')).data.map((v) => [v.name, v.status])).toEqual([['PT Riau Truck Nusantara', 'COLLABORATE']]);
    expect((await list('lsp', { filter_columns: 'status', filter_keys: 'PROPOSED' })).data.map((v) => v.name)).toEqual(['PT Armada Sawit Jaya']);
    expect((await list('lsp', { search_key: 'armada' })).data.map((v) => v.name)).toEqual(['PT Armada Sawit Jaya']);
  });

  it('an admin sees all, and the relation with the LSP filtered on', async () => {
    expect((await list('admin')).data.every((v) => v.status === null)).toBe(true);
    const filtered = await list('admin', { filter_columns: 'logistics_service_providers.id', filter_keys: String(lspIds.lsp2) });
    expect(filtered.data.map((v) => [v.name, v.status])).toEqual([['PT Riau Truck Nusantara', 'COLLABORATE']]);
  });

  it('a vendor unrelated to the LSP does not exist for it; other roles are refused', async () => {
    const v1 = await idOf('CV Trans Andalas');
    expect((await t.call({ method: 'GET', url: `/v1/vendors/${v1}`, token: tokens.lsp })).json().data.status).toBe('COLLABORATE');
    expectError(await t.call({ method: 'GET', url: `/v1/vendors/${v1}`, token: tokens.lsp2 }), 404);
    expectError(await t.call({ method: 'GET', url: '/v1/vendors', token: tokens.vendor }), 403);
    expectError(await t.call({ method: 'GET', url: '/v1/vendors', token: tokens.shipper }), 403);
  });
});

describe('creating with the first user', () => {
  it('an LSP creates a vendor (multipart, logo, country code 62 by default) that collaborates with it', async () => {
    const res = await sendForm('lsp', '/v1/vendors', { name: 'CV Baru Jaya', address: 'Jl. Baru 2', ...firstUser('a'), logo: { filename: 'l.png', type: 'image/png', bytes: PNG } });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'CV Baru Jaya', status: 'COLLABORATE' });
    expect(data.logo_url).toMatch(/^\/v1\/files\/logos\/\w+\.png$/);
    expectError(await t.call({ method: 'GET', url: `/v1/vendors/${data.id}`, token: tokens.lsp2 }), 404);
    const login = await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'vendor-a@example.com', password: 'rahasia-123' } });
    expect(login.json().data.user).toMatchObject({ role: 'VENDOR', phone_country_code: '62', vendor: { name: 'CV Baru Jaya' } });
  });

  it("an LSP cannot create a vendor for another LSP (404, nothing written)", async () => {
    const before = (await list('admin')).meta.total;
    expectError(await send('lsp', 'POST', '/v1/vendors', { name: 'CV Nyasar', logistics_service_provider_id: lspIds.lsp2, ...firstUser('x') }), 404);
    expect((await list('admin')).meta.total).toBe(before);
  });

  it('an admin creates one by JSON; mismatched confirmation is refused', async () => {
    const mismatch = await send('admin', 'POST', '/v1/vendors', { name: 'CV Mandiri', ...firstUser('b'), user_password_confirmed: 'beda-beda-1' });
    expect(expectError(mismatch, 422).errors).toEqual({ user_password_confirmed: ['Password not match.'] });
    const res = await send('admin', 'POST', '/v1/vendors', { name: 'CV Mandiri', ...firstUser('b') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBeNull();
    expect(expectError(await send('admin', 'POST', '/v1/vendors', { name: 'CV Dua', ...firstUser('b') }, 'id'), 422).errors).toEqual({ user_email: ['Sudah digunakan.'] });
  });
});

describe('collaboration', () => {
  it('the LSP accepts a proposal; the answered row comes back; a second answer is refused', async () => {
    const armada = await idOf('PT Armada Sawit Jaya');
    expectError(await send('lsp2', 'POST', `/v1/vendors/${armada}/update-collaboration`, { status: 'COLLABORATE' }), 404);
    const res = await send('lsp', 'POST', `/v1/vendors/${armada}/update-collaboration`, { status: 'COLLABORATE' });
    expect(res.json().data).toMatchObject({ id: armada, name: 'PT Armada Sawit Jaya', status: 'COLLABORATE' });
    expectError(await send('lsp', 'POST', `/v1/vendors/${armada}/update-collaboration`, { status: 'REJECT' }), 409);
    expectError(await send('vendor', 'POST', `/v1/vendors/${armada}/update-collaboration`, { status: 'COLLABORATE' }), 403);
  });

  it('any other status rejects a new proposal', async () => {
    const mandiri = await idOf('CV Mandiri');
    const vendorToken = await t.loginReady('vendor-b@example.com', 'rahasia-123');
    const proposed = await t.call({ method: 'POST', url: `/v1/logistics-service-providers/${lspIds.lsp}/proposed`, token: vendorToken });
    expect(proposed.json().data.status).toBe('PROPOSED');
    const res = await send('lsp', 'POST', `/v1/vendors/${mandiri}/update-collaboration`, { status: 'NO' });
    expect(res.json().data.status).toBe('REJECTED');
  });
});

describe('changing and deleting (admin)', () => {
  it('renames; an LSP may not', async () => {
    const id = await idOf('CV Mandiri');
    expect((await send('admin', 'PUT', `/v1/vendors/${id}`, { name: 'CV Mandiri Raya', address: 'Jl. 3' })).json().data).toMatchObject({ name: 'CV Mandiri Raya', address: 'Jl. 3' });
    expectError(await send('lsp', 'PUT', `/v1/vendors/${id}`, { name: 'X' }), 403);
  });

  it('removes a logo', async () => {
    const id = await idOf('CV Baru Jaya');
    expect((await send('admin', 'DELETE', `/v1/vendors/${id}/logo`)).json().data.logo_url).toBeNull();
  });

  it('refuses to delete a vendor that took part in shipments; deletes one that did not, with its users', async () => {
    expectError(await send('admin', 'DELETE', `/v1/vendors/${await idOf('CV Trans Andalas')}`), 409);
    const id = await idOf('CV Mandiri Raya');
    expect((await send('admin', 'DELETE', `/v1/vendors/${id}`)).statusCode).toBe(200);
    expectError(await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'vendor-b@example.com', password: 'rahasia-123' } }), 401);
    expectError(await t.call({ method: 'GET', url: `/v1/vendors/${id}`, token: tokens.admin }), 404);
  });
});
