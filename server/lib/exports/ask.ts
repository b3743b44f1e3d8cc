// Asking for an export: the record (QUEUED, the filters as validated, the asker's language) and its
// job, then the answer the list shows. Deleting: the record and its file; a run under way stops at
// its next progress write (run.ts).
import { and, eq } from 'drizzle-orm';
import type { ExportAskBody, ExportFileRow } from '../../../contract/exports.ts';
import { translate, type Locale } from '../../../contract/messages.ts';
import { exportFiles } from '../../db/schema/index.ts';
import type { Services } from '../services.ts';
import { EXPORT_KIND_SPECS } from './kinds.ts';
import { exportOf, exportScope } from './list.ts';
import { wibDay } from '../../../contract/wib.ts';

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
