// Permission levels enforced (spec 2 §6): a READ_ONLY user reads everything its role reads and
// changes only its own account; every other write is a 403 in the caller's language, before the
// body is read, and nothing changes. viewer@ is the seeded READ_ONLY user of PT Nusantara Logistik.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import type { CallDef } from '../../contract/lib.ts';
import { users } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD, expectError, multipart, startTestApp, type TestApp } from './harness.ts';

const READ_ONLY_EN = 'Your account can only view data. Ask an administrator for full access.';
const READ_ONLY_ID = 'Akun Anda hanya dapat melihat data. Minta akses penuh kepada administrator.';

let t: TestApp;
const tokens: Record<string, string> = {};
const level: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['viewer', 'lsp', 'admin', 'admin2', 'vendor', 'shipper']) tokens[who] = await t.login(`${who}@lsi.test`);
  for (const p of (await get('lsp', '/v1/users/list-permission')).json().data) level[p.name] = p.id;
});
afterAll(() => t?.close());

const get = (who: string, url: string, query: Record<string, string> = {}) => t.call({ method: 'GET', url, query, token: tokens[who] });
const json = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.call({ method, url, token: tokens[who], payload, headers: { 'accept-language': lang } });
const form = (who: string, url: string, fields: Parameters<typeof multipart>[0], lang = 'en') => {
  const f = multipart(fields);
  return t.call({ method: 'POST', url, token: tokens[who], payload: f.payload, headers: { ...f.headers, 'accept-language': lang } });
};
const idOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const setLevel = (who: string, userId: number, name: 'FULL_ACCESS' | 'READ_ONLY') =>
  json(who, 'PUT', `/v1/users/update-permission/${userId}`, { permission_id: level[name] });

/** A colleague of `manager` (same role and organisation), signed in, with the given level. */
async function colleague(manager: string, key: string, name: 'FULL_ACCESS' | 'READ_ONLY') {
  const email = `perm-${key}@example.com`;
  const res = await form(manager, '/v1/users', {
    name: `Rekan ${key}`,
    email,
    phone_country_code: '62',
    phone_number: '81311112222',
    password: 'rahasia-123',
    password_confirmation: 'rahasia-123',
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  expect((await setLevel(manager, id, name)).statusCode).toBe(200);
  tokens[key] = await t.loginReady(email, 'rahasia-123');
  return id;
}

describe('the level travels with the user', () => {
  it('the login answer and the profile carry it; admins and users without a level have full access', async () => {
    const login = await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'viewer@lsi.test', password: DEMO_PASSWORD } });
    expect(login.json().data.user).toMatchObject({ email: 'viewer@lsi.test', role: 'LOGISTIC_SERVICE_PROVIDER', permission: 'READ_ONLY' });
    expect((await get('viewer', '/v1/auth/profile')).json().data.permission).toBe('READ_ONLY');
    for (const who of ['lsp', 'admin', 'vendor']) expect((await get(who, '/v1/auth/profile')).json().data.permission).toBe('FULL_ACCESS');
  });
});

describe('a READ_ONLY user reads', () => {
  it('lists and single records of its role', async () => {
    expect((await get('viewer', '/v1/users')).json().data.map((u: { email: string }) => u.email)).toEqual(['viewer@lsi.test', 'lsp@lsi.test']); // by name
    const customers = await get('viewer', '/v1/shipment-companies');
    expect(customers.statusCode).toBe(200);
    expect(customers.json().data.length).toBeGreaterThan(0);
    expect((await get('viewer', `/v1/shipment-companies/${customers.json().data[0].id}`)).statusCode).toBe(200);
    for (const url of ['/v1/order', '/v1/vehicle', '/v1/product', '/v1/profile/logistics-service-providers', '/v1/notifications']) {
      expect((await get('viewer', url)).statusCode, url).toBe(200);
    }
  });

  it('but not what its role may not read (the role rule comes first)', async () => {
    expectError(await get('viewer', '/v1/settings/disable-user'), 403, 'You do not have access to this resource.');
  });
});

describe('a READ_ONLY user changes nothing of its organisation', () => {
  it('refuses a customer created, blocked or deleted, in the caller\'s language, and nothing changes', async () => {
    const before = (await get('lsp', '/v1/shipment-companies')).json();
    const target = before.data[0] as { id: number; is_blocked?: boolean };
    expectError(await json('viewer', 'POST', '/v1/shipment-companies', { name: 'PT Tidak Jadi' }), 403, READ_ONLY_EN);
    expectError(await json('viewer', 'PUT', `/v1/shipment-companies/${target.id}/block`, undefined, 'id'), 403, READ_ONLY_ID);
    expectError(await json('viewer', 'DELETE', `/v1/shipment-companies/${target.id}`), 403, READ_ONLY_EN);
    const after = (await get('lsp', '/v1/shipment-companies')).json();
    expect(after.meta.total).toBe(before.meta.total);
    expect(after.data[0]).toEqual(before.data[0]);
  });

  it('refuses adding a colleague and changing the organisation profile (before the body is validated)', async () => {
    expectError(await form('viewer', '/v1/users', { name: '' }), 403, READ_ONLY_EN);
    expectError(await form('viewer', '/v1/profile/logistics-service-providers', { _method: 'PUT', name: 'Diganti' }), 403, READ_ONLY_EN);
    expect((await get('lsp', '/v1/users')).json().meta.total).toBe(2);
    expect((await get('lsp', '/v1/profile/logistics-service-providers')).json().data.name).toBe('PT Nusantara Logistik');
  });

  it('a READ_ONLY vendor user may not create or delete a vehicle; the fleet stays as it was', async () => {
    await colleague('vendor', 'vendor-ro', 'READ_ONLY');
    const before = (await get('vendor', '/v1/vehicle')).json().data as { id: number; name: string }[];
    expect((await get('vendor-ro', '/v1/vehicle')).json().data).toEqual(before);
    expectError(await form('vendor-ro', '/v1/vehicle', { name: 'Truk Baru' }), 403, READ_ONLY_EN);
    expectError(await json('vendor-ro', 'DELETE', `/v1/vehicle/${before[0]!.id}`), 403, READ_ONLY_EN);
    expectError(await json('vendor-ro', 'POST', '/v1/drivers', {}), 403, READ_ONLY_EN);
    expect((await get('vendor', '/v1/vehicle')).json().data).toEqual(before);
  });

  it('a READ_ONLY shipping company user may not delete a product; the product stays', async () => {
    await colleague('shipper', 'shipper-ro', 'READ_ONLY');
    const before = (await get('shipper', '/v1/product')).json().data as { id: number }[];
    expect((await get('shipper-ro', '/v1/product')).statusCode).toBe(200);
    expectError(await json('shipper-ro', 'DELETE', `/v1/product/${before[0]!.id}`, undefined, 'id'), 403, READ_ONLY_ID);
    expect((await get('shipper', '/v1/product')).json().data).toEqual(before);
  });

  it('the level is read on every call: full access again takes effect at once, on the same session', async () => {
    const id = await idOf('perm-vendor-ro@example.com');
    expect((await setLevel('vendor', id, 'FULL_ACCESS')).json().data.permission_id).toBe(level.FULL_ACCESS);
    // Now past the permission check: the empty body is a validation error, not a 403.
    expect((await form('vendor-ro', '/v1/vehicle', { name: '' })).statusCode).toBe(422);
    await setLevel('vendor', id, 'READ_ONLY');
    expectError(await form('vendor-ro', '/v1/vehicle', { name: '' }), 403);
  });
});

describe('a READ_ONLY user keeps its own account', () => {
  it('updates its own profile and password', async () => {
    const res = await form('viewer', '/v1/auth/profile', {
      _method: 'PUT',
      name: 'Putri Handayani S.',
      email: 'viewer@lsi.test',
      password: 'baru-sekali-1',
      password_confirm: 'baru-sekali-1',
      password_old: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Putri Handayani S.', permission: 'READ_ONLY' });
    expect((await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'viewer@lsi.test', password: 'baru-sekali-1' } })).statusCode).toBe(200);
  });

  it('asks for an e-mail code and registers its push token', async () => {
    expect((await json('viewer', 'POST', '/v1/verify/request', { email: 'putri.baru@example.com' })).json().message).toBe('OTP sent successfully');
    expect((await json('viewer', 'PUT', '/v1/auth/fcm-token', { fcm_token: 'browser-token-1' })).statusCode).toBe(200);
  });

  it("removes its own avatar, never a colleague's", async () => {
    expect((await json('viewer', 'DELETE', `/v1/users/${await idOf('viewer@lsi.test')}/avatar`)).statusCode).toBe(200);
    expectError(await json('viewer', 'DELETE', `/v1/users/${await idOf('lsp@lsi.test')}/avatar`, undefined, 'id'), 403, READ_ONLY_ID);
  });

  it('may not change its own level', async () => {
    expectError(await setLevel('viewer', await idOf('viewer@lsi.test'), 'FULL_ACCESS'), 403, READ_ONLY_EN);
  });

  it('signs out', async () => {
    expect((await json('viewer', 'POST', '/v1/auth/logout')).statusCode).toBe(200);
    expectError(await get('viewer', '/v1/auth/profile'), 401);
  });
});

describe('who sets a level', () => {
  it('a FULL_ACCESS user of the organisation (and an admin) sets a colleague\'s level', async () => {
    const viewer = await idOf('viewer@lsi.test');
    expect((await setLevel('lsp', viewer, 'READ_ONLY')).json().data.permission_id).toBe(level.READ_ONLY);
    expect((await setLevel('admin', viewer, 'READ_ONLY')).statusCode).toBe(200);
  });

  it('nobody changes their own level, so an organisation cannot lock itself out', async () => {
    expectError(await setLevel('lsp', await idOf('lsp@lsi.test'), 'READ_ONLY'), 409, 'You cannot change your own permission. Ask another user with full access.');
    expect((await get('lsp', '/v1/auth/profile')).json().data.permission).toBe('FULL_ACCESS');
  });

  it('administrators always have full access: their level cannot be set', async () => {
    const res = await setLevel('admin', await idOf('admin2@lsi.test'), 'READ_ONLY');
    expectError(res, 409, 'Administrators always have full access.');
    expect((await get('admin2', '/v1/auth/profile')).json().data.permission).toBe('FULL_ACCESS');
    // An admin's writes are never refused for a level.
    expect((await json('admin2', 'PUT', '/v1/settings/set-disable-user', { value: false })).statusCode).toBe(200);
  });
});

describe('the rule comes from the contract', () => {
  const calls = Object.entries(contract).flatMap(([group, defs]) =>
    Object.entries(defs as Record<string, CallDef>).map(([name, def]) => ({ id: `${group}.${name}`, def })),
  );

  it('only the own-account writes are self-service', () => {
    expect(calls.filter((c) => c.def.selfService === true).map((c) => c.id).sort()).toEqual(['auth.fcmToken', 'auth.logout', 'auth.updateProfile', 'notifications.markRead', 'users.verifyRequest']);
    expect(calls.filter((c) => c.def.selfService === true && c.def.access !== 'signed-in')).toEqual([]);
    // Writes on a user id: open to READ_ONLY users on their own id only.
    expect(calls.filter((c) => typeof c.def.selfService === 'object').map((c) => c.id)).toEqual(['users.removeAvatar']);
  });

  it('the OpenAPI document says which calls READ_ONLY users may not make', async () => {
    const doc = (await t.call({ method: 'GET', url: '/v1/openapi.json' })).json() as { paths: Record<string, Record<string, { description?: string }>> };
    expect(doc.paths['/v1/vehicle']!.post!.description).toMatch(/READ_ONLY/);
    expect(doc.paths['/v1/vehicle']!.get!.description).toBeUndefined();
    expect(doc.paths['/v1/auth/logout']!.post!.description).toBeUndefined();
  });
});
