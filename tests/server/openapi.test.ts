// The OpenAPI document covers the whole contract, and errors never leak internals.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import type { CallDef } from '../../contract/lib.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const calls = Object.entries(contract).flatMap(([group, defs]) =>
  Object.entries(defs as Record<string, CallDef>).map(([name, def]) => ({ id: `${group}.${name}`, def })),
);
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('GET /v1/openapi.json', () => {
  type Parameter = { in: string; name: string; required?: boolean; description?: string };
  let doc: { openapi: string; paths: Record<string, Record<string, { security?: unknown[]; responses?: Record<string, unknown>; parameters?: Parameter[] }>> };
  beforeAll(async () => {
    const res = await t.call({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it.each(calls.map((c) => [c.id, c.def] as const))('documents %s', (_id, def) => {
    const op = doc.paths[openapiPath(def.path)]?.[def.method.toLowerCase()];
    expect(op, `${def.method} ${def.path}`).toBeDefined();
    // Calls that need a token (or a machine's API key) say so.
    expect(Boolean(op!.security?.length)).toBe(def.machine === true || def.access !== 'public');
    // A call that may answer 503 (a worker's queue full) declares it; no other does.
    if (!def.file && !def.stream) expect(Object.keys(op!.responses ?? {}).includes('503'), `${def.method} ${def.path} 503`).toBe(def.mayBeBusy === true);
    // The headers every call reads (spec 1 §7), optional, with what happens without them.
    const headers = (op!.parameters ?? []).filter((p) => p.in === 'header');
    expect(headers.map((h) => h.name).sort(), `${def.method} ${def.path} headers`).toEqual(expect.arrayContaining(['accept-language', 'timezone-offset']));
    for (const h of headers.filter((x) => x.name === 'accept-language' || x.name === 'timezone-offset')) expect(h.required ?? false).toBe(false);
  });

  it('says that without a timezone-offset header the zone is WIB', () => {
    const op = doc.paths['/v1/order']!.get!;
    expect(op.parameters!.find((p) => p.name === 'timezone-offset')!.description).toContain('420 (WIB, UTC+7)');
  });

  it('declares the upload preview 503 (the parse queue full)', () => {
    expect(contract.requestOrder.preview.mayBeBusy).toBe(true);
  });
});

describe('every contract call is served', () => {
  it.each(calls.map((c) => [c.id, c.def] as const))('%s has a route', (_id, def) => {
    expect(t.app.hasRoute({ method: def.method, url: def.path }), `${def.method} ${def.path}`).toBe(true);
  });

  it.each(calls.filter((c) => c.def.access !== 'public').map((c) => [c.id, c.def] as const))('%s needs a token (401 first)', async (_id, def) => {
    const res = await t.call({ method: def.method, url: def.path.replace(/:(\w+)/g, '1') });
    expectError(res, 401, 'Unauthorized');
  });
});

describe('errors', () => {
  it('an unknown /v1 path is a JSON 404', async () => {
    expectError(await t.call({ method: 'GET', url: '/v1/no-such-thing' }), 404, 'Not found.');
    expectError(await t.call({ method: 'POST', url: '/v1/auth/nope', payload: {} }), 404, 'Not found.');
    expectError(await t.call({ method: 'GET', url: '/v1/no-such-thing', headers: { 'accept-language': 'id' } }), 404, 'Data tidak ditemukan.');
  });

  it('a wrong method on a known path is a JSON 404', async () => {
    expectError(await t.call({ method: 'DELETE', url: '/v1/auth/login' }), 404);
  });

  it('malformed JSON is a 400 without parser details', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expectError(res, 400, 'The data sent is not valid.');
  });

  it('a database failure is a generic 500 without SQL or a stack', async () => {
    const token = await t.login('shipper@lsi.test');
    // A real failure inside the database: the table the query reads is gone for a moment.
    await t.db.execute(sql`alter table products rename to products_away`);
    try {
      const res = await t.call({ method: 'GET', url: '/v1/product', token });
      expectError(res, 500, 'Something went wrong on our side. Please try again.');
      expect(res.body).not.toMatch(/products|relation|Failed query|select/i);
      const id = await t.call({ method: 'GET', url: '/v1/product', token, headers: { 'accept-language': 'id' } });
      expectError(id, 500);
      expect(id.json().message).not.toBe('Something went wrong on our side. Please try again.');
    } finally {
      await t.db.execute(sql`alter table products_away rename to products`);
    }
    expect((await t.call({ method: 'GET', url: '/v1/product', token })).statusCode).toBe(200);
  });

  it('a value the database itself refuses (class 22) is a 422 that says so, without its text, and writes nothing', async () => {
    const token = await t.login('shipper@lsi.test');
    // Test-only: the database refuses one product name as a value out of range (SQLSTATE 22003).
    await t.db.execute(sql.raw(`create function test_refuse_value() returns trigger language plpgsql as $$ begin
      raise exception 'value out of range for the test' using errcode = '22003'; end $$`));
    await t.db.execute(sql.raw(`create trigger test_refuse_value before insert on products for each row when (new.name = 'Class 22') execute function test_refuse_value()`));
    try {
      const form = multipart({ identity: 'C22', name: 'Class 22' });
      const call = (lang: string) => t.call({ method: 'POST', url: '/v1/product', token, payload: form.payload, headers: { ...form.headers, 'accept-language': lang } });
      const res = await call('en');
      expect(expectError(res, 422, 'The database refused a value: check the numbers and texts sent.').errors).toBeUndefined();
      expect(res.body).not.toMatch(/out of range|22003|products|insert/i);
      expectError(await call('id'), 422, 'Basis data menolak sebuah nilai: periksa angka dan teks yang dikirim.');
      const [row] = ((await t.db.execute(sql`select count(*)::int as n from products where identity = 'C22'`)) as unknown as { rows: { n: number }[] }).rows;
      expect(row!.n).toBe(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger test_refuse_value on products'));
      await t.db.execute(sql.raw('drop function test_refuse_value()'));
    }
  });

  it('a bad path parameter is a 400', async () => {
    const token = await t.login('lsp@lsi.test');
    expectError(await t.call({ method: 'GET', url: '/v1/order/abc', token }), 400, 'The data sent is not valid.');
  });
});
