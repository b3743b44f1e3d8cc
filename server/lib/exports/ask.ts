// Asking for an export: the record (QUEUED, the filters as validated, the asker's language) and its
// job, then the answer the list shows. Deleting: the record and its file; a run under way stops at
// its next progress write (run.ts).
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ExportAskBody, ExportFileRow } from '../../../contract/exports.ts';
import { translate, type Locale } from '../../../contract/messages.ts';
import { exportFiles } from '../../db/schema/index.ts';
import type { Services } from '../services.ts';
import { EXPORT_KIND_SPECS } from './kinds.ts';
import { exportOf, exportScope } from './list.ts';
import { wibDay } from '../../../contract/wib.ts';
import { notFound } from '../errors.ts';
import { XLSX_TYPE } from '../sheets.ts';
import { asDownload } from '../uploads.ts';

export interface Asker {
  lspId: number;
  userId: number;
  locale: Locale;
}

export async function askExport(s: Services, who: Asker, ask: ExportAskBody): Promise<ExportFileRow> {
  const spec = EXPORT_KIND_SPECS[ask.kind];
  const name = `${spec.fileName}-${wibDay(s.clock())}.xlsx`;
  const [row] = await s.db
    .insert(exportFiles)
    .values({ logisticsServiceProviderId: who.lspId, userId: who.userId, kind: ask.kind, name, filters: ask.filters, locale: who.locale })
    .returning({ id: exportFiles.id });
  await s.exports.send(row!.id);
  return (await exportOf(s.db, who.lspId, row!.id, who.locale))!;
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
