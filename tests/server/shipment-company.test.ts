// /v1/shipment-companies: an LSP's customers, created with their first user, blocked and deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['lsp', 'lsp2', 'admin', 'shipper', 'vendor']) tokens[who] = await t.login(`${who}@lsi.test`);
});
afterAll(() => t?.close());

type Company = { id: number; name: string; address: string | null; logo_url: string | null; is_blocked: boolean; logistics_service_provider_id: number; logistics_service_provider_domain: string };
const list = async (who: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/v1/shipment-companies', query, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Company[]; meta: { total: number; last_page: number } };
};
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.call({ method, url, token: tokens[who], payload, headers: { 'accept-language': lang } });
const idOf = async (name: string) => (await list('admin')).data.find((c) => c.name === name)!.id;

const newCompany = (n: string, domain = 'localhost') => ({
  logistics_service_provider_domain: domain,
  name: `PT Pelanggan ${n}`,
  user_name: `Pengguna ${n}`,
  user_phone_number: '81234567890',
  user_phone_country_code: '62',
  user_email: `customer-${n}@example.com`,
  user_password: 'rahasia-123',
  user_password_confirmed: 'rahasia-123',
});

describe('reading', () => {
  it("an LSP lists its customers, all at once, sorted by name", async () => {
    const answer = await list('lsp');
    expect(answer.data.map((c) => c.name)).toEqual(['PT Agro Lestari Mandiri', 'PT Sawit Makmur Abadi']);
    expect(answer.meta).toMatchObject({ total: 2, last_page: 1 });
    expect(answer.data[1]).toMatchObject({ logistics_service_provider_domain: 'localhost', is_blocked: false });
    expect((await list('lsp2')).data.map((c) => c.name)).toEqual(['PT Kebun Riau Sejahtera']);
  });

  it('an admin lists all and filters by LSP', async () => {
    expect((await list('admin')).meta.total).toBeGreaterThanOrEqual(3);
    const lsp2Id = (await list('lsp2')).data[0]!.logistics_service_provider_id;
    expect((await list('admin', { filter_columns: 'logistics_service_provider_id', filter_keys: String(lsp2Id) })).data.map((c) => c.name)).toEqual(['PT Kebun Riau Sejahtera']);
  });

  it("another LSP's customer does not exist; other roles are refused", async () => {
    const sc1 = await idOf('PT Sawit Makmur Abadi');
    expect((await t.call({ method: 'GET', url: `/v1/shipment-companies/${sc1}`, token: tokens.lsp })).json().data.name).toBe('PT Sawit Makmur Abadi');
    expectError(await t.call({ method: 'GET', url: `/v1/shipment-companies/${sc1}`, token: tokens.lsp2 }), 404);
    expectError(await t.call({ method: 'GET', url: '/v1/shipment-companies', token: tokens.shipper }), 403);
    expectError(await t.call({ method: 'GET', url: '/v1/shipment-companies', token: tokens.vendor }), 403);
  });
});

describe('creating with the first user', () => {
  it('creates the company and its user, who can then sign in', async () => {
    const res = await send('lsp', 'POST', '/v1/shipment-companies', newCompany('a'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Saved successfully.', data: { name: 'PT Pelanggan a', logistics_service_provider_domain: 'localhost', is_blocked: false } });
    const login = await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'customer-a@example.com', password: 'rahasia-123' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user).toMatchObject({ role: 'SHIPMENT_COMPANY', shipment_company: { name: 'PT Pelanggan a' }, is_password_never_updated: true });
  });

  it('an LSP cannot create under another domain; nothing is written', async () => {
    const before = (await list('admin')).meta.total;
    const res = await send('lsp', 'POST', '/v1/shipment-companies', newCompany('b', '127.0.0.1'));
    expect(expectError(res, 422).errors).toEqual({ logistics_service_provider_domain: ['No logistics provider uses this domain.'] });
    expect((await list('admin')).meta.total).toBe(before);
    // The admin may.
    expect((await send('admin', 'POST', '/v1/shipment-companies', newCompany('b', '127.0.0.1'))).statusCode).toBe(200);
    expect((await list('lsp2')).data.map((c) => c.name)).toContain('PT Pelanggan b');
  });

  it('refuses a password confirmation mismatch and a used e-mail, in the user language', async () => {
    const mismatch = await send('lsp', 'POST', '/v1/shipment-companies', { ...newCompany('c'), user_password_confirmed: 'lain-lain-1' });
    expect(expectError(mismatch, 422).errors).toEqual({ user_password_confirmed: ['Password not match.'] });
    const used = await send('lsp', 'POST', '/v1/shipment-companies', { ...newCompany('c'), user_email: 'shipper@lsi.test' }, 'id');
    expect(expectError(used, 422).errors).toEqual({ user_email: ['Sudah digunakan.'] });
    const empty = await send('lsp', 'POST', '/v1/shipment-companies', { logistics_service_provider_domain: 'localhost' }, 'id');
    expect(expectError(empty, 422).errors).toMatchObject({ name: ['Wajib diisi.'], user_email: ['Wajib diisi.'] });
    expect((await list('lsp')).data.map((c) => c.name)).not.toContain('PT Pelanggan c');
  });
});

describe('changing', () => {
  it('an LSP renames its customer; another LSP gets 404 and nothing changes', async () => {
    const id = await idOf('PT Pelanggan a');
    const res = await send('lsp', 'PUT', `/v1/shipment-companies/${id}`, { name: 'PT Pelanggan A Baru', address: 'Jl. Baru 1', logistics_service_provider_domain: 'localhost' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'PT Pelanggan A Baru', address: 'Jl. Baru 1' });
    expectError(await send('lsp2', 'PUT', `/v1/shipment-companies/${id}`, { name: 'Hijacked', logistics_service_provider_domain: '127.0.0.1' }), 404);
    expect((await list('lsp')).data.map((c) => c.name)).toContain('PT Pelanggan A Baru');
  });

  it('an LSP cannot move a customer to another provider; the admin can', async () => {
    const id = await idOf('PT Pelanggan b');
    expectError(await send('lsp2', 'PUT', `/v1/shipment-companies/${id}`, { name: 'PT Pelanggan b', logistics_service_provider_domain: 'localhost' }), 422);
    const moved = await send('admin', 'PUT', `/v1/shipment-companies/${id}`, { name: 'PT Pelanggan b', logistics_service_provider_domain: 'localhost' });
    expect(moved.json().data.logistics_service_provider_domain).toBe('localhost');
    expect((await list('lsp')).data.map((c) => c.name)).toContain('PT Pelanggan b');
  });

  it("blocking signs the company's users out and refuses their sign-in; unblocking lets them in", async () => {
    const id = await idOf('PT Pelanggan A Baru');
    const session = await t.login('customer-a@example.com', 'rahasia-123');
    expectError(await send('lsp2', 'PUT', `/v1/shipment-companies/${id}/block`), 404);
    const blocked = await send('lsp', 'PUT', `/v1/shipment-companies/${id}/block`);
    expect(blocked.json().data.is_blocked).toBe(true);
    expectError(await t.call({ method: 'GET', url: '/v1/auth/profile', token: session }), 401);
    const refused = await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'customer-a@example.com', password: 'rahasia-123' } });
    expectError(refused, 403, 'Your company is blocked. Contact your logistics provider.');
    expect((await send('lsp', 'PUT', `/v1/shipment-companies/${id}/block`)).json().data.is_blocked).toBe(false);
    expect(await t.login('customer-a@example.com', 'rahasia-123')).toBeTruthy();
  });

  it('removes a logo; another tenant gets 404', async () => {
    const sc1 = await idOf('PT Sawit Makmur Abadi');
    expectError(await send('lsp2', 'DELETE', `/v1/shipment-companies/${sc1}/logo`), 404);
    const res = await send('lsp', 'DELETE', `/v1/shipment-companies/${sc1}/logo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.logo_url).toBeNull();
  });
});

describe('deleting', () => {
  it('refuses a company with orders (409) and keeps it', async () => {
    const sc1 = await idOf('PT Sawit Makmur Abadi');
    expectError(await send('lsp', 'DELETE', `/v1/shipment-companies/${sc1}`), 409, 'This record is used by orders and cannot be deleted.');
    expect((await list('lsp')).data.map((c) => c.id)).toContain(sc1);
  });

  it('deletes a company without orders with its users; another tenant gets 404', async () => {
    const id = await idOf('PT Pelanggan A Baru');
    expectError(await send('lsp2', 'DELETE', `/v1/shipment-companies/${id}`), 404);
    const res = await send('lsp', 'DELETE', `/v1/shipment-companies/${id}`);
    expect(res.json().message).toBe('Deleted successfully.');
    expect((await list('lsp')).data.map((c) => c.id)).not.toContain(id);
    expectError(await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'customer-a@example.com', password: 'rahasia-123' } }), 401);
  });
});
