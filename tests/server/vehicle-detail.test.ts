// /v1/vehicle-detail: plates (unique platform-wide), their drivers, the `mode` list, bulk delete and import.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleDetails } from '../../server/db/schema/index.ts';
import { IMPORT_CHUNK } from '../../server/lib/bulk.ts';
import { expectError, startTestApp, type TestApp } from './harness.ts';
import { whileDbRefuses } from './refuse-row.ts';

interface Plate {
  id: number;
  plate_number: string;
  vehicle_id: number;
  driver_id: number | null;
  driver: { name: string } | null;
  on_track: boolean;
}

let t: TestApp;
const tokens: Record<string, string> = {};
const vehicleId: Record<string, number> = {};
const driverId: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['vendor', 'newvendor', 'lsp', 'lsp2', 'admin', 'shipper']) tokens[who] = await t.loginReady(`${who}@lsi.test`);
  for (const v of (await get('admin', '/v1/vehicle')).json().data) vehicleId[v.name] = v.id;
  for (const d of (await get('admin', '/v1/drivers', { entries: '-1' })).json().data) driverId[d.user_name] = d.id;
});
afterAll(() => t?.close());

const get = (who: string, url: string, query: Record<string, string> = {}) => t.call({ method: 'GET', url, query, token: tokens[who] });
const plates = async (who: string, query: Record<string, string> = {}) => {
  const res = await get(who, '/v1/vehicle-detail', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Plate[];
};
const plateOf = async (plate: string) => (await plates('admin', { search_key: plate })).find((p) => p.plate_number === plate)!;
const json = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.call({ method, url, token: tokens[who], payload, headers: { 'accept-language': lang } });

describe('reading', () => {
  it('a vendor lists all its plates (entries -1) by plate number', async () => {
    expect((await plates('vendor')).map((p) => p.plate_number)).toEqual(['BM 8123 TU', 'BM 8456 TU', 'BM 9012 TV', 'BM 9345 TW', 'BM 9678 TX']);
  });

  it('mode=available leaves out plates on an active track; mode=on_track lists them', async () => {
    const onTrack = await plates('vendor', { mode: 'on_track' });
    expect(onTrack.length).toBeGreaterThan(0);
    expect(onTrack.every((p) => p.on_track)).toBe(true);
    const available = await plates('vendor', { mode: 'available' });
    expect(available.every((p) => !p.on_track)).toBe(true);
    expect(available.length + onTrack.length).toBe(5);
    expectError(await get('vendor', '/v1/vehicle-detail', { mode: 'parked' }), 400);
  });

  it('filters by vehicle and driver, searches by driver name', async () => {
    expect((await plates('vendor', { filter_columns: 'vehicle_id', filter_keys: String(vehicleId['Dump Truck PK 20 T']) })).map((p) => p.plate_number)).toEqual(['BM 9345 TW', 'BM 9678 TX']);
    expect((await plates('vendor', { filter_columns: 'driver_id', filter_keys: String(driverId['Agus Salim']) })).map((p) => p.plate_number)).toEqual(['BM 8456 TU']);
    expect((await plates('vendor', { search_columns: 'driver.name', search_key: 'budi' })).map((p) => p.plate_number)).toEqual(['BM 8123 TU']);
  });

  it('LSPs read their collaborating vendors\' plates; others get 404 or 403', async () => {
    expect(await plates('lsp')).toHaveLength(13); // vendors A, B and C
    expect((await plates('lsp2')).map((p) => p.plate_number)).toEqual(['BK 8765 DU']);
    const mine = await plateOf('BM 8123 TU');
    expect((await get('lsp', `/v1/vehicle-detail/${mine.id}`)).json().data).toMatchObject({ plate_number: 'BM 8123 TU', driver: { name: 'Budi Santoso' } });
    expectError(await get('lsp2', `/v1/vehicle-detail/${mine.id}`), 404);
    expectError(await get('newvendor', `/v1/vehicle-detail/${mine.id}`), 404);
    expectError(await get('shipper', '/v1/vehicle-detail'), 403);
  });
});

describe('writing', () => {
  let id: number;

  it('creates a plate, normalised to upper case with single spaces', async () => {
    const res = await json('vendor', 'POST', '/v1/vehicle-detail', { vehicle_id: vehicleId['Dump Truck PK 20 T'], plate_number: '  bm  1234   xy ', driver_id: driverId['Agus Salim'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ plate_number: 'BM 1234 XY', driver: { name: 'Agus Salim' }, on_track: false });
    id = res.json().data.id;
  });

  it('a plate is unique platform-wide (another vendor\'s plate too)', async () => {
    const res = await json('vendor', 'POST', '/v1/vehicle-detail', { vehicle_id: vehicleId['Dump Truck PK 20 T'], plate_number: 'bk 8765 du' }, 'id');
    expect(expectError(res, 422).errors).toEqual({ plate_number: ['Sudah digunakan.'] });
    const again = await json('vendor', 'POST', '/v1/vehicle-detail', { vehicle_id: vehicleId['Dump Truck PK 20 T'], plate_number: 'BM 1234 XY' });
    expect(expectError(again, 422).errors).toEqual({ plate_number: ['Already used.'] });
  });

  it('refuses another vendor\'s vehicle or driver, and bad plates', async () => {
    const res = await json('vendor', 'POST', '/v1/vehicle-detail', { vehicle_id: vehicleId['Tangki CPO 25 KL'], plate_number: 'BM 1 A', driver_id: driverId['Rudi Hartono'] });
    expect(expectError(res, 422).errors).toEqual({ vehicle_id: ['Invalid value.'], driver_id: ['Invalid value.'] });
    const bad = await json('vendor', 'POST', '/v1/vehicle-detail', { plate_number: 'BM/12#' });
    expect(expectError(bad, 422).errors).toEqual({ vehicle_id: ['Required.'], plate_number: ['Use the Indonesian plate format: 1-2 region letters, 1-4 digits, up to 3 letters, e.g. B 1234 XYZ.'] });
    // Not an Indonesian plate (region letters 1-2, digits 1-4, suffix 0-3): the reason, in the caller's language.
    const wrong = await json('vendor', 'POST', '/v1/vehicle-detail', { vehicle_id: vehicleId['Dump Truck PK 20 T'], plate_number: 'BMX 12345' }, 'id');
    expect(expectError(wrong, 422).errors).toEqual({ plate_number: ['Gunakan format nomor polisi Indonesia: 1-2 huruf wilayah, 1-4 angka, hingga 3 huruf, mis. B 1234 XYZ.'] });
    expect(await plates('vendor')).toHaveLength(6);
  });

  it('updates with PUT: an absent driver_id keeps the driver, null clears it', async () => {
    const keep = await json('vendor', 'PUT', `/v1/vehicle-detail/${id}`, { vehicle_id: vehicleId['Tangki CPO 30 KL'], plate_number: 'BM 1234 XZ' });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().data).toMatchObject({ plate_number: 'BM 1234 XZ', vehicle_id: vehicleId['Tangki CPO 30 KL'], driver: { name: 'Agus Salim' } });
    const clear = await json('vendor', 'PUT', `/v1/vehicle-detail/${id}`, { vehicle_id: vehicleId['Tangki CPO 30 KL'], plate_number: 'BM 1234 XZ', driver_id: null });
    expect(clear.json().data.driver).toBeNull();
  });

  it('another vendor or an LSP cannot change or delete it (nothing changed)', async () => {
    const body = { vehicle_id: vehicleId['Tangki CPO 30 KL'], plate_number: 'H 1 ACK' };
    expectError(await json('newvendor', 'PUT', `/v1/vehicle-detail/${id}`, body), 404);
    expectError(await json('newvendor', 'DELETE', `/v1/vehicle-detail/${id}`), 404);
    expectError(await json('newvendor', 'DELETE', '/v1/vehicle-detail', { vehicle_detail_ids: [id] }), 404);
    expectError(await json('lsp', 'PUT', `/v1/vehicle-detail/${id}`, body), 403);
    expect((await get('vendor', `/v1/vehicle-detail/${id}`)).json().data.plate_number).toBe('BM 1234 XZ');
  });

  it('a plate used by shipments cannot be deleted; bulk delete is all or none', async () => {
    const used = await plateOf('BM 8123 TU');
    expectError(await json('vendor', 'DELETE', `/v1/vehicle-detail/${used.id}`), 409, 'This plate is used by shipments and cannot be deleted.');
    const spare = await plateOf('BM 9678 TX');
    const foreign = await plateOf('BK 8765 DU');
    expectError(await json('vendor', 'DELETE', '/v1/vehicle-detail', { vehicle_detail_ids: [id, foreign.id] }), 404);
    expectError(await json('vendor', 'DELETE', '/v1/vehicle-detail', { vehicle_detail_ids: [id, used.id] }), 409);
    expect(await plates('vendor')).toHaveLength(6);
    const res = await json('vendor', 'DELETE', '/v1/vehicle-detail', { vehicle_detail_ids: [id, spare.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await plates('vendor')).toHaveLength(4);
    const one = await json('vendor', 'POST', '/v1/vehicle-detail', { vehicle_id: vehicleId['Dump Truck PK 20 T'], plate_number: 'BM 9678 TX' });
    const del = await json('vendor', 'DELETE', `/v1/vehicle-detail/${one.json().data.id}`);
    expect(del.statusCode, del.body).toBe(200);
  });
});

describe('import', () => {
  const post = (who: string, rows: object[]) => json(who, 'POST', '/v1/vehicle-detail/import', { vehicles_details: rows });

  it('answers the template keys', async () => {
    const res = await get('vendor', '/v1/vehicle-detail/import');
    expect(res.json().data).toMatchObject({ keys: ['plate_number', 'vehicle_name', 'driver_national_identity'], required: ['plate_number', 'vehicle_name'] });
  });

  it('writes nothing when one row is broken', async () => {
    const before = (await plates('vendor')).length;
    const rows = [
      { plate_number: 'BM 5001 AA', vehicle_name: 'Dump Truck PK 20 T' },
      { plate_number: 'BM 5002 AA', vehicle_name: 'No Such Truck', driver_national_identity: '1472031109900001' },
      { plate_number: 'BK 8765 DU', vehicle_name: 'Tangki CPO 30 KL' },
      { plate_number: '', vehicle_name: '' },
    ];
    const res = await post('vendor', rows);
    expect(expectError(res, 422).errors).toEqual({ 'vehicles_details.3.plate_number': ['Required.'], 'vehicles_details.3.vehicle_name': ['Required.'] });
    const res2 = await post('vendor', rows.slice(0, 3));
    expect(expectError(res2, 422).errors).toEqual({
      'vehicles_details.1.vehicle_name': ['Not found.'],
      'vehicles_details.1.driver_national_identity': ['Not found.'],
      'vehicles_details.2.plate_number': ['Already used.'],
    });
    expect(await plates('vendor')).toHaveLength(before);
  });

  it('imports plates by vehicle name (or id) and driver NIK; the vendor\'s existing plate is updated', async () => {
    const res = await post('vendor', [
      { plate_number: 'bm 5001 aa', vehicle_name: 'dump truck pk 20 t', driver_national_identity: '1471020507880002' },
      { plate_number: 'BM 5002 AA', vehicle_name: String(vehicleId['Tangki CPO 30 KL']) },
      { plate_number: 'BM 9012 TV', vehicle_name: 'Dump Truck PK 20 T' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: '2 created, 1 updated.', data: { created: 2, updated: 1 } });
    expect(await plateOf('BM 5001 AA')).toMatchObject({ vehicle_id: vehicleId['Dump Truck PK 20 T'], driver: { name: 'Agus Salim' } });
    expect((await plateOf('BM 5002 AA')).vehicle_id).toBe(vehicleId['Tangki CPO 30 KL']);
    expect((await plateOf('BM 9012 TV')).vehicle_id).toBe(vehicleId['Dump Truck PK 20 T']);
    expectError(await post('lsp', [{ plate_number: 'X 1', vehicle_name: 'x' }]), 403);
  });

  it('writes nothing when the database refuses the last row, after earlier chunks went in', async () => {
    const before = await plates('vendor');
    const own = before[0]!;
    const otherVehicle = own.vehicle_id === vehicleId['Dump Truck PK 20 T'] ? vehicleId['Tangki CPO 30 KL']! : vehicleId['Dump Truck PK 20 T']!;
    // One of the vendor's plates moved to its other vehicle, new plates, the refused one last (its own chunk).
    const sheet = [{ plate_number: own.plate_number, vehicle_name: String(otherVehicle) }, ...Array.from({ length: IMPORT_CHUNK }, (_, i) => ({ plate_number: `QZ ${i}`, vehicle_name: 'Dump Truck PK 20 T' }))];
    sheet[IMPORT_CHUNK] = { plate_number: 'QZ 9999 ZZZ', vehicle_name: 'Dump Truck PK 20 T' };
    const res = await whileDbRefuses(t, 'vehicle_details', 'plate_number', 'QZ 9999 ZZZ', () => post('vendor', sheet));
    // Refused by the database (no per-row errors: the rows passed the checks before the writes).
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(expectError(res, res.statusCode).errors).toBeUndefined();
    expect(await plates('vendor')).toEqual(before);
    expect(await plates('admin', { search_key: 'QZ ' })).toEqual([]);
  });

  // The documented limit, written out: raising it must be a decision that changes this test too.
  const LIMIT = 5_000;
  it(`takes ${LIMIT} rows and refuses one more, saying the limit`, async () => {
    const sheet = (n: number) => Array.from({ length: n }, (_, i) => ({ plate_number: `LM ${i} X`, vehicle_name: 'Dump Truck PK 20 T' }));
    expect((await get('vendor', '/v1/vehicle-detail/import')).json().data.max_rows).toBe(LIMIT);
    const over = await post('vendor', sheet(LIMIT + 1));
    expect(expectError(over, 422).errors).toEqual({ vehicles_details: [`At most ${LIMIT} rows can be imported at once.`] });
    try {
      const res = await post('vendor', sheet(LIMIT));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ created: LIMIT, updated: 0 });
    } finally {
      await t.db.delete(vehicleDetails).where(like(vehicleDetails.plateNumber, 'LM %'));
    }
  });
});
