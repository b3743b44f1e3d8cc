// The operator's endpoints and the process's behaviour under load and at shutdown (issue 26,
// docs/operations.md): /health and /ready, /metrics behind its token with requests counted by route
// pattern, load shedding (503, Retry-After, a message in the caller's language) that spares /health
// and /ready, and an app closing: /ready 503 at once, new requests refused, the one under way
// finished, realtime streams told when to come back.
import { request, Agent } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../contract/messages.ts';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { RECONNECT_AFTER_MS } from '../../server/changes/stream.ts';
import { readOrderSheet } from '../../server/lib/freight/read-order-sheet.ts';
import { expectError, startTestApp, type TestApp } from './harness.ts';
import { expectOpen, openStream } from './sse-client.ts';

let t: TestApp;
let lsp: string;
const TOKEN = 'metrics-token-for-the-test-0123456789';

beforeAll(async () => {
  t = await startTestApp();
  lsp = await t.login('lsp@lsi.test');
});
afterAll(() => t?.close());

/** Another app over the same seeded services, with the options under test. */
async function appWith(opts: Partial<AppOptions>, extra?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = await buildApp({ services: t.services, ...opts });
  extra?.(app);
  await app.ready();
  return app;
}

const busyFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('/health and /ready', () => {
  it('answer a status word and nothing else, without sign-in, with a request id', async () => {
    const health = await t.call({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await t.call({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    // A proxy's id is kept; one that is not an id is replaced.
    expect((await t.call({ method: 'GET', url: '/health', headers: { 'x-request-id': 'lb-4f2a.7' } })).headers['x-request-id']).toBe('lb-4f2a.7');
    expect((await t.call({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id\nforged line' } })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/metrics', () => {
  it('is not there unless a token is configured', async () => {
    expectError(await t.call({ method: 'GET', url: '/metrics' }), 404, 'Not found.');
  });

  it('answers the bearer of the token only, with requests by route pattern and the live figures', async () => {
    const app = await appWith({ metrics: { token: TOKEN } });
    try {
      const call = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      for (const token of [undefined, 'wrong', `${TOKEN}x`, lsp]) {
        const refused = await call('/metrics', token);
        expectError(refused, 401);
        expect(refused.headers['www-authenticate']).toBe('Bearer');
      }
      expect((await call('/v1/auth/profile', lsp)).statusCode).toBe(200);
      expect((await call('/v1/order/999999', lsp)).statusCode).toBe(404);
      expect((await call('/no/such/page')).statusCode).toBe(404);
      const res = await call('/metrics', TOKEN);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const text = res.body;
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/v1\/auth\/profile",status_code="200"\} 1/);
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/v1\/order\/:id",status_code="404"\} 1/);
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/v1\/auth\/profile",status_code="200"\}/);
      // Never the raw URL of an unknown path: one series for all of them.
      expect(text).not.toContain('/no/such/page');
      expect(text).toMatch(/http_requests_total\{method="GET",route="\(unmatched\)",status_code="404"\}/);
      expect(text).toMatch(/^lsi_realtime_streams 0$/m);
      expect(text).toMatch(/^lsi_sheet_parse_pending 0$/m);
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
      if (t.engine === 'postgres') expect(text).toMatch(/^lsi_db_pool_connections\{state="open"\} [1-9]/m);
      else expect(text).not.toContain('lsi_db_pool');
    } finally {
      await app.close();
    }
  });
});

describe('/metrics of background jobs', () => {
  it('times each export job and sheet parsed by outcome, and counts the exports waiting or running', async () => {
    const app = await appWith({ metrics: { token: TOKEN } });
    try {
      const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      const count = (text: string, metric: string, outcome: string) => Number(new RegExp(`^${metric}_count\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      const before = await scrape();
      expect(before).toMatch(/^lsi_export_jobs\{state="QUEUED"\} \d+$/m);
      expect(before).toMatch(/^lsi_export_jobs\{state="RUNNING"\} \d+$/m);

      const asked = await app.inject({ method: 'POST', url: '/v1/exports', headers: { authorization: `Bearer ${lsp}` }, payload: { kind: 'INCOMING_TRUCKS', filters: {} } });
      expect(asked.statusCode, asked.body).toBe(200);
      const id = asked.json().data.id as number;
      let status = '';
      for (let i = 0; i < 200 && status !== 'DONE'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await app.inject({ method: 'GET', url: `/v1/exports/${id}`, headers: { authorization: `Bearer ${lsp}` } })).json().data.status;
      }
      expect(status).toBe('DONE');
      await expect.poll(async () => count(await scrape(), 'lsi_export_job_duration_seconds', 'DONE')).toBe(count(before, 'lsi_export_job_duration_seconds', 'DONE') + 1);

      await readOrderSheet(new File(['identity_order,type\nIMP-M-1,PICKUP\n'], 'orders.csv', { type: 'text/csv' }), 10);
      expect(count(await scrape(), 'lsi_sheet_parse_duration_seconds', 'ok')).toBe(count(before, 'lsi_sheet_parse_duration_seconds', 'ok') + 1);
    } finally {
      await app.close();
    }
    // Closed, the app observes no more jobs.
    expect(t.services.exports.observers.any).toBe(false);
  });
});

describe('load shedding', () => {
  it('refuses API calls with 503, Retry-After and a translated message while the event loop is late, never /health, /ready or the app\'s page', async () => {
    const app = await appWith({
      pressure: { maxEventLoopDelayMs: 20, maxEventLoopUtilization: 0.9, retryAfterSeconds: 7, sampleIntervalMs: 50 },
      metrics: { token: TOKEN },
    });
    try {
      const profile = (lang = 'en') => app.inject({ method: 'GET', url: '/v1/auth/profile', headers: { authorization: `Bearer ${lsp}`, 'accept-language': lang } });
      expect((await profile()).statusCode).toBe(200);
      busyFor(400);
      // The next sample (an overdue timer) runs before this one: it sees the late loop.
      await new Promise((r) => setTimeout(r, 0));
      const [en, id, v2, health, ready, page] = await Promise.all([
        profile(),
        profile('id'),
        app.inject({ method: 'GET', url: '/v2/drivers', headers: { authorization: `Bearer ${lsp}` } }),
        app.inject({ method: 'GET', url: '/health' }),
        app.inject({ method: 'GET', url: '/ready' }),
        app.inject({ method: 'GET', url: '/login' }),
      ]);
      expectError(en, 503, translate('en', 'server.overloaded', { seconds: 7 }));
      expect(en.headers['retry-after']).toBe('7');
      expectError(id, 503, translate('id', 'server.overloaded', { seconds: 7 }));
      expect(v2.statusCode).toBe(503);
      expect(health.statusCode).toBe(200);
      expect(ready.statusCode).toBe(200);
      // The app's page is not shed: the app's own calls try again, and say the API is busy.
      expect(page.statusCode).not.toBe(503);
      // Back to normal once the samples are.
      await expect.poll(async () => (await profile()).statusCode, { interval: 50, timeout: 5000 }).toBe(200);
      const text = (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      expect(text).toMatch(/http_requests_shed_total\{reason="(eventLoopDelay|eventLoopUtilization)"\} [2-9]/);
    } finally {
      await app.close();
    }
  });
});

describe('closing an app (what SIGTERM does, server/main.ts)', () => {
  it('answers /ready 503 at once, refuses what had not started, finishes what had', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const app = await appWith({}, (a) => {
      a.get('/test-slow', async () => (await new Promise((r) => setTimeout(r, 300)), { done: true }));
      // Holds the close before the listener stops, so that requests can still arrive meanwhile.
      a.addHook('preClose', () => held);
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((done, fail) => {
        const req = request(`${base}${path}`, { agent: path === '/test-slow' ? undefined : agent, headers }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => done({ status: res.statusCode!, body, headers: res.headers }));
        });
        req.on('error', fail);
        req.end();
      });
    try {
      expect((await get('/health')).status).toBe(200); // the kept-alive connection
      const slow = get('/test-slow');
      await new Promise((r) => setTimeout(r, 50));
      const closing = app.close();
      const ready = await get('/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable' });
      const refused = await get('/v1/auth/profile', { authorization: `Bearer ${lsp}`, 'accept-language': 'id' });
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toEqual({ message: translate('id', 'server.shuttingDown') });
      expect(refused.headers.connection).toBe('close');
      expect(refused.headers['retry-after']).toBe('1');
      release();
      const finished = await slow;
      expect(finished.status).toBe(200);
      expect(JSON.parse(finished.body)).toEqual({ done: true });
      // Its connection closed with it: nothing kept alive holds the close.
      expect(finished.headers.connection).toBe('close');
      const started = Date.now();
      await closing;
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      release();
      agent.destroy();
      await app.close();
    }
  });

  it('ends the realtime streams with a reconnect hint', async () => {
    const app = await appWith({});
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = expectOpen(await openStream(base, lsp));
    await expect.poll(() => t.services.changes.streams.total).toBe(1);
    await app.close();
    await stream.ended;
    expect(stream.retries).toEqual([RECONNECT_AFTER_MS]);
    expect(t.services.changes.streams.total).toBe(0);
  });
});
