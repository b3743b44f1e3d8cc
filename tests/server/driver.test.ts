// /v1/drivers, /v2/drivers, PUT /v1/users/:userId (driver user) and block/unblock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

interface Driver {
  id: number;
  user_id: number;
  user_name: string;
  email: string | null;
  national_identity: string;
  is_blocked: boolean;
  avatar_url: string | null;
  licenses?: { license_category_name: string; license_number: string }[];
  vehicle_details?: { plate_number: string }[];
}

let t: TestApp;
const tokens: Record<string, string> = {};
const category: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['vendor', 'newvendor', 'lsp', 'lsp2', 'admin', 'shipper']) tokens[who] = await t.loginReady(`${who}@lsi.test`);
  for (const c of (await get('vendor', '/v1/license-category')).json().data) category[c.name] = c.id;
});
afterAll(() => t?.close());

const get = (who: string, url: string, query: Record<string, string> = {}) => t.call({ method: 'GET', url, query, token: tokens[who] });
const drivers = async (who: string, query: Record<string, string> = {}, version = 'v1') => {
  const res = await get(who, `/${version}/drivers`, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Driver[];
};
const byName = async (name: string) => (await drivers('admin', { search_key: name, entries: '-1' }, 'v2')).find((d) => d.user_name === name)!;
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, fields?: Parameters<typeof multipart>[0], lang = 'en') => {
  const form = fields ? multipart(fields) : undefined;
  return t.call({ method, url, token: tokens[who], payload: form?.payload, headers: { ...(form?.headers ?? {}), 'accept-language': lang } });
};
const json = (who: string, method: 'PUT' | 'POST', url: string, payload?: object) => t.call({ method, url, token: tokens[who], payload });
const driverForm = (extra: Parameters<typeof multipart>[0] = {}): Parameters<typeof multipart>[0] => ({
  name: 'Slamet Riyadi',
  phone_country_code: '62',
  phone_number: '81277001122',
  national_identity: '1471010101900009',
  'licenses[0][license_category_id]': String(category['B2 Umum']),
  'licenses[0][license_number]': '900101140009',
  ...extra,
});

describe('reading', () => {
  it('a vendor lists its drivers by name; v2 embeds licences and plates', async () => {
    const v1 = await drivers('vendor');
    expect(v1.map((d) => d.user_name)).toEqual(['Agus Salim', 'Budi Santoso', 'Eko Prasetyo', 'Hasan Basri', 'Yusuf Maulana']);
    expect(v1[0]).not.toHaveProperty('licenses');
    const v2 = await drivers('vendor', {}, 'v2');
    expect(v2.map((d) => d.id)).toEqual(v1.map((d) => d.id));
    expect(v2[1]).toMatchObject({ licenses: [{ license_category_name: 'B2 Umum', license_number: '850312140004' }], vehicle_details: [{ plate_number: 'BM 8123 TU' }] });
  });

  it('an LSP reads its collaborating vendors\' drivers; others see nothing of them', async () => {
    // Vendors A (vendor@), B (vendor2@) and C (vendor3@) collaborate with lsp@.
    expect((await drivers('lsp')).map((d) => d.user_name)).toEqual(['Agus Salim', 'Budi Santoso', 'Dedi Kurniawan', 'Eko Prasetyo', 'Fikri Ananda', 'Hasan Basri', 'Irwan Saputra', 'Rahmat Hidayat', 'Yusuf Maulana']);
    expect((await drivers('lsp2')).map((d) => d.user_name)).toEqual(['Rudi Hartono']);
    expect(await drivers('newvendor')).toEqual([]);
    const budi = await byName('Budi Santoso');
    expectError(await get('lsp2', `/v1/drivers/${budi.id}`), 404);
    expectError(await get('shipper', '/v1/drivers'), 403);
    expectError(await get('shipper', '/v2/drivers'), 403);
  });

  it('mode=available leaves out drivers on an active track; a bad mode is a 400', async () => {
    const available = await drivers('vendor', { mode: 'available' });
    const all = await drivers('vendor', { mode: 'all' });
    expect(available.length).toBeLessThanOrEqual(all.length);
    expectError(await get('vendor', '/v1/drivers', { mode: 'sleeping' }), 400);
  });
});

describe('writing', () => {
  let created: Driver;

  it('explains bad fields in the user language and writes nothing', async () => {
    const before = (await drivers('vendor')).length;
    const res = await send('vendor', 'POST', '/v1/drivers', driverForm({ national_identity: '12345', phone_number: '0812', email: 'nope', 'licenses[0][license_number]': '' }), 'id');
    expect(expectError(res, 422).errors).toEqual({
      national_identity: ['Harus 16 digit.'],
      phone_number: ['Digit pertama tidak boleh 0.'],
      email: ['E-mail tidak valid.'],
      'licenses.0.license_number': ['Wajib diisi.'],
    });
    const dupNik = await send('vendor', 'POST', '/v1/drivers', driverForm({ national_identity: '1472031109900001' }));
    expect(expectError(dupNik, 422).errors).toEqual({ national_identity: ['Already used.'] });
    const badCategory = await send('vendor', 'POST', '/v1/drivers', driverForm({ 'licenses[0][license_category_id]': '9999' }));
    expect(expectError(badCategory, 422).errors).toEqual({ 'licenses.0.license_category_id': ['Invalid value.'] });
    expectError(await send('vendor', 'POST', '/v1/drivers', driverForm({ vendor_id: '999' })), 403);
    expectError(await send('lsp', 'POST', '/v1/drivers', driverForm()), 403);
    expect(await drivers('vendor')).toHaveLength(before);
  });

  it('creates the DRIVER user, driver and licences together (multipart with avatar)', async () => {
    const res = await send('vendor', 'POST', '/v1/drivers', driverForm({ avatar: { filename: 'me.png', type: 'image/png', bytes: PNG } }));
    expect(res.statusCode, res.body).toBe(200);
    created = res.json().data;
    expect(created).toMatchObject({ user_name: 'Slamet Riyadi', email: null, national_identity: '1471010101900009', is_blocked: false, licenses: [{ license_category_name: 'B2 Umum' }] });
    expect(created.avatar_url).toMatch(/^\/v1\/files\/avatars\//);
    const [user] = await t.db.select().from(users).where(eq(users.id, created.user_id));
    expect(user).toMatchObject({ role: 'DRIVER', driverId: created.id, nationalIdentity: '1471010101900009' });
  });

  it('updates with _method=PUT: licences replaced; another vendor gets 404', async () => {
    const fields = driverForm({
      _method: 'PUT',
      name: 'Slamet R.',
      email: 'Slamet@Trans.test',
      'licenses[0][license_category_id]': String(category['B1 Umum']),
      'licenses[1][license_category_id]': String(category['C']),
      'licenses[1][license_number]': 'C-1',
    });
    expectError(await send('newvendor', 'POST', `/v1/drivers/${created.id}`, fields), 404);
    const res = await send('vendor', 'POST', `/v1/drivers/${created.id}`, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ user_name: 'Slamet R.', email: 'slamet@trans.test', avatar_url: created.avatar_url });
    expect(res.json().data.licenses.map((l: { license_category_name: string }) => l.license_category_name)).toEqual(['B1 Umum', 'C']);
    const taken = await send('vendor', 'POST', `/v1/drivers/${created.id}`, { ...fields, email: 'vendor@lsi.test' });
    expect(expectError(taken, 422).errors).toEqual({ email: ['Already used.'] });
  });

  it('licences: absent on update keeps them, the bare key (licenses=) removes them all', async () => {
    const { 'licenses[0][license_category_id]': _c, 'licenses[0][license_number]': _n, ...withoutLicences } = driverForm({ _method: 'PUT', name: 'Slamet R.', email: 'slamet@trans.test' });
    const kept = await send('vendor', 'POST', `/v1/drivers/${created.id}`, withoutLicences);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.licenses).toHaveLength(2);
    const cleared = await send('vendor', 'POST', `/v1/drivers/${created.id}`, { ...withoutLicences, licenses: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.licenses).toEqual([]);
  });

  it("DELETE /v1/drivers/:id/avatar removes the driver's photo; another vendor gets 404", async () => {
    expectError(await send('newvendor', 'DELETE', `/v1/drivers/${created.id}/avatar`), 404);
    const res = await send('vendor', 'DELETE', `/v1/drivers/${created.id}/avatar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, avatar_url: null });
    expect((await t.call({ method: 'GET', url: created.avatar_url!, token: tokens.vendor })).statusCode).toBe(404);
  });

  it('PUT /v1/users/:userId updates the driver user of the vendor only', async () => {
    const body = { name: 'Slamet Riyadi', phone_country_code: '62', phone_number: '81277001199', password: 'new-secret-1', driver_id: created.id, role: 'DRIVER' };
    const res = await json('vendor', 'PUT', `/v1/users/${created.user_id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ user_name: 'Slamet Riyadi', phone_number: '81277001199' });
    // The new password is right, yet a driver never signs in to the web product.
    expectError(await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'slamet@trans.test', password: 'new-secret-1' } }), 403, "You're not able to login with this role.");
    expectError(await json('newvendor', 'PUT', `/v1/users/${created.user_id}`, body), 404);
    const rudi = await byName('Rudi Hartono');
    expectError(await json('vendor', 'PUT', `/v1/users/${rudi.user_id}`, { ...body, driver_id: rudi.id }), 404);
    expect(expectError(await json('vendor', 'PUT', `/v1/users/${created.user_id}`, { ...body, driver_id: rudi.id }), 422).errors).toEqual({ driver_id: ['Invalid value.'] });
    expect(expectError(await json('vendor', 'PUT', `/v1/users/${created.user_id}`, { ...body, role: 'ADMIN' }), 422).errors).toEqual({ role: ['Invalid value.'] });
    expect((await byName('Rudi Hartono')).user_name).toBe('Rudi Hartono');
  });

  it('blocks a driver: disabled user, no plate assignment, listed as blocked; then unblocks', async () => {
    expectError(await json('newvendor', 'PUT', `/v1/drivers/${created.id}/block`), 404);
    expectError(await json('vendor', 'PUT', `/v1/drivers/${created.id}/freeze`), 400);
    const res = await json('vendor', 'PUT', `/v1/drivers/${created.id}/block`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Driver blocked.', data: { is_blocked: true } });
    const [user] = await t.db.select().from(users).where(eq(users.id, created.user_id));
    expect(user!.isDisabled).toBe(true);
    expectError(await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'slamet@trans.test', password: 'new-secret-1' } }), 403);
    expect((await drivers('vendor', { mode: 'blocked' })).map((d) => d.id)).toEqual([created.id]);
    expect((await drivers('vendor', { mode: 'available' })).map((d) => d.id)).not.toContain(created.id);
    const dump = (await get('vendor', '/v1/vehicle')).json().data[0].id;
    const plate = await t.call({ method: 'POST', url: '/v1/vehicle-detail', token: tokens.vendor, payload: { vehicle_id: dump, plate_number: 'BM 4040 BL', driver_id: created.id } });
    expect(expectError(plate, 422).errors).toEqual({ driver_id: ['This driver is blocked.'] });
    const un = await json('vendor', 'PUT', `/v1/drivers/${created.id}/unblock`);
    expect(un.json()).toMatchObject({ message: 'Driver unblocked.', data: { is_blocked: false } });
    const [after] = await t.db.select().from(users).where(eq(users.id, created.user_id));
    expect(after!.isDisabled).toBe(false);
  });

  it('a driver with trips cannot be deleted (409); a new one is deleted with its user', async () => {
    const budi = await byName('Budi Santoso');
    expectError(await send('vendor', 'DELETE', `/v1/drivers/${budi.id}`), 409, 'This driver has shipment trips and cannot be deleted.');
    expectError(await send('newvendor', 'DELETE', `/v1/drivers/${created.id}`), 404);
    const res = await send('vendor', 'DELETE', `/v1/drivers/${created.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, created.user_id))).toEqual([]);
    expectError(await get('vendor', `/v1/drivers/${created.id}`), 404);
  });
});
