// The reference deployment (compose.yaml; docs/operations.md "Several API nodes") built from
// processes on this machine (issue 26): a fresh PostgreSQL database, two API nodes (server/main.ts
// with STORAGE=s3) started together on it, an S3-compatible store (s3rver) and Debian's nginx with
// deploy/nginx.conf in front. Sign-in, uploads, downloads, list totals and realtime events work
// whichever node answers; one node killed mid-load, the other carries on and no answered write is
// lost. PostgreSQL only (vitest.config.ts): PGlite lives in one process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { testDatabaseUrl } from './harness.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';
import { startNginx } from '../../scripts/nginx-proxy.mjs';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { openStream } from './sse-client.ts';

const METRICS_TOKEN = 'metrics-token-of-the-topology-test';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A database of its own on the test's PostgreSQL server, dropped at the end. */
const database = `lsi_topology_${process.pid}`;
const adminUrl = () => Object.assign(new URL(testDatabaseUrl()), { pathname: '/postgres' }).href;
const databaseUrl = () => Object.assign(new URL(testDatabaseUrl()), { pathname: `/${database}` }).href;

async function asAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let s3: FakeS3;
let nodes: ServerProcess[] = [];
const dataDirs: string[] = [];
let proxy: { base: string; stop: () => Promise<void> } | undefined;

beforeAll(async () => {
  await asAdmin(`drop database if exists ${database} with (force)`);
  await asAdmin(`create database ${database}`);
  s3 = await startFakeS3('lsi-topology', 'lsi/');
  const { options } = s3;
  const env = (name: string): NodeJS.ProcessEnv => ({
    DATABASE_URL: databaseUrl(),
    // The demo seed on the empty database: done by whichever node takes the start lock first.
    SEED: 'auto',
    WORKERS: '1',
    DATA_DIR: dataDirs[dataDirs.push(mkdtempSync(join(tmpdir(), `lsi-${name}-`))) - 1],
    STORAGE: 's3',
    S3_BUCKET: options.bucket,
    S3_REGION: options.region,
    S3_ENDPOINT: options.endpoint!,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: options.accessKeyId!,
    S3_SECRET_ACCESS_KEY: options.secretAccessKey!,
    S3_PREFIX: options.prefix!,
    METRICS_TOKEN: METRICS_TOKEN,
    TRUST_PROXY: 'loopback',
  });
  // Started together on the empty database, as compose starts them.
  nodes = await Promise.all([startServerProcess(env('node-a')), startServerProcess(env('node-b'))]);
  proxy = await startNginx(nodes.map((n) => n.port));
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(nodes.map((n) => n.kill()));
  await s3?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await asAdmin(`drop database if exists ${database} with (force)`);
});

const [nodeA, nodeB] = [() => nodes[0]!.base, () => nodes[1]!.base];
const viaProxy = () => proxy!.base;

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A product of the shipper's, made through `base`: its id, or the failure as the client saw it. */
async function makeProduct(base: string, token: string, identity: string): Promise<{ status: number; id?: number } | { error: string }> {
  const form = new FormData();
  form.set('identity', identity);
  form.set('name', `Topology ${identity}`);
  try {
    const res = await fetch(`${base}/v1/product`, { method: 'POST', headers: bearer(token), body: form });
    const body = (await res.json().catch(() => null)) as { data?: { id: number } } | null;
    return { status: res.status, id: body?.data?.id };
  } catch (e) {
    return { error: String((e as Error).cause ?? e) };
  }
}

async function productTotal(base: string, token: string, search?: string): Promise<number> {
  const query = new URLSearchParams({ entries: '10', page: '1', ...(search ? { search_key: search } : {}) });
  const res = await fetch(`${base}/v1/product?${query}`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { meta: { total: number } }).meta.total;
}

/** Requests a node has answered on a route, from its own /metrics. */
async function answered(base: string, route: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: bearer(METRICS_TOKEN) })).text();
  return [...text.matchAll(/^http_requests_total\{([^}]*)\} (\d+)$/gm)].filter(([, labels]) => labels!.includes(`route="${route}"`)).reduce((n, m) => n + Number(m[2]), 0);
}

describe('two API nodes behind nginx, on one PostgreSQL and one bucket', () => {
  it('started together on an empty database: one migrated and seeded it, both serve', () => {
    const seeded = nodes.filter((n) => n.output().includes('Seeded the demo data.'));
    expect(seeded, nodes.map((n) => n.output()).join('\n---\n')).toHaveLength(1);
    for (const n of nodes) expect(n.readyLine).toContain('the S3 bucket lsi-topology');
  });

  it('signs in through the proxy, and calls through it reach both nodes', async () => {
    const token = await signIn(viaProxy(), 'lsp@lsi.test');
    const before = await Promise.all(nodes.map((n) => answered(n.base, '/v1/auth/profile')));
    for (let i = 0; i < 12; i++) expect((await fetch(`${viaProxy()}/v1/auth/profile`, { headers: bearer(token) })).status).toBe(200);
    const after = await Promise.all(nodes.map((n) => answered(n.base, '/v1/auth/profile')));
    expect(after[0]! - before[0]! + (after[1]! - before[1]!)).toBe(12);
    expect(after[0]! - before[0]!, 'node A answered some').toBeGreaterThan(0);
    expect(after[1]! - before[1]!, 'node B answered some').toBeGreaterThan(0);
    // The nodes' metrics are not served at the public address.
    expect((await fetch(`${viaProxy()}/metrics`, { headers: bearer(METRICS_TOKEN) })).status).toBe(404);
  });

  it('serves a logo uploaded through one node from the other, and through the proxy', async () => {
    const token = await signIn(nodeA(), 'vendor@lsi.test');
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('name', 'CV Trans Andalas');
    form.set('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${nodeA()}/v1/profile/vendors`, { method: 'POST', headers: bearer(token), body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    const url = ((await res.json()) as { data: { logo_url: string } }).data.logo_url;
    expect(await s3.keys()).toContain(`lsi/uploads/${url.slice('/v1/files/'.length)}`);
    for (const base of [nodeB(), viaProxy(), viaProxy()]) {
      const file = await fetch(`${base}${url}`);
      expect(file.status, base).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG), base).toBe(true);
    }
  });

  it('counts a product made through node A at once on node B and through the proxy', async () => {
    const token = await signIn(viaProxy(), 'shipper@lsi.test');
    const [onA, onB] = [await productTotal(nodeA(), token), await productTotal(nodeB(), token)];
    expect(onA).toBe(onB);
    expect(await makeProduct(nodeA(), token, 'TOPO-1')).toMatchObject({ status: 200 });
    expect(await productTotal(nodeB(), token)).toBe(onB + 1);
    expect(await productTotal(nodeB(), token, 'TOPO-1')).toBe(1);
    for (let i = 0; i < 4; i++) expect(await productTotal(viaProxy(), token)).toBe(onB + 1);
  });

  it('brings a write made through node A to a realtime stream on node B, and to one through the proxy, within a second', async () => {
    const token = await signIn(viaProxy(), 'shipper@lsi.test');
    const streams = [await openStream(nodeB(), token), await openStream(viaProxy(), token)];
    try {
      for (const stream of streams) expect(stream.status).toBe(200);
      const made = Date.now();
      expect(await makeProduct(nodeA(), token, 'TOPO-RT')).toMatchObject({ status: 200 });
      for (const stream of streams) {
        await stream.waitFor((m) => m.event === 'change' && (m.data as { table: string }).table === 'products', 1000);
      }
      expect(Date.now() - made).toBeLessThan(1000 + 500);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('one node killed mid-load: the proxy sends the rest to the other, and every answered write is kept', async () => {
    const token = await signIn(viaProxy(), 'shipper@lsi.test');
    const before = await productTotal(nodeB(), token);
    type Outcome = { identity: string; at: number; result: Awaited<ReturnType<typeof makeProduct>> };
    const outcomes: Outcome[] = [];
    let deadAt = Infinity;
    let stop = false;
    const client = async (c: number) => {
      for (let i = 0; !stop; i++) {
        // Fixed width: a search for one finds no other.
        const identity = `LOAD-${c}-${String(i).padStart(5, '0')}`;
        outcomes.push({ identity, at: Date.now(), result: await makeProduct(viaProxy(), token, identity) });
      }
    };
    const clients = Array.from({ length: 4 }, (_, c) => client(c));
    await expect.poll(() => outcomes.length, { interval: 20, timeout: 15_000 }).toBeGreaterThan(20);
    await nodes[0]!.kill();
    deadAt = Date.now();
    const sentSince = (at: number) => outcomes.filter((o) => o.at > at).length;
    await expect.poll(() => sentSince(deadAt + 100), { interval: 20, timeout: 15_000 }).toBeGreaterThanOrEqual(30);
    stop = true;
    await Promise.all(clients);

    const ok = (o: Outcome) => 'status' in o.result && o.result.status === 200;
    // Only a write in flight on the killed node as it died may fail (one per client at most); every
    // one sent once nginx has seen the node's connections close (a moment after its death) is
    // answered, by node B.
    const failed = outcomes.filter((o) => !ok(o));
    expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(4);
    expect(outcomes.filter((o) => o.at > deadAt + 100 && !ok(o))).toEqual([]);
    // Every answered write is in the database, read through the node that lives.
    const kept = outcomes.filter(ok);
    const total = await productTotal(nodeB(), token);
    expect(total - before).toBeGreaterThanOrEqual(kept.length);
    // A failed write either happened whole or not at all (never half): at most the failed ones more.
    expect(total - before).toBeLessThanOrEqual(kept.length + failed.length);
    for (const o of kept.filter((_, i) => i % 10 === 0)) expect(await productTotal(nodeB(), token, o.identity), o.identity).toBe(1);
  }, 60_000);
});
