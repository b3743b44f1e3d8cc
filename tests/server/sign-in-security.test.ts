// Sign-in throttling and enumeration (issue 8, finding 5): whose address counts (TRUST_PROXY), the
// allowance under parallel attempts, and the same password work for known and unknown e-mails.
// Each test uses its own accounts and addresses; the clock only moves forward.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { sessions, users } from '../../server/db/schema/index.ts';
import * as passwords from '../../server/lib/passwords.ts';
import { settleAttempt } from '../../server/lib/sign-in-allowance.ts';
import { DEMO_PASSWORD, expectError, startTestApp, type TestApp } from './harness.ts';

// Every password check goes through this spy (it calls the real scrypt check).
vi.mock('../../server/lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/lib/passwords.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Login = { email: string; password: string; address?: string; forwardedFor?: string };
const loginOn = (app: FastifyInstance, { email, password, address, forwardedFor }: Login) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: address,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
const statuses = (answers: { statusCode: number }[]) => {
  const n: Record<number, number> = {};
  for (const a of answers) n[a.statusCode] = (n[a.statusCode] ?? 0) + 1;
  return n;
};
const sessionIpOf = async (token: string) => {
  const [row] = await t.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.tokenHash, passwords.sha256(token)));
  return row?.ip;
};

describe('whose address counts (TRUST_PROXY)', () => {
  it('by default X-Forwarded-For is ignored: 30 failures from varying header values are throttled as one address', async () => {
    const address = '192.0.2.10';
    const ok = await loginOn(t.app, { email: 'vendor@lsi.test', password: DEMO_PASSWORD, address, forwardedFor: '198.51.100.1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await sessionIpOf(ok.json().data.token)).toBe(address);

    for (let i = 0; i < 30; i++) {
      expectError(await loginOn(t.app, { email: `ghost-xff-${i}@lsi.test`, password: 'wrong-pass', address, forwardedFor: `198.51.100.${i + 2}` }), 401);
    }
    // A new header value is not a new address.
    expectError(await loginOn(t.app, { email: 'vendor@lsi.test', password: DEMO_PASSWORD, address, forwardedFor: '203.0.113.99' }), 429);
  });

  it('with TRUST_PROXY set to the client (proxy) address, X-Forwarded-For names the client', async () => {
    const proxy = '192.0.2.20';
    const config = readConfig({ TRUST_PROXY: proxy });
    expect(config.TRUST_PROXY).toEqual([proxy]);
    const app = await buildApp({ services: t.services, trustProxy: config.TRUST_PROXY });
    try {
      const ok = await loginOn(app, { email: 'vendor@lsi.test', password: DEMO_PASSWORD, address: proxy, forwardedFor: '198.51.100.200' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await sessionIpOf(ok.json().data.token)).toBe('198.51.100.200');

      // 30 failures from one client behind the proxy throttle that client, not the others.
      for (let i = 0; i < 30; i++) expectError(await loginOn(app, { email: `ghost-proxy-${i}@lsi.test`, password: 'wrong-pass', address: proxy, forwardedFor: '198.51.100.7' }), 401);
      expectError(await loginOn(app, { email: 'vendor@lsi.test', password: DEMO_PASSWORD, address: proxy, forwardedFor: '198.51.100.7' }), 429);
      expect((await loginOn(app, { email: 'vendor@lsi.test', password: DEMO_PASSWORD, address: proxy, forwardedFor: '198.51.100.8' })).statusCode).toBe(200);

      // A sender that is not the trusted proxy cannot choose its address.
      const direct = await loginOn(app, { email: 'vendor@lsi.test', password: DEMO_PASSWORD, address: '192.0.2.21', forwardedFor: '198.51.100.9' });
      expect(await sessionIpOf(direct.json().data.token)).toBe('192.0.2.21');
    } finally {
      await app.close();
    }
  });

  it('a hop count trusts that many proxies in front of the server', async () => {
    const app = await buildApp({ services: t.services, trustProxy: readConfig({ TRUST_PROXY: '1' }).TRUST_PROXY });
    try {
      const ok = await loginOn(app, { email: 'vendor@lsi.test', password: DEMO_PASSWORD, address: '192.0.2.30', forwardedFor: '203.0.113.5, 198.51.100.30' });
      expect(await sessionIpOf(ok.json().data.token)).toBe('198.51.100.30');
    } finally {
      await app.close();
    }
  });
});

describe('the allowance holds under parallel attempts', () => {
  it('40 parallel wrong passwords for one account: exactly 5 are checked (401), the rest 429', async () => {
    const email = 'shipper2@lsi.test';
    // 40 different addresses, so only the account's allowance (5) applies.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => loginOn(t.app, { email, password: `wrong-${i}`, address: `10.20.0.${i + 1}` })));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 35 });
    for (const a of answers.filter((x) => x.statusCode === 401)) expectError(a, 401, 'Wrong e-mail or password.');
    for (const a of answers.filter((x) => x.statusCode === 429)) expectError(a, 429, 'Too many sign-in attempts. Try again in a few minutes.');

    // Once the window has passed, parallel correct sign-ins of the same account all succeed.
    t.clock.advance(15 * MINUTE + 1000);
    const again = await Promise.all(Array.from({ length: 10 }, (_, i) => loginOn(t.app, { email, password: DEMO_PASSWORD, address: `10.21.0.${i + 1}` })));
    expect(statuses(again)).toEqual({ 200: 10 });
  });

  it('parallel correct sign-ins mixed with a few wrong ones are not throttled', async () => {
    const email = 'newshipper@lsi.test';
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => loginOn(t.app, { email, password: `wrong-${i}`, address: '10.22.0.1' })),
      ...Array.from({ length: 8 }, () => loginOn(t.app, { email, password: DEMO_PASSWORD, address: '10.22.0.1' })),
    ]);
    expect(statuses(answers.slice(0, 4))).toEqual({ 401: 4 });
    expect(statuses(answers.slice(4))).toEqual({ 200: 8 });
  });

  it('the decision itself is atomic: 40 simultaneous failures of one account and address record exactly the allowance', async () => {
    // No password check in between to spread them out: every decision races for the same count.
    const now = t.clock.now();
    const account = await Promise.all(Array.from({ length: 40 }, (_, i) => settleAttempt(t.db, { email: 'race@lsi.test', ip: `10.24.0.${i + 1}`, now, passwordOk: false })));
    expect(statuses(account.map((v) => ({ statusCode: v === 'wrong' ? 401 : 429 })))).toEqual({ 401: 5, 429: 35 });
    const address = await Promise.all(Array.from({ length: 40 }, (_, i) => settleAttempt(t.db, { email: `race-${i}@lsi.test`, ip: '10.25.0.1', now, passwordOk: false })));
    expect(statuses(address.map((v) => ({ statusCode: v === 'wrong' ? 401 : 429 })))).toEqual({ 401: 30, 429: 10 });
    expect(await settleAttempt(t.db, { email: 'race@lsi.test', ip: '10.26.0.1', now, passwordOk: true })).toBe('throttled');
  });

  it('40 parallel wrong sign-ins from one address: exactly 30 are checked (401), the rest 429', async () => {
    const address = '10.23.0.1';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => loginOn(t.app, { email: `ghost-par-${i}@lsi.test`, password: 'wrong-pass', address })));
    expect(statuses(answers)).toEqual({ 401: 30, 429: 10 });
    expectError(await loginOn(t.app, { email: 'vendor@lsi.test', password: DEMO_PASSWORD, address }), 429);
  });
});

describe('no account enumeration through the password check', () => {
  const verify = vi.mocked(passwords.verifyPassword);
  beforeEach(() => {
    verify.mockClear();
  });
  /** The scrypt cost parameters of the hash a check used ("scrypt$N$r$p"). */
  const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

  it('an unknown e-mail costs the same scrypt check as a known one', async () => {
    // The test data's demo accounts share a cheaper hash (tests/server/harness.ts): this account gets
    // one the server makes, at the real cost.
    await t.db.update(users).set({ passwordHash: await passwords.hashPassword(DEMO_PASSWORD) }).where(eq(users.email, 'vendor@lsi.test'));
    const [known] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'vendor@lsi.test'));

    expectError(await loginOn(t.app, { email: 'vendor@lsi.test', password: 'not-the-password', address: '10.30.0.1' }), 401, 'Wrong e-mail or password.');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]).toEqual(['not-the-password', known!.hash]);

    verify.mockClear();
    expectError(await loginOn(t.app, { email: 'nobody-at-all@lsi.test', password: 'not-the-password', address: '10.30.0.1' }), 401, 'Wrong e-mail or password.');
    expect(verify).toHaveBeenCalledTimes(1);
    const [password, dummy] = verify.mock.calls[0]!;
    expect(password).toBe('not-the-password');
    // A real scrypt hash with the same cost as the account's, not a shortcut that skips the work.
    expect(costOf(dummy)).toBe(costOf(known!.hash));
    expect(costOf(dummy)).toBe('scrypt$16384$8$1');
    expect(await verify.mock.results[0]!.value).toBe(false);

    // The same dummy hash every time (made once at start).
    verify.mockClear();
    await loginOn(t.app, { email: 'somebody-else@lsi.test', password: 'x-password', address: '10.30.0.1' });
    expect(verify.mock.calls[0]![1]).toBe(dummy);
  });

  it('drivers and disabled accounts go through the same single check', async () => {
    expectError(await loginOn(t.app, { email: 'driver@lsi.test', password: 'not-the-password', address: '10.30.0.2' }), 401, 'Wrong e-mail or password.');
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    expectError(await loginOn(t.app, { email: 'driver@lsi.test', password: DEMO_PASSWORD, address: '10.30.0.2' }), 403);
    expect(verify).toHaveBeenCalledTimes(1);

    await t.db.update(users).set({ isDisabled: true }).where(eq(users.email, 'admin2@lsi.test'));
    verify.mockClear();
    expectError(await loginOn(t.app, { email: 'admin2@lsi.test', password: 'not-the-password', address: '10.30.0.2' }), 401, 'Wrong e-mail or password.');
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    expectError(await loginOn(t.app, { email: 'admin2@lsi.test', password: DEMO_PASSWORD, address: '10.30.0.2' }), 403, 'This account is disabled.');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('a throttled sign-in answers 429 without a password check', async () => {
    const address = '10.30.0.3';
    for (let i = 0; i < 5; i++) expectError(await loginOn(t.app, { email: 'lsp2@lsi.test', password: `wrong-${i}`, address }), 401);
    verify.mockClear();
    expectError(await loginOn(t.app, { email: 'lsp2@lsi.test', password: DEMO_PASSWORD, address }), 429);
    expect(verify).not.toHaveBeenCalled();
  });
});
