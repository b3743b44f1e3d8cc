// Product type, unit and unit type come from the contract's lists (issue 9): create, import and
// update accept the same values (a known spelling becomes its value), refuse others with the list
// in the caller's language and save nothing; a product saved before the lists keeps its values
// while they come back unchanged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema/index.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('shipper@lsi.test');
});
afterAll(() => t?.close());

type Product = { id: number; identity: string; product_type: string | null; unit: string | null; unit_type: string | null; name: string };

const send = (method: 'POST', url: string, fields: Record<string, string>, lang = 'en') => {
  const form = multipart(fields);
  return t.call({ method, url, token, payload: form.payload, headers: { ...form.headers, 'accept-language': lang } });
};
const importRows = (rows: Record<string, string>[], lang = 'en') =>
  t.call({ method: 'POST', url: '/v1/product/import', token, payload: { products: rows }, headers: { 'accept-language': lang } });
const count = async () => (await t.db.select({ id: products.id }).from(products)).length;
const saved = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

const UNIT_LIST = 'kg, ton, liter, kl, pcs';

describe('the lists', () => {
  it('creates with listed values; a known spelling is stored as its value', async () => {
    const res = await send('POST', '/v1/product', { identity: 'CH-1', name: 'Olein', product_type: 'Liquid', unit: 'KG', unit_type: 'weight' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ product_type: 'LIQUID', unit: 'kg', unit_type: 'WEIGHT' });
  });

  it('refuses a value outside a list on create, naming the list in the caller language, and saves nothing', async () => {
    const before = await count();
    const en = expectError(await send('POST', '/v1/product', { identity: 'CH-2', name: 'X', unit: 'barrel', product_type: 'GAS' }), 422);
    expect(en.errors).toEqual({ unit: [`Choose one of the listed values: ${UNIT_LIST}.`], product_type: ['Choose one of the listed values: LIQUID, SOLID, PACKAGED.'] });
    const id = expectError(await send('POST', '/v1/product', { identity: 'CH-2', name: 'X', unit_type: 'box' }, 'id'), 422);
    expect(id.errors).toEqual({ unit_type: ['Pilih salah satu nilai yang tersedia: WEIGHT, VOLUME, COUNT.'] });
    expect(await count()).toBe(before);
  });

  it('an import takes the same values and refuses the same others, all rows or none', async () => {
    const before = await count();
    const refused = expectError(await importRows([{ identity: 'CH-3', name: 'A', unit: 'ton' }, { identity: 'CH-4', name: 'B', unit: 'box' }]), 422);
    expect(refused.errors).toEqual({ 'products.1.unit': [`Choose one of the listed values: ${UNIT_LIST}.`] });
    expect(await count()).toBe(before);
    const res = await importRows([{ identity: 'CH-3', name: 'A', unit: 'Ton', product_type: 'solid', unit_type: 'COUNT' }]);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.identity, 'CH-3'));
    expect([row!.unit, row!.productType, row!.unitType]).toEqual(['ton', 'SOLID', 'COUNT']);
  });

  it('documents the lists in the OpenAPI document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/v1/openapi.json' })).json();
    const body = JSON.stringify(doc.paths['/v1/product'].post.requestBody);
    expect(body).toContain('"enum":["kg","ton","liter","kl","pcs"]');
    expect(body).toContain('"enum":["LIQUID","SOLID","PACKAGED"]');
  });
});

describe('a product saved before the lists existed', () => {
  let id: number;
  beforeAll(async () => {
    const [own] = await t.db.select({ company: products.shipmentCompanyId }).from(products).where(eq(products.identity, 'CH-1'));
    const [row] = await t.db
      .insert(products)
      .values({ shipmentCompanyId: own!.company, identity: 'OLD-1', name: 'Old drum oil', productType: 'Cairan', unit: 'drum', unitType: 'MASS' })
      .returning({ id: products.id });
    id = row!.id;
  });

  it('still reads with its values', async () => {
    const res = await t.call({ method: 'GET', url: `/v1/product/${id}`, token });
    expect(res.json().data as Product).toMatchObject({ product_type: 'Cairan', unit: 'drum', unit_type: 'MASS' });
  });

  it('saves other changes while its values come back unchanged or are left out; a known old spelling becomes its value', async () => {
    const res = await send('POST', `/v1/product/${id}`, { _method: 'PUT', identity: 'OLD-1', name: 'Old drum oil A', product_type: 'Cairan', unit: 'drum', unit_type: 'MASS' });
    expect(res.statusCode, res.body).toBe(200);
    const left = await send('POST', `/v1/product/${id}`, { _method: 'PUT', identity: 'OLD-1', name: 'Old drum oil B' });
    expect(left.statusCode, left.body).toBe(200);
    expect(await saved(id)).toMatchObject({ name: 'Old drum oil B', productType: 'Cairan', unit: 'drum', unitType: 'WEIGHT' });
  });

  it('refuses a change to another value outside the list, changing nothing', async () => {
    const res = expectError(await send('POST', `/v1/product/${id}`, { _method: 'PUT', identity: 'OLD-1', name: 'Renamed', unit: 'barrel', unit_type: 'MASS' }, 'id'), 422);
    expect(res.errors).toEqual({ unit: ['Pilih salah satu nilai yang tersedia: kg, ton, liter, kl, pcs.'] });
    expect(await saved(id)).toMatchObject({ name: 'Old drum oil B', unit: 'drum' });
  });

  it('takes a listed value in place of the old one', async () => {
    const res = await send('POST', `/v1/product/${id}`, { _method: 'PUT', identity: 'OLD-1', name: 'Old drum oil B', unit: 'liter', product_type: 'Cairan', unit_type: 'volume' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await saved(id)).toMatchObject({ productType: 'Cairan', unit: 'liter', unitType: 'VOLUME' });
  });
});
