// GET /v1/realtime/streams (contract/realtime.ts): how many realtime streams the API process holds
// open for the caller's own account; what the browser's test of "one stream per browser, shared by
// its tabs" reads (tests/e2e/realtime.spec.ts). Another user's streams are never counted, and
// a call without a session is a 401 like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type TestApp } from './harness.ts';
import { expectOpen, openStream } from './sse-client.ts';

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['lsp', 'vendor']) tokens[who] = await t.login(`${who}@lsi.test`);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const openOf = async (who: string) => {
  const res = await t.call({ method: 'GET', url: '/v1/realtime/streams', token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { open: number } }).data.open;
};

describe('GET /v1/realtime/streams', () => {
  it("counts the caller's own open streams only, as they open and close", async () => {
    expect(await openOf('lsp')).toBe(0);
    const first = expectOpen(await openStream(base, tokens.lsp!));
    const second = expectOpen(await openStream(base, tokens.lsp!));
    await expect.poll(() => openOf('lsp')).toBe(2);
    // The vendor's count does not include the LSP's streams.
    expect(await openOf('vendor')).toBe(0);
    first.close();
    await expect.poll(() => openOf('lsp')).toBe(1);
    second.close();
    await expect.poll(() => openOf('lsp')).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expectError(await t.call({ method: 'GET', url: '/v1/realtime/streams' }), 401);
    expectError(await t.call({ method: 'GET', url: '/v1/realtime/streams', token: 'not-a-session' }), 401);
  });
});
