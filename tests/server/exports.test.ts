// Export files (docs/exports.md) on PGlite and PostgreSQL: an LSP asks for an export, a pg-boss job
// writes it, it is listed with its state and downloads as a spreadsheet in the asker's language;
// another LSP sees none of it; other roles are refused; bad asks change nothing; deleting removes
// the file; the runner moves a record only from the states exportFileMachine allows; a job whose
// process stopped is taken up again by the queue and finishes, and one that keeps stopping fails.
import { read, utils } from '@e965/xlsx';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportFileRow } from '../../contract/exports.ts';
import { EXPORT_FILE_STATES, exportFileMachine, transitionOf } from '../../contract/states.ts';
import { exportFiles } from '../../server/db/schema/index.ts';
import { EXPORT_MAX_ATTEMPTS, orphanExports, runExport } from '../../server/lib/exports/run.ts';
import { expectError, type TestApp } from './harness.ts';
import { startWithLsps } from './lsp-sessions.ts';

let t: TestApp;
let lsp: string;
let lsp2: string;
let lspId: number;

beforeAll(async () => ({ t, lsp, lsp2, lspId } = await startWithLsps()));
afterAll(() => t?.close());

const ask = (body: unknown, lang = 'en', token = lsp) => t.call({ method: 'POST', url: '/v1/exports', token, payload: body as object, headers: { 'accept-language': lang } });
const one = (id: number, token = lsp) => t.call({ method: 'GET', url: `/v1/exports/${id}`, token });
const rowsNow = async () => (await t.db.select({ n: count() }).from(exportFiles))[0]!.n;

/** The export once its job has run (the worker is woken at once; polling only waits for it). */
async function finished(id: number): Promise<ExportFileRow> {
  for (let i = 0; i < 200; i++) {
    const row = (await one(id)).json().data as ExportFileRow;
    if (row.status === 'DONE' || row.status === 'FAILED') return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`export ${id} never finished`);
}

async function sheetOf(id: number, token = lsp): Promise<unknown[][]> {
  const res = await t.call({ method: 'GET', url: `/v1/exports/${id}/file`, token });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toMatch(/spreadsheetml/);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="incoming-trucks-\d{4}-\d\d-\d\d\.xlsx"$/);
  const book = read(res.rawPayload);
  return utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
}

describe('asking for an export', () => {
  it('queues it, the job writes it, and it downloads with every matching truck, headers in the asker language', async () => {
    const incoming = (await t.call({ method: 'GET', url: '/v1/dashboard/lsp/incoming-truck?entries=100', token: lsp })).json();
    const res = await ask({ kind: 'INCOMING_TRUCKS', filters: {} });
    expect(res.statusCode, res.body).toBe(200);
    const asked = res.json();
    expect(asked.message).toMatch(/^The export "incoming-trucks-.*\.xlsx" is being prepared/);
    expect(asked.data).toMatchObject({ kind: 'INCOMING_TRUCKS', filters: {}, created_by: { name: expect.any(String) } });
    const done = await finished(asked.data.id);
    expect(done).toMatchObject({ status: 'DONE', progress: 100, rows: incoming.meta.total, error: null });
    expect(done.size).toBeGreaterThan(0);
    const sheet = await sheetOf(done.id);
    expect(sheet[0]![0]).toBe('Plate number');
    expect(sheet.length - 1).toBe(incoming.meta.total);

    const id = (await ask({ kind: 'INCOMING_TRUCKS', filters: { incoming_type: 'PICKUP' } }, 'id')).json();
    expect(id.message).toMatch(/^Ekspor "incoming-trucks-.*" sedang disiapkan/);
    expect((await sheetOf((await finished(id.data.id)).id))[0]![0]).toBe('Nomor polisi');
  });

  it('is listed for its LSP only, newest first, with who asked', async () => {
    const mine = (await t.call({ method: 'GET', url: '/v1/exports', token: lsp })).json();
    expect(mine.meta.total).toBeGreaterThanOrEqual(2);
    expect(mine.data[0].filters).toEqual({ incoming_type: 'PICKUP' });
    const theirs = (await t.call({ method: 'GET', url: '/v1/exports', token: lsp2 })).json();
    expect(theirs.meta.total).toBe(0);
    const id = mine.data[0].id as number;
    expectError(await one(id, lsp2), 404);
    expectError(await t.call({ method: 'GET', url: `/v1/exports/${id}/file`, token: lsp2 }), 404);
    const before = await rowsNow();
    expectError(await t.call({ method: 'DELETE', url: `/v1/exports/${id}`, token: lsp2 }), 404);
    expect(await rowsNow()).toBe(before);
  });

  it("records the spec's export call too, and answers its file when ready in time", async () => {
    const res = await t.call({ method: 'GET', url: '/v1/dashboard/lsp/export-excel?incoming_type=DROPOFF', token: lsp });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const [newest] = (await t.call({ method: 'GET', url: '/v1/exports', token: lsp })).json().data as ExportFileRow[];
    expect(newest).toMatchObject({ kind: 'INCOMING_TRUCKS', status: 'DONE', filters: { incoming_type: 'DROPOFF' } });
  });

  it('answers 202 with the export when its file is not ready within the wait (EXPORT_WAIT_MS), and it goes on to finish', async () => {
    const wait = t.services.exportWaitMs;
    t.services.exportWaitMs = 0;
    try {
      const res = await t.call({ method: 'GET', url: '/v1/dashboard/lsp/export-excel?incoming_type=PICKUP', token: lsp, headers: { 'accept-language': 'id' } });
      expect(res.statusCode, res.body).toBe(202);
      const { message, data } = res.json() as { message: string; data: ExportFileRow };
      expect(message).toContain(data.name);
      expect(data).toMatchObject({ kind: 'INCOMING_TRUCKS', filters: { incoming_type: 'PICKUP' } });
      expect(await finished(data.id)).toMatchObject({ status: 'DONE' });
    } finally {
      t.services.exportWaitMs = wait;
    }
  });

  it('refuses other roles on every call', async () => {
    for (const email of ['admin@lsi.test', 'shipper@lsi.test', 'vendor@lsi.test']) {
      const token = await t.login(email);
      expectError(await ask({ kind: 'INCOMING_TRUCKS', filters: {} }, 'en', token), 403);
      expectError(await t.call({ method: 'GET', url: '/v1/exports', token }), 403);
      expectError(await one(1, token), 403);
      expectError(await t.call({ method: 'DELETE', url: '/v1/exports/1', token }), 403);
      expectError(await t.call({ method: 'GET', url: '/v1/exports/1/file', token }), 403);
    }
    expectError(await t.call({ method: 'GET', url: '/v1/exports' }), 401);
  });

  it('refuses a bad ask with a message in the caller language and keeps nothing', async () => {
    const before = await rowsNow();
    const bad: unknown[] = [{}, { kind: 'EVERYTHING' }, { kind: 'INCOMING_TRUCKS', filters: { incoming_type: 'SIDEWAYS' } }, { kind: 'INCOMING_TRUCKS', filters: { vendor_id: 'abc' } }, { kind: 'INCOMING_TRUCKS', filters: { search: 'x'.repeat(101) } }, { kind: 'INCOMING_TRUCKS', filters: 'all' }];
    for (const body of bad) {
      const en = expectError(await ask(body), 422);
      const id = expectError(await ask(body, 'id'), 422);
      expect(en.message).not.toBe(id.message);
    }
    expect(await rowsNow()).toBe(before);
  });

  it('deletes an export with its file', async () => {
    const { data } = (await ask({ kind: 'INCOMING_TRUCKS', filters: {} })).json();
    await finished(data.id);
    const [stored] = await t.db.select({ file: exportFiles.file }).from(exportFiles).where(eq(exportFiles.id, data.id));
    expect(await t.services.documents.read(stored!.file!)).not.toBeNull();
    const res = await t.call({ method: 'DELETE', url: `/v1/exports/${data.id}`, token: lsp, headers: { 'accept-language': 'id' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Ekspor telah dihapus.');
    expect(await t.services.documents.read(stored!.file!)).toBeNull();
    expectError(await one(data.id), 404);
  });
});

describe('the runner follows exportFileMachine', () => {
  const insertIn = async (status: string, attempts = 0) =>
    (await t.db.insert(exportFiles).values({ logisticsServiceProviderId: lspId, kind: 'INCOMING_TRUCKS', name: 'x.xlsx', status, attempts }).returning({ id: exportFiles.id }))[0]!.id;
  const statusOf = async (id: number) => (await t.db.select({ status: exportFiles.status, error: exportFiles.error }).from(exportFiles).where(eq(exportFiles.id, id)))[0]!;

  for (const state of EXPORT_FILE_STATES) {
    const starts = transitionOf(exportFileMachine, 'start').from.includes(state as never);
    it(`${starts ? 'runs' : 'leaves alone'} an export that is ${state}`, async () => {
      const id = await insertIn(state);
      await runExport(t.services, id);
      expect((await statusOf(id)).status).toBe(starts ? 'DONE' : state);
    });
  }

  it(`fails an export whose runs keep stopping (more than ${EXPORT_MAX_ATTEMPTS})`, async () => {
    const id = await insertIn('RUNNING', EXPORT_MAX_ATTEMPTS);
    await runExport(t.services, id);
    expect(await statusOf(id)).toEqual({ status: 'FAILED', error: 'server.exportInterrupted' });
    const row = (await one(id)).json().data as ExportFileRow;
    expect(row.error).toBe('The export was interrupted too often and was stopped. Please ask for it again.');
  });

  it('takes up the job of a process that stopped mid-run, and the export finishes', async () => {
    await t.services.exports.start();
    // What a stopped process leaves: its export RUNNING, its job active long past its expiry.
    const id = await insertIn('RUNNING', 1);
    await t.db.execute(sql`insert into pgboss.job (name, data, state, started_on, expire_in, retry_limit, retry_delay)
      values ('export-file', ${JSON.stringify({ exportId: id })}::jsonb, 'active', now() - interval '1 hour', interval '1 minute', 5, 0)`);
    await t.services.exports.maintain();
    const done = await finished(id);
    expect(done.status).toBe('DONE');
  });

  it('queues again, at start, the exports a restored database left QUEUED or RUNNING without a job', async () => {
    const stale = await insertIn('QUEUED');
    const live = await insertIn('RUNNING');
    const finishedLongAgo = await insertIn('DONE');
    await t.db.execute(sql`update export_files set updated_at = now() - interval '1 day' where id in (${stale}, ${finishedLongAgo})`);
    const orphans = await orphanExports(t.services);
    expect(orphans).toContain(stale);
    expect(orphans).not.toContain(live);
    expect(orphans).not.toContain(finishedLongAgo);
  });
});
