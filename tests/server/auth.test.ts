// /v1/auth/* and the password reset calls, through the HTTP shapes the client uses.
// Accounts that change state get their own test: shipper2@ is throttled, admin2@ changes its
// password, lsp2@ resets it by mail, newvendor@ does the forced change.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demo.ts';
import { outboxMails, users } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD, expectError, multipart, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const login = (payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.call({ method: 'POST', url: '/v1/auth/login', payload, headers, remoteAddress });

describe('POST /v1/auth/login', () => {
  const webAccounts = DEMO_ACCOUNTS.filter((a) => a.role !== 'DRIVER');

  it.each(webAccounts.map((a) => [a.email, a.role] as const))('signs in %s (%s)', async (email, role) => {
    const res = await login({ email, password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Signed in successfully.');
    expect(body.data).toMatchObject({ token_type: 'Bearer', expires_in: 86400 });
    expect(body.data.token).toMatch(/^[\w-]{20,}$/);
    expect(body.data.user).toMatchObject({ email, role });
    expect(body.data.user.is_password_never_updated).toBe(email === 'newvendor@lsi.test');
  });

  it('gives each role its organisation and flags', async () => {
    const user = async (email: string) => (await login({ email, password: DEMO_PASSWORD })).json().data.user;
    const [admin, admin2, lsp, shipper, newshipper, vendor] = await Promise.all(
      ['admin@lsi.test', 'admin2@lsi.test', 'lsp@lsi.test', 'shipper@lsi.test', 'newshipper@lsi.test', 'vendor@lsi.test'].map(user),
    );
    expect(admin.is_main_admin).toBe(true);
    expect(admin2.is_main_admin).toBe(false);
    expect(lsp.logistics_service_provider).toMatchObject({ name: 'PT Nusantara Logistik', primary_color: '#EF3434', domain: 'localhost' });
    expect(shipper.shipment_company.logo_url).toMatch(/^\/v1\/files\/logos\/.+\.svg$/);
    expect(shipper.shipment_company.address).toEqual(expect.any(String));
    expect(newshipper.shipment_company).toMatchObject({ logo_url: null, address: null });
    expect(vendor.vendor).toMatchObject({ name: 'CV Trans Andalas' });
    expect(vendor.is_password_never_updated).toBe(false);
  });

  it('serves the demo logo a profile points at', async () => {
    const shipper = (await login({ email: 'shipper@lsi.test', password: DEMO_PASSWORD })).json().data.user;
    const res = await t.call({ method: 'GET', url: shipper.shipment_company.logo_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('matches the e-mail case-insensitively', async () => {
    expect((await login({ email: 'LSP@LSI.Test', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown e-mail with the same 401', async () => {
    expectError(await login({ email: 'vendor@lsi.test', password: 'not-the-password' }), 401, 'Wrong e-mail or password.');
    expectError(await login({ email: 'nobody@lsi.test', password: DEMO_PASSWORD }), 401, 'Wrong e-mail or password.');
    expectError(await login({ email: 'nobody@lsi.test', password: DEMO_PASSWORD }, { 'accept-language': 'id' }), 401, 'E-mail atau kata sandi salah.');
  });

  it('refuses drivers with 403', async () => {
    expectError(await login({ email: 'driver@lsi.test', password: DEMO_PASSWORD }), 403, "You're not able to login with this role.");
  });

  it('admin_only lets administrators in and refuses everyone else', async () => {
    expect((await login({ email: 'admin@lsi.test', password: DEMO_PASSWORD, admin_only: true })).statusCode).toBe(200);
    for (const email of ['lsp@lsi.test', 'shipper@lsi.test', 'vendor@lsi.test']) {
      expectError(await login({ email, password: DEMO_PASSWORD, admin_only: true }), 403, 'You do not have access to this resource.');
    }
  });

  it('answers 422 with field messages in English', async () => {
    const body = expectError(await login({ email: 'not-an-email', password: '' }), 422, 'The data sent is not valid.');
    expect(body.errors).toEqual({ email: ['Invalid e-mail.'], password: ['Required.'] });
  });

  it('answers 422 with field messages in Indonesian for accept-language: id', async () => {
    const body = expectError(await login({ email: '', password: '' }, { 'accept-language': 'id' }), 422, 'Data yang dikirim tidak valid.');
    expect(body.errors?.email).toContain('Wajib diisi.');
    expect(body.errors?.password).toEqual(['Wajib diisi.']);
  });

  it('throttles an account after 5 failed attempts (429), even with the right password', async () => {
    const email = 'shipper2@lsi.test';
    for (let i = 0; i < 5; i++) expectError(await login({ email, password: `wrong-${i}` }, {}, '10.0.0.5'), 401);
    expectError(await login({ email, password: DEMO_PASSWORD }, {}, '10.0.0.6'), 429, 'Too many sign-in attempts. Try again in a few minutes.');
    // Other accounts are not affected.
    expect((await login({ email: 'shipper@lsi.test', password: DEMO_PASSWORD }, {}, '10.0.0.5')).statusCode).toBe(200);
  });

  it('throttles an address after 30 failed attempts', async () => {
    const ip = '10.0.0.77';
    for (let i = 0; i < 30; i++) expectError(await login({ email: `ghost${i}@lsi.test`, password: 'whatever1' }, {}, ip), 401);
    expectError(await login({ email: 'vendor@lsi.test', password: DEMO_PASSWORD }, {}, ip), 429);
    expect((await login({ email: 'vendor@lsi.test', password: DEMO_PASSWORD }, {}, '10.0.0.78')).statusCode).toBe(200);
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the token: the next call is 401 {"message":"Unauthorized"}', async () => {
    const token = await t.login('vendor@lsi.test');
    expect((await t.call({ method: 'GET', url: '/v1/auth/profile', token })).statusCode).toBe(200);
    const out = await t.call({ method: 'POST', url: '/v1/auth/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out successfully.' });
    const after = await t.call({ method: 'GET', url: '/v1/auth/profile', token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthorized' });
  });

  it('leaves the other sessions of the same user alone', async () => {
    const a = await t.login('vendor@lsi.test');
    const b = await t.login('vendor@lsi.test');
    await t.call({ method: 'POST', url: '/v1/auth/logout', token: a });
    expect((await t.call({ method: 'GET', url: '/v1/auth/profile', token: b })).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await t.call({ method: 'POST', url: '/v1/auth/logout' })).json()).toEqual({ message: 'Unauthorized' });
    expectError(await t.call({ method: 'GET', url: '/v1/auth/profile', token: 'made-up' }), 401, 'Unauthorized');
    expectError(await t.call({ method: 'GET', url: '/v1/auth/profile', headers: { authorization: 'Basic abc' } }), 401, 'Unauthorized');
  });
});

describe('/v1/auth/profile', () => {
  it('GET answers the signed-in user', async () => {
    const token = await t.login('lsp@lsi.test');
    const res = await t.call({ method: 'GET', url: '/v1/auth/profile', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'lsp@lsi.test', role: 'LOGISTIC_SERVICE_PROVIDER', name: 'Rina Kusuma' });
  });

  it('POST (multipart, _method=PUT) changes the name', async () => {
    const token = await t.login('shipper@lsi.test');
    const form = multipart({ _method: 'PUT', name: 'Dewi L.', email: 'shipper@lsi.test', phone_country_code: '62', phone_number: '81234567890' });
    const res = await t.call({ method: 'POST', url: '/v1/auth/profile', token, ...form });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully.');
    expect(res.json().data).toMatchObject({ name: 'Dewi L.', phone_number: '81234567890' });
    const again = await t.call({ method: 'GET', url: '/v1/auth/profile', token });
    expect(again.json().data.name).toBe('Dewi L.');
  });

  it('POST validates the shared rules (422)', async () => {
    const token = await t.login('shipper@lsi.test');
    const res = await t.call({ method: 'POST', url: '/v1/auth/profile', token, payload: { name: ' ', email: 'shipper@lsi.test', phone_number: '0812' } });
    const body = expectError(res, 422, 'The data sent is not valid.');
    expect(body.errors).toMatchObject({ name: ['Required.'], phone_number: ['First digit cannot be 0.'] });
  });

  it('POST changes the e-mail only with the code mailed to the new address', async () => {
    const token = await t.login('shipper@lsi.test');
    const change = (extra: object) => t.call({ method: 'POST', url: '/v1/auth/profile', token, payload: { name: 'Dewi Lestari', email: 'dewi.new@lsi.test', ...extra } });
    expect(expectError(await change({}), 422).errors).toEqual({ otp: ['Required.'] });
    const sent = await t.call({ method: 'POST', url: '/v1/verify/request', token, payload: { email: 'dewi.new@lsi.test' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, 'dewi.new@lsi.test')).orderBy(desc(outboxMails.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(expectError(await change({ otp: wrong }), 422).errors).toEqual({ otp: ['The code is wrong or has expired.'] });
    const ok = await change({ otp: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.email).toBe('dewi.new@lsi.test');
    // The code is single-use, and the new address now signs in.
    expectError(await t.call({ method: 'POST', url: '/v1/auth/profile', token, payload: { name: 'Dewi Lestari', email: 'dewi.other@lsi.test', otp: code } }), 422);
    await t.login('dewi.new@lsi.test');
    const back = await t.call({ method: 'POST', url: '/v1/verify/request', token, payload: { email: 'shipper@lsi.test' } });
    const [mail2] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, 'shipper@lsi.test')).orderBy(desc(outboxMails.id)).limit(1);
    expect(back.statusCode, back.body).toBe(200);
    const restored = await t.call({ method: 'POST', url: '/v1/auth/profile', token, payload: { name: 'Dewi Lestari', email: 'shipper@lsi.test', otp: /\b(\d{6})\b/.exec(mail2!.text)![1] } });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('a password change needs the correct password_old', async () => {
    const email = 'admin2@lsi.test';
    const token = await t.login(email);
    const change = (extra: object, headers: Record<string, string> = {}) =>
      t.call({ method: 'POST', url: '/v1/auth/profile', token, headers, payload: { name: 'Sari Wulandari', email, password: 'brand-new-pass', ...extra } });

    let body = expectError(await change({ password_confirm: 'brand-new-pass', password_old: 'wrong-old-pass' }), 422);
    expect(body.errors).toEqual({ password_old: ['The old password is not correct.'] });
    body = expectError(await change({ password_confirm: 'brand-new-pass', password_old: 'wrong-old-pass' }, { 'accept-language': 'id' }), 422);
    expect(body.errors).toEqual({ password_old: ['Kata sandi lama tidak benar.'] });
    body = expectError(await change({ password_confirm: 'something-else', password_old: DEMO_PASSWORD }), 422);
    expect(body.errors).toEqual({ password_confirm: ['Password not match.'] });
    body = expectError(await change({ password: 'short', password_confirm: 'short', password_old: DEMO_PASSWORD }), 422);
    expect(body.errors).toEqual({ password: ['Min 8 characters.'] });

    const ok = await change({ password_confirm: 'brand-new-pass', password_old: DEMO_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(await login({ email, password: DEMO_PASSWORD }), 401, 'Wrong e-mail or password.');
    expect((await login({ email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });
});

describe('PUT /v1/auth/fcm-token', () => {
  it('stores the push token of the signed-in user', async () => {
    const token = await t.login('vendor@lsi.test');
    const res = await t.call({ method: 'PUT', url: '/v1/auth/fcm-token', token, payload: { fcm_token: 'fcm-abc-123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification token saved.' });
    const [row] = await t.db.select({ fcm: users.fcmToken }).from(users).where(eq(users.email, 'vendor@lsi.test'));
    expect(row?.fcm).toBe('fcm-abc-123');
  });

  it('validates and needs a token', async () => {
    const token = await t.login('vendor@lsi.test');
    expect(expectError(await t.call({ method: 'PUT', url: '/v1/auth/fcm-token', token, payload: { fcm_token: '' } }), 422).errors).toEqual({ fcm_token: ['Required.'] });
    expectError(await t.call({ method: 'PUT', url: '/v1/auth/fcm-token', payload: { fcm_token: 'x' } }), 401, 'Unauthorized');
  });
});

describe('password reset by mail', () => {
  const SENT = 'If the e-mail is registered, a link to reset the password has been sent.';
  const forgot = (email: string, extra: object = {}, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/v1/users/forgot-password', payload: { email, ...extra }, headers });
  const mailsTo = (to: string) => t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
  const change = (token: string, password = 'reset-pass-2026') =>
    t.call({ method: 'POST', url: '/v1/users/change-passwords', payload: { token, password, password_confirmation: password } });
  const tokenOf = (text: string) => {
    const m = /http:\/\/lsi\.test(\/id)?\/create-new-password\?token=([\w-]+)&email=([^\s]+)/.exec(text);
    if (!m) throw new Error(`no reset link in: ${text}`);
    return { localePrefix: m[1] ?? '', token: m[2]!, email: decodeURIComponent(m[3]!) };
  };

  it('always answers the same message; mails only existing web accounts', async () => {
    for (const email of ['lsp2@lsi.test', 'nobody@lsi.test', 'driver@lsi.test']) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SENT });
    }
    expect(await mailsTo('lsp2@lsi.test')).toHaveLength(1);
    expect(await mailsTo('nobody@lsi.test')).toHaveLength(0);
    expect(await mailsTo('driver@lsi.test')).toHaveLength(0);
  });

  it('writes the Indonesian mail and link for locale id', async () => {
    const res = await forgot('newshipper@lsi.test', { locale: 'id' });
    expect(res.json().message).toBe('Jika e-mail terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim.');
    const [mail] = await mailsTo('newshipper@lsi.test');
    expect(mail?.subject).toBe('Atur ulang kata sandi LSI');
    expect(tokenOf(mail!.text)).toMatchObject({ localePrefix: '/id', email: 'newshipper@lsi.test' });
  });

  it('validates the e-mail (422)', async () => {
    expect(expectError(await forgot('nope'), 422).errors).toEqual({ email: ['Invalid e-mail.'] });
  });

  it('the mailed link resets the password once, and signs out the old sessions', async () => {
    const email = 'lsp2@lsi.test';
    const oldSession = await t.login(email);
    const [mail] = await mailsTo(email);
    const link = tokenOf(mail!.text);
    expect(link).toMatchObject({ localePrefix: '', email });

    const res = await change(link.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully.' });
    expectError(await t.call({ method: 'GET', url: '/v1/auth/profile', token: oldSession }), 401, 'Unauthorized');
    expectError(await login({ email, password: DEMO_PASSWORD }), 401);
    expect((await login({ email, password: 'reset-pass-2026' })).statusCode).toBe(200);

    expectError(await change(link.token, 'another-pass-1'), 422, 'token doesnt exist');
  });

  it('an unknown token answers "token doesnt exist"', async () => {
    expectError(await change('no-such-token'), 422, 'token doesnt exist');
  });

  it('checks the new password and its confirmation', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/users/change-passwords', payload: { token: 'x', password: 'abcdefgh', password_confirmation: 'abcdefgX' } });
    expect(expectError(res, 422).errors).toEqual({ password_confirmation: ['Password not match.'] });
  });
});

describe('forced password change (token "session")', () => {
  it('clears the flags of a signed-in user and signs out the other sessions', async () => {
    const email = 'newvendor@lsi.test';
    const other = await t.login(email);
    const first = await login({ email, password: DEMO_PASSWORD });
    const token = first.json().data.token as string;
    expect(first.json().data.user.is_password_never_updated).toBe(true);

    const res = await t.call({ method: 'POST', url: '/v1/users/change-passwords', token, payload: { token: 'session', password: 'vendor-new-2026', password_confirmation: 'vendor-new-2026' } });
    expect(res.statusCode, res.body).toBe(200);

    const profile = (await t.call({ method: 'GET', url: '/v1/auth/profile', token })).json().data;
    expect(profile).toMatchObject({ is_password_never_updated: false, is_last_login_stale: false, is_password_update_stale: false });
    expectError(await t.call({ method: 'GET', url: '/v1/auth/profile', token: other }), 401);
    expect((await login({ email, password: 'vendor-new-2026' })).statusCode).toBe(200);
  });

  it('"session" without a bearer token is not a reset token', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/users/change-passwords', payload: { token: 'session', password: 'whatever-123', password_confirmation: 'whatever-123' } });
    expectError(res, 422, 'token doesnt exist');
    expect((await login({ email: 'newvendor@lsi.test', password: 'vendor-new-2026' })).statusCode).toBe(200);
  });
});

describe('order of checks', () => {
  it('a protected call without a token is 401 before its body is validated', async () => {
    expectError(await t.call({ method: 'POST', url: '/v1/auth/profile', payload: { name: '' } }), 401, 'Unauthorized');
    expectError(await t.call({ method: 'PUT', url: '/v1/auth/fcm-token', payload: {} }), 401, 'Unauthorized');
  });
});

describe('disabled accounts', () => {
  it('cannot sign in, and their open sessions stop working', async () => {
    const email = 'admin2@lsi.test';
    const token = await t.login(email, 'brand-new-pass');
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.email, email));
    expectError(await login({ email, password: 'brand-new-pass' }), 403, 'This account is disabled.');
    expectError(await t.call({ method: 'GET', url: '/v1/auth/profile', token }), 401, 'Unauthorized');
    // No reset mail either.
    await t.call({ method: 'POST', url: '/v1/users/forgot-password', payload: { email } });
    expect(await t.db.select().from(outboxMails).where(eq(outboxMails.to, email))).toHaveLength(0);
  });
});
