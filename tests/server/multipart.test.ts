// Multipart and body limits: prototype keys in field names, files the call does not declare,
// files and bodies over their limits, too many fields. Every refusal says why in the caller's
// language; nothing leaks into other requests (the probe of issue 8 found both).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
/** A PNG padded to `bytes`: its content still says PNG. */
const bigPng = (bytes: number) => {
  const b = new Uint8Array(bytes);
  b.set(PNG);
  return b;
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['shipper', 'shipper2', 'newshipper', 'viewer', 'vendor']) tokens[who] = await t.login(`${who}@lsi.test`);
});
afterAll(() => t?.close());

const post = (who: string, url: string, fields: Parameters<typeof multipart>[0], lang = 'en') => {
  const form = multipart(fields);
  return t.call({ method: 'POST', url, token: tokens[who], payload: form.payload, headers: { ...form.headers, 'accept-language': lang } });
};

describe('prototype keys in field names', () => {
  it('pollute nothing: a later clean request of another tenant gets exactly what it sent', async () => {
    const hostile = await post('shipper', '/v1/product', {
      identity: 'PROTO-1',
      name: 'Proto',
      '__proto__[alias]': 'X',
      '__proto__[selfService]': 'true',
      '__proto__[ownId]': 'id',
      'constructor[prototype][alias]': 'Y',
      'constructor[prototype][unit]': 'Z',
    });
    expect(hostile.statusCode, hostile.body).toBe(200);
    expect(hostile.json().data.alias).toBeNull();

    const clean = await post('newshipper', '/v1/product', { identity: 'CLEAN-1', name: 'Clean' });
    expect(clean.statusCode, clean.body).toBe(200);
    const data = clean.json().data;
    expect([data.identity, data.name, data.alias, data.unit, data.product_type]).toEqual(['CLEAN-1', 'Clean', null, null, null]);

    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).selfService).toBeUndefined();
  });

  it('cannot lend a READ_ONLY user the right to write', async () => {
    const row = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    // The probe's case: a location of the viewer's LSP's customer whose id is the viewer's own user
    // id, so that a polluted `ownId: 'id'` would read the call as the viewer's own account.
    const { id: viewerId } = await row(sql`select id from users where email = 'viewer@lsi.test'`);
    await t.db.execute(sql`insert into pickup_dropoff_locations (id, identity, name, type, latitude, longitude, shipment_company_id)
      select ${viewerId}, 'RO-TARGET', 'Read-only target', type, latitude, longitude, shipment_company_id from pickup_dropoff_locations where identity = 'PKS-KDS'`);
    const location = await row(sql`select * from pickup_dropoff_locations where id = ${viewerId}`);
    const { data: record } = (await t.call({ method: 'GET', url: `/v1/pickup-dropoff/${location.id}`, token: tokens.viewer })).json();
    // A clean, valid replacement of a location of one of the viewer's LSP's customers.
    const body = { identity: record.identity, name: 'Hacked', type: record.type, latitude: record.latitude, longitude: record.longitude, address: record.address };

    // Step 1: a full-access shipper writes for real with names that would put selfService/ownId on
    // every object (what made the READ_ONLY check pass for every call before qs).
    const hostile = await post('shipper', '/v1/product', {
      identity: 'PROTO-RO',
      name: 'Proto read-only',
      '__proto__[selfService]': 'true',
      '__proto__[ownId]': 'id',
      'constructor[prototype][selfService]': 'true',
      'constructor[prototype][ownId]': 'id',
    });
    expect(hostile.statusCode, hostile.body).toBe(200);

    // Step 2: the READ_ONLY viewer sends the clean body: still refused, and the row is as it was.
    expectError(await t.call({ method: 'PUT', url: `/v1/pickup-dropoff/${location.id}`, token: tokens.viewer, payload: body }), 403, 'Your account can only view data. Ask an administrator for full access.');
    expect(await row(sql`select * from pickup_dropoff_locations where id = ${location.id}`)).toEqual(location);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).filter((k) => ['selfService', 'ownId'].includes(k))).toEqual([]);

    // The same body from a full-access user of that LSP is taken: the refusal was the viewer's level.
    const lsp = await t.login('lsp@lsi.test');
    expect((await t.call({ method: 'PUT', url: `/v1/pickup-dropoff/${location.id}`, token: lsp, payload: { ...body, name: location.name } })).statusCode).toBe(200);
  });

  it('refuses names nested deeper than any call uses', async () => {
    expectError(await post('shipper', '/v1/product', { identity: 'DEEP', name: 'Deep', 'a[b][c][d][e][f]': 'x' }), 400, 'The data sent is not valid.');
  });
});

describe('files', () => {
  it('a file under a name the call does not declare is refused unread, by name', async () => {
    const res = await post('shipper', '/v1/product', { identity: 'F-1', name: 'File', evil: { filename: 'x.png', type: 'image/png', bytes: bigPng(1024 * 1024) } });
    expectError(res, 400, 'No file is expected in "evil".');
    const id = await post('shipper', '/v1/product', { identity: 'F-1', name: 'File', evil: { filename: 'x.png', type: 'image/png', bytes: PNG } }, 'id');
    expectError(id, 400, 'Tidak ada file yang diharapkan pada "evil".');
  });

  it('a file over its limit is refused with the limit, in the caller\'s language', async () => {
    const res = await post('shipper', '/v1/product', { identity: 'F-2', name: 'Big', photo: { filename: 'big.png', type: 'image/png', bytes: bigPng(3 * 1024 * 1024) } });
    expectError(res, 413, 'The file "photo" is too large (max 2 MB).');
    const id = await post('shipper', '/v1/product', { identity: 'F-2', name: 'Big', photo: { filename: 'big.png', type: 'image/png', bytes: bigPng(50 * 1024 * 1024) } }, 'id');
    expectError(id, 413, 'File "photo" terlalu besar (maks 2 MB).');
  });

  it('a file at its limit is taken', async () => {
    const res = await post('shipper', '/v1/product', { identity: 'F-3', name: 'At limit', photo: { filename: 'ok.png', type: 'image/png', bytes: bigPng(2 * 1024 * 1024) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.photo_url).toMatch(/\.png$/);
  });

  it('a request larger than every declared file at its limit is refused before it is read', async () => {
    const res = await post('shipper', '/v1/users', { name: 'U', avatar: { filename: 'big.png', type: 'image/png', bytes: bigPng(12 * 1024 * 1024) }, evil: { filename: 'x.png', type: 'image/png', bytes: bigPng(12 * 1024 * 1024) } });
    expectError(res, 413, 'The file "avatar" is too large (max 2 MB).');
  });

  it('a second file under one name is refused', async () => {
    const boundary = '----x';
    const part = (name: string) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), Buffer.from(PNG), Buffer.from('\r\n')]);
    const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const payload = Buffer.concat([field('identity', 'F-4'), field('name', 'Twice'), part('photo'), part('photo'), Buffer.from(`--${boundary}--\r\n`)]);
    const res = await t.call({ method: 'POST', url: '/v1/product', token: tokens.shipper, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expectError(res, 400);
  });
});

describe('sizes and counts', () => {
  it('too many fields are refused with the limit', async () => {
    const fields: Record<string, string> = { identity: 'M-1', name: 'Many' };
    for (let i = 0; i < 400; i++) fields[`f${i}`] = 'x';
    expectError(await post('shipper', '/v1/product', fields), 413, /Too many fields or files in one request \(max \d+\)\./);
  });

  it('the limits are the call\'s own: its longest list fits, one field more is refused', async () => {
    // vehicle create: feature_ids takes up to 1,000 ids (contract), more than the 300 fields of a form.
    const boundary = '----ids';
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="feature_ids[]"\r\n\r\n${i + 1}\r\n`).join('');
    const send = (n: number) =>
      t.call({ method: 'POST', url: '/v1/vehicle', token: tokens.vendor, payload: `${ids(n)}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' } });
    const fits = await send(1000);
    expect(fits.statusCode, fits.body).toBe(422);
    expect(Object.keys(fits.json().errors)).not.toContain('feature_ids');
    expectError(await send(2000), 413, /Too many fields or files in one request \(max \d+\)\./);
  });

  it('a field longer than any text is refused with the limit', async () => {
    expectError(await post('shipper', '/v1/product', { identity: 'M-2', name: 'x'.repeat(20_000) }), 413, 'The data sent is too large (max 16 kB).');
  });

  it('a JSON body over the call\'s limit says so, with the limit', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/vehicle-types', token: tokens.vendor, payload: { name: 'x', pad: 'y'.repeat(2 * 1024 * 1024) } });
    expectError(res, 413, 'The data sent is too large (max 1 MB).');
  });

  it('an import takes a larger body than an ordinary call', async () => {
    const products = Array.from({ length: 4000 }, (_, i) => ({ identity: `BULK-${i}`, name: `Bulk product ${i} ${'n'.repeat(150)}`, alias: 'a'.repeat(150) }));
    const res = await t.call({ method: 'POST', url: '/v1/product/import', token: tokens.shipper2, payload: { products } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  });
});
