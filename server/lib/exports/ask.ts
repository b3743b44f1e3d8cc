// Asking for an export: the record (QUEUED, the filters as its kind records them, the asker's
// language) and its job, then the answer the list shows; at most EXPORTS_PER_LSP_MAX of an LSP
// waiting or running at once. The spec's export calls answer the file when it is ready in time.
// Deleting: the record and its file; a run under way stops at its next progress write (run.ts).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MAX_ROWS, EXPORTS_PER_LSP_MAX, type ExportAskBody, type ExportFileRow } from '../../../contract/exports.ts';
import { translate, type Locale, type MessageKey } from '../../../contract/messages.ts';
import type { ExportFileState } from '../../../contract/states.ts';
import { exportFiles } from '../../db/schema/index.ts';
import type { Services } from '../services.ts';
import { EXPORT_KIND_SPECS, storedFilters, type Asker } from './kinds.ts';
import { exportOf, exportScope } from './list.ts';
import { wibDay } from '../../../contract/wib.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Caller } from '../auth.ts';
import { localeOf, timezoneOffsetOf } from '../locale.ts';
import { XLSX_TYPE } from '../sheets.ts';
import { ownOrg } from '../tenant.ts';
import { asDownload } from '../uploads.ts';

export type { Asker } from './kinds.ts';

/** The caller as the asker of an export: its LSP (every export call is the LSP role's), language and timezone. */
export const askerOf = (req: FastifyRequest, caller: Caller): Asker => ({ lspId: ownOrg(caller.lspId), userId: caller.userId, locale: localeOf(req), tzOffsetMinutes: timezoneOffsetOf(req) });

/** Advisory lock namespace of an LSP's export asks (pg_advisory_xact_lock(namespace, lsp id)): "EX". */
const LOCK_EXPORT_ASKS = 0x4558;
/** The states of an export not yet settled: waiting for its job or being written. */
const UNSETTLED: ExportFileState[] = ['QUEUED', 'RUNNING'];

/**
 * Records the export and queues its job. 429 when the LSP has EXPORTS_PER_LSP_MAX exports waiting
 * or running: counted and inserted in one transaction under the LSP's advisory lock, so two asks
 * at once cannot both pass the cap (the second waits for the first's commit and counts it).
 */
export async function askExport(s: Services, who: Asker, ask: ExportAskBody): Promise<ExportFileRow> {
  const spec = EXPORT_KIND_SPECS[ask.kind];
  const filters = storedFilters(s, who, ask);
  const name = `${spec.fileName}-${wibDay(s.clock())}.xlsx`;
  const id = await s.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_EXPORT_ASKS}, ${who.lspId})`);
    const [busy] = await tx
      .select({ n: count() })
      .from(exportFiles)
      .where(and(exportScope(who.lspId), inArray(exportFiles.status, UNSETTLED)));
    if ((busy?.n ?? 0) >= EXPORTS_PER_LSP_MAX) throw new HttpError(429, 'server.exportsBusy', { max: EXPORTS_PER_LSP_MAX });
    const [row] = await tx
      .insert(exportFiles)
      .values({ logisticsServiceProviderId: who.lspId, userId: who.userId, kind: ask.kind, name, filters, locale: who.locale })
      .returning({ id: exportFiles.id });
    return row!.id;
  });
  await s.exports.send(id);
  return (await exportOf(s.db, who.lspId, id, who.locale))!;
}

/**
 * A spec export call (docs/exports.md): records the export and queues its job, then answers its file
 * when it is ready within the wait (EXPORT_WAIT_MS), 422 with why when it failed, else 202 with the record
 * (it goes on in the background and waits in Export files).
 */
export async function answerExport(s: Services, reply: FastifyReply, who: Asker, ask: ExportAskBody) {
  const asked = await askExport(s, who, ask);
  const settled = await settledWithin(s, who.lspId, asked.id, s.exportWaitMs);
  if (settled?.status === 'FAILED') throw new HttpError(422, (settled.error ?? 'server.exportFailed') as MessageKey, { max: EXPORT_MAX_ROWS });
  if (settled?.status === 'DONE') return sendExportFile(s, reply, who.lspId, asked.id);
  return reply.code(202).send({ message: queuedMessage(who.locale, asked), data: asked });
}

/** The export's state once DONE or FAILED (with why), waiting at most `ms`; polled: the job may run in another process. */
export async function settledWithin(s: Services, lspId: number, id: number, ms: number): Promise<{ status: string; error: string | null } | null> {
  const until = Date.now() + ms;
  for (;;) {
    const [row] = await s.db
      .select({ status: exportFiles.status, error: exportFiles.error })
      .from(exportFiles)
      .where(and(eq(exportFiles.id, id), exportScope(lspId)));
    if (!row || row.status === 'DONE' || row.status === 'FAILED' || Date.now() >= until) return row ?? null;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Answers a DONE export's file, streamed from the documents area; 404 when there is none. */
export async function sendExportFile(s: Services, reply: FastifyReply, lspId: number, id: number) {
  const file = await exportFileOf(s, lspId, id);
  const opened = file && (await s.documents.open(file.path));
  if (!file || !opened) throw notFound();
  return asDownload(reply, XLSX_TYPE, file.name).header('content-length', opened.size).send(opened.stream);
}

export const queuedMessage = (locale: Locale, row: ExportFileRow) => translate(locale, 'server.exportQueued', { name: row.name });

/** Deletes the LSP's export and its file; false when it has none of that id. */
export async function deleteExport(s: Services, lspId: number, id: number): Promise<boolean> {
  const [gone] = await s.db
    .delete(exportFiles)
    .where(and(eq(exportFiles.id, id), exportScope(lspId)))
    .returning({ file: exportFiles.file });
  if (!gone) return false;
  if (gone.file) await s.documents.remove(gone.file);
  return true;
}

/** A finished export's stored file, or null. */
export async function exportFileOf(s: Services, lspId: number, id: number): Promise<{ path: string; name: string } | null> {
  const [row] = await s.db
    .select({ file: exportFiles.file, name: exportFiles.name, status: exportFiles.status })
    .from(exportFiles)
    .where(and(eq(exportFiles.id, id), exportScope(lspId)));
  return row?.file && row.status === 'DONE' ? { path: row.file, name: row.name } : null;
}
