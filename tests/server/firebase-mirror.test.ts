// The change stream written to a Firebase Realtime Database (server/changes/mirror.ts,
// docs/realtime.md "Firebase"), against a fake database that records each multi-path update:
// writes of every role (an order, a shipment asking two vendors, an accept, another LSP's
// company's order, a product) produce exactly the path writes our own SQL over change_events
// expects, each path scoped to the tenant, user or badge the event names, none to another tenant;
// a failed write is retried with nothing lost; GET /v1/realtime/firebase gives the token's claims
// and paths of the caller, and answers 404 in the caller's language when Firebase is not configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { firebaseLink, type RealtimeDb } from '../../server/adapters/firebase.ts';
import { buildApp } from '../../server/app.ts';
import { BADGES } from '../../server/changes/mirror.ts';
import { freightKit, ok, trucks, type Kit } from './freight-kit.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { dispatchWith } from './shipment-fixtures.ts';

/** A fake Realtime Database: the state after each update, the updates, the tokens it signed. */
class FakeRtdb implements RealtimeDb {
  readonly state = new Map<string, { id: number; operation: string; table?: string }>();
  readonly updates: Record<string, unknown>[] = [];
  readonly tokens: { uid: string; claims: Record<string, string> }[] = [];
  failNext = 0;
  closed = false;
  async update(values: Record<string, unknown>): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('fake: unavailable');
    }
    this.updates.push(values);
    for (const [path, value] of Object.entries(values)) this.state.set(path, value as never);
  }
  async customToken(uid: string, claims: Record<string, string>): Promise<string> {
    this.tokens.push({ uid, claims });
    return `custom-token-${uid}`;
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

let t: TestApp;
let k: Kit;
let fake: FakeRtdb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
  fake = new FakeRtdb();
  // The same database and feed, with Firebase "configured" (the fake behind the link).
  app = await buildApp({ services: { ...t.services, firebase: firebaseLink('https://lsi-test.firebaseio.com', async () => fake) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

interface EventRow {
  id: number;
  table_name: string;
  operation: string;
  lsp_ids: number[];
  company_ids: number[];
  vendor_ids: number[];
  user_ids: number[];
  everyone: boolean;
}
const newestId = async () => Number((await k.rows<{ id: number | null }>(sql`select max(id) as id from change_events`))[0]!.id ?? 0);
const eventsBetween = (after: number, upTo: number) => k.rows<EventRow>(sql`select * from change_events where id > ${after} and id <= ${upTo} order by id`);

/** Waits until the fake holds event `id` in the administrators' feed (every event goes there). */
async function mirrored(id: number): Promise<void> {
  await expect.poll(() => [...fake.state.entries()].some(([path, v]) => path.startsWith('changes/all/') && v.id === id), { timeout: 10_000 }).toBe(true);
}

describe('the change stream written to Firebase', () => {
  it('every event writes the paths of exactly the tenants, users and badges it names, with its id; no other tenant\'s path', async () => {
    await t.db.execute(sql`update vehicle_features set name = name`);
    const start = await newestId();
    await mirrored(start);
    const before = new Map(fake.state);

    const dispatch = await dispatchWith(k);
    await dispatch.running(await trucks(k, k.ids.tanker1!, 1), true);
    ok(await k.as('shipper2', 'POST', '/v1/order', {}));
    await t.db.execute(sql`insert into products (shipment_company_id, identity, name) values (${k.ids.sc1}, 'FB-01', 'Mirror Oil')`);
    const end = await newestId();
    await mirrored(end);

    // What each path must hold, by our own reading of the events (the last event naming its owner).
    const events = await eventsBetween(start, end);
    expect(events.length).toBeGreaterThan(10);
    const expected = new Map<string, { id: number; operation: string; table?: string }>();
    for (const e of events) {
      const mark = { id: Number(e.id), operation: e.operation };
      expected.set(`changes/all/${e.table_name}`, mark);
      if (e.everyone) expected.set(`changes/everyone/${e.table_name}`, mark);
      for (const id of e.lsp_ids) expected.set(`changes/lsp/${id}/${e.table_name}`, mark);
      for (const id of e.company_ids) expected.set(`changes/company/${id}/${e.table_name}`, mark);
      for (const id of e.vendor_ids) expected.set(`changes/vendor/${id}/${e.table_name}`, mark);
      for (const id of e.user_ids) expected.set(`users/${id}/changes/${e.table_name}`, mark);
      const owners = { user: e.user_ids, lsp: e.lsp_ids, company: e.company_ids, vendor: e.vendor_ids };
      for (const [badge, { kind, tables }] of Object.entries(BADGES)) {
        if ((tables as readonly string[]).includes(e.table_name)) for (const id of owners[kind]) expected.set(`${badge}/${id}`, { ...mark, table: e.table_name });
      }
    }
    const written = new Map([...fake.state].filter(([path, v]) => before.get(path)?.id !== v.id));
    expect(Object.fromEntries(written)).toEqual(Object.fromEntries(expected));

    // Not vacuous: the badges of spec 1 §7 that this flow moves, and the tenants of the scenario.
    const lspOfSc3 = Number((await k.rows<{ id: number }>(sql`select logistics_service_provider_id as id from shipment_companies where id = ${k.ids.sc3}`))[0]!.id);
    for (const path of [`badge-lsp-create-shipment/${k.ids.lsp1}`, `badge-vendor-request-shipment/${k.ids.vendor1}`, `badge-vendor-request-shipment/${k.ids.vendor2}`, `changes/company/${k.ids.sc3}/orders`, `changes/lsp/${lspOfSc3}/orders`]) {
      expect(written.has(path), path).toBe(true);
    }
    expect([...written.keys()].some((p) => p.startsWith('badge-notification/'))).toBe(true);
    // Another tenant's order reaches its own company and LSP, never shipper@'s company or lsp@'s LSP.
    const order3 = events.find((e) => e.table_name === 'orders' && e.company_ids.includes(k.ids.sc3!))!;
    const holding = [...fake.state].filter(([, v]) => v.id === Number(order3.id)).map(([path]) => path).sort();
    expect(holding).toEqual([`changes/company/${k.ids.sc3}/orders`, `changes/lsp/${lspOfSc3}/orders`, 'changes/all/orders', `badge-lsp-create-shipment/${lspOfSc3}`].sort());
    // Only ids, tables and operations: no row data.
    for (const v of written.values()) expect(Object.keys(v).every((key) => ['id', 'operation', 'table'].includes(key))).toBe(true);
  });

  it('a write that fails is tried again: nothing is lost', async () => {
    fake.failNext = 2;
    ok(await k.as('shipper', 'POST', '/v1/order', {}));
    const id = await newestId();
    await mirrored(id);
    expect(fake.failNext).toBe(0);
    expect(fake.state.get(`changes/company/${k.ids.sc1}/orders`)?.id).toBe(id);
    expect(fake.state.get(`badge-lsp-create-shipment/${k.ids.lsp1}`)).toEqual({ id, table: 'orders', operation: 'INSERT' });
  });
});

describe('GET /v1/realtime/firebase', () => {
  it('gives a custom token whose claims name the caller\'s own tenant, and the paths it reads', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/realtime/firebase', headers: { authorization: `Bearer ${k.tokens.shipper}` } });
    expect(res.statusCode).toBe(200);
    const userId = Number((await k.rows<{ id: number }>(sql`select id from users where email = 'shipper@lsi.test'`))[0]!.id);
    expect(res.json().data).toEqual({
      token: `custom-token-${userId}`,
      database_url: 'https://lsi-test.firebaseio.com',
      paths: [`users/${userId}/changes`, 'changes/everyone', `changes/company/${k.ids.sc1}`, `badge-notification/${userId}`, `badge-sc-invoice-order/${k.ids.sc1}`],
    });
    expect(fake.tokens.at(-1)).toEqual({ uid: String(userId), claims: { role: 'SHIPMENT_COMPANY', company: String(k.ids.sc1) } });

    const admin = await app.inject({ method: 'GET', url: '/v1/realtime/firebase', headers: { authorization: `Bearer ${k.tokens.admin}` } });
    expect(admin.json().data.paths).toEqual(['changes/all']);
    expect(fake.tokens.at(-1)!.claims).toEqual({ role: 'ADMIN' });
    expect((await app.inject({ method: 'GET', url: '/v1/realtime/firebase' })).statusCode).toBe(401);
  });

  it('answers 404 in the caller\'s language when Firebase is not configured', async () => {
    const en = await t.call({ method: 'GET', url: '/v1/realtime/firebase', token: k.tokens.vendor });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Live updates through Firebase are not configured on this server.' });
    const id = await t.call({ method: 'GET', url: '/v1/realtime/firebase', token: k.tokens.vendor, headers: { 'accept-language': 'id' } });
    expect(id.json()).toEqual({ message: 'Pembaruan langsung melalui Firebase tidak dikonfigurasi di server ini.' });
  });
});
