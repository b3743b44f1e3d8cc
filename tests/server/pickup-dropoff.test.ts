// /v1/pickup-dropoff: locations of a shipping company, managed by it or its LSP; imports; time suggestions.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../server/db/schema/index.ts';
import { IMPORT_CHUNK } from '../../server/lib/bulk.ts';
import { expectError, startTestApp, type TestApp } from './harness.ts';
import { whileDbRefuses } from './refuse-row.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const companies: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['shipper', 'shipper2', 'newshipper', 'lsp', 'lsp2', 'vendor', 'admin']) tokens[who] = await t.login(`${who}@lsi.test`);
  for (const who of ['shipper', 'shipper2', 'newshipper']) {
    const me = await t.call({ method: 'GET', url: '/v1/auth/profile', token: tokens[who] });
    companies[who] = me.json().data.shipment_company.id;
  }
});
afterAll(() => t?.close());

interface Loc {
  id: number;
  identity: string;
  name: string;
  type: string;
  alias: string | null;
  latitude: number;
  group: { name: string } | null;
  shipment_company: { id: number; name: string };
}
const list = async (who: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/v1/pickup-dropoff', query, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Loc[]; meta: { total: number; last_page: number } };
};
const byIdentity = async (who: string, identity: string) => (await list(who, { search_key: identity, search_columns: 'identity' })).data.find((l) => l.identity === identity);
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, lang = 'en') =>
  t.call({ method, url, token: tokens[who], payload, headers: { 'accept-language': lang } });
const mill = (identity: string, extra: Record<string, unknown> = {}) => ({
  identity,
  name: `PKS ${identity}`,
  type: 'PICKUP',
  latitude: 0.5,
  longitude: 101.4,
  start_operation_hour: '06:00',
  end_operation_hour: '18:00',
  ...extra,
});

describe('who reads what', () => {
  it('a shipping company lists all its locations by name (entries default -1) with group and company', async () => {
    const answer = await list('shipper');
    expect(answer.data.map((l) => l.name)).toEqual(['PKS Kandis', 'PKS Pelalawan', 'PKS Sei Mangkei', 'Refinery Belawan', 'Refinery Dumai']);
    expect(answer.meta).toMatchObject({ total: 5, last_page: 1 });
    expect(answer.data[0]).toMatchObject({ group: { name: 'Wilayah Riau' }, shipment_company: { name: 'PT Sawit Makmur Abadi' } });
  });

  it("an LSP reads its customers' locations, not another LSP's; admin reads all; a vendor nothing", async () => {
    expect((await list('lsp')).data.map((l) => l.identity).sort()).toEqual(['PKS-KDS', 'PKS-PLW', 'PKS-SMK', 'REF-BLW', 'REF-DUM']);
    expect((await list('lsp2')).data.map((l) => l.name)).toEqual(['PKS Ujung Batu', 'Refinery Dumai II']);
    expect((await list('admin')).meta.total).toBe(7);
    expectError(await send('vendor', 'GET', '/v1/pickup-dropoff'), 403);
  });

  it('filters by type and searches name by default, other columns on request', async () => {
    expect((await list('shipper', { filter_columns: 'type', filter_keys: 'DROPOFF' })).data.map((l) => l.identity)).toEqual(['REF-BLW', 'REF-DUM']);
    expect((await list('shipper', { search_key: 'dumai' })).data.map((l) => l.name)).toEqual(['Refinery Dumai']);
    expect((await list('shipper', { search_key: 'simalungun', search_columns: 'address' })).data.map((l) => l.identity)).toEqual(['PKS-SMK']);
    expectError(await send('shipper', 'GET', '/v1/pickup-dropoff?sort_column=latitude'), 400, /latitude/);
  });

  it("another tenant's location does not exist for the caller", async () => {
    const kandis = (await byIdentity('shipper', 'PKS-KDS'))!;
    expect((await send('lsp', 'GET', `/v1/pickup-dropoff/${kandis.id}`)).statusCode).toBe(200);
    expectError(await send('shipper2', 'GET', `/v1/pickup-dropoff/${kandis.id}`), 404);
    expectError(await send('lsp2', 'GET', `/v1/pickup-dropoff/${kandis.id}`), 404);
  });
});

describe('creating and changing', () => {
  it('a shipping company creates its own location', async () => {
    const res = await send('shipper', 'POST', '/v1/pickup-dropoff', mill('PKS-NEW', { alias: 'Baru', latitude: '0,75', address: 'Kab. Kampar' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Saved successfully.', data: { identity: 'PKS-NEW', latitude: 0.75, shipment_company_id: companies.shipper, group: null } });
  });

  it('explains bad coordinates, hours and type in English and Indonesian, and saves nothing', async () => {
    const before = (await list('shipper')).meta.total;
    const bad = mill('PKS-BAD', { latitude: 95, longitude: 'timur', start_operation_hour: '25:00', type: 'WAREHOUSE' });
    expect(expectError(await send('shipper', 'POST', '/v1/pickup-dropoff', bad), 422).errors).toEqual({
      latitude: ['Latitude must be a number from -90 to 90.'],
      longitude: ['Longitude must be a number from -180 to 180.'],
      start_operation_hour: ['Use the 24-hour HH:mm format, e.g. 06:00.'],
      type: ['Invalid value.'],
    });
    expect(expectError(await send('shipper', 'POST', '/v1/pickup-dropoff', bad, 'id'), 422).errors).toEqual({
      latitude: ['Latitude harus berupa angka dari -90 sampai 90.'],
      longitude: ['Longitude harus berupa angka dari -180 sampai 180.'],
      start_operation_hour: ['Gunakan format 24 jam JJ:mm, mis. 06:00.'],
      type: ['Nilai tidak valid.'],
    });
    expect(expectError(await send('shipper', 'POST', '/v1/pickup-dropoff', { longitude: -181 }, 'id'), 422).errors).toMatchObject({
      identity: ['Wajib diisi.'],
      name: ['Wajib diisi.'],
      type: ['Wajib diisi.'],
      latitude: ['Wajib diisi.'],
      longitude: ['Longitude harus berupa angka dari -180 sampai 180.'],
    });
    expect((await list('shipper')).meta.total).toBe(before);
  });

  it('operating hours come both or neither, must differ, and may run overnight', async () => {
    const only = await send('shipper', 'POST', '/v1/pickup-dropoff', mill('PKS-H1', { end_operation_hour: '' }));
    expect(expectError(only, 422).errors).toEqual({ end_operation_hour: ['Required.'] });
    const same = await send('shipper', 'POST', '/v1/pickup-dropoff', mill('PKS-H1', { start_operation_hour: '7:00', end_operation_hour: '07:00' }), 'id');
    expect(expectError(same, 422).errors).toEqual({ end_operation_hour: ['Jam selesai operasi harus berbeda dari jam mulai.'] });
    const night = await send('shipper', 'POST', '/v1/pickup-dropoff', mill('PKS-NIGHT', { start_operation_hour: '22:00', end_operation_hour: '06:00:00' }));
    expect(night.statusCode, night.body).toBe(200);
    expect(night.json().data).toMatchObject({ start_operation_hour: '22:00', end_operation_hour: '06:00' });
    const none = await send('shipper', 'POST', '/v1/pickup-dropoff', mill('PKS-H0', { start_operation_hour: '', end_operation_hour: '' }));
    expect(none.json().data).toMatchObject({ start_operation_hour: null, end_operation_hour: null });
  });

  it('an identity is unique per company, not across companies', async () => {
    expect(expectError(await send('shipper', 'POST', '/v1/pickup-dropoff', mill('PKS-KDS')), 422).errors).toEqual({ identity: ['Already used.'] });
    expect((await send('shipper2', 'POST', '/v1/pickup-dropoff', mill('PKS-KDS'))).statusCode).toBe(200);
  });

  it("a shipping company cannot write for another company, nor use another company's group", async () => {
    const before = (await list('admin')).meta.total;
    expectError(await send('shipper', 'POST', '/v1/pickup-dropoff', mill('PKS-X', { shipment_company_id: companies.shipper2 })), 404);
    const riau = (await byIdentity('shipper', 'PKS-KDS'))!;
    const group = await send('shipper', 'GET', `/v1/pickup-dropoff/${riau.id}`);
    const groupId = group.json().data.group_id as number;
    expect(expectError(await send('shipper2', 'POST', '/v1/pickup-dropoff', mill('PKS-X', { group_id: groupId })), 422).errors).toEqual({ group_id: ['Invalid value.'] });
    expect((await list('admin')).meta.total).toBe(before);
  });

  it('an LSP creates for its customer (named), never for another LSP customer', async () => {
    expect(expectError(await send('lsp', 'POST', '/v1/pickup-dropoff', mill('PKS-LSP')), 422).errors).toEqual({ shipment_company_id: ['Required.'] });
    const res = await send('lsp', 'POST', '/v1/pickup-dropoff', mill('PKS-LSP', { shipment_company_id: companies.newshipper }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('newshipper')).data.map((l) => l.identity)).toEqual(['PKS-LSP']);
    const before = (await list('admin')).meta.total;
    expectError(await send('lsp2', 'POST', '/v1/pickup-dropoff', mill('PKS-LSP2', { shipment_company_id: companies.shipper })), 404);
    expectError(await send('admin', 'POST', '/v1/pickup-dropoff', mill('PKS-ADM', { shipment_company_id: companies.shipper })), 403);
    expect((await list('admin')).meta.total).toBe(before);
  });

  it('PUT replaces the location: an optional field left out is cleared', async () => {
    const created = (await byIdentity('shipper', 'PKS-NEW'))!;
    expect(created.alias).toBe('Baru');
    const res = await send('shipper', 'PUT', `/v1/pickup-dropoff/${created.id}`, mill('PKS-NEW', { name: 'PKS Baru Kampar', type: 'dropoff' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Updated successfully.', data: { name: 'PKS Baru Kampar', type: 'DROPOFF', alias: null } });
    const lsp = await send('lsp', 'PUT', `/v1/pickup-dropoff/${created.id}`, mill('PKS-NEW', { name: 'PKS Baru (LSP)' }));
    expect(lsp.json().data.name).toBe('PKS Baru (LSP)');
  });

  it("another tenant cannot change or delete it (404, nothing changed)", async () => {
    const created = (await byIdentity('shipper', 'PKS-NEW'))!;
    expectError(await send('shipper2', 'PUT', `/v1/pickup-dropoff/${created.id}`, mill('HACK')), 404);
    expectError(await send('lsp2', 'PUT', `/v1/pickup-dropoff/${created.id}`, mill('HACK')), 404);
    expectError(await send('shipper2', 'DELETE', `/v1/pickup-dropoff/${created.id}`), 404);
    expectError(await send('lsp2', 'DELETE', `/v1/pickup-dropoff/${created.id}`), 404);
    expectError(await send('admin', 'DELETE', `/v1/pickup-dropoff/${created.id}`), 403);
    expect((await byIdentity('shipper', 'PKS-NEW'))!.name).toBe('PKS Baru (LSP)');
  });

  it('deletes a location; one used by a suborder answers 409', async () => {
    const created = (await byIdentity('shipper', 'PKS-NEW'))!;
    const res = await send('shipper', 'DELETE', `/v1/pickup-dropoff/${created.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Deleted successfully.');
    const kandis = (await byIdentity('shipper', 'PKS-KDS'))!;
    expectError(await send('shipper', 'DELETE', `/v1/pickup-dropoff/${kandis.id}`, undefined, 'id'), 409, 'Lokasi ini dipakai oleh pesanan dan tidak dapat dihapus.');
  });
});

describe('import', () => {
  const post = (who: string, body: object, lang = 'en') => send(who, 'POST', '/v1/pickup-dropoff/import', body, lang);
  const rows = (n: number, prefix = 'IMP') => Array.from({ length: n }, (_, i) => mill(`${prefix}-${i}`, { latitude: String(i / 10), type: i % 2 ? 'DROPOFF' : 'PICKUP' }));

  it('answers the template keys and the required ones', async () => {
    const res = await send('shipper', 'GET', '/v1/pickup-dropoff/import');
    expect(res.json().data).toMatchObject({
      keys: expect.arrayContaining(['identity', 'name', 'latitude', 'longitude', 'start_operation_hour', 'pic_location']),
      required: ['identity', 'name', 'type', 'latitude', 'longitude'],
    });
  });

  it('writes nothing when one row lacks required data or has a bad value', async () => {
    const before = (await list('admin')).meta.total;
    const sheet: Record<string, unknown>[] = rows(30);
    sheet[7] = { identity: 'IMP-7', name: '', type: 'PICKUP', longitude: 101 };
    sheet[12] = mill('IMP-12', { end_operation_hour: '24:30' });
    const res = await post('shipper', { locations: sheet }, 'id');
    expect(expectError(res, 422).errors).toEqual({
      'locations.7.name': ['Wajib diisi.'],
      'locations.7.latitude': ['Wajib diisi.'],
      'locations.12.end_operation_hour': ['Gunakan format 24 jam JJ:mm, mis. 06:00.'],
    });
    expect((await list('admin')).meta.total).toBe(before);
  });

  it('imports all rows in one go, then updates rows whose identity exists (their group stays)', async () => {
    const first = await post('shipper', { locations: rows(30) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: '30 created, 0 updated.', data: { created: 30, updated: 0 } });
    const again = await post('shipper', { locations: [...rows(2), mill('PKS-KDS', { name: 'PKS Kandis Baru' }), mill('IMP-NEW')] });
    expect(again.json().data).toEqual({ created: 1, updated: 3 });
    const kandis = (await byIdentity('shipper', 'PKS-KDS'))!;
    expect(kandis).toMatchObject({ name: 'PKS Kandis Baru', group: { name: 'Wilayah Riau' } });
    expect((await list('shipper', { search_key: 'IMP-', search_columns: 'identity' })).data).toHaveLength(31);
  });

  it('an LSP imports for its customer; another LSP or company is refused and nothing is written', async () => {
    const res = await post('lsp', { locations: rows(3, 'LSPIMP'), shipment_company_id: companies.newshipper });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('newshipper', { search_key: 'LSPIMP', search_columns: 'identity' })).meta.total).toBe(3);
    const before = (await list('admin')).meta.total;
    expectError(await post('lsp2', { locations: rows(3, 'X'), shipment_company_id: companies.newshipper }), 404);
    expectError(await post('shipper', { locations: rows(3, 'X'), shipment_company_id: companies.shipper2 }), 404);
    expect(expectError(await post('lsp', { locations: rows(3, 'X') }), 422).errors).toEqual({ shipment_company_id: ['Required.'] });
    expectError(await post('vendor', { locations: rows(3, 'X') }), 403);
    expect((await list('admin')).meta.total).toBe(before);
  });

  it('refuses an identity twice in one sheet and an empty sheet', async () => {
    expect(expectError(await post('shipper', { locations: [mill('D-1'), mill('d-1')] }), 422).errors).toEqual({ 'locations.1.identity': ['Already used.'] });
    expect(expectError(await post('shipper', { locations: [] }), 422).errors).toEqual({ locations: ['Required.'] });
  });

  it('writes nothing when the database refuses the last row, after earlier chunks went in (LSP for its customer)', async () => {
    const before = (await list('admin')).meta.total;
    const kandis = (await byIdentity('shipper', 'PKS-KDS'))!;
    // An update of an existing location first, new ones after it, the refused row last (its own chunk).
    const sheet = [mill('PKS-KDS', { name: 'Renamed by the batch' }), ...Array.from({ length: IMPORT_CHUNK }, (_, i) => mill(`TX-${i}`))];
    sheet[IMPORT_CHUNK] = mill('TX-REFUSED');
    const res = await whileDbRefuses(t, 'pickup_dropoff_locations', 'identity', 'TX-REFUSED', () => post('lsp', { locations: sheet, shipment_company_id: companies.shipper }));
    // Refused by the database (no per-row errors: the rows passed the checks before the writes).
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(expectError(res, res.statusCode).errors).toBeUndefined();
    expect((await list('admin')).meta.total).toBe(before);
    expect((await list('shipper', { search_key: 'TX-', search_columns: 'identity' })).meta.total).toBe(0);
    expect(await byIdentity('shipper', 'PKS-KDS')).toEqual(kandis);
  });

  // The documented limit, written out: raising it must be a decision that changes this test too.
  const LIMIT = 5_000;
  it(`takes ${LIMIT} rows and refuses one more, saying the limit`, async () => {
    const sheet = (n: number) => Array.from({ length: n }, (_, i) => ({ identity: `LIMIT-${i}`, name: 'l', type: 'PICKUP', latitude: 0, longitude: 0 }));
    expect((await send('shipper', 'GET', '/v1/pickup-dropoff/import')).json().data.max_rows).toBe(LIMIT);
    const over = await post('newshipper', { locations: sheet(LIMIT + 1) }, 'id');
    expect(expectError(over, 422).errors).toEqual({ locations: [`Paling banyak ${LIMIT} baris dapat diimpor sekaligus.`] });
    try {
      const res = await post('newshipper', { locations: sheet(LIMIT) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ created: LIMIT, updated: 0 });
    } finally {
      await t.db.delete(locations).where(like(locations.identity, 'LIMIT-%'));
    }
  });
});

describe('time suggestion (WIB)', () => {
  // The seed clock: 2026-03-10 19:30 UTC = 2026-03-11 02:30 WIB.
  const suggest = (who: string, id: number, date?: string) =>
    send(who, 'GET', `/v1/pickup-dropoff/time-suggestion?pickup_dropoff_location_point_id=${id}${date ? `&date=${date}` : ''}`);

  it('suggests the next openings inside the operating hours', async () => {
    const kandis = (await byIdentity('shipper', 'PKS-KDS'))!; // 06:00-18:00 since the import above
    const res = await suggest('shipper', kandis.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ timezone: 'Asia/Jakarta', start_operation_hour: '06:00', end_operation_hour: '18:00' });
    expect(res.json().data.suggestions).toEqual([
      { estimation_date: '2026-03-10T23:00:00.000Z', date: '2026-03-11', time: '06:00' },
      { estimation_date: '2026-03-11T23:00:00.000Z', date: '2026-03-12', time: '06:00' },
      { estimation_date: '2026-03-12T23:00:00.000Z', date: '2026-03-13', time: '06:00' },
    ]);
    const later = await suggest('lsp', kandis.id, '2026-04-01');
    expect(later.json().data.suggestions.map((s: { date: string; time: string }) => `${s.date} ${s.time}`)).toEqual(['2026-04-01 06:00', '2026-04-02 06:00', '2026-04-03 06:00']);
  });

  it('an open location (24 h or overnight) suggests the next full hour first', async () => {
    const dumai = (await byIdentity('shipper', 'REF-DUM'))!; // 00:00-23:59
    expect((await suggest('shipper', dumai.id)).json().data.suggestions.map((s: { time: string }) => s.time)).toEqual(['03:00', '00:00', '00:00']);
    const night = (await byIdentity('shipper', 'PKS-NIGHT'))!; // 22:00-06:00
    const answer = (await suggest('shipper', night.id)).json().data.suggestions.map((s: { date: string; time: string }) => `${s.date} ${s.time}`);
    expect(answer).toEqual(['2026-03-11 03:00', '2026-03-11 22:00', '2026-03-12 22:00']);
  });

  it("another tenant's location is not found; a vendor may not ask; a bad id is a 400", async () => {
    const kandis = (await byIdentity('shipper', 'PKS-KDS'))!;
    expectError(await suggest('shipper2', kandis.id), 404);
    expectError(await suggest('lsp2', kandis.id), 404);
    expectError(await suggest('vendor', kandis.id), 403);
    expectError(await send('shipper', 'GET', '/v1/pickup-dropoff/time-suggestion'), 400);
  });
});
