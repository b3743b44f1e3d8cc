// The import family factory (contract/import-calls.ts) and what the browser derives from a family
// (src/imports/family.ts): one declaration gives both calls, the template answer, the parser kind
// and the page's request, so the body key, the path and the limits cannot drift apart.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { IMPORT_BODY_BYTES, contract } from '../../../contract/index.ts';
import { importCalls, importedAnswer, importTemplateAnswer } from '../../../contract/import-calls.ts';
import { optionalId, optionalText, requiredText } from '../../../contract/fields.ts';
import { productImports } from '../../../contract/product.ts';
import { locationImports } from '../../../contract/pickup-dropoff.ts';
import { vehicleImports } from '../../../contract/vehicle.ts';
import { plateImports } from '../../../contract/vehicle-detail.ts';
import { orderImports } from '../../../contract/request-order.ts';
import { importDefinition } from '../../../src/imports/family.ts';
import { importKinds, vehicleImport } from '../../../src/imports/kinds.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const fields = z.object({ code: requiredText(8), note: optionalText(20) });
const things = importCalls({
  name: 'thing',
  path: '/v1/thing/import',
  summary: 'Import things',
  access: ['VENDOR'],
  list: 'things',
  fields,
  row: fields.refine((r) => r.code !== r.note, { path: ['note'], message: 'validation.invalid' }),
  maxRows: 2,
  unique: ['code'],
  extra: { owner_id: optionalId() },
});

describe('importCalls', () => {
  it('makes the template call and the import call on one path, with the access and body limit of an import', () => {
    expect(things.calls.importKeys).toMatchObject({ method: 'GET', path: '/v1/thing/import', access: ['VENDOR'], summary: 'Column keys of the thing import template', response: importTemplateAnswer });
    expect(things.calls.import).toMatchObject({ method: 'POST', path: '/v1/thing/import', access: ['VENDOR'], summary: 'Import things', maxBodyBytes: IMPORT_BODY_BYTES, response: importedAnswer });
  });

  it('answers the template from the fields: keys in order, the required ones, the row limit', () => {
    expect(things.template).toEqual({ keys: ['code', 'note'], required: ['code'], max_rows: 2 });
    expect(importTemplateAnswer.safeParse({ data: things.template }).success).toBe(true);
  });

  it('puts the rows under the list key, checked by the row schema, next to the extra fields', () => {
    const body = things.calls.import.body!;
    expect(body.parse({ things: [{ code: ' A1 ' }], owner_id: '3' })).toEqual({ things: [{ code: 'A1' }], owner_id: 3 });
    const crossField = body.safeParse({ things: [{ code: 'X', note: 'X' }] });
    expect(crossField.error?.issues[0]).toMatchObject({ path: ['things', 0, 'note'], message: 'validation.invalid' });
    const tooMany = body.safeParse({ things: [{ code: 'A' }, { code: 'B' }, { code: 'C' }] });
    expect(tooMany.error?.issues[0]?.message).toBe('validation.maxRows?max=2');
    expect(body.safeParse({ things: [] }).error?.issues[0]?.message).toBe('validation.required');
  });

  it('checks rows with the fields when no row schema is given', () => {
    const plain = importCalls({ name: 'plain', path: '/v1/plain/import', summary: 'Import', access: ['ADMIN'], list: 'rows', fields, maxRows: 5, unique: [] });
    expect(plain.row).toBe(fields);
    expect(plain.calls.import.body!.parse({ rows: [{ code: 'A', note: 'A' }] })).toEqual({ rows: [{ code: 'A', note: 'A' }] });
  });
});

describe('the five import families', () => {
  const families = [
    [productImports, contract.product.import, 'products'],
    [locationImports, contract.pickupDropoff.import, 'locations'],
    [vehicleImports, contract.vehicle.import, 'vehicles'],
    [plateImports, contract.vehicleDetail.import, 'vehicles_details'],
    [orderImports, contract.requestOrder.import, 'orders'],
  ] as const;

  it.each(families)('%#: the contract serves the family\'s import call, whose body holds the rows under its list key', (family, served, list) => {
    expect(served).toBe(family.calls.import);
    expect(family.list).toBe(list);
    expect(Object.keys((served.body as z.ZodObject).shape)).toContain(list);
  });

  it('each has one template call in the contract except orders (the server reads order sheets)', () => {
    expect(contract.product.importKeys).toBe(productImports.calls.importKeys);
    expect(contract.pickupDropoff.importKeys).toBe(locationImports.calls.importKeys);
    expect(contract.vehicle.importKeys).toBe(vehicleImports.calls.importKeys);
    expect(contract.vehicleDetail.importKeys).toBe(plateImports.calls.importKeys);
    expect(Object.values(contract).flatMap((group) => Object.values(group)).filter((def) => def.path === orderImports.calls.importKeys.path && def.method === 'GET')).toEqual([]);
  });

  it('the parser finds every browser-checked family by name; vehicles with the stricter feature rule', () => {
    expect(Object.keys(importKinds).sort()).toEqual(['location', 'plate', 'product', 'vehicle']);
    expect(importKinds.product).toBe(productImports);
    expect(importKinds.vehicle).toBe(vehicleImport);
    expect(vehicleImport.row.safeParse({ name: 'Truck', type_name: 'Tank', features_name: ' , ,' }).success).toBe(false);
    expect(vehicleImports.row.safeParse({ name: 'Truck', type_name: 'Tank', features_name: ' , ,' }).success).toBe(true);
  });
});

describe('importDefinition', () => {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

  it('derives the page: kind, template file, list key, and one POST of all rows under that key with the extra fields', async () => {
    const page = importDefinition(locationImports, { titleKey: 'imports.titles.locations', backTo: 'location', body: { shipment_company_id: 7 } });
    expect(page).toMatchObject({ kind: locationImports, templateFileName: 'location-import-template.xlsx', listKey: 'locations', titleKey: 'imports.titles.locations', backTo: 'location' });

    fetchMock.mockImplementationOnce(() => json({ message: '1 created, 0 updated.', data: { created: 1, updated: 0 } }));
    await expect(page.commit([{ identity: 'L-1' }])).resolves.toEqual({ message: '1 created, 0 updated.', data: { created: 1, updated: 0 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/pickup-dropoff/import');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ locations: [{ identity: 'L-1' }], shipment_company_id: 7 });
  });

  it('asks the family\'s template call for the columns', async () => {
    const page = importDefinition(plateImports, { titleKey: 'x', backTo: 'vehicles' });
    expect(page.listKey).toBe('vehicles_details');
    fetchMock.mockImplementationOnce(() => json({ data: plateImports.template }));
    await expect(page.templateCall()).resolves.toEqual({ data: plateImports.template });
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/vehicle-detail/import');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('keeps what a page says instead (orders: columns from the contract, the server preview)', () => {
    const templateCall = async () => ({ data: { keys: [...orderImports.columns.keys] } });
    const page = importDefinition(orderImports, { titleKey: 'orders.import.titleGeneric', backTo: 'create-shipment', templateCall });
    expect(page.templateCall).toBe(templateCall);
    expect(page.kind).toBe(orderImports);
    expect(page.templateFileName).toBe('order-import-template.xlsx');
  });
});
