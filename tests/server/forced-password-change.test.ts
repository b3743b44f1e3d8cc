// A forced password change is enforced by the server (issue 8, finding 6): until the password is
// changed, a vendor or LSP who must change it may only read its profile, change the password
// (token "session") and sign out; every other signed-in call answers 403 before its body is read.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { openDuringPasswordChange } from '../../contract/lib.ts';
import { users } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD, expectError, SEED_NOW, startTestApp, type TestApp } from './harness.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REFUSED = { en: 'Change your password before continuing.', id: 'Ganti kata sandi Anda sebelum melanjutkan.' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const profile = (token: string) => t.call({ method: 'GET', url: '/v1/auth/profile', token });
const changePassword = (token: string, password: string) =>
  t.call({ method: 'POST', url: '/v1/users/change-passwords', token, payload: { token: 'session', password, password_confirmation: password } });
const createType = (token: string, name: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/v1/vehicle-types', token, headers, payload: { name } });

describe('the contract says which calls the change needs', () => {
  it('only the own profile, sign-out and the password change (plus public calls) are open', () => {
    const open = Object.values(contract)
      .flatMap((group) => Object.values(group))
      .filter((def) => def.access !== 'public' && openDuringPasswordChange(def))
      .map((def) => `${def.method} ${def.path}`)
      .sort();
    expect(open).toEqual(['GET /v1/auth/profile', 'POST /v1/auth/logout']);
    expect(contract.auth.changePasswords).toMatchObject({ access: 'public', duringPasswordChange: true });
  });
});

describe('a vendor whose password was never changed (newvendor@)', () => {
  it('is refused everything but the change, in the caller\'s language', async () => {
    const token = await t.login('newvendor@lsi.test');
    expect((await profile(token)).json().data).toMatchObject({ is_password_never_updated: true });

    // A write (the probe's finding: it created a vehicle type) and a read of another resource.
    expectError(await createType(token, 'Tipe Sebelum Ganti'), 403, REFUSED.en);
    expectError(await createType(token, 'Tipe Sebelum Ganti', { 'accept-language': 'id' }), 403, REFUSED.id);
    expectError(await t.call({ method: 'GET', url: '/v1/vehicle', token }), 403, REFUSED.en);
    expectError(await t.call({ method: 'GET', url: '/v1/vehicle', token, headers: { 'accept-language': 'id' } }), 403, REFUSED.id);
    // Its own account is not part of the change either: profile edits, push token, notifications.
    expectError(await t.call({ method: 'POST', url: '/v1/auth/profile', token, payload: { name: 'Fajar', email: 'newvendor@lsi.test' } }), 403, REFUSED.en);
    expectError(await t.call({ method: 'PUT', url: '/v1/auth/fcm-token', token, payload: { fcm_token: 'fcm-before-change' } }), 403, REFUSED.en);
    expectError(await t.call({ method: 'GET', url: '/v1/notifications', token }), 403, REFUSED.en);
    // Refused before the body is read: an invalid body is still a 403, not a 422.
    expectError(await createType(token, ''), 403, REFUSED.en);
    // Nothing was written.
    const vendor = await t.login('vendor@lsi.test');
    const types = (await t.call({ method: 'GET', url: '/v1/vehicle-types', token: vendor })).json().data as { name: string }[];
    expect(types.map((x) => x.name)).not.toContain('Tipe Sebelum Ganti');

    // Public calls stay open with the token.
    expect((await t.call({ method: 'GET', url: '/v1/personalization', token })).statusCode).toBe(200);
  });

  it('may sign out', async () => {
    const token = await t.login('newvendor@lsi.test');
    expect((await t.call({ method: 'POST', url: '/v1/auth/logout', token })).statusCode).toBe(200);
    expectError(await profile(token), 401, 'Unauthorized');
  });

  it('after changing the password everything works', async () => {
    const token = await t.login('newvendor@lsi.test');
    const changed = await changePassword(token, 'newvendor-pass-2026');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await profile(token)).json().data).toMatchObject({ is_password_never_updated: false });
    const created = await createType(token, 'Tipe Setelah Ganti');
    expect(created.statusCode, created.body).toBe(200);
    expect((await t.call({ method: 'GET', url: '/v1/vehicle', token })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: '/v1/auth/fcm-token', token, payload: { fcm_token: 'fcm-after-change' } })).statusCode).toBe(200);
    // A new sign-in is not forced any more.
    const again = await t.login('newvendor@lsi.test', 'newvendor-pass-2026');
    expect((await t.call({ method: 'GET', url: '/v1/vehicle', token: again })).statusCode).toBe(200);
  });
});

describe('an LSP whose password is stale (older than 90 days)', () => {
  it('is refused until it changes the password', async () => {
    const email = 'lsp2@lsi.test';
    await t.db.update(users).set({ passwordUpdatedAt: new Date(SEED_NOW.getTime() - 91 * DAY), lastLoginAt: SEED_NOW }).where(eq(users.email, email));
    const token = await t.login(email);
    expect((await profile(token)).json().data).toMatchObject({ is_password_update_stale: true, is_last_login_stale: false, is_password_never_updated: false });

    expectError(await t.call({ method: 'GET', url: '/v1/order', token }), 403, REFUSED.en);
    expectError(await t.call({ method: 'GET', url: '/v1/order', token, headers: { 'accept-language': 'id' } }), 403, REFUSED.id);
    expectError(await t.call({ method: 'POST', url: '/v1/groups/bulk-create', token, payload: { name: ['Grup'] } }), 403, REFUSED.en);

    expect((await changePassword(token, 'lsp2-new-pass-2026')).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/v1/order', token })).statusCode).toBe(200);
  });

  it('becomes stale during a session when its password passes 90 days', async () => {
    const email = 'lsp@lsi.test';
    const now = t.clock.now().getTime();
    await t.db.update(users).set({ passwordUpdatedAt: new Date(now - 90 * DAY + HOUR), lastLoginAt: new Date(now) }).where(eq(users.email, email));
    const token = await t.login(email);
    expect((await t.call({ method: 'GET', url: '/v1/order', token })).statusCode).toBe(200);
    t.clock.advance(HOUR);
    expectError(await t.call({ method: 'GET', url: '/v1/order', token }), 403, REFUSED.en);
    expect((await changePassword(token, 'lsp-new-pass-2026')).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/v1/order', token })).statusCode).toBe(200);
  });
});

describe('a vendor whose previous sign-in is stale', () => {
  it('is refused until it changes the password; signing in again does not escape the change', async () => {
    const email = 'vendor@lsi.test';
    const lastSeen = new Date(t.clock.now().getTime() - 91 * DAY);
    await t.db.update(users).set({ lastLoginAt: lastSeen, passwordUpdatedAt: new Date(lastSeen.getTime() - 10 * DAY) }).where(eq(users.email, email));
    const stale = await t.login(email);
    expect((await profile(stale)).json().data).toMatchObject({ is_last_login_stale: true, last_login_at: lastSeen.toISOString() });
    expectError(await t.call({ method: 'GET', url: '/v1/vehicle', token: stale }), 403, REFUSED.en);

    const again = await t.login(email);
    expect((await profile(again)).json().data).toMatchObject({ is_last_login_stale: true });
    expectError(await t.call({ method: 'GET', url: '/v1/vehicle', token: again }), 403, REFUSED.en);

    expect((await changePassword(again, 'vendor-new-pass-2026')).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/v1/vehicle', token: again })).statusCode).toBe(200);
    const next = await t.login(email, 'vendor-new-pass-2026');
    expect((await profile(next)).json().data).toMatchObject({ is_last_login_stale: false, last_login_at: t.clock.now().toISOString() });
  });

  it('is not stale when the password was renewed (e.g. by a reset link) after the last sign-in', async () => {
    const email = 'vendor@lsi.test';
    const now = t.clock.now().getTime();
    await t.db.update(users).set({ lastLoginAt: new Date(now - 120 * DAY), passwordUpdatedAt: new Date(now - 1 * DAY) }).where(eq(users.email, email));
    const token = await t.login(email, 'vendor-new-pass-2026');
    expect((await profile(token)).json().data).toMatchObject({ is_last_login_stale: false });
    expect((await t.call({ method: 'GET', url: '/v1/vehicle', token })).statusCode).toBe(200);
  });
});

describe('other roles are never forced', () => {
  it('a shipping company or an admin whose password was never changed works as before', async () => {
    await t.db.update(users).set({ passwordUpdatedAt: null }).where(eq(users.email, 'shipper@lsi.test'));
    await t.db.update(users).set({ passwordUpdatedAt: null }).where(eq(users.email, 'admin2@lsi.test'));
    const shipper = await t.login('shipper@lsi.test', DEMO_PASSWORD);
    expect((await t.call({ method: 'GET', url: '/v1/order', token: shipper })).statusCode).toBe(200);
    const admin = await t.login('admin2@lsi.test', DEMO_PASSWORD);
    expect((await t.call({ method: 'GET', url: '/v1/order', token: admin })).statusCode).toBe(200);
  });
});
