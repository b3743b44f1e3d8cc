// The change stream (server/changes/, docs/realtime.md), on both engines:
// 1. every table of the schema is tracked (with its audience) or excluded with a reason, and the
//    database runs exactly the triggers the declaration makes;
// 2. events: one per writing statement and table, naming the tenants of its rows; ids committed in order;
// 3. the realtime stream: 401 without a session; each user gets exactly the events that concern
//    them (every event written by each role, against every other tenant's stream); replay from
//    Last-Event-ID after a gap; reset when the gap was pruned; heartbeat; a stream whose session
//    ends is closed and answered 401 when it comes back;
// 4. the prune by age;
// 5. two API nodes on one PostgreSQL: a stream on node B sees a write made through node A in under 1 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { pruneChangeEvents, prunedThrough } from '../../server/changes/events.ts';
import { trackedTables } from '../../server/changes/tracked.ts';
import { functionBody, functionOf, ROW_TRIGGERS, triggerOf } from '../../server/changes/triggers.ts';
import { openDb, type OpenedDb } from '../../server/db/open.ts';
import { createServices } from '../../server/services.ts';
import { freightKit, ok, trucks, type Kit } from './freight-kit.ts';
import { APP_URL, engineUnderTest, startTestApp, testDatabaseUrl, withPgClients, type TestApp } from './harness.ts';
import { dispatchWith } from './shipment-fixtures.ts';
import { changeIds, expectOpen, openStream, type SseClient } from './sse-client.ts';

let t: TestApp;
let k: Kit;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  k = await freightKit(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const rows = <T>(query: SQL) => k.rows<T>(query);
const newestId = async () => Number((await rows<{ id: number | null }>(sql`select max(id) as id from change_events`))[0]!.id ?? 0);
const eventsSince = (after: number) =>
  rows<{ id: number; table_name: string; operation: string; lsp_ids: number[]; company_ids: number[]; vendor_ids: number[]; user_ids: number[]; everyone: boolean }>(
    sql`select * from change_events where id > ${after} order by id`,
  );

// ---- 1. the declaration -------------------------------------------------------------------------

describe('the declaration (server/changes/tracked.ts)', () => {
  it('names every table of the schema: tracked with an audience, or excluded with a reason', async () => {
    const tables = trackedTables();
    expect(tables.length).toBeGreaterThan(40);
    for (const { name, tracking } of tables) {
      expect(tracking, `${name} is neither tracked nor excluded`).toBeDefined();
      if ('excluded' in tracking) expect(tracking.excluded.length, `${name}: the reason`).toBeGreaterThan(10);
      else expect(tracking.audience, name).toBeTypeOf('object');
    }
    // The database has no table the schema does not declare (one made by a hand-written migration).
    const inDb = await rows<{ name: string }>(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
    expect(inDb.map((r) => r.name)).toEqual(tables.map((x) => x.name).sort());
  });

  it('the database runs exactly the triggers the declaration makes, and none on excluded tables', async () => {
    const triggers = await rows<{ tbl: string; name: string; fn: string }>(sql`
      select c.relname as tbl, tg.tgname as name, f.proname as fn from pg_trigger tg
      join pg_class c on c.oid = tg.tgrelid join pg_proc f on f.oid = tg.tgfoid
      where tg.tgname like 'change_event_%' and not tg.tgisinternal and tg.tgenabled = 'O' and c.relname <> 'change_events'`);
    const sources = new Map((await rows<{ name: string; src: string }>(sql`select proname as name, prosrc as src from pg_proc where proname like 'change_event_of_%'`)).map((r) => [r.name, r.src]));
    const expected: string[] = [];
    for (const { name, tracking } of trackedTables()) {
      if (!('audience' in tracking)) continue;
      for (const op of ROW_TRIGGERS) expected.push(`${name} ${triggerOf(op)} ${functionOf(name)}`);
      expected.push(`${name} ${triggerOf('TRUNCATE')} change_event_truncate`);
      expect(sources.get(functionOf(name)), `${name}: write the migration again (server/changes/write-migration.ts)`).toBe(functionBody(tracking.audience));
    }
    expect(triggers.map((r) => `${r.tbl} ${r.name} ${r.fn}`).sort()).toEqual(expected.sort());
  });
});

// ---- 2. events ----------------------------------------------------------------------------------

describe('events', () => {
  it('one per writing statement and table, naming the tenants of its rows (old and new); none when no row changed', async () => {
    const before = await newestId();
    const [made] = await rows<{ id: number }>(sql`insert into products (shipment_company_id, identity, name) values (${k.ids.sc1}, 'EV-01', 'Event Oil'), (${k.ids.sc1}, 'EV-02', 'Event Oil 2') returning id`);
    await t.db.execute(sql`update products set name = name where false`);
    await t.db.execute(sql`update products set shipment_company_id = ${k.ids.sc3} where id = ${made!.id}`);
    const lspOf = async (sc: number) => Number((await rows<{ id: number }>(sql`select logistics_service_provider_id as id from shipment_companies where id = ${sc}`))[0]!.id);
    const events = await eventsSince(before);
    expect(events.map((e) => [e.table_name, e.operation])).toEqual([
      ['products', 'INSERT'],
      ['products', 'UPDATE'],
    ]);
    expect(events[0]).toMatchObject({ company_ids: [k.ids.sc1], lsp_ids: [await lspOf(k.ids.sc1!)], vendor_ids: [], user_ids: [], everyone: false });
    expect(events[1]!.company_ids).toEqual([k.ids.sc1, k.ids.sc3].sort((a, b) => a! - b!));
  });

  it('every tracked table: each operation runs its trigger, and a row written names someone', async () => {
    for (const { name, tracking } of trackedTables()) {
      if (!('audience' in tracking)) continue;
      const tbl = sql.identifier(name);
      const [first] = await rows<{ name: string }>(sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${name} order by ordinal_position limit 1`);
      const column = sql.identifier(first!.name);
      // No row: every branch of the trigger is planned and run (a wrong path would fail here), no event.
      const before = await newestId();
      await t.db.execute(sql`insert into ${tbl} select * from ${tbl} where false`);
      await t.db.execute(sql`update ${tbl} set ${column} = ${column} where false`);
      await t.db.execute(sql`delete from ${tbl} where false`);
      expect(await newestId(), name).toBe(before);
      // One row, when the demo has one: its event names a tenant (or the table is the administrators' only).
      await t.db.execute(sql`update ${tbl} set ${column} = ${column} where ctid = (select ctid from ${tbl} limit 1)`);
      const [event] = await eventsSince(before);
      if (!event) continue;
      const named = event.everyone || [event.lsp_ids, event.company_ids, event.vendor_ids, event.user_ids].some((ids) => ids.length > 0);
      expect(named || Object.keys(tracking.audience).length === 0, `${name}: ${JSON.stringify(event)}`).toBe(true);
    }
  });

  it('a statement on a shared catalog concerns everyone', async () => {
    const before = await newestId();
    await t.db.execute(sql`update license_categories set name = name`);
    expect(await eventsSince(before)).toMatchObject([{ table_name: 'license_categories', operation: 'UPDATE', everyone: true }]);
  });

  if (engineUnderTest() === 'postgres') {
    it('ids are given at commit, in commit order: a transaction that wrote first but commits last gets the higher id', async () => {
      await withPgClients(2, async ([a, b]) => {
        const before = await newestId();
        await a!.query('begin');
        await a!.query(`update license_categories set name = name`);
        await b!.query(`update vehicle_features set name = name`);
        await a!.query('commit');
        const events = await eventsSince(before);
        expect(events.map((e) => e.table_name)).toEqual(['vehicle_features', 'license_categories']);
        expect(events[0]!.id).toBeLessThan(events[1]!.id);
      });
    });
  }
});

// ---- 3. the realtime stream ---------------------------------------------------------------------

/** The tenant of each streamed account, as the users table says. */
const who = async (email: string) =>
  (await rows<{ user_id: number; role: string; lsp: number | null; sc: number | null; vendor: number | null }>(
    sql`select id as user_id, role, logistics_service_provider_id as lsp, shipment_company_id as sc, vendor_id as vendor from users where email = ${email}`,
  ))[0]!;

/** The ids of the events after `after` that concern the account, by SQL of our own (not the server's rule). */
async function concerning(email: string, after: number, upTo: number): Promise<number[]> {
  const u = await who(email);
  const own =
    u.role === 'ADMIN'
      ? sql`true`
      : u.role === 'LOGISTIC_SERVICE_PROVIDER'
        ? sql`${u.lsp} = any(lsp_ids)`
        : u.role === 'SHIPMENT_COMPANY'
          ? sql`${u.sc} = any(company_ids)`
          : sql`${u.vendor} = any(vendor_ids)`;
  return (await rows<{ id: number }>(sql`select id from change_events where id > ${after} and id <= ${upTo} and (everyone or ${u.user_id} = any(user_ids) or ${own}) order by id`)).map((r) => Number(r.id));
}

/** A write every stream hears of (a shared catalog); answers its event id once every client has it. */
async function marker(clients: SseClient[]): Promise<number> {
  await t.db.execute(sql`update vehicle_features set name = name`);
  const id = await newestId();
  await Promise.all(clients.map((c) => c.waitFor((m) => Number(m.id) === id)));
  return id;
}

describe('the realtime stream (GET /v1/realtime)', () => {
  it('answers 401 without a session, as any call', async () => {
    for (const token of [null, 'not-a-session']) {
      const c = await openStream(base, token);
      expect(c.status).toBe(401);
      await c.ended;
    }
  });

  it('sends each user exactly the events that concern them: writes of every role never reach another tenant', async () => {
    const accounts = { admin: 'admin@lsi.test', lsp: 'lsp@lsi.test', lsp2: 'lsp2@lsi.test', shipper: 'shipper@lsi.test', shipper2: 'shipper2@lsi.test', vendor: 'vendor@lsi.test', vendor2: 'newvendor@lsi.test' };
    const tokens: Record<string, string> = { ...k.tokens, vendor2: await t.loginReady(accounts.vendor2) };
    const clients = Object.fromEntries(await Promise.all(Object.keys(accounts).map(async (name) => [name, expectOpen(await openStream(base, tokens[name]!))] as const)));
    const all = Object.values(clients);
    const start = await marker(all);
    // An order by shipper@, a shipment by lsp@ asking vendor@ and newvendor@, an accept by vendor@;
    // a draft order of shipper2@ (another LSP's company), a product of shipper@.
    const dispatch = await dispatchWith(k);
    await dispatch.running(await trucks(k, k.ids.tanker1!, 1), true);
    ok(await k.as('shipper2', 'POST', '/v1/order', {}));
    await t.db.execute(sql`insert into products (shipment_company_id, identity, name) values (${k.ids.sc1}, 'EV-03', 'Stream Oil')`);
    const end = await marker(all);
    const written = await eventsSince(start);
    // activity_logs: the user activity log's rows of these writes (administrators' only).
    expect(new Set(written.map((e) => e.table_name))).toEqual(new Set(['orders', 'suborders', 'suborder_products', 'shipments', 'shipment_orders', 'shipment_vendors', 'shipment_vendor_vehicles', 'tracks', 'shipment_histories', 'notifications', 'vendor_collaborations', 'vehicles', 'users', 'drivers', 'vehicle_details', 'products', 'vehicle_features', 'activity_logs']));
    // The tenants each event names, from the rows written: the accept's track, vehicles and history
    // entry name vendor@ only (newvendor@ is asked on the same shipment); shipper2@'s order its own
    // company and LSP; nothing names a tenant outside the scenario.
    const [lspOfSc3] = await rows<{ id: number }>(sql`select logistics_service_provider_id as id from shipment_companies where id = ${k.ids.sc3}`);
    const lastOf = (table: string, before = written.length) => written.slice(0, before).findLast((e) => e.table_name === table)!;
    const shipper2Order = written.findIndex((e) => e.table_name === 'orders' && e.company_ids.includes(k.ids.sc3!));
    for (const table of ['tracks', 'shipment_histories']) {
      expect(lastOf(table, shipper2Order), table).toMatchObject({ operation: 'INSERT', lsp_ids: [k.ids.lsp1], company_ids: [k.ids.sc1], vendor_ids: [k.ids.vendor1] });
    }
    expect(written[shipper2Order]).toMatchObject({ lsp_ids: [lspOfSc3!.id], company_ids: [k.ids.sc3], vendor_ids: [], user_ids: [] });
    for (const e of written) {
      expect(e.lsp_ids.every((id) => [k.ids.lsp1, lspOfSc3!.id].includes(id)), `${e.table_name} ${e.lsp_ids}`).toBe(true);
      expect(e.company_ids.every((id) => [k.ids.sc1, k.ids.sc3].includes(id)), `${e.table_name} ${e.company_ids}`).toBe(true);
      expect(e.vendor_ids.every((id) => [k.ids.vendor1, k.ids.vendor2].includes(id)), `${e.table_name} ${e.vendor_ids}`).toBe(true);
    }
    for (const [name, email] of Object.entries(accounts)) {
      const got = changeIds(clients[name]!).filter((id) => id > start && id <= end);
      expect(got, name).toEqual(await concerning(email, start, end));
    }
    // Not vacuous: each tenant heard of its own writes, and the others' streams missed some events.
    expect(changeIds(clients.shipper2!).filter((id) => id > start && id < end).length).toBeGreaterThan(0);
    for (const name of ['lsp', 'shipper', 'vendor', 'vendor2']) expect(changeIds(clients[name]!).length).toBeLessThan(changeIds(clients.admin!).length);
    // Only the table and the operation: no row data.
    for (const m of clients.shipper!.messages.filter((x) => x.event === 'change')) expect(Object.keys(m.data as object).sort()).toEqual(['id', 'operation', 'table']);
    const lspUser = (await who(accounts.lsp)).user_id;
    expect(t.services.changes.streams.of(lspUser)).toBe(1);
    for (const c of all) c.close();
    await expect.poll(() => t.services.changes.streams.of(lspUser)).toBe(0);
  });

  it('resumes from Last-Event-ID: the events written while away, once each, in order, then the live ones', async () => {
    const first = expectOpen(await openStream(base, k.tokens.shipper));
    const seen = await marker([first]);
    first.close();
    await first.ended;
    // While away: writes of shipper@'s company and of others.
    ok(await k.as('shipper', 'POST', '/v1/order', {}));
    ok(await k.as('shipper2', 'POST', '/v1/order', {}));
    await t.db.execute(sql`insert into products (shipment_company_id, identity, name) values (${k.ids.sc1}, 'EV-04', 'Away Oil')`);
    const away = await newestId();
    const missed = await concerning('shipper@lsi.test', seen, away);
    expect(missed.length).toBeGreaterThanOrEqual(2);
    const again = expectOpen(await openStream(base, k.tokens.shipper, seen));
    const live = await marker([again]);
    expect(changeIds(again)).toEqual([...missed, live]);
    ok(await k.as('shipper', 'POST', '/v1/order', {}));
    const later = await newestId();
    await again.waitFor((m) => Number(m.id) === later);
    expect(changeIds(again)).toEqual([...missed, live, later]);
    again.close();
  });

  it('sends `reset` when the events after Last-Event-ID are gone (pruned), then carries on', async () => {
    await t.db.execute(sql`update vehicle_features set name = name`);
    const gone = await newestId();
    await t.db.execute(sql`update change_events set created_at = now() - interval '25 hours' where id <= ${gone}`);
    await pruneChangeEvents(t.db);
    expect(await prunedThrough(t.db)).toBe(gone);
    const c = expectOpen(await openStream(base, k.tokens.shipper, gone - 5));
    await c.waitFor((m) => m.event === 'reset');
    const live = await marker([c]);
    expect(c.messages.map((m) => m.event)).toEqual(['reset', 'change']);
    expect(changeIds(c)).toEqual([live]);
    c.close();
  });
});

// ---- 4. the prune -------------------------------------------------------------------------------

describe('pruning change events by age', () => {
  it('removes the events older than the age, keeps the newer ones, and remembers the highest id removed', async () => {
    await t.db.execute(sql`update vehicle_features set name = name`);
    await t.db.execute(sql`update license_categories set name = name`);
    const newest = await newestId();
    await t.db.execute(sql`update change_events set created_at = now() - interval '2 hours' where id < ${newest}`);
    await pruneChangeEvents(t.db, 3_600_000);
    expect((await eventsSince(0)).map((e) => e.id)).toEqual([newest]);
    expect(await prunedThrough(t.db)).toBe(newest - 1);
    await pruneChangeEvents(t.db, 3_600_000);
    expect(await prunedThrough(t.db)).toBe(newest - 1);
  });
});

// ---- heartbeat and the session --------------------------------------------------------------------

describe('heartbeat and the end of a session', () => {
  let quick: FastifyInstance;
  let quickBase: string;
  beforeAll(async () => {
    // The same services, with a heartbeat of 100 ms instead of 15 s.
    quick = await buildApp({ services: t.services, realtimeHeartbeatMs: 100 });
    quickBase = await quick.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => quick?.close());

  it('sends a heartbeat comment; when the session is signed out the stream ends, and coming back is answered 401', async () => {
    const token = await t.login('shipper@lsi.test');
    const c = expectOpen(await openStream(quickBase, token));
    await expect.poll(() => c.comments.filter((x) => x === 'heartbeat').length).toBeGreaterThan(1);
    expect((await t.call({ method: 'POST', url: '/v1/auth/logout', token })).statusCode).toBe(200);
    await c.ended;
    const back = await openStream(quickBase, token, changeIds(c).at(-1));
    expect(back.status).toBe(401);
    await back.ended;
  });
});

// ---- 5. two API nodes ---------------------------------------------------------------------------

if (engineUnderTest() === 'postgres') {
  describe('two API nodes on one PostgreSQL', () => {
    let openedB: OpenedDb;
    let nodeB: FastifyInstance;
    let baseB: string;
    beforeAll(async () => {
      openedB = await openDb({ databaseUrl: testDatabaseUrl(), migrate: false });
      nodeB = await buildApp({ services: createServices({ opened: openedB, appUrl: APP_URL, clock: () => t.clock.now() }) });
      baseB = await nodeB.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await nodeB?.close();
      await openedB?.close();
    });

    it('a stream on node B sees a write made through node A in under 1 s', async () => {
      const c = expectOpen(await openStream(baseB, k.tokens.lsp));
      await marker([c]);
      for (let i = 0; i < 3; i++) {
        const res = await k.as('shipper', 'POST', '/v1/order', {});
        const written = Date.now();
        const id = await newestId();
        expect(ok(res).data.id).toBeTypeOf('number');
        await c.waitFor((m) => Number(m.id) === id, 1000);
        expect(Date.now() - written).toBeLessThan(1000);
      }
      c.close();
    });

    it("a listener's connection dropped: the events written meanwhile arrive once it is back, once each", async () => {
      const c = expectOpen(await openStream(baseB, k.tokens.lsp));
      const seen = await marker([c]);
      const listeners = () => rows<{ pid: number }>(sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN changes' and pid <> pg_backend_pid()`);
      expect((await listeners()).length).toBeGreaterThan(0);
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN changes'`);
      ok(await k.as('shipper', 'POST', '/v1/order', {}));
      ok(await k.as('shipper', 'POST', '/v1/order', {}));
      const last = await newestId();
      await c.waitFor((m) => Number(m.id) === last, 4000);
      expect(changeIds(c).filter((id) => id > seen)).toEqual(await concerning('lsp@lsi.test', seen, last));
      await expect.poll(async () => (await listeners()).length).toBeGreaterThan(0);
      c.close();
    });
  });
}
