// The activity mirroring log and pushing weighbridge logs again (docs/mirroring-log.md,
// docs/weighbridge.md "Pushing logs again") on PGlite and PostgreSQL: a machine's ticket and a fleet
// sync write their rows; a push goes to the local recorder by default, to an HTTP endpoint when one
// is set (a failing one recorded as failed, its answer read bounded); bad input changes nothing;
// administrators only; the list filters and refuses bad values.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogRow } from '../../contract/logs.ts';
import type { MirroringRow } from '../../contract/mirroring.ts';
import { DEMO_FMS_ACCOUNT, FmsUnavailable } from '../../server/adapters/fms.ts';
import { ANSWER_BYTES_MAX, httpPushTarget, LOCAL_RECORDER, PUSH_KEY_HEADER } from '../../server/adapters/weighbridge-push.ts';
import { mirroringLogs } from '../../server/db/schema/index.ts';
import { expectError, type TestApp } from './harness.ts';
import { ok, type Kit, type Truck } from './freight-kit.ts';
import { dispatchApp, type Dispatch } from './shipment-fixtures.ts';

let t: TestApp;
let k: Kit;
let d: Dispatch;
let freeA: (n: number) => Truck[];
let key: string;
let admin: string;

beforeAll(async () => {
  ({ t, k, d, freeA } = await dispatchApp(2));
  key = ok(await k.as('lsp', 'POST', '/v1/weight-bridge/api-keys', { name: 'PKS Mirror scale' })).data.key;
  admin = await t.login('admin@lsi.test');
});
afterAll(() => t?.close());

async function mirroring(query: Record<string, string> = {}): Promise<{ data: MirroringRow[]; meta: { total: number } }> {
  const res = await t.call({ method: 'GET', url: `/v1/logs/mirroring?${new URLSearchParams(query)}`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const rowsNow = async () => (await t.db.select({ n: count() }).from(mirroringLogs))[0]!.n;
const push = (body: object, lang = 'en', token = admin) => t.call({ method: 'POST', url: '/v1/logs/weighbridge-push-v2', token, payload: body, headers: { 'accept-language': lang } });
const post = (body: object) => t.call({ method: 'POST', url: '/v1/weight-bridge/machine-tickets', payload: body, headers: { authorization: `Bearer ${key}` } });
const ticket = (number: string, plate: string, order: string) => ({ kind: 'LOAD', ticket_number: number, plate_number: plate, out_time: '2026-03-11T08:15:00+07:00', items: [{ do_number: order, delivery_weight: 21000 }] });

/** A local endpoint answering `status` with `body`, keeping what it was sent. */
async function endpoint(status: number, body: string): Promise<{ url: string; got: { headers: IncomingHttpHeaders; body: string }[]; close: () => Promise<void> }> {
  const got: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: text });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`, got, close: () => new Promise((r) => server.close(() => r())) };
}

async function withTarget<T>(target: TestApp['services']['weighbridgePush'], run: () => Promise<T>): Promise<T> {
  const real = t.services.weighbridgePush;
  t.services.weighbridgePush = target;
  try {
    return await run();
  } finally {
    t.services.weighbridgePush = real;
  }
}

describe('machine tickets and fleet syncs', () => {
  it("writes one row per machine post, with the ticket's ids and the request id", async () => {
    const r = await d.running(freeA(1));
    const matched = await post(ticket('MIR-M-1', r.used[0]!.plateNumber, r.order.identity));
    expect(matched.statusCode, matched.body).toBeLessThan(300);
    await post(ticket('MIR-M-2', 'BM 9998 XX', r.order.identity));
    await post(ticket('MIR-M-1', r.used[0]!.plateNumber, r.order.identity));
    const rows = (await mirroring({ search_key: 'MIR-M-', sort_type: 'asc' })).data;
    expect(rows.map((x) => [x.kind, x.direction, x.outcome, x.reason, x.related.ticket_number, x.counterpart])).toEqual([
      ['WB_MACHINE_TICKET', 'IN', 'OK', 'MATCHED', 'MIR-M-1', 'PKS Mirror scale'],
      ['WB_MACHINE_TICKET', 'IN', 'OK', 'UNMATCHED', 'MIR-M-2', 'PKS Mirror scale'],
      ['WB_MACHINE_TICKET', 'IN', 'OK', 'DUPLICATE', 'MIR-M-1', 'PKS Mirror scale'],
    ]);
    expect(rows[0]!.related.ticket_id).toBe(matched.json().data.ticket_id);
    expect(rows[0]!.request_id).toBe(matched.headers['x-request-id']);
  });

  it('writes a fleet sync, synced or failed', async () => {
    const vendor = await t.loginReady('vendor@lsi.test');
    const sync = (body: object) => t.call({ method: 'POST', url: '/v1/fms/sync', token: vendor, payload: body });
    expect((await sync(DEMO_FMS_ACCOUNT)).statusCode).toBe(200);
    expectError(await sync({ email: DEMO_FMS_ACCOUNT.email, password: 'wrong-password' }), 422);
    const real = t.services.fms;
    t.services.fms = { ...real, name: 'fms.example', signIn: async () => { throw new FmsUnavailable('down'); } };
    try {
      expectError(await sync(DEMO_FMS_ACCOUNT), 502);
    } finally {
      t.services.fms = real;
    }
    const rows = (await mirroring({ filter_columns: 'kind', filter_keys: 'FMS_SYNC', sort_type: 'asc' })).data;
    expect(rows.map((x) => [x.outcome, x.reason, x.counterpart, x.direction])).toEqual([
      ['OK', 'SYNCED', 'demo fleet', 'OUT'],
      ['FAILED', 'CREDENTIALS_REFUSED', 'demo fleet', 'OUT'],
      ['FAILED', 'UNREACHABLE', 'fms.example', 'OUT'],
    ]);
    expect(rows[0]!.related).toMatchObject({ vehicles: 2 });
    expect((await mirroring({ filter_columns: 'outcome', filter_keys: 'FAILED' })).meta.total).toBe(2);
  });
});

describe('pushing weighbridge logs again', () => {
  const weighbridgeLogs = async () => ((await t.call({ method: 'GET', url: '/v1/logs?entries=50', token: admin })).json() as { data: LogRow[] }).data;

  it('sends the picked logs to the local recorder by default and says so in the language', async () => {
    const picked = (await weighbridgeLogs()).slice(0, 2).map((l) => l.id);
    expect(picked).toHaveLength(2);
    expect(t.services.weighbridgePush.name).toBe(LOCAL_RECORDER);
    const res = await push({ log_ids: picked }, 'id');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Catatan jembatan timbang dikirim ulang: 2 terkirim, 0 gagal.', pushed: 2, failed: 0 });
    const rows = (await mirroring({ filter_columns: 'kind', filter_keys: 'WB_PUSH' })).data;
    expect(rows.map((x) => x.related.log_id).sort()).toEqual([...picked].sort());
    expect(rows.every((x) => x.outcome === 'OK' && x.counterpart === LOCAL_RECORDER && x.direction === 'OUT' && x.request_id === res.headers['x-request-id'])).toBe(true);
    // What was sent is kept with the row.
    const [kept] = await t.db.execute(sql`select payload from mirroring_logs where kind = 'WB_PUSH' order by id limit 1`).then((r) => (r as unknown as { rows: { payload: { id: number } }[] }).rows);
    expect(picked).toContain(kept!.payload.id);
  });

  it('selects by delivery order and by date range, bounded, and answers when nothing matches', async () => {
    const all = await weighbridgeLogs();
    const withDo = all.find((l) => l.data.do_numbers.length)!;
    const res = await push({ do: withDo.data.do_numbers[0]!.toLowerCase() });
    expect(res.json().pushed).toBeGreaterThanOrEqual(1);
    const none = await push({ start_date: '2030-01-01', end_date: '2030-01-02' });
    expect(none.json()).toEqual({ message: 'No weighbridge log matches: nothing was pushed.', pushed: 0, failed: 0 });
    const ranged = await push({ start_date: '2020-01-01', end_date: '2035-12-31' });
    expect(ranged.json().pushed).toBe(Math.min(all.length, 500));
  });

  it('sends to the configured endpoint with its API key; a failing one is recorded as failed, its answer bounded', async () => {
    const good = await endpoint(200, '{"ok":true}');
    const bad = await endpoint(500, 'x'.repeat(ANSWER_BYTES_MAX * 50));
    try {
      const [first] = await weighbridgeLogs();
      const sent = await withTarget(httpPushTarget(good.url, 'secret-key-1'), () => push({ log_ids: [first!.id] }));
      expect(sent.json()).toMatchObject({ pushed: 1, failed: 0 });
      expect(good.got[0]!.headers[PUSH_KEY_HEADER]).toBe('secret-key-1');
      expect(JSON.parse(good.got[0]!.body).logs[0]).toMatchObject({ id: first!.id, data: { ticket_number: first!.data.ticket_number } });
      const failed = await withTarget(httpPushTarget(bad.url, 'secret-key-1'), () => push({ log_ids: [first!.id] }, 'en'));
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual({ message: 'Weighbridge logs pushed again: 0 sent, 1 failed.', pushed: 0, failed: 1 });
      const [row] = (await mirroring({ filter_columns: 'outcome,kind', filter_keys: 'FAILED,WB_PUSH' })).data;
      expect(row!.reason!.startsWith('HTTP 500: xxx')).toBe(true);
      expect(row!.reason!.length).toBeLessThanOrEqual(200);
      expect(row!.counterpart).toBe(new URL(bad.url).host);
      // Nothing listens there any more: unreachable, recorded as failed.
      await bad.close();
      const gone = await withTarget(httpPushTarget(bad.url, undefined, 2000), () => push({ log_ids: [first!.id] }));
      expect(gone.json()).toMatchObject({ pushed: 0, failed: 1 });
    } finally {
      await good.close();
      await bad.close().catch(() => undefined);
    }
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const before = await rowsNow();
    const bad: [object, string][] = [
      [{}, 'log_ids'],
      [{ log_ids: [] }, 'log_ids'],
      [{ log_ids: 'x' }, 'log_ids'],
      [{ log_ids: [1, 1] }, 'log_ids'],
      [{ log_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'log_ids'],
      [{ log_ids: [-1] }, 'log_ids'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ end_date: 'tomorrow' }, 'end_date'],
      [{ start_date: '2026-03-10', end_date: '2026-03-01' }, 'end_date'],
      [{ do: 'x'.repeat(101) }, 'do'],
      [{ do: 'DO\u0000' }, 'do'],
    ];
    for (const [body, field] of bad) {
      const res = expectError(await push(body), 422);
      expect(Object.keys(res.errors ?? {}).some((k) => k === field || k.startsWith(`${field}.`)), JSON.stringify(res.errors)).toBe(true);
    }
    expect(await rowsNow()).toBe(before);
  });

  it("is the administrators' only, and so is the list", async () => {
    const before = await rowsNow();
    for (const who of ['lsp', 'vendor', 'shipper']) {
      expectError(await k.as(who, 'POST', '/v1/logs/weighbridge-push-v2', { log_ids: [1] }), 403);
      expectError(await k.as(who, 'GET', '/v1/logs/mirroring'), 403);
    }
    expectError(await t.call({ method: 'POST', url: '/v1/logs/weighbridge-push-v2', payload: { log_ids: [1] } }), 401);
    expectError(await t.call({ method: 'GET', url: '/v1/logs/mirroring' }), 401);
    expect(await rowsNow()).toBe(before);
  });
});

describe('the mirroring list', () => {
  it('is newest first, filters by date and refuses bad values', async () => {
    const rows = (await mirroring({ entries: '100' })).data;
    for (let i = 1; i < rows.length; i++) expect(Date.parse(rows[i - 1]!.created_at)).toBeGreaterThanOrEqual(Date.parse(rows[i]!.created_at));
    expect((await mirroring({ filter_date_column: 'created_at', filter_date_start: '2035-01-01' })).meta.total).toBe(0);
    const bad: Record<string, string>[] = [{ filter_columns: 'payload', filter_keys: '1' }, { search_columns: 'payload' }, { search_key: 'x'.repeat(201) }, { filter_date_column: 'created_at', filter_date_start: '2026-02-30' }];
    for (const q of bad) {
      expectError(await t.call({ method: 'GET', url: `/v1/logs/mirroring?${new URLSearchParams(q)}`, token: admin }), 400);
    }
  });
});
