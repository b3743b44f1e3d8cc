// /v1/product: the shipping company's products, with photos, imports and tenant rules.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema/index.ts';
import { IMPORT_CHUNK } from '../../server/lib/bulk.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';
import { whileDbRefuses } from './refuse-row.ts';

// The smallest valid PNG (1x1) and a text file pretending to be one.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
const FAKE_PNG = new TextEncoder().encode('<script>alert(1)</script>');

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['shipper', 'shipper2', 'newshipper', 'lsp', 'lsp2', 'vendor', 'admin']) tokens[who] = await t.login(`${who}@lsi.test`);
});
afterAll(() => t?.close());

const list = async (who: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/v1/product', query, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: number; identity: string; name: string; photo_url: string | null; weight: number | null; volume: number | null }[]; meta: { total: number } };
};
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, fields?: Parameters<typeof multipart>[0], lang = 'en') => {
  const form = fields ? multipart(fields) : undefined;
  return t.call({ method, url, token: tokens[who], payload: form?.payload, headers: { ...(form?.headers ?? {}), 'accept-language': lang } });
};

describe('reading', () => {
  it('lists the company products sorted by name (default), 9 per page', async () => {
    const answer = await list('shipper');
    expect(answer.data.map((p) => p.name)).toEqual(['Crude Palm Oil', 'Palm Kernel']);
    expect(answer.meta.total).toBe(2);
  });

  it("an LSP reads its customers' products, not another LSP's", async () => {
    expect((await list('lsp')).data.map((p) => p.identity).sort()).toEqual(['CPO-01', 'PK-01']);
    expect((await list('lsp2')).data).toHaveLength(1);
  });

  it('a vendor may not read products', async () => {
    expectError(await t.call({ method: 'GET', url: '/v1/product', token: tokens.vendor }), 403);
  });

  it('searches by name case-insensitively and refuses unknown columns', async () => {
    expect((await list('shipper', { search_key: 'kernel' })).data.map((p) => p.identity)).toEqual(['PK-01']);
    expectError(await t.call({ method: 'GET', url: '/v1/product', query: { sort_column: 'photo' }, token: tokens.shipper }), 400, /photo/);
  });
});

describe('writing', () => {
  let id: number;

  it('creates a product with a photo checked by content', async () => {
    const res = await send('shipper', 'POST', '/v1/product', {
      identity: 'RBD-01',
      name: 'RBD Olein',
      weight: '1',
      volume: '',
      photo: { filename: 'olein.png', type: 'image/png', bytes: PNG },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Saved successfully.');
    expect(body.data).toMatchObject({ identity: 'RBD-01', weight: 1, volume: null });
    expect(body.data.photo_url).toMatch(/^\/v1\/files\/products\/[0-9a-f]+\.png$/);
    id = body.data.id;
  });

  it('refuses a file that only claims to be an image, and saves nothing', async () => {
    const before = (await list('shipper')).meta.total;
    const res = await send('shipper', 'POST', '/v1/product', { identity: 'X-1', name: 'X', photo: { filename: 'x.png', type: 'image/png', bytes: FAKE_PNG } });
    expect(expectError(res, 422).errors).toEqual({ photo: ['File type not allowed'] });
    expect((await list('shipper')).meta.total).toBe(before);
  });

  it('explains missing and wrong fields in the user language', async () => {
    const res = await send('shipper', 'POST', '/v1/product', { identity: '', name: '', weight: 'berat' }, 'id');
    expect(expectError(res, 422).errors).toEqual({ identity: ['Wajib diisi.'], name: ['Wajib diisi.'], weight: ['Harus berupa angka.'] });
  });

  it('refuses a second product with the same identity', async () => {
    const res = await send('shipper', 'POST', '/v1/product', { identity: 'RBD-01', name: 'Again' });
    expect(expectError(res, 422).errors).toEqual({ identity: ['Already used.'] });
  });

  it('updates with the method override; empty numbers keep their value; no new file keeps the photo', async () => {
    const before = (await list('shipper', { search_key: 'RBD' })).data[0]!;
    const res = await send('shipper', 'POST', `/v1/product/${id}`, { _method: 'PUT', identity: 'RBD-01', name: 'RBD Palm Olein', weight: '', volume: '2,5', photo: '/v1/files/whatever.png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'RBD Palm Olein', weight: 1, volume: 2.5, photo_url: before.photo_url });
  });

  it("another company cannot change or delete it (404, nothing changed)", async () => {
    expectError(await send('shipper2', 'POST', `/v1/product/${id}`, { _method: 'PUT', identity: 'HACK', name: 'Hacked' }), 404);
    expectError(await send('shipper2', 'DELETE', `/v1/product/${id}`), 404);
    expectError(await send('lsp', 'DELETE', `/v1/product/${id}`), 403);
    expect((await list('shipper', { search_key: 'RBD' })).data[0]!.name).toBe('RBD Palm Olein');
  });

  it('deletes it; a product used by orders cannot be deleted', async () => {
    const res = await send('shipper', 'DELETE', `/v1/product/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Deleted successfully.');
    const cpo = (await list('shipper', { search_key: 'Crude' })).data[0]!;
    expectError(await send('shipper', 'DELETE', `/v1/product/${cpo.id}`), 409, 'This record is used by orders and cannot be deleted.');
  });
});

describe('import', () => {
  const post = (who: string, body: unknown) => t.call({ method: 'POST', url: '/v1/product/import', token: tokens[who], payload: body as object });

  it('answers the template keys', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/product/import', token: tokens.shipper });
    expect(res.json().data).toMatchObject({ keys: expect.arrayContaining(['identity', 'name', 'weight']), required: ['identity', 'name'] });
  });

  it('writes nothing when one row is broken', async () => {
    const before = (await list('shipper')).meta.total;
    const rows = Array.from({ length: 50 }, (_, i) => ({ identity: `IMP-${i}`, name: `Imported ${i}`, weight: String(i) }));
    rows[17] = { identity: 'IMP-17', name: '', weight: 'x' };
    const res = await post('shipper', { products: rows });
    expect(expectError(res, 422).errors).toEqual({ 'products.17.name': ['Required.'], 'products.17.weight': ['Must be a number.'] });
    expect((await list('shipper')).meta.total).toBe(before);
  });

  it('imports 50 rows in one go, then updates them by identity', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ identity: `IMP-${i}`, name: `Imported ${i}`, weight: String(i) }));
    const first = await post('shipper', { products: rows });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: '50 created, 0 updated.', data: { created: 50, updated: 0 } });
    const again = await post('shipper', { products: rows.slice(0, 5) });
    expect(again.json().data).toEqual({ created: 0, updated: 5 });
    expect((await list('shipper', { search_key: 'IMP-', search_columns: 'identity', entries: '1000' })).data).toHaveLength(50);
  });

  it('refuses duplicates inside one sheet and another company id', async () => {
    expect(expectError(await post('shipper', { products: [{ identity: 'D', name: 'a' }, { identity: 'd', name: 'b' }] }), 422).errors).toEqual({ 'products.1.identity': ['Already used.'] });
    expectError(await post('shipper', { products: [{ identity: 'Z', name: 'z' }], shipment_company_id: 999 }), 403);
  });

  it('a re-import replaces the values given and keeps a column whose cell is empty', async () => {
    await post('shipper', { products: [{ identity: 'KEEP-1', name: 'Keep', alias: 'K', weight: '5', unit: 'kg' }] });
    const res = await post('shipper', { products: [{ identity: 'KEEP-1', name: 'Keep 2', alias: '', weight: '7' }] });
    expect(res.json().data).toEqual({ created: 0, updated: 1 });
    expect((await list('shipper', { search_key: 'KEEP-1', search_columns: 'identity' })).data).toEqual([expect.objectContaining({ name: 'Keep 2', alias: 'K', weight: 7, unit: 'kg' })]);
  });

  it('writes nothing when the database refuses the last row, after earlier chunks went in', async () => {
    const before = (await list('shipper')).meta.total;
    // An update of an existing product first, new products after it, the refused row last (its own chunk).
    const rows = [{ identity: 'CPO-01', name: 'Renamed by the batch' }, ...Array.from({ length: IMPORT_CHUNK }, (_, i) => ({ identity: `TX-${i}`, name: `Batch ${i}` }))];
    rows[IMPORT_CHUNK] = { identity: 'TX-REFUSED', name: 'Refused by the database' };
    const res = await whileDbRefuses(t, 'products', 'identity', 'TX-REFUSED', () => post('shipper', { products: rows }));
    // Refused by the database (no per-row errors: the rows passed the checks before the writes).
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(expectError(res, res.statusCode).errors).toBeUndefined();
    expect((await list('shipper')).meta.total).toBe(before);
    expect((await list('shipper', { search_key: 'TX-', search_columns: 'identity' })).meta.total).toBe(0);
    expect((await list('shipper', { search_key: 'CPO-01', search_columns: 'identity' })).data[0]!.name).toBe('Crude Palm Oil');
  });

  // The documented limit, written out: raising it must be a decision that changes this test too.
  const LIMIT = 10_000;
  it(`takes ${LIMIT} rows and refuses one more, saying the limit`, async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ identity: `LIMIT-${i}`, name: 'p' }));
    expect((await t.call({ method: 'GET', url: '/v1/product/import', token: tokens.shipper })).json().data.max_rows).toBe(LIMIT);
    const over = await post('newshipper', { products: rows(LIMIT + 1) });
    expect(expectError(over, 422).errors).toEqual({ products: [`At most ${LIMIT} rows can be imported at once.`] });
    try {
      const res = await post('newshipper', { products: rows(LIMIT) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ created: LIMIT, updated: 0 });
    } finally {
      await t.db.delete(products).where(like(products.identity, 'LIMIT-%'));
    }
  });
});
