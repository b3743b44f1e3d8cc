// The check after every e2e run (tests/e2e/support/secret-scan.ts): each kind of secret is found
// with its line, a clean log passes, and the report never shows a secret.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { E2E_PASSWORDS, leakReport, leaks, type Secret } from '../e2e/support/secret-scan.ts';

const token = () => randomBytes(32).toString('base64url');
const line = (o: object) => JSON.stringify({ level: 40, time: 1700000000000, pid: 1, hostname: 'h', reqId: 'c4a1f0de-9b7e-4c55-8a3d-2f6e1b0c9a77', ...o });

/** A log as the e2e server writes it: JSON lines, a redacted reset link, the outbox line, a stack. */
const CLEAN = [
  line({ req: { method: 'GET', url: '/create-new-password?token=[redacted]&email=lsp%40lsi.test' }, msg: 'incoming request' }),
  '[outbox] to=lsp@lsi.test subject="Reset your password" (its text: outbox_mails, id 7)',
  line({ res: { statusCode: 401 }, msg: 'request completed', responseTime: 3.2 }),
  line({ msg: 'authorization failed', headers: { authorization: '[redacted]' }, note: 'Bearer [redacted]' }),
  'Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)',
  line({ msg: 'sha256 of something', hash: 'a'.repeat(64), upload: 'uploads/8f2a9c1e4b7d6a3f5e0c1b2d.png' }),
].join('\n');

const passwords: Secret[] = Object.entries(E2E_PASSWORDS).map(([name, value]) => ({ kind: `password (${name})`, value }));

describe('leaks', () => {
  it('finds nothing in a clean log', () => {
    const known: Secret[] = [...passwords, { kind: 'token of a link in a mail', value: token() }, { kind: 'register link token', value: randomBytes(24).toString('base64url') }];
    expect(leaks(CLEAN, known)).toEqual([]);
  });

  const cases: [string, (log: string) => { log: string; secrets: Secret[]; kind: string }][] = [
    ['the demo password', (log) => ({ log: `${log}\n${line({ body: { email: 'lsp@lsi.test', password: E2E_PASSWORDS.demo } })}`, secrets: passwords, kind: 'password (demo)' })],
    ['a password a spec types', (log) => ({ log: `${log}\n${line({ msg: `changed to ${E2E_PASSWORDS.resetId}` })}`, secrets: passwords, kind: 'password (resetId)' })],
    ['a session token (by its shape)', (log) => ({ log: `${log}\n${line({ data: { token: token() } })}`, secrets: [], kind: 'token-shaped string (session or reset token)' })],
    ['a Bearer credential', (log) => ({ log: `${log}\n${line({ msg: 'Bearer not-our-shape-but-a-credential' })}`, secrets: [], kind: 'Bearer credential' })],
    ['an Authorization header value', (log) => ({ log: `${log}\n${line({ headers: { authorization: 'Basic dXNlcjpwYXNz' } })}`, secrets: [], kind: 'authorization header value' })],
    ['an X-API-Key header value', (log) => ({ log: `${log}\n${line({ headers: { 'x-api-key': 'short-key' } })}`, secrets: [], kind: 'x-api-key header value' })],
    ['a weighbridge API key', (log) => ({ log: `${log}\n${line({ key: `wbk_${token()}` })}`, secrets: [], kind: 'weighbridge API key (wbk_…)' })],
    [
      'a reset link token from the outbox',
      (log) => {
        const t = token();
        return { log: `${log}\n${line({ url: `/create-new-password?token=${t}&email=a%40b.test` })}`, secrets: [{ kind: 'token of a link in a mail', value: t }], kind: 'token of a link in a mail' };
      },
    ],
    [
      'a register link token (not token-shaped)',
      (log) => {
        const t = randomBytes(24).toString('base64url');
        return { log: `${log}\n${line({ url: `/register-shipment-company?domain=x&token=${t}` })}`, secrets: [{ kind: 'register link token', value: t }], kind: 'register link token' };
      },
    ],
  ];

  it.each(cases)('finds %s and names its line, not the secret', (_name, make) => {
    const { log, secrets, kind } = make(CLEAN);
    const found = leaks(log, secrets);
    expect(found).toEqual([{ kind, line: log.split('\n').length }]);
    const report = leakReport(found, '/tmp/server.log');
    expect(report).toContain(kind);
    expect(report).toContain(`line ${log.split('\n').length}`);
    const leaked = log.split('\n').at(-1)!;
    for (const s of secrets) if (leaked.includes(s.value)) expect(report).not.toContain(s.value);
    expect(report).not.toMatch(/[A-Za-z0-9_-]{20,}/);
  });

  it('numbers every line that leaks', () => {
    const t = token();
    const log = [CLEAN, line({ a: t }), line({ ok: 1 }), line({ b: t, c: E2E_PASSWORDS.fms })].join('\n');
    const base = CLEAN.split('\n').length;
    expect(leaks(log, [...passwords, { kind: 'session token', value: t }])).toEqual([
      { kind: 'session token', line: base + 1 },
      { kind: 'session token', line: base + 3 },
      { kind: 'password (fms)', line: base + 3 },
    ]);
  });

  // How fast it is belongs in no unit test (a shared machine stalls): this checks a large log in one
  // pass finds exactly the one known token that leaked, at its line.
  it('scans tens of MB against thousands of tokens, finding the one that leaked', () => {
    const known: Secret[] = [...passwords, ...Array.from({ length: 5000 }, () => ({ kind: 'token of a link in a mail', value: token() }))];
    const big = Array.from({ length: 100_000 }, (_, i) => line({ i, req: { method: 'GET', url: `/v1/orders?page=${i}&per_page=20&search=truck` }, msg: 'incoming request padding padding padding' })).join('\n');
    expect(big.length).toBeGreaterThan(20e6);
    expect(leaks(big, known)).toEqual([]);
    const leaked = `${big}\n${line({ msg: `reset link ${known.at(-1)!.value}` })}`;
    expect(leaks(leaked, known)).toEqual([{ kind: 'token of a link in a mail', line: 100_001 }]);
  });
});
