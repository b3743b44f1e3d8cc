// Unique values under concurrency: many requests at once for one e-mail, NIK, plate, identity or
// name end with exactly one winner and 422 "Already used." on the field for the rest (or, where the
// call is idempotent, one row). The database's unique indexes hold it, on PGlite and PostgreSQL.
// Every unique index of the schema is covered here or named as one no request can race for.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema/index.ts';
import { expectError, multipart, startTestApp, type TestApp } from './harness.ts';

const RACERS = 20;

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'lsp', 'shipper', 'vendor']) tokens[who] = await t.login(`${who}@lsi.test`);
});
afterAll(() => t?.close());

type Send = () => ReturnType<TestApp['call']>;
const json = (who: string, method: 'POST' | 'PUT', url: string, payload: object): Send => () => t.call({ method, url, token: tokens[who], payload });
const form = (who: string, url: string, fields: Record<string, string>): Send => () => {
  const body = multipart(fields);
  return t.call({ method: 'POST', url, token: tokens[who], payload: body.payload, headers: body.headers });
};

/** Sends the same request RACERS times at once: one 200, the rest 422 on `field`. */
async function oneWinner(send: Send, field: string) {
  const answers = await Promise.all(Array.from({ length: RACERS }, send));
  const won = answers.filter((r) => r.statusCode === 200);
  expect(won, answers.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toHaveLength(1);
  for (const r of answers.filter((a) => a.statusCode !== 200)) {
    const body = expectError(r, 422, 'The data sent is not valid.');
    expect(body.errors?.[field], r.body).toEqual(['Already used.']);
  }
}

const user = (email: string) => ({ name: 'Racer', email, phone_number: '81234567890', password: 'racing-2026', password_confirmation: 'racing-2026' });
const firstUser = (email: string) => ({ user_name: 'Racer', user_email: email, user_phone_number: '81234567890', user_password: 'racing-2026', user_password_confirmed: 'racing-2026' });

/** Unique index -> a race for it. */
const races: Record<string, () => Promise<void>> = {
  users_email_uq: async () => {
    await oneWinner(form('lsp', '/v1/users', user('race@lsi.test')), 'email');
    // The first user of a new organisation names the field as the form does.
    await oneWinner(form('admin', '/v1/vendors', { name: 'Race Vendor', ...firstUser('race-vendor@lsi.test') }), 'user_email');
  },
  lsp_domain_uq: () => {
    // Each racer has its own first-user e-mail, so that only the domain collides.
    let n = 0;
    return oneWinner(() => form('admin', '/v1/logistics-service-providers', { name: 'Race LSP', domain: 'race.lsi.test', ...firstUser(`lsp-racer-${n++}@lsi.test`) })(), 'domain');
  },
  orders_lsp_identity_uq: () => oneWinner(json('shipper', 'POST', '/v1/order', { identity: 'RACE-ORD-1' }), 'identity'),
  products_sc_identity_uq: () => oneWinner(form('shipper', '/v1/product', { identity: 'RACE-1', name: 'Race' }), 'identity'),
  locations_sc_identity_uq: () =>
    oneWinner(json('shipper', 'POST', '/v1/pickup-dropoff', { identity: 'RACE-LOC', name: 'Race mill', type: 'PICKUP', latitude: 0.5, longitude: 101.4 }), 'identity'),
  vehicle_details_plate_uq: async () => {
    const vehicles = await t.call({ method: 'GET', url: '/v1/vehicle', token: tokens.vendor });
    const vehicleId = vehicles.json().data[0].id as number;
    await oneWinner(json('vendor', 'POST', '/v1/vehicle-detail', { vehicle_id: vehicleId, plate_number: 'BM 9999 RC' }), 'plate_number');
  },
  vehicle_details_gps_device_uq: async () => {
    // One device id set on several plates at once (docs/tracking.md): one plate gets it.
    const vehicles = await t.call({ method: 'GET', url: '/v1/vehicle', token: tokens.vendor });
    const vehicleId = vehicles.json().data[0].id as number;
    const plates: number[] = [];
    for (let i = 0; i < RACERS; i++) plates.push((await json('vendor', 'POST', '/v1/vehicle-detail', { vehicle_id: vehicleId, plate_number: `BM 98${String(i).padStart(2, '0')} GP` })()).json().data.id);
    let n = 0;
    await oneWinner(() => json('vendor', 'PUT', `/v1/vehicle-detail/${plates[n++]}/gps-device`, { device_id: 'race-device-7Hq2xVp9Lm4Tz8Kc' })(), 'device_id');
  },
  drivers_national_identity_uq: () => oneWinner(form('vendor', '/v1/drivers', { name: 'Race Driver', phone_number: '81234567890', national_identity: '1471010101010099' }), 'national_identity'),
  vehicle_types_vendor_name_uq: () => oneWinner(json('vendor', 'POST', '/v1/vehicle-types', { name: 'Race Tanker' }), 'name'),
  vehicle_features_name_uq: () => oneWinner(json('vendor', 'POST', '/v1/vehicle-features', { name: 'Race Feature' }), 'name'),
  location_groups_sc_name_uq: async () => {
    // Idempotent by design: every request succeeds, one of them makes the group.
    const answers = await Promise.all(Array.from({ length: RACERS }, json('shipper', 'POST', '/v1/groups/bulk-create', { name: ['Race Region'] })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(RACERS).fill(200));
    expect(answers.reduce((n, r) => n + r.json().data.created.length, 0)).toBe(1);
  },
  collab_vendor_lsp_uq: async () => {
    const lsps = await t.call({ method: 'GET', url: '/v1/logistics-service-providers', token: tokens.vendor, query: { entries: '1000' } });
    const other = (lsps.json().data as { id: number; status: string | null }[]).find((l) => l.status === null)!;
    const answers = await Promise.all(Array.from({ length: RACERS }, json('vendor', 'POST', `/v1/logistics-service-providers/${other.id}/proposed`, {})));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(RACERS).fill(200));
    const after = await t.call({ method: 'GET', url: `/v1/logistics-service-providers/${other.id}`, token: tokens.vendor });
    expect(after.json().data.status).toBe('PROPOSED');
  },
};

/** Unique indexes no request can race for (random tokens, 1:1 links) or not yet written by any call. */
const NOT_RACEABLE: Record<string, string> = {
  sessions_token_uq: '256-bit random token',
  password_resets_token_uq: '256-bit random token',
  register_links_token_uq: 'random token',
  drivers_user_uq: 'each driver gets its own new user in the same transaction',
  shipments_lsp_identity_uq: 'no call names a shipment identity: it is made of the day and 6 random characters',
  svv_sv_vehicle_uq: "a part's vehicle lines are written by one request holding the shipment's lock, from a body whose vehicles are checked to be distinct",
  tracks_active_plate_uq: 'raced in shipment-dispatch.test.ts (one plate accepted on two requests at once): 422 on the trucks, "already on another active trip"',
  tracks_active_driver_uq: 'raced on its own in shipment-dispatch.test.ts (one driver on two plates accepted at once): one 200, the other 422 "already on another active trip"',
  invoices_lsp_number_uq: 'raced in invoices.test.ts (20 invoices published at once: 20 distinct consecutive numbers, from a counter row)',
  invoices_shipment_company_uq: 'raced in invoices.test.ts (20 drafts of one delivered shipment at once: one invoice, the rest 409)',
  wb_api_keys_hash_uq: 'the sha256 of a 256-bit random key',
  wb_machine_ticket_uq: 'raced in weighbridge-machine.test.ts (6 posts of one ticket at once: one record, the others answered as duplicates)',
  geofence_alerts_stay_unique: 'raced in geofences.test.ts (two API processes raising one stay at once: one alert, each LSP user told once)',
  wb_track_kind_active_uq: 'raced in weighbridge.test.ts (20 load tickets for one truck at once: one recorded, the rest 409)',
};

describe('unique values under concurrency', () => {
  it('every unique index of the schema is raced here or named as not raceable', () => {
    const indexes = (Object.values(schema) as unknown[])
      .filter((x): x is PgTable => x instanceof PgTable)
      .flatMap((table) => getTableConfig(table).indexes)
      .filter((i) => i.config.unique)
      .map((i) => i.config.name!);
    expect(indexes.filter((name) => !(name in races) && !(name in NOT_RACEABLE))).toEqual([]);
  });

  it.each(Object.keys(races))('%s: one winner, the others 422 on the field', async (index) => {
    await races[index]!();
  });
});
