// /v1/users: each organisation's users, permissions, enable/disable, end session, OTP, the sign-in switch.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, outboxMails } from '../../server/db/schema/index.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['lsp', 'lsp2', 'admin', 'shipper', 'shipper2', 'vendor']) tokens[who] = await t.login(`${who}@lsi.test`);
});
afterAll(() => t?.close());

type User = { id: number; name: string; email: string; role: string; avatar_url: string | null; is_disabled: boolean; permission_id: number | null; shipment_company_id: number | null };
const list = async (who: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/v1/users', query, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: User[]; meta: { total: number; last_page: number } };
};
const form = (who: string, url: string, fields: Parameters<typeof multipart>[0], lang = 'en') => {
  const f = multipart(fields);
  return t.call({ method: 'POST', url, token: tokens[who], payload: f.payload, headers: { ...f.headers, 'accept-language': lang } });
};
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url, token: tokens[who], payload });
const signIn = (email: string, password: string) => t.call({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
const idOf = async (email: string) => (await list('admin', { search_key: email })).data.find((u) => u.email === email)!.id;

const colleague = (n: string) => ({
  name: `Rekan ${n}`,
  email: `rekan-${n}@example.com`,
  phone_country_code: '62',
  phone_number: '81300001111',
  password: 'rahasia-123',
  password_confirmation: 'rahasia-123',
});

describe('reading', () => {
  it("each organisation sees its own users (not drivers), sorted by name", async () => {
    expect((await list('lsp')).data.map((u) => u.email)).toEqual(['viewer@lsi.test', 'lsp@lsi.test']);
    expect((await list('shipper')).data.map((u) => u.email)).toEqual(['shipper@lsi.test']);
    expect((await list('vendor')).data.map((u) => u.email)).toEqual(['vendor@lsi.test']);
  });

  it('an admin sees everyone, 9 a page, and searches name, e-mail and phone', async () => {
    const all = await list('admin');
    expect(all.data).toHaveLength(9);
    expect(all.meta.total).toBeGreaterThan(9);
    expect(all.data.map((u) => u.name)).toEqual([...all.data.map((u) => u.name)].sort((a, b) => a.localeCompare(b)));
    expect((await list('admin', { search_key: 'LSP2@' })).data.map((u) => u.email)).toEqual(['lsp2@lsi.test']);
    expect((await list('admin', { search_key: 'Kusuma' })).data.map((u) => u.email)).toEqual(['lsp@lsi.test']);
  });
});

describe('creating and changing', () => {
  it("adds a colleague with the caller's role and company (multipart, avatar); a role in the body is ignored", async () => {
    const res = await form('shipper', '/v1/users', { ...colleague('a'), role: 'ADMIN', avatar: { filename: 'a.png', type: 'image/png', bytes: PNG } });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().data as User;
    expect(user).toMatchObject({ role: 'SHIPMENT_COMPANY', email: 'rekan-a@example.com' });
    expect(user.avatar_url).toMatch(/^\/v1\/files\/avatars\//);
    expect((await list('shipper')).data.map((u) => u.email)).toContain('rekan-a@example.com');
    expect((await list('shipper2')).data.map((u) => u.email)).not.toContain('rekan-a@example.com');
    const login = await signIn('rekan-a@example.com', 'rahasia-123');
    expect(login.json().data.user).toMatchObject({ role: 'SHIPMENT_COMPANY', shipment_company: { name: 'PT Sawit Makmur Abadi' } });
  });

  it('refuses a mismatched confirmation and a used e-mail; nothing is written', async () => {
    const before = (await list('shipper')).meta.total;
    expect(expectError(await form('shipper', '/v1/users', { ...colleague('b'), password_confirmation: 'lain-lain-1' }), 422).errors).toEqual({ password_confirmation: ['Password not match.'] });
    expect(expectError(await form('shipper', '/v1/users', { ...colleague('b'), email: 'lsp@lsi.test' }, 'id'), 422).errors).toEqual({ email: ['Sudah digunakan.'] });
    expect((await list('shipper')).meta.total).toBe(before);
  });

  it('updates by multipart with method override; a new password ends that user\'s sessions', async () => {
    const id = await idOf('rekan-a@example.com');
    const session = await t.login('rekan-a@example.com', 'rahasia-123');
    const res = await form('shipper', `/v1/users/${id}`, { _method: 'PUT', ...colleague('a'), name: 'Rekan A Baru', password: 'rahasia-456', password_confirmation: 'rahasia-456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Rekan A Baru');
    expectError(await t.call({ method: 'GET', url: '/v1/auth/profile', token: session }), 401);
    expect((await signIn('rekan-a@example.com', 'rahasia-456')).statusCode).toBe(200);
    // Without a password the password stays.
    expect((await form('shipper', `/v1/users/${id}`, { _method: 'PUT', ...colleague('a'), name: 'Rekan A Baru', password: '', password_confirmation: '' })).statusCode).toBe(200);
    expect((await signIn('rekan-a@example.com', 'rahasia-456')).statusCode).toBe(200);
  });

  it("another organisation's user does not exist (404) and nothing changes", async () => {
    const id = await idOf('rekan-a@example.com');
    expectError(await form('shipper2', `/v1/users/${id}`, { _method: 'PUT', ...colleague('a'), name: 'Hijacked' }), 404);
    expectError(await form('lsp', `/v1/users/${id}`, { _method: 'PUT', ...colleague('a'), name: 'Hijacked' }), 404);
    expectError(await send('shipper2', 'DELETE', `/v1/users/${id}`), 404);
    expectError(await send('shipper2', 'POST', `/v1/users/${id}/end-session`), 404);
    expectError(await send('shipper2', 'PUT', `/v1/users/enable-user/${id}`, { enabled: false }), 404);
    expect((await list('shipper')).data.find((u) => u.id === id)).toMatchObject({ name: 'Rekan A Baru', is_disabled: false });
  });

  it('removes an avatar', async () => {
    const id = await idOf('rekan-a@example.com');
    expect((await send('shipper', 'DELETE', `/v1/users/${id}/avatar`)).json().data.avatar_url).toBeNull();
  });
});

describe('access to accounts', () => {
  it('disables and enables a user', async () => {
    const id = await idOf('rekan-a@example.com');
    expect((await send('shipper', 'PUT', `/v1/users/enable-user/${id}`, { enabled: false })).json().data.is_disabled).toBe(true);
    expectError(await signIn('rekan-a@example.com', 'rahasia-456'), 403, 'This account is disabled.');
    const enabled = await send('shipper', 'PUT', `/v1/users/enable-user/${id}`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data.is_disabled).toBe(false);
    expect((await signIn('rekan-a@example.com', 'rahasia-456')).statusCode).toBe(200);
  });

  it('ends all sessions of a user now', async () => {
    const id = await idOf('rekan-a@example.com');
    const session = await t.login('rekan-a@example.com', 'rahasia-456');
    expect((await send('shipper', 'POST', `/v1/users/${id}/end-session`)).json().message).toBe('The sessions of this user have been ended.');
    expectError(await t.call({ method: 'GET', url: '/v1/auth/profile', token: session }), 401);
  });

  it('lists permissions (made on first use) and sets one', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/users/list-permission', token: tokens.shipper });
    const perms = res.json().data as { id: number; name: string }[];
    expect(perms.map((p) => p.name)).toEqual(['FULL_ACCESS', 'READ_ONLY']);
    const id = await idOf('rekan-a@example.com');
    expect((await send('shipper', 'PUT', `/v1/users/update-permission/${id}`, { permission_id: perms[1]!.id })).json().data.permission_id).toBe(perms[1]!.id);
    expect(expectError(await send('shipper', 'PUT', `/v1/users/update-permission/${id}`, { permission_id: 99999 }), 422).errors).toEqual({ permission_id: ['Invalid value.'] });
    expectError(await send('lsp2', 'PUT', `/v1/users/update-permission/${id}`, { permission_id: perms[0]!.id }), 404);
  });

  it('deletes a colleague, never oneself', async () => {
    const me = await idOf('shipper@lsi.test');
    expectError(await send('shipper', 'DELETE', `/v1/users/${me}`), 409, 'You cannot do this to your own account.');
    const id = await idOf('rekan-a@example.com');
    expect((await send('shipper', 'DELETE', `/v1/users/${id}`)).json().message).toBe('Deleted successfully.');
    expectError(await signIn('rekan-a@example.com', 'rahasia-456'), 401);
  });
});

describe('e-mail OTP', () => {
  it('mails a 6-digit code for a new address and stores only its hash', async () => {
    const res = await send('vendor', 'POST', '/v1/verify/request', { email: 'joko.baru@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('OTP sent successfully');
    const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, 'joko.baru@example.com')).orderBy(desc(outboxMails.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(code).toBeDefined();
    const [row] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.email, 'joko.baru@example.com'));
    expect(row!.codeHash).not.toContain(code!);
  });

  it("refuses another account's address, in the user language", async () => {
    const res = await t.call({ method: 'POST', url: '/v1/verify/request', token: tokens.vendor, payload: { email: 'lsp@lsi.test' }, headers: { 'accept-language': 'id' } });
    expect(expectError(res, 422).errors).toEqual({ email: ['Sudah digunakan.'] });
  });
});

describe('the platform sign-in switch', () => {
  it('only an admin may use it', async () => {
    expectError(await send('lsp', 'PUT', '/v1/settings/set-disable-user', { value: true }), 403);
  });

  it('refuses non-admin sign-in and ends their sessions while on; admins still sign in', async () => {
    const on = await send('admin', 'PUT', '/v1/settings/set-disable-user', { value: true });
    expect(on.json().data.value).toBe(true);
    try {
      expectError(await t.call({ method: 'GET', url: '/v1/auth/profile', token: tokens.lsp }), 401);
      expectError(await signIn('lsp@lsi.test', 'lsi-demo-2026'), 403, 'Sign-in is disabled for now.');
      expect((await signIn('admin2@lsi.test', 'lsi-demo-2026')).statusCode).toBe(200);
    } finally {
      expect((await send('admin', 'PUT', '/v1/settings/set-disable-user', { value: 'false' })).json().data.value).toBe(false);
    }
    expect((await signIn('lsp@lsi.test', 'lsi-demo-2026')).statusCode).toBe(200);
  });
});

describe('single reads for edit pages', () => {
  it('GET /v1/users/:id answers a user of the same organisation, 404 for another', async () => {
    const t2 = await startTestApp();
    try {
      const lsp = await t2.login('lsp@lsi.test');
      const lsp2 = await t2.login('lsp2@lsi.test');
      const list = (await t2.call({ method: 'GET', url: '/v1/users', token: lsp })).json().data as { id: number; email: string }[];
      const own = list.find((u) => u.email === 'lsp@lsi.test')!;
      const res = await t2.call({ method: 'GET', url: `/v1/users/${own.id}`, token: lsp });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.email).toBe('lsp@lsi.test');
      expectError(await t2.call({ method: 'GET', url: `/v1/users/${own.id}`, token: lsp2 }), 404);
    } finally {
      await t2.close();
    }
  });

  it('GET /v1/settings/disable-user answers the switch (admin only)', async () => {
    const t2 = await startTestApp();
    try {
      const admin = await t2.login('admin@lsi.test');
      expect((await t2.call({ method: 'GET', url: '/v1/settings/disable-user', token: admin })).json().data).toEqual({ value: false });
      expectError(await t2.call({ method: 'GET', url: '/v1/settings/disable-user', token: await t2.login('lsp@lsi.test') }), 403);
    } finally {
      await t2.close();
    }
  });
});
