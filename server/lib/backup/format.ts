// What a backup holds (docs/operations.md "Backups and restores"). One tar.gz:
//   tables/<table>/<0001>.jsonl   the rows of a table, one JSON array per line, each value the
//                                 column's text form (PostgreSQL's own output, read back by its input:
//                                 numeric, jsonb, timestamptz, arrays and enums round-trip exactly) or null;
//                                 cut into parts of about 8 MB
//   files/uploads/...             the public uploads (the data folder's, or the S3 bucket's)
//   files/documents/...           the documents (likewise)
//   manifest.json                 last: this Manifest, with a SHA-256 of every other entry
import { createHash } from 'node:crypto';

export const BACKUP_FORMAT = 'lsi-console-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** The storage areas a backup carries (server/adapters/storage.ts). */
export const FILE_AREAS = ['uploads', 'documents'] as const;
/** A table's part is closed past this many bytes of lines. */
export const PART_BYTES = 8 << 20;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: { engine: string; server: string };
  /** The last applied migration: its journal tag and its `when` (drizzle.__drizzle_migrations.created_at). */
  migration: { tag: string | null; when: string };
  tables: { name: string; columns: { name: string; type: string }[]; rows: number; parts: string[] }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Entries of files, `files/<area>/<path>`. */
  files: string[];
  entries: Record<string, { bytes: number; sha256: string }>;
}

/** A backup refused before anything was changed, or a restore rolled back: the message says why. */
export class BackupRefused extends Error {}

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export const partName = (table: string, n: number) => `tables/${table}/${String(n).padStart(4, '0')}.jsonl`;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export type Row = Record<string, unknown>;
export const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;
