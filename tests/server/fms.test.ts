// /v1/fms: the built-in demo fleet service syncs vehicles and plates (source FMS); unsync keeps them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FMS_ACCOUNT, FmsUnavailable } from '../../server/adapters/fms.ts';
import { vendors } from '../../server/db/schema/index.ts';
import { expectError, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['vendor', 'newvendor', 'lsp', 'admin']) tokens[who] = await t.loginReady(`${who}@lsi.test`);
});
afterAll(() => t?.close());

const sync = (who: string, body: object, lang = 'en') => t.call({ method: 'POST', url: '/v1/fms/sync', token: tokens[who], payload: body, headers: { 'accept-language': lang } });
const vehicles = async (who: string) => (await t.call({ method: 'GET', url: '/v1/vehicle', token: tokens[who] })).json().data as { id: number; name: string; source: string; vehicle_details_count: number; vehicle_type: { name: string } }[];
const vendorRow = async (name: string) => (await t.db.select().from(vendors).where(eq(vendors.name, name)))[0]!;

describe('sync', () => {
  it('refuses wrong credentials in the user language and changes nothing', async () => {
    const before = await vehicles('vendor');
    const res = await sync('vendor', { email: 'demo@fms.test', password: 'wrong-password' }, 'id');
    expect(expectError(res, 422, 'Akun manajemen armada tidak dikenali.').errors).toEqual({ email: ['Akun manajemen armada tidak dikenali.'] });
    expect(expectError(await sync('vendor', { email: '', password: '' }), 422).errors).toMatchObject({ email: ['Required.'], password: ['Required.'] });
    expect(await vehicles('vendor')).toEqual(before);
  });

  it('only a vendor may sync', async () => {
    expectError(await sync('lsp', DEMO_FMS_ACCOUNT), 403);
    expectError(await sync('admin', DEMO_FMS_ACCOUNT), 403);
  });

  it('the demo account creates the vendor\'s vehicles and plates with source FMS', async () => {
    const res = await sync('vendor', DEMO_FMS_ACCOUNT);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 vehicles synced from the fleet-management service.');
    expect(body.data.map((v: { name: string; source: string; vehicle_details_count: number }) => [v.name, v.source, v.vehicle_details_count])).toEqual([
      ['FMS Tangki 24 KL', 'FMS', 2],
      ['FMS Wing Box 15 T', 'FMS', 1],
    ]);
    const wingBox = body.data[1];
    expect(wingBox).toMatchObject({ vehicle_type: { name: 'Wing Box' }, max_weight: 15000, features: [{ name: 'GPS Tracker' }] });
    expect((await vehicles('vendor')).map((v) => v.name)).toEqual(['Dump Truck PK 20 T', 'FMS Tangki 24 KL', 'FMS Wing Box 15 T', 'Tangki CPO 30 KL']);
    const plates = (await t.call({ method: 'GET', url: '/v1/vehicle-detail', query: { search_key: 'FM' }, token: tokens.vendor })).json().data;
    expect(plates.map((p: { plate_number: string }) => p.plate_number)).toEqual(['BM 7001 FM', 'BM 7002 FM', 'BM 7003 FM']);
    expect(await vendorRow('CV Trans Andalas')).toMatchObject({ fmsEmail: 'demo@fms.test' });
  });

  it('syncing again updates in place (no duplicates)', async () => {
    const res = await sync('vendor', DEMO_FMS_ACCOUNT);
    expect(res.statusCode, res.body).toBe(200);
    expect((await vehicles('vendor')).filter((v) => v.source === 'FMS')).toHaveLength(2);
  });

  it('another vendor syncing the same fleet does not take the first vendor\'s plates', async () => {
    const res = await sync('newvendor', DEMO_FMS_ACCOUNT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.every((v: { vehicle_details_count: number }) => v.vehicle_details_count === 0)).toBe(true);
    const mine = (await t.call({ method: 'GET', url: '/v1/vehicle-detail', query: { search_key: 'FM' }, token: tokens.vendor })).json().data;
    expect(mine).toHaveLength(3);
  });

  it('an unreachable service is a 502 and nothing changes', async () => {
    const real = t.services.fms;
    t.services.fms = { ...real, signIn: async () => { throw new FmsUnavailable('down'); } };
    try {
      const before = await vehicles('vendor');
      expectError(await sync('vendor', DEMO_FMS_ACCOUNT), 502, 'The fleet-management service cannot be reached. Please try again later.');
      expect(await vehicles('vendor')).toEqual(before);
    } finally {
      t.services.fms = real;
    }
  });
});

describe('unsync', () => {
  it('removes the link and keeps the vehicles as manual ones', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/fms/unsync', token: tokens.vendor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The fleet-management link was removed.');
    const after = await vehicles('vendor');
    expect(after.map((v) => v.name)).toContain('FMS Tangki 24 KL');
    expect(after.every((v) => v.source === 'MANUAL')).toBe(true);
    expect(await vendorRow('CV Trans Andalas')).toMatchObject({ fmsEmail: null, fmsSyncedAt: null });
    expectError(await t.call({ method: 'PUT', url: '/v1/fms/unsync', token: tokens.lsp }), 403);
  });
});
