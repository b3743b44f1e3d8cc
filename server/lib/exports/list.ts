// The LSP's exports (GET /v1/exports) over the list machinery, and one export as the calls answer it.
import { and, eq } from 'drizzle-orm';
import { EXPORT_MAX_ROWS, exportList, type ExportFileRow } from '../../../contract/exports.ts';
import { translate, type Locale } from '../../../contract/messages.ts';
import type { Db } from '../../db/open.ts';
import { exportFiles, users } from '../../db/schema/index.ts';
import { col, keyFields, type ColumnMap, type ListSource } from '../list.ts';
import { iso, parsed } from '../values.ts';

type Col = (typeof exportList.search)[number] | (typeof exportList.sort)[number] | (typeof exportList.filter)[number];
const columns: ColumnMap<Col> = {
  name: col(exportFiles.name),
  created_at: col(exportFiles.createdAt),
  status: col(exportFiles.status),
  kind: col(exportFiles.kind),
};

type Raw = { entry: typeof exportFiles.$inferSelect; userName: string | null };
const select = { entry: exportFiles, userName: users.name };
const joined = <T extends ReturnType<Db['select']>>(q: T) => q.from(exportFiles).leftJoin(users, eq(users.id, exportFiles.userId)).$dynamic();

export const exportScope = (lspId: number) => eq(exportFiles.logisticsServiceProviderId, lspId);

export function exportRowOf(r: Raw, locale: Locale): ExportFileRow {
  const e = r.entry;
  return {
    id: e.id,
    kind: e.kind as ExportFileRow['kind'],
    name: e.name,
    filters: parsed<ExportFileRow['filters']>(e.filters) ?? {},
    status: e.status as ExportFileRow['status'],
    progress: e.progress,
    rows: e.rows,
    size: e.size,
    error: e.error ? translate(locale, e.error, { max: EXPORT_MAX_ROWS.toLocaleString(locale === 'id' ? 'id-ID' : 'en-US') }) : null,
    created_by: e.userId !== null && r.userName !== null ? { id: e.userId, name: r.userName } : null,
    created_at: iso(e.createdAt)!,
    finished_at: iso(e.finishedAt),
  };
}

export const exportSource = (db: Db, locale: Locale): ListSource<Col, Raw, ExportFileRow> => ({
  what: 'export-files',
  db,
  decl: exportList,
  columns,
  idColumn: exportFiles.id,
  rows: () => joined(db.select(select)) as never,
  keys: (sortKey) => db.select(keyFields(exportFiles.id, sortKey)).from(exportFiles).$dynamic() as never,
  toRow: (r) => exportRowOf(r, locale),
});

/** One export of the LSP, or null. */
export async function exportOf(db: Db, lspId: number, id: number, locale: Locale): Promise<ExportFileRow | null> {
  const [r] = (await joined(db.select(select)).where(and(eq(exportFiles.id, id), exportScope(lspId)))) as Raw[];
  return r ? exportRowOf(r, locale) : null;
}
