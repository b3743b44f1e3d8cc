// What the server's log holds (issue 26): a request id on every line a request writes, the same id
// in the answer's X-Request-Id, and never a password, a session token, an API key, a device id or
// a reset link, whichever way they came (body, Authorization, X-API-Key, the query of a page).
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { outboxMails } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ services: t.services, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = (opts: InjectOptions) => app.inject(opts);

it('logs a request id on every request line and no secret', async () => {
  const secrets: string[] = [DEMO_PASSWORD];
  const wrongPassword = 'Not-The-Password-4711';
  secrets.push(wrongPassword);
  expect((await call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'lsp@lsi.test', password: wrongPassword } })).statusCode).toBe(401);
  const signIn = await call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'lsp@lsi.test', password: DEMO_PASSWORD } });
  expect(signIn.statusCode).toBe(200);
  const token = signIn.json().data.token as string;
  secrets.push(token);
  const bearer = { authorization: `Bearer ${token}` };
  const profile = await call({ method: 'GET', url: '/v1/auth/profile', headers: { ...bearer, 'x-request-id': 'probe-42' } });
  expect(profile.statusCode).toBe(200);
  expect(profile.headers['x-request-id']).toBe('probe-42');
  secrets.push('not-a-session-token-but-secret-all-the-same');
  expect((await call({ method: 'GET', url: '/v1/auth/profile', headers: { authorization: `Bearer ${secrets.at(-1)}` } })).statusCode).toBe(401);

  // A weighbridge API key, made once and used both ways.
  const made = await call({ method: 'POST', url: '/v1/weight-bridge/api-keys', headers: bearer, payload: { name: 'scale 1' } });
  expect(made.statusCode, made.body).toBe(200);
  const key = made.json().data.key as string;
  secrets.push(key);
  for (const headers of [{ 'x-api-key': key }, { authorization: `Bearer ${key}` }]) {
    await call({ method: 'POST', url: '/v1/weight-bridge/machine-tickets', headers, payload: {} });
  }

  // A reset link: mailed (the outbox), then opened as a browser does, the token in the page's query.
  expect((await call({ method: 'POST', url: '/v1/users/forgot-password', payload: { email: 'lsp@lsi.test' } })).statusCode).toBe(200);
  const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, 'lsp@lsi.test')).orderBy(desc(outboxMails.id)).limit(1);
  const link = /https?:\/\/\S+create-new-password\?token=(\S+?)&\S+/.exec(mail!.text)!;
  secrets.push(link[0], decodeURIComponent(link[1]!));
  const page = new URL(link[0]);
  await call({ method: 'GET', url: `${page.pathname}${page.search}` });

  // An OsmAnd report: the device id is its credential.
  const device = 'aK3x9QpL2mZ7vR4tY8wBsecret';
  secrets.push(device);
  await call({ method: 'GET', url: `/v1/positions/osmand?id=${device}&lat=0.5&lon=101.4&timestamp=1700000000` });

  const log = lines.join('\n');
  expect(lines.length).toBeGreaterThan(10);
  for (const secret of secrets) expect(log, `a secret in the log: ${secret.slice(0, 12)}…`).not.toContain(secret);
  expect(log).toContain('create-new-password?token=[redacted]');

  const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: unknown; res?: unknown });
  const ofRequests = entries.filter((e) => e.req !== undefined || e.res !== undefined);
  expect(ofRequests.length).toBeGreaterThan(10);
  for (const e of ofRequests) expect(e.reqId).toBeTruthy();
  expect(entries.filter((e) => e.reqId === 'probe-42').length).toBe(2);
});
