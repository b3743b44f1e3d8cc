// Export jobs in the export child (docs/exports.md "Where a job runs"), on PostgreSQL only (PGlite
// has no URL another process could reach; its jobs run in the API process: exports.test.ts; the file
// is left out of the PGlite step by vitest.config.ts): the
// child opens the database by its URL, writes the file into the app's documents, and the app reads
// it back, as runExport in the API process would have written it; a child that dies mid-job (its
// heap cap) leaves its export FAILED, not RUNNING. With the files in an S3 bucket (STORAGE=s3) the
// child writes into the bucket, given the same settings.
import { read, utils } from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFiles } from '../../server/db/schema/index.ts';
import { ExportChildDied, ExportChildPool } from '../../server/lib/exports/child-pool.ts';
import { runExport } from '../../server/lib/exports/run.ts';
import { exportRunner, type ExportChildReach } from '../../server/lib/exports/runner.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';
import { testDatabaseUrl, type TestApp } from './harness.ts';
import { startWithLsps } from './lsp-sessions.ts';

describe('an export job in the export child', () => {
  let t: TestApp;
  let lsp: string;
  let lspId: number;
  let reach: ExportChildReach;
  const warnings: unknown[] = [];
  const warn = (e: unknown) => warnings.push(e);

  beforeAll(async () => {
    ({ t, lsp, lspId } = await startWithLsps());
    reach = { databaseUrl: testDatabaseUrl(), files: { dataDir: t.dataDir } };
  });
  // The app's close ends the export child too (server/app.ts).
  afterAll(() => t?.close());

  const queued = async () =>
    (await t.db.insert(exportFiles).values({ logisticsServiceProviderId: lspId, userId: null, kind: 'INCOMING_TRUCKS', name: 'incoming-trucks.xlsx', status: 'QUEUED', locale: 'en' }).returning({ id: exportFiles.id }))[0]!.id;
  const rowOf = async (id: number) => (await t.db.select().from(exportFiles).where(eq(exportFiles.id, id)))[0]!;
  const sheetOf = (bytes: Uint8Array) => {
    const book = read(bytes);
    return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
  };

  it('writes the file the app downloads, the same rows as a run in the API process', async () => {
    const id = await queued();
    await exportRunner(t.services, reach, warn).run(id);
    const done = await rowOf(id);
    expect(done).toMatchObject({ status: 'DONE', progress: 100, attempts: 1, error: null });
    expect(warnings).toEqual([]);
    const file = await t.call({ method: 'GET', url: `/v1/exports/${id}/file`, token: lsp });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    const sheet = sheetOf(file.rawPayload);
    expect(sheet.length - 1).toBe(done.rows);
    expect(done.rows).toBeGreaterThan(0);

    // The same export in this process, on the real clock as the child's.
    const here = await queued();
    await runExport({ ...t.services, clock: () => new Date() }, here);
    const inProcess = await rowOf(here);
    expect(inProcess.status).toBe('DONE');
    const hereSheet = sheetOf((await t.services.documents.read(inProcess.file!))!);
    expect(sheet[0]).toEqual(hereSheet[0]);
    expect(sheet.length).toBe(hereSheet.length);
  });

  it('fails the export whose child dies mid-job (its heap cap), and takes the next job in a new child', async () => {
    const dying = new ExportChildPool({ maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4, heapGrowingPercent: 0 }, new URL('./dying-export-child.mjs', import.meta.url));
    try {
      // Twice: the second job is taken by the child tinypool started in place of the first.
      for (const id of [await queued(), await queued()]) {
        await exportRunner(t.services, reach, warn, dying).run(id);
        expect(await rowOf(id)).toMatchObject({ status: 'FAILED', error: 'server.exportFailed', attempts: 1 });
        expect(warnings.at(-1)).toBeInstanceOf(ExportChildDied);
      }
    } finally {
      await dying.close();
    }
    // The app's own child is another: its next job runs.
    const next = await queued();
    await exportRunner(t.services, reach, warn).run(next);
    expect((await rowOf(next)).status).toBe('DONE');
  });
});

describe('an export job in the export child, the documents in an S3 bucket', () => {
  let s3: FakeS3;
  let t: TestApp;
  let lsp: string;
  let lspId: number;
  beforeAll(async () => {
    s3 = await startFakeS3();
    ({ t, lsp, lspId } = await startWithLsps({ s3: s3.options }));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('writes the file into the bucket, where the app downloads it from', async () => {
    const [{ id }] = (await t.db.insert(exportFiles).values({ logisticsServiceProviderId: lspId, userId: null, kind: 'INCOMING_TRUCKS', name: 'incoming-trucks.xlsx', status: 'QUEUED', locale: 'en' }).returning({ id: exportFiles.id })) as [{ id: number }];
    const warnings: unknown[] = [];
    await exportRunner(t.services, { databaseUrl: testDatabaseUrl(), files: { s3: s3.options } }, (e) => warnings.push(e)).run(id);
    const done = (await t.db.select().from(exportFiles).where(eq(exportFiles.id, id)))[0]!;
    expect(warnings).toEqual([]);
    expect(done.status).toBe('DONE');
    expect(await s3.keys()).toContain(`node/documents/${done.file}`);
    const file = await t.call({ method: 'GET', url: `/v1/exports/${id}/file`, token: lsp });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.rawPayload.byteLength).toBe(done.size);
  });
});
