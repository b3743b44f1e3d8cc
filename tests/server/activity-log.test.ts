// The user activity log (docs/activity-log.md) through the API, on PGlite and PostgreSQL: sign-ins
// and sign-outs, every change a signed-in user's request makes to an audited table written by its
// trigger in the same transaction (before/after, no secret), nothing for writes outside a request,
// requests at once each under their own name, the spec's filters with bad values refused, and the
// administrators only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_TYPES, AUDITED_TABLES, type ActivityRow } from '../../contract/activity-log.ts';
import { actingAs, type Actor } from '../../server/db/actor.ts';
import { activityLogs, orders, users } from '../../server/db/schema/index.ts';
import { engineUnderTest, expectError, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let lsp: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin@lsi.test');
  lsp = await t.login('lsp@lsi.test');
});
afterAll(() => t?.close());

const fence = (name: string) => ({ name, kind: 'FORBIDDEN', shape: 'CIRCLE', latitude: 0.5, longitude: 101.5, radius_m: 500, dwell_seconds: 60 });

async function activities(query: Record<string, string> = {}, token = admin): Promise<{ data: ActivityRow[]; meta: { total: number } }> {
  const res = await t.call({ method: 'GET', url: `/v1/log/activities?${new URLSearchParams(query)}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const newest = async (query: Record<string, string> = {}) => (await activities({ per_page: '1', ...query })).data[0]!;

describe('what is written', () => {
  it('writes a sign-in with who, role, organisation, address and request id', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/auth/login', payload: { email: 'lsp@lsi.test', password: 'lsi-demo-2026' }, headers: { 'user-agent': 'Test Browser/1.0' } });
    expect(res.statusCode).toBe(200);
    const row = await newest({ type_activity: 'SIGN_IN' });
    expect(row).toMatchObject({ type_activity: 'SIGN_IN', entity: null, role: 'LOGISTIC_SERVICE_PROVIDER', user: { email: 'lsp@lsi.test' }, request_id: res.headers['x-request-id'] });
    expect(row.organisation).toMatchObject({ kind: 'LOGISTIC_SERVICE_PROVIDER', name: 'PT Nusantara Logistik' });
    expect(row.ip).toBeTruthy();
  });

  it('writes a sign-out', async () => {
    const token = await t.login('vendor@lsi.test');
    expect((await t.call({ method: 'POST', url: '/v1/auth/logout', token })).statusCode).toBe(200);
    expect(await newest({ type_activity: 'SIGN_OUT' })).toMatchObject({ user: { email: 'vendor@lsi.test' }, role: 'VENDOR', organisation: { kind: 'VENDOR' } });
  });

  it('writes a create, an update with before and after, and a delete, in the request that made them', async () => {
    const created = await t.call({ method: 'POST', url: '/v1/geofences', token: lsp, payload: fence('Kebun Audit A') });
    expect(created.statusCode, created.body).toBe(200);
    const id = String(created.json().data.id);
    const create = await newest({ filter_columns: 'entity', filter_keys: 'geofences' });
    expect(create).toMatchObject({ type_activity: 'CREATE', record_keys: [id], record_count: 1, user: { email: 'lsp@lsi.test' }, request_id: created.headers['x-request-id'] });
    expect(create.changes?.name).toEqual({ after: 'Kebun Audit A' });

    expect((await t.call({ method: 'PUT', url: `/v1/geofences/${id}`, token: lsp, payload: fence('Kebun Audit B') })).statusCode).toBe(200);
    const update = await newest({ filter_columns: 'entity', filter_keys: 'geofences' });
    expect(update).toMatchObject({ type_activity: 'UPDATE', record_keys: [id] });
    expect(update.changes).toEqual({ name: { before: 'Kebun Audit A', after: 'Kebun Audit B' } });

    expect((await t.call({ method: 'DELETE', url: `/v1/geofences/${id}`, token: lsp })).statusCode).toBe(200);
    const removed = await newest({ filter_columns: 'entity', filter_keys: 'geofences' });
    expect(removed).toMatchObject({ type_activity: 'DELETE', record_keys: [id] });
    expect(removed.changes?.name).toEqual({ before: 'Kebun Audit B' });
  });

  it('writes nothing for a refused request: the change and its log roll back together', async () => {
    const before = (await activities()).meta.total;
    const res = await t.call({ method: 'POST', url: '/v1/geofences', token: lsp, payload: { ...fence('x'), radius_m: 5 } });
    expect(res.statusCode).toBe(422);
    expect((await activities()).meta.total).toBe(before);
  });

  it('calls a change of status a state change, and a change of several records keeps their count', async () => {
    const actor: Actor = { user_id: 1, role: 'ADMIN', lsp_id: null, company_id: null, vendor_id: null, ip: '10.0.0.1', request_id: 'test-req' };
    const ids = await t.db.select({ id: orders.id, status: orders.status }).from(orders).orderBy(orders.id).limit(3);
    // Writing the value already stored changes nothing: no row.
    await actingAs(actor, () => t.db.update(orders).set({ status: ids[0]!.status }).where(eq(orders.id, ids[0]!.id)));
    expect((await t.db.select().from(activityLogs).where(eq(activityLogs.requestId, 'test-req'))).length).toBe(0);
    await actingAs(actor, () => t.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, ids[0]!.id)));
    const state = await newest({ filter_columns: 'entity', filter_keys: 'orders' });
    expect(state).toMatchObject({ type_activity: 'STATE_CHANGE', record_keys: [String(ids[0]!.id)], changes: { status: { before: ids[0]!.status, after: 'CANCELLED' } } });
    const many = ids.slice(1).map((o) => o.id);
    await actingAs(actor, () => t.db.update(orders).set({ status: 'DELIVERED' }).where(sql`${orders.id} in (${sql.join(many.map((n) => sql`${n}`), sql`, `)})`));
    const bulk = await newest({ filter_columns: 'entity', filter_keys: 'orders' });
    expect(bulk).toMatchObject({ type_activity: 'STATE_CHANGE', record_count: many.length });
    expect(bulk.record_keys.sort()).toEqual(many.map(String).sort());
  });

  it('never keeps a secret, and a change of bookkeeping only is no activity', async () => {
    const actor: Actor = { user_id: 1, role: 'ADMIN', lsp_id: null, company_id: null, vendor_id: null, ip: null, request_id: 'secret-req' };
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'viewer@lsi.test'));
    await actingAs(actor, () => t.db.update(users).set({ passwordHash: 'scrypt$not-a-real-hash', updatedAt: new Date() }).where(eq(users.id, u!.id)));
    await actingAs(actor, () => t.db.update(users).set({ name: 'Viewer Renamed', passwordHash: 'scrypt$another' }).where(eq(users.id, u!.id)));
    const rows = await t.db.select().from(activityLogs).where(eq(activityLogs.requestId, 'secret-req'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toEqual({ name: { before: expect.any(String), after: 'Viewer Renamed' } });
    expect(JSON.stringify(rows)).not.toContain('scrypt$');
  });

  it('writes nothing for statements outside a signed-in request (seed, ingest, system)', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(activityLogs))[0]!.n;
    await t.db.update(orders).set({ status: 'DRAFT' }).where(sql`${orders.id} = (select min(id) from orders)`);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(activityLogs))[0]!.n;
    expect(after).toBe(before);
  });

  it('keeps each request under its own name when requests run at once', async () => {
    const tokens = await Promise.all(['lsp@lsi.test', 'lsp2@lsi.test'].map((e) => t.login(e)));
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.call({ method: 'POST', url: '/v1/geofences', token: tokens[i % 2]!, payload: fence(`Concurrent ${i}`) })),
    );
    made.forEach((r) => expect(r.statusCode, r.body).toBe(200));
    const rows = (await activities({ filter_columns: 'entity', filter_keys: 'geofences', per_page: '20' })).data;
    for (const [i, r] of made.entries()) {
      const row = rows.find((x) => x.request_id === r.headers['x-request-id']);
      expect(row?.user?.email).toBe(i % 2 ? 'lsp2@lsi.test' : 'lsp@lsi.test');
      expect(row?.changes?.name).toEqual({ after: `Concurrent ${i}` });
    }
    // The pool's connections were cleared: a later statement outside a request is nobody's.
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(activityLogs))[0]!.n;
    await Promise.all(Array.from({ length: 8 }, () => t.db.execute(sql`update geofences set name = name || '.' where name like 'Concurrent%'`)));
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(activityLogs))[0]!.n).toBe(before);
  });

  // PostgreSQL's pool: a connection names the request it serves (pg_stat_activity), then its own name again.
  if (engineUnderTest() === 'postgres')
  it('names the request in the connection\'s application_name while it acts, and no longer after', async () => {
    const actor: Actor = { user_id: 1, role: 'ADMIN', lsp_id: null, company_id: null, vendor_id: null, ip: null, request_id: 'req-named-1' };
    const nameHere = sql`select application_name as name from pg_stat_activity where pid = pg_backend_pid()`;
    const during = await actingAs(actor, () => t.db.transaction(async (tx) => ((await tx.execute(nameHere)) as unknown as { rows: { name: string }[] }).rows[0]!.name));
    expect(during).toBe('lsi req-named-1');
    // This database's connections only (other test workers share the server). The name is cleared
    // by the release's own round trip, which may still be on its way when the transaction answers.
    const named = sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name like 'lsi req-%'`;
    await vi.waitFor(async () => expect(((await t.db.execute(named)) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0));
    const names = await Promise.all(Array.from({ length: 8 }, () => t.db.transaction(async (tx) => ((await tx.execute(nameHere)) as unknown as { rows: { name: string }[] }).rows[0]!.name)));
    expect(new Set(names)).toEqual(new Set(['lsi']));
  });

  it('gives every audited table its trigger, and no other table one', async () => {
    const res = await t.db.execute(sql`select distinct c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname like 'activity\\_%' and not g.tgisinternal order by 1`);
    const names = (res as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    expect(names).toEqual([...AUDITED_TABLES].sort());
  });
});

describe('reading it', () => {
  it('filters by type, dates and the user name (the spec names)', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const signIns = await activities({ type_activity: 'SIGN_IN', from_date: day(-1), to_date: day(1), search: 'adi prat' });
    expect(signIns.data.length).toBeGreaterThan(0);
    expect(signIns.data.every((r) => r.type_activity === 'SIGN_IN' && r.user?.name === 'Adi Pratama')).toBe(true);
    expect((await activities({ from_date: day(2) })).meta.total).toBe(0);
    const page = await activities({ per_page: '2', page: '1' });
    expect(page.data).toHaveLength(2);
    expect(Date.parse(page.data[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(page.data[1]!.created_at));
  });

  it('refuses bad values with a message and reads nothing', async () => {
    const bad: Record<string, string>[] = [{ type_activity: 'DROP TABLE' }, { from_date: 'yesterday' }, { per_page: '100000' }, { page: '0' }, { search: 'x'.repeat(201) }];
    for (const q of bad) {
      expectError(await t.call({ method: 'GET', url: `/v1/log/activities?${new URLSearchParams(q)}`, token: admin }), 400);
    }
    expect(ACTIVITY_TYPES).toContain('SIGN_IN');
  });

  it('is the administrators\' only', async () => {
    for (const email of ['lsp@lsi.test', 'shipper@lsi.test', 'vendor2@lsi.test']) {
      expectError(await t.call({ method: 'GET', url: '/v1/log/activities', token: await t.login(email) }), 403);
    }
    expectError(await t.call({ method: 'GET', url: '/v1/log/activities' }), 401);
  });
});
