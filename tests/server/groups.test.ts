// /v1/groups: location groups, listed per tenant and created several at a time (multipart name[]).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const companies: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['shipper', 'shipper2', 'newshipper', 'lsp', 'lsp2', 'vendor', 'admin']) tokens[who] = await t.login(`${who}@lsi.test`);
  for (const who of ['shipper', 'shipper2', 'newshipper']) {
    companies[who] = (await t.call({ method: 'GET', url: '/v1/auth/profile', token: tokens[who] })).json().data.shipment_company.id;
  }
});
afterAll(() => t?.close());

const list = async (who: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/v1/groups', query, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: number; name: string; shipment_company_id: number }[]; meta: { total: number } };
};

/** A multipart form where a field may repeat ("name[]" once per group), as the browser sends it. */
function form(fields: [string, string][]) {
  const boundary = '----lsi-groups-boundary';
  const body = fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
  return { payload: Buffer.from(body), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const bulk = (who: string, fields: [string, string][], lang = 'en') => {
  const f = form(fields);
  return t.call({ method: 'POST', url: '/v1/groups/bulk-create', token: tokens[who], payload: f.payload, headers: { ...f.headers, 'accept-language': lang } });
};

describe('reading', () => {
  it("a shipping company reads its groups; an LSP its customers'; admin all; a vendor nothing", async () => {
    expect((await list('shipper')).data.map((g) => g.name)).toEqual(['Wilayah Riau']);
    expect((await list('shipper2')).data).toEqual([]);
    expect((await list('lsp')).data.map((g) => g.name)).toEqual(['Wilayah Riau']);
    expect((await list('lsp', { filter_columns: 'shipment_company_id', filter_keys: String(companies.newshipper) })).data).toEqual([]);
    expect((await list('lsp2')).data).toEqual([]);
    expect((await list('admin')).meta.total).toBe(1);
    expectError(await t.call({ method: 'GET', url: '/v1/groups', token: tokens.vendor }), 403);
    expectError(await t.call({ method: 'GET', url: '/v1/groups' }), 401);
  });
});

describe('bulk create', () => {
  it('creates several groups in one go, skipping names that exist (also in another case)', async () => {
    const res = await bulk('shipper', [
      ['name[]', 'Wilayah Sumut'],
      ['name[]', 'wilayah riau'],
      ['name[]', 'Wilayah  Kalbar'],
      ['name[]', 'WILAYAH SUMUT'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 created, 2 skipped (already exist).');
    expect(body.data.created.map((g: { name: string }) => g.name)).toEqual(['Wilayah Sumut', 'Wilayah Kalbar']);
    expect(body.data.skipped).toEqual(['wilayah riau', 'WILAYAH SUMUT']);
    expect((await list('shipper')).data.map((g) => g.name)).toEqual(['Wilayah Kalbar', 'Wilayah Riau', 'Wilayah Sumut']);
  });

  it('a new group can be given to a location of the same company', async () => {
    const group = (await list('shipper', { search_key: 'Sumut' })).data[0]!;
    const res = await t.call({
      method: 'POST',
      url: '/v1/pickup-dropoff',
      token: tokens.shipper,
      payload: { identity: 'PKS-GRP', name: 'PKS Grup', type: 'PICKUP', latitude: 3, longitude: 99, group_id: group.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.group).toEqual({ id: group.id, name: 'Wilayah Sumut' });
  });

  it('an LSP creates groups for its customer; not for another LSP customer', async () => {
    const res = await bulk('lsp', [['name[]', 'Kebun Timur'], ['shipment_company_id', String(companies.newshipper)]]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('newshipper')).data.map((g) => g.name)).toEqual(['Kebun Timur']);
    expect(expectError(await bulk('lsp', [['name[]', 'Tanpa Pelanggan']]), 422).errors).toEqual({ shipment_company_id: ['Required.'] });
    const before = (await list('admin')).meta.total;
    expectError(await bulk('lsp2', [['name[]', 'Hack'], ['shipment_company_id', String(companies.shipper)]]), 404);
    expectError(await bulk('shipper2', [['name[]', 'Hack'], ['shipment_company_id', String(companies.shipper)]]), 404);
    expectError(await bulk('admin', [['name[]', 'Hack'], ['shipment_company_id', String(companies.shipper)]]), 403);
    expectError(await bulk('vendor', [['name[]', 'Hack']]), 403);
    expect((await list('admin')).meta.total).toBe(before);
  });

  it('an empty name is refused in the user language and nothing is created', async () => {
    const before = (await list('shipper')).meta.total;
    const res = await bulk('shipper', [['name[]', 'Wilayah Jambi'], ['name[]', '  ']], 'id');
    expect(expectError(res, 422).errors).toEqual({ 'name.1': ['Wajib diisi.'] });
    expect(expectError(await bulk('shipper', []), 422).errors).toEqual({ name: ['Required.'] });
    expect((await list('shipper')).meta.total).toBe(before);
  });

  it('one plain name field is a list of one', async () => {
    const res = await bulk('shipper2', [['name', 'Wilayah Dumai']]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('shipper2')).data.map((g) => g.name)).toEqual(['Wilayah Dumai']);
  });
});
