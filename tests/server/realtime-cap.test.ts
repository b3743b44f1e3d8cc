// The cap on open realtime streams per user (docs/realtime.md "Open streams"), on both engines:
// past REALTIME_MAX_STREAMS_PER_USER the new stream is refused with 429 and a message in the
// caller's language, nothing else changes (the open streams go on, another user is not affected),
// and a stream closed frees its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { expectOpen, openStream } from './sse-client.ts';

const MAX = 3;
let t: TestApp;
let app: FastifyInstance;
let base: string;
let shipper: string;
let lsp: string;
let shipperId: number;

beforeAll(async () => {
  t = await startTestApp();
  // The same services, with a cap of 3 instead of the default 10.
  app = await buildApp({ services: t.services, realtimeMaxStreamsPerUser: MAX });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  shipper = await t.loginReady('shipper@lsi.test');
  lsp = await t.loginReady('lsp@lsi.test');
  const profile = await t.call({ method: 'GET', url: '/v1/auth/profile', token: shipper });
  shipperId = profile.json().data.id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** One more stream, read as a plain answer (a refusal is JSON, not a stream). */
const refused = (token: string, language: string) => fetch(`${base}/v1/realtime`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, 'accept-language': language } });

describe('the cap on open streams per user', () => {
  it('refuses one stream past the cap with 429 in the caller\'s language; the open ones go on; a closed one frees its place', async () => {
    const open = await Promise.all(Array.from({ length: MAX }, async () => expectOpen(await openStream(base, shipper))));
    expect(t.services.changes.streams.of(shipperId)).toBe(MAX);

    const en = await refused(shipper, 'en');
    expect(en.status).toBe(429);
    expect(en.headers.get('content-type')).toMatch(/application\/json/);
    expect(await en.json()).toEqual({ message: `You have ${MAX} live-update connections open already (other tabs or devices): close one, or reload this page later.` });
    const id = await refused(shipper, 'id');
    expect(id.status).toBe(429);
    expect((await id.json()).message).toBe(`Anda sudah membuka ${MAX} koneksi pembaruan langsung (tab atau perangkat lain): tutup salah satunya, atau muat ulang halaman ini nanti.`);
    // A refusal changes nothing: still MAX counted, and another user is not affected.
    expect(t.services.changes.streams.of(shipperId)).toBe(MAX);
    const other = expectOpen(await openStream(base, lsp));

    // The open streams still receive events.
    const res = await t.call({ method: 'POST', url: '/v1/order', token: shipper, payload: {} });
    expect(res.statusCode).toBe(200);
    await Promise.all(open.map((c) => c.waitFor((m) => m.event === 'change' && (m.data as { table: string }).table === 'orders')));

    open[0]!.close();
    await expect.poll(() => t.services.changes.streams.of(shipperId)).toBe(MAX - 1);
    const again = expectOpen(await openStream(base, shipper));
    expect(t.services.changes.streams.of(shipperId)).toBe(MAX);
    for (const c of [...open, again, other]) c.close();
    await expect.poll(() => t.services.changes.streams.of(shipperId)).toBe(0);
  });

  it('a burst of opens at once never passes the cap', async () => {
    const answers = await Promise.all(Array.from({ length: MAX + 4 }, () => openStream(base, shipper)));
    expect(answers.filter((c) => c.status === 200)).toHaveLength(MAX);
    expect(answers.filter((c) => c.status === 429)).toHaveLength(4);
    expect(t.services.changes.streams.of(shipperId)).toBe(MAX);
    for (const c of answers) c.close();
    await expect.poll(() => t.services.changes.streams.of(shipperId)).toBe(0);
  });
});
