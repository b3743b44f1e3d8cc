// Runs one export job: RUNNING (exportFileMachine.start), the rows streamed into a file on disk
// with progress written at most once a second, the file moved into the documents area, DONE with
// its rows and size. Any failure makes it FAILED with a message key; an export deleted meanwhile
// stops at its next progress write and leaves no file. Never left RUNNING by an error of its own;
// a stopped process's run is taken up again by the queue (queue.ts), at most EXPORT_MAX_ATTEMPTS.
import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { EXPORT_FOLDER, EXPORT_MAX_ROWS } from '../../../contract/exports.ts';
import type { Locale } from '../../../contract/messages.ts';
import { exportFileMachine, transitionOf } from '../../../contract/states.ts';
import { exportFiles } from '../../db/schema/index.ts';
import type { Services } from '../services.ts';
import { EXPORT_KIND_SPECS, type ExportReadServices } from './kinds.ts';
import { EXPORT_JOB_EXPIRE_SECONDS } from './queue.ts';
import { streamXlsx } from './xlsx-stream.ts';

/** Runs past this many are a job that keeps stopping its process: it fails. */
export const EXPORT_MAX_ATTEMPTS = 3;
const PROGRESS_EVERY_MS = 1000;

const fromStates = (action: 'start' | 'finish' | 'fail') => [...transitionOf(exportFileMachine, action).from];

/** What a job uses of the services: the API process's, or the few the export child builds (child-task.ts). */
export type ExportServices = ExportReadServices & Pick<Services, 'documents'>;

class Stopped extends Error {}
class TooManyRows extends Error {}

/** Moves the export to FAILED (from a state `fail` starts from) with the message key of why. */
export async function failExport(s: Pick<Services, 'db' | 'clock'>, id: number, error: string): Promise<void> {
  await s.db
    .update(exportFiles)
    .set({ status: 'FAILED', error, finishedAt: s.clock(), updatedAt: s.clock() })
    .where(and(eq(exportFiles.id, id), inArray(exportFiles.status, fromStates('fail'))));
}

/**
 * Exports QUEUED or RUNNING that nothing has touched for longer than a job may run: their job is
 * gone (a restored database holds no jobs), so the starting process queues them again. A live run
 * writes its progress every second and a live job expires before this.
 */
export async function orphanExports(s: Services): Promise<number[]> {
  // The database's clock: the one the rows' defaults were written with.
  const before = sql`now() - make_interval(secs => ${EXPORT_JOB_EXPIRE_SECONDS * 2})`;
  const rows = await s.db
    .select({ id: exportFiles.id })
    .from(exportFiles)
    .where(and(inArray(exportFiles.status, fromStates('start')), lt(exportFiles.updatedAt, before)));
  return rows.map((r) => r.id);
}

export async function runExport(s: ExportServices, id: number, warn: (e: unknown) => void = () => {}): Promise<void> {
  const now = s.clock();
  const [row] = await s.db
    .update(exportFiles)
    .set({ status: 'RUNNING', attempts: sql`${exportFiles.attempts} + 1`, startedAt: now, progress: 0, updatedAt: now })
    .where(and(eq(exportFiles.id, id), inArray(exportFiles.status, fromStates('start'))))
    .returning();
  // Deleted, or finished by an earlier run: nothing to do.
  if (!row) return;
  if (row.attempts > EXPORT_MAX_ATTEMPTS) return failExport(s, id, 'server.exportInterrupted');
  const spec = EXPORT_KIND_SPECS[row.kind as keyof typeof EXPORT_KIND_SPECS];
  if (!spec || row.logisticsServiceProviderId === null) return failExport(s, id, 'server.exportFailed');

  const temp = join(tmpdir(), `lsi-export-${id}-${randomBytes(6).toString('hex')}.xlsx`);
  let stored: string | null = null;
  try {
    const source = await spec.source(s, { lspId: row.logisticsServiceProviderId, userId: row.userId, filters: row.filters as Record<string, unknown>, locale: row.locale as Locale });
    if (source.total !== null && source.total > EXPORT_MAX_ROWS) throw new TooManyRows();
    const sheet = streamXlsx(temp, source.sheet, source.header.map((header) => ({ header })));
    let reported = Date.now();
    for await (const page of source.pages) {
      for (const cells of page) {
        if (sheet.rows >= EXPORT_MAX_ROWS) throw new TooManyRows();
        sheet.add(cells);
      }
      if (Date.now() - reported >= PROGRESS_EVERY_MS) {
        reported = Date.now();
        const progress = source.total ? Math.min(99, Math.floor((sheet.rows * 100) / source.total)) : 0;
        const still = await s.db.update(exportFiles).set({ progress, rows: sheet.rows, updatedAt: s.clock() }).where(and(eq(exportFiles.id, id), eq(exportFiles.status, 'RUNNING'))).returning({ id: exportFiles.id });
        if (!still.length) throw new Stopped();
      }
    }
    await sheet.close();
    const { size } = await stat(temp);
    stored = await s.documents.saveFile(EXPORT_FOLDER, 'xlsx', temp);
    const done = await s.db
      .update(exportFiles)
      .set({ status: 'DONE', file: stored, rows: sheet.rows, size, progress: 100, error: null, finishedAt: s.clock(), updatedAt: s.clock() })
      .where(and(eq(exportFiles.id, id), inArray(exportFiles.status, fromStates('finish'))))
      .returning({ id: exportFiles.id });
    // Deleted while its file was stored: the file goes too.
    if (!done.length) await s.documents.remove(stored);
  } catch (e) {
    if (stored) await s.documents.remove(stored).catch(warn);
    if (e instanceof Stopped) return;
    if (!(e instanceof TooManyRows)) warn(e);
    await failExport(s, id, e instanceof TooManyRows ? 'server.exportTooManyRows' : 'server.exportFailed');
  } finally {
    await rm(temp, { force: true });
  }
}
