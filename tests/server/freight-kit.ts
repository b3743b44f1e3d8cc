// What the freight-flow test files share: the demo accounts by role, the demo records they use,
// a way to make a published order, and snapshots that prove a refused call changed nothing.
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../server/lib/passwords.ts';
import { DEMO_PASSWORD, type TestApp } from './harness.ts';

export const ACCOUNTS = {
  admin: 'admin@lsi.test',
  lsp: 'lsp@lsi.test',
  lsp2: 'lsp2@lsi.test',
  shipper: 'shipper@lsi.test',
  shipper2: 'shipper2@lsi.test',
  vendor: 'vendor@lsi.test',
  viewer: 'viewer@lsi.test',
} as const;
export type Who = keyof typeof ACCOUNTS;

export interface Kit {
  t: TestApp;
  tokens: Record<Who, string>;
  ids: Record<string, number>;
  rows<T>(query: SQL): Promise<T[]>;
  /** A JSON call as `who`; `lang` sets Accept-Language. */
  as(who: Who | string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang?: 'en' | 'id'): Promise<LightMyRequestResponse>;
  /** Signs in another account under a name for as(). */
  signIn(who: string, token: string): void;
  /** Every row of the freight tables, to compare before and after a refused call. */
  snapshot(): Promise<string>;
}

const FREIGHT_TABLES = ['orders', 'suborders', 'suborder_products', 'shipments', 'shipment_orders', 'shipment_vendors', 'shipment_vendor_vehicles', 'tracks', 'shipment_histories', 'notifications', 'weighbridge_tickets', 'weighbridge_machine_tickets'];

export async function freightKit(t: TestApp, extra: Record<string, string> = {}): Promise<Kit> {
  const tokens = {} as Record<Who, string>;
  for (const [who, email] of Object.entries(ACCOUNTS)) tokens[who as Who] = await t.login(email);
  const all: Record<string, string> = { ...tokens };
  for (const [who, email] of Object.entries(extra)) all[who] = await t.loginReady(email);
  const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async (query: SQL) => Number((await rows<{ id: number }>(query))[0]!.id);
  const sc = (email: string) => sql`(select shipment_company_id from users where email = ${email})`;
  const ids: Record<string, number> = {
    sc1: await one(sql`select ${sc(ACCOUNTS.shipper)} as id`),
    sc3: await one(sql`select ${sc(ACCOUNTS.shipper2)} as id`),
    lsp1: await one(sql`select logistics_service_provider_id as id from users where email = ${ACCOUNTS.lsp}`),
    vendor1: await one(sql`select vendor_id as id from users where email = ${ACCOUNTS.vendor}`),
    vendor2: await one(sql`select vendor_id as id from users where email = 'newvendor@lsi.test'`),
    vendor3: await one(sql`select vendor_id as id from users where email = 'rudi.driver@lsi.test'`),
    kandis: await one(sql`select id from pickup_dropoff_locations where identity = 'PKS-KDS'`),
    pelalawan: await one(sql`select id from pickup_dropoff_locations where identity = 'PKS-PLW'`),
    dumai: await one(sql`select id from pickup_dropoff_locations where identity = 'REF-DUM' and shipment_company_id = ${sc(ACCOUNTS.shipper)}`),
    belawan: await one(sql`select id from pickup_dropoff_locations where identity = 'REF-BLW'`),
    dumai3: await one(sql`select id from pickup_dropoff_locations where identity = 'REF-DUM' and shipment_company_id = ${sc(ACCOUNTS.shipper2)}`),
    ujungBatu3: await one(sql`select id from pickup_dropoff_locations where identity = 'PKS-UJB'`),
    cpo: await one(sql`select id from products where identity = 'CPO-01' and shipment_company_id = ${sc(ACCOUNTS.shipper)}`),
    pk: await one(sql`select id from products where identity = 'PK-01'`),
    cpo3: await one(sql`select id from products where identity = 'CPO-01' and shipment_company_id = ${sc(ACCOUNTS.shipper2)}`),
    tanker1: await one(sql`select id from vehicles where name = 'Tangki CPO 30 KL'`),
    dump1: await one(sql`select id from vehicles where name = 'Dump Truck PK 20 T'`),
    tanker3: await one(sql`select id from vehicles where name = 'Tangki CPO 25 KL'`),
  };
  const as: Kit['as'] = (who, method, url, payload, lang = 'en') =>
    t.call({ method, url, token: all[who], payload, headers: { 'accept-language': lang } });
  const snapshot = async () => {
    const parts: string[] = [];
    for (const table of FREIGHT_TABLES) parts.push(JSON.stringify(await rows(sql`select * from ${sql.identifier(table)} order by 1`)));
    return parts.join('\n');
  };
  return { t, tokens, ids, rows, as, snapshot, signIn: (who, token) => void (all[who] = token) };
}

/** The call answers 200; its JSON. */
export function ok(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A stop of sc1 with CPO. */
export const stop = (k: Kit, type: 'PICKUP' | 'DROPOFF', quantity = 30000, location?: number) => ({
  type,
  pickup_dropoff_location_point_id: location ?? (type === 'PICKUP' ? k.ids.kandis : k.ids.dumai),
  estimation_date: '2026-03-12',
  products: [{ product_id: k.ids.cpo!, quantity }],
});

/** A published order of sc1 made by `who` (shipper, or lsp for its customer), with a pickup and a drop-off. */
export async function publishedOrder(k: Kit, who: Who = 'shipper', quantity = 30000): Promise<{ id: number; identity: string }> {
  const made = ok(await k.as(who, 'POST', '/v1/order', who === 'shipper' ? {} : { shipment_company_id: k.ids.sc1 })).data;
  for (const type of ['PICKUP', 'DROPOFF'] as const) ok(await k.as(who, 'POST', '/v1/suborder', { ...stop(k, type, quantity), order_id: made.id }));
  ok(await k.as(who, 'PUT', `/v1/order/${made.id}/publish`, { note: 'Test load' }));
  return { id: made.id, identity: made.identity };
}

/** A refused call changed nothing in the freight tables. */
export async function expectUnchanged(k: Kit, call: () => Promise<LightMyRequestResponse>, status: number, message?: string | RegExp) {
  const before = await k.snapshot();
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  if (message) expect(res.json().message).toMatch(message);
  expect(await k.snapshot(), 'nothing changed').toBe(before);
  return res;
}

/** Makes `vendorId` a partner of lsp@ (COLLABORATE) and answers it. */
export async function partner(k: Kit, vendorId: number): Promise<number> {
  await k.t.db.execute(sql`update vendor_collaborations set status = 'COLLABORATE' where vendor_id = ${vendorId} and logistics_service_provider_id = ${k.ids.lsp1}`);
  return vendorId;
}

export interface Truck {
  plate: number;
  driver: number;
  plateNumber: string;
  driverName: string;
}

/** The truck as a history entry names it: its plate and its driver's name. */
export const named = (tr: Truck) => ({ plate: tr.plateNumber, driver: tr.driverName });

let made = 0;
/** `n` new plates of a vehicle model and `n` new drivers of its vendor (the demo's are on trips). */
export async function trucks(k: Kit, vehicleId: number, n: number): Promise<Truck[]> {
  const [{ vendor }] = await k.rows<{ vendor: number }>(sql`select vendor_id as vendor from vehicles where id = ${vehicleId}`) as [{ vendor: number }];
  const out: Truck[] = [];
  for (let i = 0; i < n; i++) {
    made++;
    const plateNumber = `KT ${1000 + made} ZZ`;
    const [user] = await k.rows<{ id: number }>(
      sql`insert into users (name, email, password_hash, role, vendor_id) values (${`Driver ${made}`}, ${`kit.driver.${made}@lsi.test`}, 'x', 'DRIVER', ${vendor}) returning id`,
    );
    const [driver] = await k.rows<{ id: number }>(sql`insert into drivers (vendor_id, user_id, national_identity) values (${vendor}, ${user!.id}, ${String(9_000_000_000_000_000 + made)}) returning id`);
    const [plate] = await k.rows<{ id: number }>(sql`insert into vehicle_details (vehicle_id, plate_number, driver_id) values (${vehicleId}, ${plateNumber}, ${driver!.id}) returning id`);
    out.push({ plate: plate!.id, driver: driver!.id, plateNumber, driverName: `Driver ${made}` });
  }
  return out;
}

/** A vehicle model of a vendor (for vendors the demo gives no fleet). */
export async function vehicleOf(k: Kit, vendorId: number, name: string): Promise<number> {
  const [row] = await k.rows<{ id: number }>(sql`insert into vehicles (vendor_id, name, max_weight) values (${vendorId}, ${name}, 25000) returning id`);
  return row!.id;
}

export const assignment = (tr: Truck, orderId?: number) => ({ vehicle_detail_id: tr.plate, driver_id: tr.driver, ...(orderId ? { order_id: orderId } : {}) });

/** A web user of a vendor that has none in the demo, signed in. */
export async function vendorUser(k: Kit, vendorId: number, email: string): Promise<string> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await k.t.db.execute(
    sql`insert into users (name, email, password_hash, role, vendor_id, password_updated_at, last_login_at) values (${`User of ${vendorId}`}, ${email}, ${hash}, 'VENDOR', ${vendorId}, ${k.t.clock.now().toISOString()}::timestamptz, ${k.t.clock.now().toISOString()}::timestamptz)`,
  );
  return k.t.loginReady(email);
}
