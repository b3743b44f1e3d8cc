// The opened database's types, apart from open.ts so that what open.ts calls (adopt-pglite.ts) can
// name them without importing open.ts back.
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenedDb {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Where other processes reach the same database (API workers); PGlite has none. */
  url?: string;
  /** The PGlite instance itself (its in-process LISTEN, test snapshots); absent on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
}
