// Everything that depends on time passing: token lifetime, reset-link lifetime, the sign-in
// throttle window and the "stale" flags. The clock only moves forward, test after test.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD, expectError, startTestApp, type TestApp } from './harness.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 86_400 * SECOND;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const profile = (token: string) => t.call({ method: 'GET', url: '/v1/auth/profile', token });

describe('bearer token lifetime', () => {
  it('is valid for 86400 s and refused from then on', async () => {
    const token = await t.login('lsp@lsi.test');
    t.clock.advance(86_399 * SECOND);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(1 * SECOND);
    expectError(await profile(token), 401, 'Unauthorized');
    expect((await profile(await t.login('lsp@lsi.test'))).statusCode).toBe(200);
  });
});

describe('reset link lifetime (60 min)', () => {
  const requestLink = async (email: string) => {
    await t.call({ method: 'POST', url: '/v1/users/forgot-password', payload: { email } });
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.to, email));
    return /token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
  };
  const change = (token: string, password: string) =>
    t.call({ method: 'POST', url: '/v1/users/change-passwords', payload: { token, password, password_confirmation: password } });

  it('works at 59 minutes', async () => {
    const token = await requestLink('shipper@lsi.test');
    t.clock.advance(59 * MINUTE);
    expect((await change(token, 'fresh-pass-59')).statusCode).toBe(200);
  });

  it('is refused after 60 minutes with "token doesnt exist"', async () => {
    const token = await requestLink('vendor@lsi.test');
    t.clock.advance(60 * MINUTE + SECOND);
    expectError(await change(token, 'late-pass-61'), 422, 'token doesnt exist');
    expect((await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'vendor@lsi.test', password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });
});

describe('sign-in throttle window (15 min)', () => {
  it('lifts the lock once the failed attempts are older than the window', async () => {
    const login = (password: string) => t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'newshipper@lsi.test', password }, remoteAddress: '10.1.0.1' });
    for (let i = 0; i < 5; i++) expectError(await login('wrong-pass'), 401);
    expectError(await login(DEMO_PASSWORD), 429);
    t.clock.advance(14 * MINUTE);
    expectError(await login(DEMO_PASSWORD), 429);
    t.clock.advance(1 * MINUTE + SECOND);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the count', async () => {
    const login = (password: string) => t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'admin2@lsi.test', password }, remoteAddress: '10.1.0.2' });
    for (let i = 0; i < 4; i++) expectError(await login('wrong-pass'), 401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expectError(await login('wrong-pass'), 401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('stale flags (90 days)', () => {
  it('a sign-in after 90 days away is stale until the forced change', async () => {
    t.clock.advance(91 * DAY);
    const res = await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'lsp@lsi.test', password: DEMO_PASSWORD } });
    const { token, user } = res.json().data;
    // lsp@ signed in 91 days ago (above) and its password is 101 days old.
    expect(user).toMatchObject({ is_last_login_stale: true, is_password_update_stale: true, is_password_never_updated: false });

    const change = await t.call({ method: 'POST', url: '/v1/users/change-passwords', token, payload: { token: 'session', password: 'lsp-new-2026', password_confirmation: 'lsp-new-2026' } });
    expect(change.statusCode, change.body).toBe(200);
    expect((await profile(token)).json().data).toMatchObject({ is_last_login_stale: false, is_password_update_stale: false });
  });

  it('shipping companies are never stale', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'shipper2@lsi.test', password: DEMO_PASSWORD } });
    expect(res.json().data.user).toMatchObject({ is_last_login_stale: false, is_password_update_stale: false });
  });
});
