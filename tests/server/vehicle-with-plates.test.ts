// POST /v1/vehicle with its plates (issue 9: plates while creating a vehicle): the vehicle, its
// features and plates are saved together or not at all; plate format, a plate already used (here
// or elsewhere), twice in the list, or a driver not the vendor's: 422 on the plate's field in the
// caller's language, and nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleDetails, vehicles } from '../../server/db/schema/index.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';
import { whileDbRefuses } from './refuse-row.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let feature = 0;
let type = 0;
let ownDrivers: number[] = [];
let otherDriver = 0;
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['vendor', 'admin']) tokens[who] = await t.loginReady(`${who}@lsi.test`);
  feature = (await get('vendor', '/v1/vehicle-features')).json().data[0].id;
  type = (await get('vendor', '/v1/vehicle-types')).json().data[0].id;
  ownDrivers = (await get('vendor', '/v1/drivers', { entries: '-1', mode: 'active' })).json().data.map((d: { id: number }) => d.id);
  const vendorId = (await get('vendor', '/v1/drivers', { entries: '-1' })).json().data[0].vendor_id;
  otherDriver = (await get('admin', '/v1/drivers', { entries: '-1' })).json().data.find((d: { vendor_id: number }) => d.vendor_id !== vendorId).id;
});
afterAll(() => t?.close());

const get = (who: string, url: string, query: Record<string, string> = {}) => t.call({ method: 'GET', url, query, token: tokens[who] });

/** The vehicle form's multipart body with plates[i][plate_number] / plates[i][driver_id]. */
function create(name: string, plates: { plate: string; driver?: number | '' }[], lang = 'en') {
  const fields: Record<string, string> = { name, vehicle_type_id: String(type), feature_ids: String(feature) };
  plates.forEach((p, i) => {
    fields[`plates[${i}][plate_number]`] = p.plate;
    if (p.driver !== undefined) fields[`plates[${i}][driver_id]`] = String(p.driver);
  });
  const form = multipart(fields);
  return t.call({ method: 'POST', url: '/v1/vehicle', token: tokens.vendor, payload: form.payload, headers: { ...form.headers, 'accept-language': lang } });
}

const counts = async () => ({ vehicles: await t.db.$count(vehicles), plates: await t.db.$count(vehicleDetails) });

describe('a vehicle created with its plates', () => {
  it('saves the vehicle and its plates (stored in the Indonesian format) with their drivers in one call', async () => {
    const res = await create('Tangki CPO 31 KL', [{ plate: 'bm 1111 xy', driver: ownDrivers[0] }, { plate: 'BM-2222-XZ', driver: '' }]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'Tangki CPO 31 KL', vehicle_details_count: 2 });
    expect(data.details.map((d: { plate_number: string; driver_id: number | null }) => [d.plate_number, d.driver_id])).toEqual([
      ['BM 1111 XY', ownDrivers[0]],
      ['BM 2222 XZ', null],
    ]);
  });

  it('without plates it is the plain create it was', async () => {
    const res = await create('Dump Truck PK 10 T', []);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ vehicle_details_count: 0, details: [] });
  });

  it('refuses a plate already used, on its field, in the caller language, and saves nothing', async () => {
    const before = await counts();
    const en = expectError(await create('Refused 1', [{ plate: 'BM 3333 AA' }, { plate: 'bm 8123 tu' }]), 422);
    expect(en.errors).toEqual({ 'plates.1.plate_number': ['Already used.'] });
    const id = expectError(await create('Refused 1', [{ plate: 'BM 1111 XY' }], 'id'), 422);
    expect(id.errors).toEqual({ 'plates.0.plate_number': ['Sudah digunakan.'] });
    expect(await counts()).toEqual(before);
  });

  it('refuses the same plate twice in the list (written two ways), and a plate not in the Indonesian format', async () => {
    const before = await counts();
    expect(expectError(await create('Refused 2', [{ plate: 'BM 4444 AB' }, { plate: 'bm4444ab' }]), 422).errors).toEqual({ 'plates.1.plate_number': ['Already used.'] });
    const format = expectError(await create('Refused 2', [{ plate: '1234 BM' }], 'id'), 422);
    expect(format.errors).toEqual({ 'plates.0.plate_number': [expect.stringMatching(/^Gunakan format nomor polisi Indonesia/)] });
    expect(await counts()).toEqual(before);
  });

  it("refuses another vendor's driver on its plate, and saves nothing", async () => {
    const before = await counts();
    expect(expectError(await create('Refused 3', [{ plate: 'BM 5555 AC', driver: otherDriver }]), 422).errors).toEqual({ 'plates.0.driver_id': ['Invalid value.'] });
    expect(await counts()).toEqual(before);
  });

  it('a plate the database refuses at the last moment takes the vehicle with it', async () => {
    const before = await counts();
    const res = await whileDbRefuses(t, 'vehicle_details', 'plate_number', 'BM 6666 AD', () => create('Refused 4', [{ plate: 'BM 6665 AD' }, { plate: 'BM 6666 AD' }]));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await counts()).toEqual(before);
    expect((await get('vendor', '/v1/vehicle', { search_key: 'Refused' })).json().data).toEqual([]);
  });

  it('ten creates racing for one new plate: one vehicle with it, nine 422 on the plate, nothing else saved', async () => {
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(`Race ${i}`, [{ plate: 'BM 7777 RC' }])));
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won, answers.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const lost of answers.filter((r) => r.statusCode !== 200)) expect(expectError(lost, 422).errors).toEqual({ 'plates.0.plate_number': ['Already used.'] });
    expect(await counts()).toEqual({ vehicles: before.vehicles + 1, plates: before.plates + 1 });
  });

  it('documents the plates of the create call in the OpenAPI document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/v1/openapi.json' })).json();
    const body = JSON.stringify(doc.paths['/v1/vehicle'].post.requestBody);
    expect(body).toContain('"plates"');
    expect(body).toContain('"plate_number"');
  });
});
