// The cap on an LSP's exports waiting or being written at once (docs/exports.md "The cap"), on
// PGlite and PostgreSQL: at EXPORTS_PER_LSP_MAX, POST /v1/exports and every export call answer 429
// in the caller's language and write nothing; another LSP has a cap of its own; an export that ends
// or is deleted makes room; asks made at once never pass the cap together. The queue's worker is
// stopped here: the exports asked stay QUEUED, so what the cap counts is known.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPORTS_PER_LSP_MAX } from '../../contract/exports.ts';
import { exportFiles } from '../../server/db/schema/index.ts';
import { expectError, type TestApp } from './harness.ts';
import { startWithLsps } from './lsp-sessions.ts';

let t: TestApp;
let lsp: string;
let lsp2: string;
let lspId: number;

beforeAll(async () => {
  ({ t, lsp, lsp2, lspId } = await startWithLsps());
  await t.services.exports.start();
  await t.services.exports.stop();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from export_files`);
});

const ask = (token = lsp, lang = 'en') => t.call({ method: 'POST', url: '/v1/exports', token, payload: { kind: 'PERFORMANCE_VENDOR', filters: {} }, headers: { 'accept-language': lang } });
/** Exports of the LSP left waiting or running (their jobs never run here). */
const fill = (n: number, status: 'QUEUED' | 'RUNNING' = 'QUEUED') =>
  t.db.insert(exportFiles).values(Array.from({ length: n }, () => ({ logisticsServiceProviderId: lspId, kind: 'INCOMING_TRUCKS', name: 'waiting.xlsx', status })));
const unsettled = async () => (await t.db.select({ n: count() }).from(exportFiles).where(and(eq(exportFiles.logisticsServiceProviderId, lspId), inArray(exportFiles.status, ['QUEUED', 'RUNNING']))))[0]!.n;
const all = async () => (await t.db.select({ n: count() }).from(exportFiles))[0]!.n;

const CALLS = ['/v1/dashboard/lsp/export-excel', '/v1/dashboard/lsp/performance-vendor-export-excel', '/v1/dashboard/lsp/performance-vendor-report-export-excel', '/v1/alert/geofencing/export-excel'];

describe('the cap on exports waiting or being written', () => {
  it('at the cap, POST /v1/exports and every export call answer 429 in the caller language and write nothing; another LSP is not held', async () => {
    await fill(EXPORTS_PER_LSP_MAX - 2);
    await fill(2, 'RUNNING');
    const before = await all();
    expect(expectError(await ask(), 429).message).toBe(`Your organisation has ${EXPORTS_PER_LSP_MAX} exports waiting or being written already. Wait until one is done, or delete one in Export files, then ask again.`);
    expect(expectError(await ask(lsp, 'id'), 429).message).toBe(`Organisasi Anda sudah memiliki ${EXPORTS_PER_LSP_MAX} ekspor yang menunggu atau sedang ditulis. Tunggu hingga salah satunya selesai, atau hapus salah satunya di File ekspor, lalu minta lagi.`);
    for (const url of CALLS) expectError(await t.call({ method: 'GET', url, token: lsp }), 429);
    expect(await all()).toBe(before);
    expect((await ask(lsp2)).statusCode).toBe(200);
  });

  it('an export that ends, fails or is deleted makes room for one more', async () => {
    await fill(EXPORTS_PER_LSP_MAX);
    const [first, second] = await t.db.select({ id: exportFiles.id }).from(exportFiles).orderBy(exportFiles.id);
    expect((await t.call({ method: 'DELETE', url: `/v1/exports/${first!.id}`, token: lsp })).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expectError(await ask(), 429);
    await t.db.update(exportFiles).set({ status: 'DONE' }).where(eq(exportFiles.id, second!.id));
    expect((await ask()).statusCode).toBe(200);
    expectError(await ask(), 429);
    expect(await unsettled()).toBe(EXPORTS_PER_LSP_MAX);
  });

  it('asks made at once: only as many pass as the cap leaves room for', async () => {
    await fill(EXPORTS_PER_LSP_MAX - 2, 'RUNNING');
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask()));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    expect(await unsettled()).toBe(EXPORTS_PER_LSP_MAX);
  });
});
