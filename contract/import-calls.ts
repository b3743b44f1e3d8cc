// A spreadsheet import family, declared once (products, locations, vehicles, plates, orders): the
// rows it sends, its template call (GET …/import) and its import call (POST …/import, one
// transaction, all rows or none). The server registers the two calls from the family
// (server/lib/import-routes.ts) and the browser derives its parser kind and import page from it
// (src/imports/family.ts), so a new import is one declaration here plus its server handler.
import { z } from 'zod';
import { importColumns, importRows } from './fields.ts';
import { IMPORT_BODY_BYTES, call, dataAnswer, type Role } from './lib.ts';

/** What most imports answer: how many rows made a new record and how many updated one. */
export const importCounts = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportCounts = z.infer<typeof importCounts>;
export const importedAnswer = dataAnswer(importCounts).extend({ message: z.string() });

/** The template call's answer: the column keys in template order, the required ones, the row limit. */
export const importTemplateAnswer = dataAnswer(z.object({ keys: z.array(z.string()), required: z.array(z.string()), max_rows: z.number().int() }));

type Rows<R extends z.ZodType> = ReturnType<typeof importRows<R>>;

export interface ImportDecl<K extends string, F extends z.ZodObject, R extends z.ZodType, X extends z.ZodRawShape, A extends z.ZodType> {
  /**
   * The family's name: the browser's parser finds the kind by it (a zod schema cannot be posted to
   * a worker); it names the template file ("<name>-import-template.xlsx") and the template call.
   */
  name: string;
  /** Path of both calls: GET answers the template, POST imports. */
  path: string;
  /** The import call's summary (what happens to existing records). */
  summary: string;
  access: readonly Role[];
  /** The body key of the rows; a 422's errors are keyed "<list>.<index>.<column>". */
  list: K;
  /** The row's fields: the template's columns, in order; required ones have no default. */
  fields: F;
  /** The row as checked, when it adds rules across fields (default: `fields`). */
  row?: R;
  maxRows: number;
  /** Columns whose value may appear once per sheet (case-insensitive), as the server requires. */
  unique: readonly string[];
  /** Other body fields sent with the rows (e.g. the LSP's shipment_company_id). */
  extra?: X;
  /** The import's answer (default: created and updated counts). */
  answer?: A;
}

export function importCalls<
  K extends string,
  F extends z.ZodObject,
  X extends z.ZodRawShape = Record<never, never>,
  R extends z.ZodType = F,
  A extends z.ZodType = typeof importedAnswer,
>(decl: ImportDecl<K, F, R, X, A>) {
  const row = (decl.row ?? decl.fields) as R;
  const columns = importColumns(decl.fields);
  const rows = { [decl.list]: importRows(row, decl.maxRows) } as { [P in K]: Rows<R> };
  return {
    name: decl.name,
    list: decl.list,
    row,
    columns,
    maxRows: decl.maxRows,
    unique: decl.unique,
    /** What the template call answers. */
    template: { keys: columns.keys, required: columns.required, max_rows: decl.maxRows },
    calls: {
      importKeys: call({ method: 'GET', path: decl.path, summary: `Column keys of the ${decl.name} import template`, access: decl.access, response: importTemplateAnswer }),
      import: call({
        method: 'POST',
        path: decl.path,
        summary: decl.summary,
        access: decl.access,
        maxBodyBytes: IMPORT_BODY_BYTES,
        body: z.object({ ...rows, ...(decl.extra as X) }),
        response: (decl.answer ?? importedAnswer) as A,
      }),
    },
  };
}

export type ImportFamily = ReturnType<typeof importCalls<string, z.ZodObject, z.ZodRawShape, z.ZodType, z.ZodType>>;
